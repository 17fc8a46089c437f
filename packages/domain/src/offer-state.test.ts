import { describe, expect, it } from "vitest";
import { lowestRemainingStock, offerText, offerTypeOf, resolveOfferState } from "./offer-state";

const formatAmount = (amount: number) => `$${amount.toLocaleString("es-CO")}`;

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

describe("offerText", () => {
  it("gift card: $20.000 pesos", () => {
    expect(offerText({ offerType: { name: "giftcard" } }, { formatAmount })).toBe(
      "Gift card de $20.000 pesos",
    );
  });

  it("stock: shows the lowest remaining sales quantity", () => {
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
    expect(offerText(offers[0]!, { offers, formatAmount })).toBe("Quedan 4 cupos disponibles");
  });

  it("stock: gives null without a sales limit", () => {
    expect(offerText({ offerType: { name: "STOCK" } }, { formatAmount })).toBeNull();
  });

  it("discount: a percent shows as a percentage", () => {
    const offer = {
      offerType: { name: "DISCOUNT" },
      discount: { unitCode: "percent", amount: 15 },
    };
    expect(offerText(offer, { formatAmount })).toBe("15% de descuento");
  });

  it("discount: a fixed amount is formatted as money", () => {
    const offer = { offerType: { name: "DISCOUNT" }, discount: { unitCode: "COP", amount: 50000 } };
    expect(offerText(offer, { formatAmount })).toBe("$50.000 de descuento");
  });

  it("parceled and aggregate offers have no text", () => {
    expect(offerText({ offerType: { name: "PARCELED" } }, { formatAmount })).toBeNull();
    expect(offerText({ offerType: { name: "AGGREGATE" } }, { formatAmount })).toBeNull();
  });

  it("reads the offer type in any case", () => {
    expect(offerTypeOf({ offerType: { name: "discount" } })).toBe("DISCOUNT");
    expect(offerTypeOf({ offerType: { name: "otro" } })).toBeNull();
  });
});
