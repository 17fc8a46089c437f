import { describe, expect, it } from "vitest";
import { lowestRemainingStock, offerContent, offerTypeOf, resolveOfferState } from "./offer-state";

describe("resolveOfferState", () => {
  it("code 200 gives the offer data", () => {
    const data = { offerType: { name: "DISCOUNT" } };
    expect(resolveOfferState({ statusCode: 200, data })).toEqual({ status: "available", data });
  });

  it("code 204 gives value 0 and 'Promoción Cyber Agotada. Precio normal'", () => {
    expect(resolveOfferState({ statusCode: 204 })).toEqual({
      status: "exhausted",
      value: 0,
      text: "Promoción Cyber Agotada. Precio normal",
    });
  });

  it("any other code gives null", () => {
    expect(resolveOfferState({ statusCode: 404, data: {} })).toBeNull();
    expect(resolveOfferState({ statusCode: 500 })).toBeNull();
    expect(resolveOfferState({ statusCode: 201, data: {} })).toBeNull();
  });

  it("a 200 without data gives null", () => {
    expect(resolveOfferState({ statusCode: 200, data: null })).toBeNull();
  });
});

describe("offerContent", () => {
  it("gift card ('Gift card de $20.000 pesos')", () => {
    expect(offerContent({ offerType: { name: "giftcard" } })).toEqual({ kind: "giftCard" });
  });

  it("stock: the lowest remaining sales quantity among the product's offers", () => {
    const offers = [
      {
        offerType: { name: "STOCK" },
        discount: { salesLimitQuantityEnable: true, salesLimitQuantity: 9 },
      },
      {
        offerType: { name: "STOCK" },
        discount: { salesLimitQuantityEnable: true, salesLimitQuantity: 4 },
      },
      {
        offerType: { name: "STOCK" },
        discount: { salesLimitQuantityEnable: false, salesLimitQuantity: 1 },
      },
    ];
    expect(lowestRemainingStock(offers)).toBe(4);
    expect(offerContent(offers[0]!, offers)).toEqual({ kind: "stock", remaining: 4 });
  });

  it("stock: gives null without a sales limit", () => {
    expect(offerContent({ offerType: { name: "STOCK" } })).toBeNull();
  });

  it("discount: a percent, or a fixed amount in the product's currency", () => {
    const percent = {
      offerType: { name: "DISCOUNT" },
      discount: { unitCode: "percent", amount: 15 },
    };
    expect(offerContent(percent)).toEqual({ kind: "percentDiscount", amount: 15 });
    const fixed = {
      offerType: { name: "DISCOUNT" },
      discount: { unitCode: "COP", amount: "50000" },
    };
    expect(offerContent(fixed)).toEqual({ kind: "amountDiscount", amount: 50000 });
    expect(offerContent({ offerType: { name: "DISCOUNT" }, discount: {} })).toBeNull();
  });

  it("parceled and aggregate offers say nothing of their own", () => {
    expect(offerContent({ offerType: { name: "PARCELED" } })).toBeNull();
    expect(offerContent({ offerType: { name: "AGGREGATE" } })).toBeNull();
  });

  it("reads the offer type in any case", () => {
    expect(offerTypeOf({ offerType: { name: "discount" } })).toBe("DISCOUNT");
    expect(offerTypeOf({ offerType: { name: "otro" } })).toBeNull();
  });
});
