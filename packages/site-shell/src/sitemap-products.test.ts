import { COLOMBIA_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { describe, expect, it } from "vitest";
import { groupSitemapProducts, readableSegment } from "./sitemap-products";

const plan = (
  organizationType: string | null,
  organizationUrl: string,
  productUrl: string,
  insuranceTypeUrl: string | null,
) => ({
  organizationType,
  organizationUrl,
  productUrl,
  insuranceTypeUrl,
  updatedAt: "2025-05-01T10:00:00.000Z",
});

describe("the products sitemap", () => {
  it("reads address segments as names", () => {
    expect(readableSegment("Salud-Total_Plus")).toBe("Salud Total Plus");
  });

  it("groups plans by category and provider, in order, at their plan-detail paths", () => {
    const groups = groupSitemapProducts({ planDetailPaths: [...COLOMBIA_PLAN_PATHS] }, [
      plan("EPS", "Sura-EPS", "Plan-Basico", "EPS"),
      plan("ASEGURADORA", "Andina", "Salud-Total", "Polizas-de-Salud"),
      plan("ASEGURADORA", "Andina", "Salud-Esencial", "Polizas-de-Salud"),
      plan("ASEGURADORA", "Bolivar", "Vida", null),
    ]);
    expect(groups.map((group) => group.category)).toEqual(["EPS", "Polizas de Salud", ""]);
    expect(groups[0]?.providers[0]).toEqual({
      provider: "Sura EPS",
      plans: [{ label: "Plan Basico", path: "/EPS/Sura-EPS/Plan-Basico" }],
    });
    expect(groups[1]?.providers[0]?.plans.map((entry) => entry.path)).toEqual([
      "/Seguros/Andina/Salud-Esencial",
      "/Seguros/Andina/Salud-Total",
    ]);
  });

  it("names a category by its segment in the page's language", () => {
    const english = (segment: string) =>
      segment === "Polizas-de-Salud" ? "Health-Policies" : segment;
    const groups = groupSitemapProducts(
      { planDetailPaths: [...COLOMBIA_PLAN_PATHS] },
      [plan("ASEGURADORA", "Andina", "Salud-Total", "Polizas-de-Salud")],
      english,
    );
    expect(groups.map((group) => group.category)).toEqual(["Health Policies"]);
    expect(groups[0]?.providers[0]?.plans[0]?.path).toBe("/Seguros/Andina/Salud-Total");
  });

  it("leaves out a plan no path shape fits", () => {
    expect(
      groupSitemapProducts(
        { planDetailPaths: [{ organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" }] },
        [plan("ASEGURADORA", "Andina", "Salud-Total", "Polizas-de-Salud")],
      ),
    ).toEqual([]);
  });
});
