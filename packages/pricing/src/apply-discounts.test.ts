import { describe, expect, it } from "vitest";
import { applyDiscount, applyDiscounts, priceDiscountAmount } from "./apply-discounts";

describe("applyDiscount", () => {
  it("a percent discount takes that percent of the base price", () => {
    expect(applyDiscount(80000, { unitCode: "percent", amount: 15 })).toEqual({
      base: 80000,
      discount: 12000,
      final: 68000,
    });
  });

  it("a discount in a currency takes a fixed amount", () => {
    expect(applyDiscount(80000, { unitCode: "CLP", amount: 5000 })).toEqual({
      base: 80000,
      discount: 5000,
      final: 75000,
    });
  });

  it("no discount leaves the price as it is", () => {
    expect(applyDiscount(80000, null)).toEqual({ base: 80000, discount: 0, final: 80000 });
    expect(applyDiscount(80000, { unitCode: "percent" }).final).toBe(80000);
  });

  it("never takes off more than the price, nor adds to it", () => {
    expect(applyDiscount(3000, { unitCode: "CLP", amount: 5000 })).toEqual({
      base: 3000,
      discount: 3000,
      final: 0,
    });
    expect(applyDiscount(3000, { unitCode: "percent", amount: 120 }).final).toBe(0);
    expect(applyDiscount(3000, { unitCode: "CLP", amount: -500 }).final).toBe(3000);
  });
});

describe("installment discounts", () => {
  const parceled = {
    unitCode: "percent",
    amount: 5,
    parceledDiscounts: ["3;10", "6;20", "12;30"],
  };

  it("take the value of the entry for the chosen installment count", () => {
    expect(applyDiscount(100000, parceled, { installments: 6 }).discount).toBe(20000);
    expect(applyDiscount(100000, parceled, { installments: 12 }).final).toBe(70000);
  });

  it("take nothing for a count no entry names", () => {
    expect(applyDiscount(100000, parceled, { installments: 4 }).discount).toBe(0);
  });

  it("without an installment count the discount's own amount applies", () => {
    expect(applyDiscount(100000, parceled).discount).toBe(5000);
  });

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

  it("an entry's value is in the discount's unit (a fixed amount for a currency)", () => {
    expect(
      applyDiscount(
        100000,
        { unitCode: "CLP", amount: 0, parceledDiscounts: ["3;2500"] },
        { installments: 3 },
      ).discount,
    ).toBe(2500);
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
