import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

describe("Footer", () => {
  it("links to the four country sites from the configuration, marking the current one", async () => {
    render(
      <SiteHarness>
        <Footer year={2026} />
      </SiteHarness>,
    );
    const sites = await screen.findByRole("region", { name: "Nuestros sitios" });
    const links = within(sites).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      sampleCountryConfig.sites.map((s) => s.url),
    );
    ["Colombia", "Chile", "Perú", "Internacional"].forEach((name, i) => {
      expect(within(sites).getByRole("link", { name })).toBe(links[i]);
    });
    expect(screen.getByRole("link", { name: "Colombia" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Chile" })).not.toHaveAttribute("aria-current");
  });

  it("names the countries in the page's language and links to each site's page in it", async () => {
    render(
      <SiteHarness language="pt">
        <Footer year={2026} />
      </SiteHarness>,
    );
    const sites = await screen.findByRole("region", { name: "Nossos sites" });
    const links = within(sites).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Colômbia", "Chile", "Peru", "Internacional"]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      sampleCountryConfig.sites.map((s) => new URL("/pt", s.url).href),
    );
  });

  it("keeps the path a site is served from in its link in another language", async () => {
    const config = {
      ...sampleCountryConfig,
      sites: sampleCountryConfig.sites.map((s) =>
        s.code === "INT" ? { ...s, url: "https://planes.example/int/" } : s,
      ),
    };
    render(
      <SiteHarness config={config} language="en">
        <Footer year={2026} />
      </SiteHarness>,
    );
    const sites = await screen.findByRole("region", { name: "Our sites" });
    expect(within(sites).getByRole("link", { name: "International" })).toHaveAttribute(
      "href",
      "https://planes.example/int/en",
    );
    expect(within(sites).getByRole("link", { name: "Chile" })).toHaveAttribute(
      "href",
      new URL("/en", sampleCountryConfig.sites[1]?.url).href,
    );
  });

  it("shows the API's contact channels and social links, and the policies", async () => {
    render(
      <SiteHarness>
        <Footer year={2026} />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "ayuda@queseguro.co" })).toHaveAttribute(
      "href",
      "mailto:ayuda@queseguro.co",
    );
    expect(screen.getByRole("link", { name: "WhatsApp +57 300 555 0199" })).toHaveAttribute(
      "href",
      "https://wa.me/573005550199",
    );
    expect(screen.getByRole("link", { name: "+57 601 555 0199" })).toHaveAttribute(
      "href",
      "tel:+576015550199",
    );
    expect(screen.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/queseguro.co",
    );
    expect(
      screen.getByRole("link", { name: "Política de privacidad y datos personales" }),
    ).toHaveAttribute("href", "/Politicas");
    expect(
      screen.getByRole("link", { name: "Mis datos: ver, descargar o borrar" }),
    ).toHaveAttribute("href", "/mis-datos");
    expect(screen.getByText(/© 2026 QueSeguro/)).toBeInTheDocument();
  });

  it("falls back to the country's configured channels while the API's list is missing", async () => {
    render(
      <SiteHarness
        api={{ "/api/contactInformations": { status: 404, body: { error: "Ruta no encontrada" } } }}
      >
        <Footer year={2026} />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "contacto@queseguro.co" })).toHaveAttribute(
      "href",
      "mailto:contacto@queseguro.co",
    );
    expect(screen.getByRole("link", { name: "LinkedIn" })).toBeInTheDocument();
  });
});
