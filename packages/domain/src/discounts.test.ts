import { describe, expect, it } from "vitest";
import {
  discountAmount,
  installmentDiscount,
  isPercentUnit,
  parseInstallmentDiscounts,
} from "./discounts";

describe("discountAmount", () => {
  it("a percent discount is that percent of the base amount", () => {
    expect(discountAmount(50000, { unitCode: "percent", amount: 10 })).toBe(5000);
    expect(discountAmount(80000, { unitCode: "PERCENT", amount: "25" })).toBe(20000);
  });

  it("otherwise the amount is fixed", () => {
    expect(discountAmount(50000, { unitCode: "CLP", amount: 3000 })).toBe(3000);
    expect(discountAmount(1000, { unitCode: null, amount: 10 })).toBe(10);
  });

  it("a missing amount discounts nothing", () => {
    expect(discountAmount(50000, { unitCode: "percent" })).toBe(0);
  });

  it("recognises the percent unit", () => {
    expect(isPercentUnit("percent")).toBe(true);
    expect(isPercentUnit("%")).toBe(true);
    expect(isPercentUnit("COP")).toBe(false);
  });
});

describe("installment discounts", () => {
  const parceled = ["3;5", "6;10", "12;15.5"];

  it("are chosen by installment count", () => {
    expect(installmentDiscount(parceled, 6)).toBe(10);
    expect(installmentDiscount(parceled, 12)).toBe(15.5);
  });

  it("give null when no entry has that count", () => {
    expect(installmentDiscount(parceled, 4)).toBeNull();
    expect(installmentDiscount(undefined, 3)).toBeNull();
  });

  it("read 'installments;value' strings and skip malformed ones", () => {
    expect(parseInstallmentDiscounts(["3;5", "x;1", "4", "5;", "6;7;8", " 2 ; 1.5 "])).toEqual([
      { installments: 3, value: 5 },
      { installments: 2, value: 1.5 },
    ]);
  });
});
