import type { ProfilePrice } from "@qs/domain/profile-price";
import { describe, expect, it } from "vitest";
import { comparablePrice, paidPrice } from "./comparable-price";

const price = (over: Partial<ProfilePrice> = {}, minPrice: number | null = 100): ProfilePrice => ({
  total: {
    profilesWithPrice: 1,
    profilesEvaluated: 1,
    arePricesDefined: minPrice !== null,
    minPrice,
  },
  profiles: [],
  ...over,
});

describe("comparablePrice", () => {
  it("is the total when nothing is converted or discounted", () => {
    expect(comparablePrice(price())).toBe(100);
  });

  it("takes the offers' discount off", () => {
    expect(comparablePrice(price({ discount: { base: 100, discount: 15, final: 85 } }))).toBe(85);
  });

  it("converts a UF total to pesos at the answer's rate, after the discount", () => {
    const uf = price(
      {
        conversion: { from: { value: 2, code: "UF" }, to: { value: 80_000, code: "CLP" } },
        discount: { base: 2, discount: 1, final: 1 },
      },
      2,
    );
    expect(comparablePrice(uf)).toBe(40_000);
  });

  it("is null when someone of the profile has no price, or there is no answer", () => {
    const partial = price();
    partial.total = { ...partial.total, arePricesDefined: false, profilesEvaluated: 2 };
    expect(comparablePrice(partial)).toBeNull();
    expect(comparablePrice(price({}, null))).toBeNull();
    expect(comparablePrice(null)).toBeNull();
  });
});

describe("paidPrice", () => {
  it("shows the total after the offers, with the total before them beside it", () => {
    expect(paidPrice(price({ discount: { base: 100, discount: 15, final: 85 } }))).toEqual({
      amount: 85,
      before: 100,
    });
  });

  it("has nothing beside the total when no offer takes anything off", () => {
    expect(paidPrice(price())).toEqual({ amount: 100, before: null });
    expect(paidPrice(price({ discount: { base: 100, discount: 0, final: 100 } }))).toEqual({
      amount: 100,
      before: null,
    });
  });

  it("is null unless everyone of the profile has a price", () => {
    const partial = price();
    partial.total = { ...partial.total, arePricesDefined: false };
    expect(paidPrice(partial)).toBeNull();
    expect(paidPrice(undefined)).toBeNull();
  });
});
