import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PolicyPage } from "./policy-page";

describe("Policy page", () => {
  it("names the country's law and leads to 'Mis datos'", async () => {
    render(
      <SiteHarness>
        <PolicyPage />
      </SiteHarness>,
    );
    expect(
      await screen.findByText(
        "Este tratamiento se rige por la Ley 1581 de 2012 de protección de datos personales de Colombia.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Ver, descargar o borrar tus datos" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir a Mis datos" })).toHaveAttribute(
      "href",
      "/mis-datos",
    );
  });
});
