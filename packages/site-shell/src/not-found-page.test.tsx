import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("offers a button home and a button to contact", async () => {
    render(
      <SiteHarness initialPath="/not-found">
        <NotFoundPage />
      </SiteHarness>,
    );
    expect(
      await screen.findByRole("heading", { name: "No encontramos esta página" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Ir a contacto" })).toHaveAttribute(
      "href",
      "/contacto",
    );
  });

  it("speaks the visitor's language", async () => {
    render(
      <SiteHarness language="en" initialPath="/not-found">
        <NotFoundPage />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "Go home" })).toBeInTheDocument();
  });
});
