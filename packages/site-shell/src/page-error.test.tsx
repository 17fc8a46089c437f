import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageError } from "./page-content";

describe("PageError", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("offers to load the same address again and to go home, and marks the page hydrated", async () => {
    delete document.documentElement.dataset.hydrated;
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("Failed to fetch dynamically imported module");
    render(
      <SiteHarness initialPath="/Comparar?orden=precio">
        <PageError error={error} reset={() => {}} />
      </SiteHarness>,
    );
    expect(
      await screen.findByRole("heading", { name: "No pudimos mostrar esta página" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cargar de nuevo" })).toHaveAttribute(
      "href",
      "/Comparar?orden=precio",
    );
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(reported).toHaveBeenCalledWith("La página no se pudo mostrar:", error);
  });

  it("speaks the visitor's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <SiteHarness language="pt" initialPath="/Comparar">
        <PageError error={new Error("boom")} reset={() => {}} />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "Carregar de novo" })).toBeInTheDocument();
  });
});
