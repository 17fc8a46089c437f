// @vitest-environment node
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { oldAddresses } from "./old-addresses";
import { renderOnServer } from "./testing/render-on-server";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the older addresses (profile spec §2 Redirects)", () => {
  it("answer 301 to where each page lives now, in Spanish and under /en and /pt", async () => {
    const cases: [string, string][] = [
      ["/quehacemos", "/Que-es-QueSeguro"],
      ["/Seguro", "/Seguros"],
      ["/Seguros-de-Salud", "/Comparar/Polizas-de-Salud"],
      ["/QS-University", "/QS-Blog"],
      ["/Medicina-Prepagada-Economica", "/QS-Blog/medicina-prepagada-mas-economica"],
      ["/en/quehacemos", "/en/About-QueSeguro"],
      ["/pt/Seguros-de-Saude", "/pt/Comparar/Apolices-de-Saude"],
      ["/en/QS-University", "/en/QS-Blog"],
    ];
    for (const [from, to] of cases) {
      const { response } = await renderOnServer(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(`http://localhost${to}`);
    }
  });

  it("keep the query of the older address", async () => {
    const { response } = await renderOnServer("/Seguros-de-Salud?organizationIds=3");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "http://localhost/Comparar/Polizas-de-Salud?organizationIds=3",
    );
  });

  it("send Seguro to the insurers' list only where the site has one", () => {
    const withoutList = {
      ...sampleCountryConfig,
      routes: { ...sampleCountryConfig.routes, landingLists: [] },
    };
    expect(oldAddresses(withoutList).map(({ from }) => from)).not.toContain("/Seguro");
    expect(oldAddresses(sampleCountryConfig).map(({ from }) => from)).toContain("/Seguro");
  });
});

describe("the information pages", () => {
  it("render under their Spanish, English and Portuguese addresses with hreflang", async () => {
    const pages: [string, string][] = [
      ["/Que-es-QueSeguro", "Qué es QueSeguro"],
      ["/en/About-QueSeguro", "What is QueSeguro"],
      ["/pt/O-que-e-QueSeguro", "O que é QueSeguro"],
      ["/en/Partners-and-Alliances", "Partners and alliances"],
      ["/pt/Parceiros-e-Aliancas", "Parceiros e alianças"],
      ["/en/Sign-up", "Get a health plan quote in minutes"],
      ["/pt/Cadastro", "Cote o seu plano de saúde em minutos"],
      ["/en/Client-Portal", "Client Portal"],
      ["/pt/Portal-do-Cliente", "Portal do Cliente"],
      ["/en/Products-Sitemap", "Products sitemap"],
      ["/pt/Mapa-de-Produtos", "Mapa de produtos"],
      ["/en/QS-Blog", "QueSeguro Blog"],
      ["/pt/QS-Blog/como-elegir-un-plan-de-salud", "Como escolher um plano de saúde"],
    ];
    for (const [path, heading] of pages) {
      const { response, html } = await renderOnServer(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      for (const language of ["es", "en", "pt"]) {
        expect(html, path).toContain(`<link rel="alternate" hrefLang="${language}"`);
      }
    }
  });

  it("answer 404 for a guide the blog does not have", async () => {
    const { response } = await renderOnServer("/QS-Blog/no-existe");
    expect(response.status).toBe(404);
  });

  it("shows the comparator's list under Insurance-List", async () => {
    const { response } = await renderOnServer("/Insurance-List");
    expect(response.status).toBe(200);
  });
});
