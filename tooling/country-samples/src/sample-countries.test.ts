import { countryConfigSchema } from "@qs/domain/country-config";
import { formatMoney } from "@qs/domain/format-money";
import { describe, expect, it } from "vitest";
import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "./sample-countries";

describe("sample configurations of the other sites", () => {
  it.each([
    ["Chile", sampleChileSiteConfig],
    ["Peru", samplePeruConfig],
    ["International", sampleInternationalConfig],
  ])("%s is a valid CountryConfig", (_, config) => {
    expect(() => countryConfigSchema.parse(config)).not.toThrow();
  });

  it("formats money as each site does", () => {
    const money = (config: typeof samplePeruConfig, index: number, amount: number) =>
      formatMoney(amount, config.currencies[index]!, { locale: config.locale });
    expect(money(sampleChileSiteConfig, 0, 120000)).toBe("$120.000");
    expect(money(sampleChileSiteConfig, 1, 0.85)).toBe("0,85 UF");
    expect(money(samplePeruConfig, 0, 120)).toMatch(/^S\/ 120/);
    expect(money(sampleInternationalConfig, 0, 1250)).toMatch(/^\$1[.,]250$/);
  });
});
