import { countryConfigSchema } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import { readSiteEnv } from "@qs/domain/site-env";
import { describe, expect, it } from "vitest";
import { createCountryConfig } from "./country-config";

const config = createCountryConfig(readSiteEnv({}));

describe("peru configuration", () => {
  it("is a valid CountryConfig", () => {
    expect(() => countryConfigSchema.parse(config)).not.toThrow();
  });

  it("carries the country's identity, storage keys and rules", () => {
    expect(config.id).toBe(2);
    expect(config.key).toBe("peru");
    expect(config.code).toBe("PE");
    expect(config.storageKeys.profile).toBe("V1.6_PE");
    expect(config.storageKeys.pets).toBe(null);
    expect(config.blogSection).toBe("QP-Blog");
    expect(config.identification).toBe("digits-8-12");
    expect(config.collectiveMinEmployees).toBe(5);
    expect(config.fallbackInsuranceTypeId).toBe(122); // its health insurance: Peru sells no pet insurance
    expect(config.routes.defaultProductType).toBe("SEGURO DE SALUD");
    expect(config.currencies[0]?.code).toBe("PEN");
  });

  it("builds plan-detail paths in the country's shape", () => {
    expect(
      resolvePlanDetailPath(config.planDetailPaths, {
        organizationType: "EPS",
        provider: "pacifico",
        plan: "plan-y",
      }),
    ).toBe("/EPS/pacifico/Planes/plan-y");
  });

  it("links the footer flags to all four sites", () => {
    expect(config.sites.map((s) => s.code)).toEqual(["CO", "CL", "PE", "INT"]);
  });
});
