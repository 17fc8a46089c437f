import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { COLOMBIA_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

const colombia: CountryConfig = {
  ...sampleCountryConfig,
  planDetailPaths: [...COLOMBIA_PLAN_PATHS],
  routes: { ...sampleCountryConfig.routes, landingLists: [{ path: "/EPS", list: "eps" }] },
};

describe("sitemap.xml", () => {
  const xml = sitemapXml(colombia, "https://queseguro.example/", [
    {
      organizationType: "ASEG",
      organizationUrl: "Seguros-Andinos",
      productUrl: "Salud-Esencial",
      insuranceTypeUrl: "Polizas-de-Salud",
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
    {
      organizationType: "EPS",
      organizationUrl: "Salud-Total",
      productUrl: "EPS-Familiar&Co",
      insuranceTypeUrl: "EPS",
      updatedAt: "2026-10-01T00:00:00.000Z",
    },
  ]);

  it("lists every plan at its canonical address with the day it last changed", () => {
    expect(xml).toContain(
      "<url><loc>https://queseguro.example/Seguros/Seguros-Andinos/Salud-Esencial</loc><lastmod>2026-11-20</lastmod></url>",
    );
    expect(xml).toContain(
      "<loc>https://queseguro.example/EPS/Salud-Total/EPS-Familiar&amp;Co</loc><lastmod>2026-10-01</lastmod>",
    );
  });

  it("lists the home, the comparator and the landing lists", () => {
    for (const path of ["", "Comparar", "EPS"]) {
      expect(xml).toContain(`<url><loc>https://queseguro.example/${path}</loc></url>`);
    }
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
