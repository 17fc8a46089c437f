import { countryConfigSchema } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import { readSiteEnv } from "@qs/domain/site-env";
import { describe, expect, it } from "vitest";
import { createCountryConfig } from "./country-config";

const config = createCountryConfig(readSiteEnv({}));

describe("colombia configuration", () => {
  it("is a valid CountryConfig", () => {
    expect(() => countryConfigSchema.parse(config)).not.toThrow();
  });

  it("carries the country's identity, storage keys and rules", () => {
    expect(config.id).toBe(3);
    expect(config.key).toBe("colombia");
    expect(config.code).toBe("CO");
    expect(config.storageKeys.profile).toBe("V1.6_CO");
    expect(config.storageKeys.pets).toBe("pets_co");
    expect(config.blogSection).toBe("QS-Blog");
    expect(config.identification).toBe("digits-8-12");
    expect(config.collectiveMinEmployees).toBe(10);
    expect(config.fallbackInsuranceTypeId).toBe(246);
    expect(config.routes.defaultProductType).toBe("POLIZA DE SALUD");
    expect(config.currencies[0]?.code).toBe("COP");
  });

  it("builds plan-detail paths in the country's shape", () => {
    expect(
      resolvePlanDetailPath(config.planDetailPaths, {
        organizationType: "EPS",
        provider: "sura",
        plan: "plan-oro",
      }),
    ).toBe("/EPS/sura/plan-oro");
  });

  it("links the footer flags to all four sites", () => {
    expect(config.sites.map((s) => s.code)).toEqual(["CO", "CL", "PE", "INT"]);
  });
});
