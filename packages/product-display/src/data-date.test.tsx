import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataDate } from "./data-date";

describe("DataDate", () => {
  it("says when the plan's data was last updated, in the site's locale", async () => {
    render(
      <SiteHarness>
        <DataDate updatedAt="2026-11-24T15:30:00.000Z" />
      </SiteHarness>,
    );
    const date = await screen.findByText("Datos actualizados el 24 de noviembre de 2026");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("dateTime", "2026-11-24T15:30:00.000Z");
  });

  it("writes English dates on the English site", async () => {
    render(
      <SiteHarness language="en">
        <DataDate updatedAt="2026-11-24T15:30:00.000Z" />
      </SiteHarness>,
    );
    expect(await screen.findByText("Data updated on November 24, 2026")).toBeInTheDocument();
  });

  it("shows nothing when the answer carries no date", async () => {
    render(
      <SiteHarness>
        <p>plan</p>
        <DataDate updatedAt={null} />
      </SiteHarness>,
    );
    await screen.findByText("plan");
    expect(screen.queryByText(/Datos actualizados/)).toBeNull();
  });
});
