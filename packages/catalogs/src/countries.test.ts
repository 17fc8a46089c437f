import { describe, expect, it } from "vitest";
import {
  countries,
  countryByCode,
  countryById,
  countryByKey,
  countrySchema,
  currenciesByCountry,
  currenciesOf,
  currencyCodes,
  currencySymbol,
  DEFAULT_UF_VALUE,
  valorAltaUF,
} from "./countries";

describe("countries", () => {
  it("has the four country variants, each valid against the schema", () => {
    expect(countries).toHaveLength(4);
    for (const country of countries) expect(countrySchema.parse(country)).toEqual(country);
  });

  it.each([
    [1, "Chile", "CL", "+56", "chile"],
    [2, "Peru", "PE", "+51", "peru"],
    [3, "Colombia", "CO", "+57", "colombia"],
    [4, "Internacional", "INT", null, "internacional"],
  ])("id %i is %s (%s, dialling code %s, key %s)", (id, name, code, dialingCode, key) => {
    const country = countryById(id);
    expect(country?.name).toBe(name);
    expect(country?.code).toBe(code);
    expect(country?.dialingCode).toBe(dialingCode);
    expect(country?.key).toBe(key);
  });

  it("finds countries by code, in any case, and by key", () => {
    expect(countryByCode("CO")?.id).toBe(3);
    expect(countryByCode("pe")?.id).toBe(2);
    expect(countryByCode("INT")?.id).toBe(4);
    expect(countryByKey("chile")?.id).toBe(1);
  });

  it("returns undefined for unknown ids and codes", () => {
    expect(countryById(0)).toBeUndefined();
    expect(countryById(5)).toBeUndefined();
    expect(countryByCode("MX")).toBeUndefined();
  });
});

describe("currencies", () => {
  it("lists the global currencies CLP, UF, USD, COP, PEN, MXN, %", () => {
    expect(currencyCodes).toEqual(["CLP", "UF", "USD", "COP", "PEN", "MXN", "%"]);
  });

  it("gives Chile CLP and UF, Peru PEN and USD, Colombia COP, international USD", () => {
    expect(currenciesOf(1)).toEqual(["CLP", "UF"]);
    expect(currenciesOf(2)).toEqual(["PEN", "USD"]);
    expect(currenciesOf(3)).toEqual(["COP"]);
    expect(currenciesOf(4)).toEqual(["USD"]);
    expect(currenciesOf(9)).toEqual([]);
  });

  it("uses only currencies of the global list", () => {
    for (const list of Object.values(currenciesByCountry)) {
      for (const code of list) expect(currencyCodes).toContain(code);
    }
  });

  it("shows soles as S/ and pesos and dollars as $", () => {
    expect(currencySymbol("PEN")).toBe("S/");
    expect(currencySymbol("COP")).toBe("$");
    expect(currencySymbol("CLP")).toBe("$");
    expect(currencySymbol("usd")).toBe("$");
    expect(currencySymbol("UF")).toBeNull();
    expect(currencySymbol("EUR")).toBeNull();
  });

  it("sets valorAltaUF to 6 and the fallback UF value to 39214.8", () => {
    expect(valorAltaUF).toBe(6);
    expect(DEFAULT_UF_VALUE).toBe(39214.8);
  });
});
