import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";
import { SiteHarness } from "./testing/site-harness";

describe("Footer", () => {
  it("links to the four country sites from the configuration, marking the current one", async () => {
    render(
      <SiteHarness>
        <Footer year={2026} />
      </SiteHarness>,
    );
    const sites = await screen.findByRole("region", { name: "Nuestros sitios" });
    const links = sites.querySelectorAll("a");
    expect([...links].map((a) => a.textContent)).toEqual([
      "Colombia",
      "Chile",
      "Perú",
      "Internacional",
    ]);
    expect([...links].map((a) => a.getAttribute("href"))).toEqual(
      sampleCountryConfig.sites.map((s) => s.url),
    );
    expect(screen.getByRole("link", { name: "Colombia" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Chile" })).not.toHaveAttribute("aria-current");
  });

  it("shows contact, social links and policies", async () => {
    render(
      <SiteHarness>
        <Footer year={2026} />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "contacto@queseguro.co" })).toHaveAttribute(
      "href",
      "mailto:contacto@queseguro.co",
    );
    expect(screen.getByRole("link", { name: "Instagram" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Política de privacidad y datos personales" }),
    ).toHaveAttribute("href", "/Politicas");
    expect(screen.getByText(/© 2026 QueSeguro/)).toBeInTheDocument();
  });
});
