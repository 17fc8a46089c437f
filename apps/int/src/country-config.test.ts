import { countryConfigSchema } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import { readSiteEnv } from "@qs/domain/site-env";
import { describe, expect, it } from "vitest";
import { createCountryConfig } from "./country-config";

const config = createCountryConfig(readSiteEnv({}));

describe("internacional configuration", () => {
  it("is a valid CountryConfig", () => {
    expect(() => countryConfigSchema.parse(config)).not.toThrow();
  });

  it("carries the country's identity, storage keys and rules", () => {
    expect(config.id).toBe(4);
    expect(config.key).toBe("internacional");
    expect(config.code).toBe("INT");
    expect(config.storageKeys.profile).toBe("V1.6_INT");
    expect(config.storageKeys.pets).toBe(null);
    expect(config.blogSection).toBe("IH-Blog");
    expect(config.identification).toBe("alphanumeric-5-12");
    expect(config.collectiveMinEmployees).toBe(5);
    expect(config.fallbackInsuranceTypeId).toBe(131); // international health insurance
    expect(config.routes.defaultProductType).toBe("SEGURO INTERNACIONAL");
    expect(config.currencies[0]?.code).toBe("USD");
  });

  it("builds plan-detail paths in the country's shape", () => {
    expect(
      resolvePlanDetailPath(config.planDetailPaths, {
        organizationType: "ASEG",
        provider: "bupa",
        plan: "global-premier",
        type: "Seguros-Internacionales",
      }),
    ).toBe("/Seguros-Internacionales/bupa/global-premier");
  });

  it("links the footer flags to all four sites", () => {
    expect(config.sites.map((s) => s.code)).toEqual(["CO", "CL", "PE", "INT"]);
  });
});
