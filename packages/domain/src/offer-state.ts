import { isPercentUnit } from "./discounts";

/** Offer answers and texts (comparator spec §3, §4; profile spec §3, §9). */

export const OFFER_TYPES = ["DISCOUNT", "PARCELED", "AGGREGATE", "GIFTCARD", "STOCK"] as const;
export type OfferTypeName = (typeof OFFER_TYPES)[number];

export const EXHAUSTED_OFFER_TEXT = "Promoción Cyber Agotada. Precio normal";

export type OfferAnswer<T> = { statusCode: number; data?: T | null };

export type OfferState<T> =
  | { status: "available"; data: T }
  | { status: "exhausted"; value: 0; text: typeof EXHAUSTED_OFFER_TEXT };

/**
 * The state of a payment-info offer answer: code 200 gives the offer data; code 204 gives
 * none (value 0, and the card shows 'Promoción Cyber Agotada. Precio normal'); any other
 * code, or a 200 without data, gives null.
 */
export function resolveOfferState<T>(
  answer: OfferAnswer<T> | null | undefined,
): OfferState<T> | null {
  if (!answer) return null;
  if (answer.statusCode === 200) {
    return answer.data === null || answer.data === undefined
      ? null
      : { status: "available", data: answer.data };
  }
  if (answer.statusCode === 204)
    return { status: "exhausted", value: 0, text: EXHAUSTED_OFFER_TEXT };
  return null;
}

export type OfferLike = {
  offerType?: { name?: string | null } | null;
  discount?: {
    unitCode?: string | null;
    amount?: number | string | null;
    salesLimitQuantityEnable?: boolean | null;
    /** Remaining sales quantity of a stock offer. */
    salesLimitQuantity?: number | null;
  } | null;
};

/** The offer type in upper case (DISCOUNT, GIFTCARD...), or null when unknown. */
export function offerTypeOf(offer: OfferLike): OfferTypeName | null {
  const name = (offer.offerType?.name ?? "").trim().toUpperCase();
  return (OFFER_TYPES as readonly string[]).includes(name) ? (name as OfferTypeName) : null;
}

/** The lowest remaining sales quantity among stock offers with a sales limit; null when none. */
export function lowestRemainingStock(offers: readonly OfferLike[]): number | null {
  const quantities = offers
    .filter((offer) => offerTypeOf(offer) === "STOCK" && offer.discount?.salesLimitQuantityEnable)
    .map((offer) => offer.discount?.salesLimitQuantity)
    .filter((quantity): quantity is number => typeof quantity === "number" && quantity >= 0);
  return quantities.length > 0 ? Math.min(...quantities) : null;
}

/** What an offer says, for the sites to word in the page's language. */
export type OfferContent =
  /** 'Gift card de $20.000 pesos'. */
  | { kind: "giftCard" }
  /** 'Quedan N cupos disponibles' ('Queda 1 cupo disponible'). */
  | { kind: "stock"; remaining: number }
  /** 'N% de descuento'. */
  | { kind: "percentDiscount"; amount: number }
  /** '$50.000 de descuento': an amount in the product's currency. */
  | { kind: "amountDiscount"; amount: number };

/**
 * What an offer says: a gift card of $20.000 pesos; stock with the lowest remaining sales
 * quantity among the product's offers; a discount as a percent or as a fixed amount. Null for
 * offer types without a text (parceled, aggregate) or missing data.
 */
export function offerContent(
  offer: OfferLike,
  offers: readonly OfferLike[] = [offer],
): OfferContent | null {
  switch (offerTypeOf(offer)) {
    case "GIFTCARD":
      return { kind: "giftCard" };
    case "STOCK": {
      const remaining = lowestRemainingStock(offers);
      return remaining === null ? null : { kind: "stock", remaining };
    }
    case "DISCOUNT": {
      const amount = Number(offer.discount?.amount);
      if (offer.discount?.amount === null || offer.discount?.amount === undefined) return null;
      if (!Number.isFinite(amount)) return null;
      return isPercentUnit(offer.discount.unitCode)
        ? { kind: "percentDiscount", amount }
        : { kind: "amountDiscount", amount };
    }
    default:
      return null;
  }
}
