import { describe, expect, it } from "vitest";
import { applyDiscounts, priceDiscountAmount } from "./apply-discounts";

describe("installment discounts", () => {
  it("a discount without installment entries applies its amount at any count", () => {
    expect(
      priceDiscountAmount(100000, { unitCode: "percent", amount: 5 }, { installments: 6 }),
    ).toBe(5000);
    expect(
      priceDiscountAmount(
        100000,
        { unitCode: "percent", amount: 5, parceledDiscounts: ["bad"] },
        { installments: 6 },
      ),
    ).toBe(5000);
  });
});

describe("applyDiscounts", () => {
  it("works each discount out on the base price, without compounding", () => {
    expect(
      applyDiscounts(100000, [
        { unitCode: "percent", amount: 10 },
        { unitCode: "percent", amount: 10 },
        { unitCode: "CLP", amount: 1000 },
      ]),
    ).toEqual({ base: 100000, discount: 21000, final: 79000 });
  });

  it("stops at the price when the discounts add up to more", () => {
    expect(
      applyDiscounts(10000, [
        { unitCode: "percent", amount: 60 },
        { unitCode: "percent", amount: 60 },
      ]),
    ).toEqual({ base: 10000, discount: 10000, final: 0 });
  });
});
