import { countryConfigSchema } from "@qs/domain/country-config";
import { describe, expect, it } from "vitest";
import { sampleCountryConfig } from "./sample-country-config";

describe("sample country configuration", () => {
  it("is a valid CountryConfig, so stories show what a real site would", () => {
    expect(() => countryConfigSchema.parse(sampleCountryConfig)).not.toThrow();
  });
});
