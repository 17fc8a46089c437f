import { describe, expect, it } from "vitest";
import { offerAnswerSchema, offerSchema, offerTypeNameInputSchema } from "./offer";

const cyberDiscount = {
  id: 90,
  offerType: { name: "DISCOUNT" },
  discount: {
    unitCode: "percent",
    amount: 20,
    salesLimitQuantityEnable: true,
    salesLimitQuantity: 12,
  },
  product: { displayName: "Plan Salud Global" },
  parceledDiscounts: ["3;10", "6;5.5"],
};

describe("offerTypeNameInputSchema", () => {
  it("normalises both spellings of every offer type to upper case", () => {
    for (const name of ["DISCOUNT", "PARCELED", "AGGREGATE", "GIFTCARD", "STOCK"]) {
      expect(offerTypeNameInputSchema.parse(name)).toBe(name);
      expect(offerTypeNameInputSchema.parse(name.toLowerCase())).toBe(name);
    }
  });

  it("refuses mixed case and unknown types", () => {
    expect(offerTypeNameInputSchema.safeParse("Discount").success).toBe(false);
    expect(offerTypeNameInputSchema.safeParse("cashback").success).toBe(false);
  });
});

describe("offerSchema", () => {
  it("parses a lower-case offer and exposes the normalised type", () => {
    const parsed = offerSchema.parse({
      ...cyberDiscount,
      offerType: { name: "discount" },
      campaign: "cyber",
    });
    expect(parsed.offerType.name).toBe("DISCOUNT");
    expect(parsed).toMatchObject({ campaign: "cyber" });
  });

  it("accepts an offer with only its type", () => {
    expect(offerSchema.safeParse({ offerType: { name: "giftcard" } }).success).toBe(true);
  });

  it("refuses a parceled discount that is not 'installments;value'", () => {
    const result = offerSchema.safeParse({ ...cyberDiscount, parceledDiscounts: ["3;10", "3-10"] });
    expect(result.error?.issues[0]?.path).toEqual(["parceledDiscounts", 1]);
  });

  it("refuses a discount without amount", () => {
    const result = offerSchema.safeParse({ ...cyberDiscount, discount: { unitCode: "percent" } });
    expect(result.error?.issues[0]?.path).toEqual(["discount", "amount"]);
  });
});

describe("offerAnswerSchema", () => {
  it("parses a 200 answer with a list of offers", () => {
    const parsed = offerAnswerSchema.parse({ statusCode: 200, data: [cyberDiscount] });
    expect(parsed.data?.[0]?.offerType.name).toBe("DISCOUNT");
  });

  it("wraps a single offer object into a list", () => {
    const parsed = offerAnswerSchema.parse({ statusCode: 200, data: cyberDiscount });
    expect(parsed.data).toHaveLength(1);
  });

  it("parses a 204 answer without data", () => {
    expect(offerAnswerSchema.parse({ statusCode: 204 })).toEqual({ statusCode: 204 });
  });
});
