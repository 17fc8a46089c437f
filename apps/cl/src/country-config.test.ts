import { countryConfigSchema } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import { readSiteEnv } from "@qs/domain/site-env";
import { describe, expect, it } from "vitest";
import { createCountryConfig } from "./country-config";

const config = createCountryConfig(readSiteEnv({}));

describe("chile configuration", () => {
  it("is a valid CountryConfig", () => {
    expect(() => countryConfigSchema.parse(config)).not.toThrow();
  });

  it("carries the country's identity, storage keys and rules", () => {
    expect(config.id).toBe(1);
    expect(config.key).toBe("chile");
    expect(config.code).toBe("CL");
    expect(config.storageKeys.profile).toBe("V1.7");
    expect(config.storageKeys.pets).toBe("pets_cl");
    expect(config.blogSection).toBe("QP-Blog");
    expect(config.identification).toBe("rut");
    expect(config.collectiveMinEmployees).toBe(5);
    expect(config.fallbackInsuranceTypeId).toBe(116);
    expect(config.routes.defaultProductType).toBe("ISAPRE");
    expect(config.currencies[0]?.code).toBe("CLP");
  });

  it("builds plan-detail paths in the country's shape", () => {
    expect(
      resolvePlanDetailPath(config.planDetailPaths, {
        organizationType: "ISAPRE",
        provider: "colmena",
        plan: "plan-x",
      }),
    ).toBe("/Isapre/colmena/Complementos/plan-x");
  });

  it("links the footer flags to all four sites", () => {
    expect(config.sites.map((s) => s.code)).toEqual(["CO", "CL", "PE", "INT"]);
  });
});
