import { describe, expect, it } from "vitest";
import { countries, countrySchema, currenciesByCountry, currencyCodes } from "./countries";

describe("countries", () => {
  it("has the four country variants, each valid against the schema", () => {
    expect(countries).toHaveLength(4);
    for (const country of countries) expect(countrySchema.parse(country)).toEqual(country);
  });
});

describe("currencies", () => {
  it("lists the global currencies CLP, UF, USD, COP, PEN, MXN, %", () => {
    expect(currencyCodes).toEqual(["CLP", "UF", "USD", "COP", "PEN", "MXN", "%"]);
  });
  it("uses only currencies of the global list", () => {
    for (const list of Object.values(currenciesByCountry)) {
      for (const code of list) expect(currencyCodes).toContain(code);
    }
  });
});
