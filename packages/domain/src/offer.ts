import { z } from "zod";
import { OFFER_TYPES } from "./offer-state";

/**
 * Offers on a product (comparator spec §3 "Offer types", §4 offer result
 * states; profile spec §3 "Offers"; back-office spec §3 "Discount").
 */

/** Offer type names, normalised to the comparator's upper case (DISCOUNT, PARCELED...). */
export const offerTypeNameSchema = z.enum(OFFER_TYPES);
export type OfferTypeName = z.infer<typeof offerTypeNameSchema>;

/** Accepts the upper-case and the lower-case spelling and gives the upper-case one. */
export const offerTypeNameInputSchema = z
  .enum([...OFFER_TYPES, "discount", "parceled", "aggregate", "giftcard", "stock"])
  .transform((name) => offerTypeNameSchema.parse(name.toUpperCase()));

/** 'percent' makes the amount a percentage of the base amount; any other unit is a fixed amount. */
export const discountSchema = z.looseObject({
  unitCode: z.string(),
  amount: z.number(),
  /** True when the offer is limited to a remaining stock of sales. */
  salesLimitQuantityEnable: z.boolean().nullish(),
  /** Remaining sales of a stock-limited offer; the stock message shows the lowest. */
  salesLimitQuantity: z.number().int().nonnegative().nullish(),
});

/** An instalment discount, 'installments;value' (for example '3;10'). */
export const parceledDiscountSchema = z
  .string()
  .regex(/^\d+;\d+(\.\d+)?$/, "Expected 'installments;value', for example '3;10'");

export const offerSchema = z.looseObject({
  id: z.number().int().nullish(),
  offerType: z.looseObject({ name: offerTypeNameInputSchema }),
  discount: discountSchema.nullish(),
  product: z
    .looseObject({
      displayName: z.string().nullish(),
      productCode: z.string().nullish(),
    })
    .nullish(),
  parceledDiscounts: z.array(parceledDiscountSchema).nullish(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The offers of a product; a single offer object is accepted and wrapped in a list. */
export const offerListSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? [value] : value,
  z.array(offerSchema),
);
export type OfferList = z.infer<typeof offerListSchema>;

/** The answer of the payment-info offer call: 200 carries data, 204 none. */
export const offerAnswerSchema = z.looseObject({
  statusCode: z.number().int(),
  data: offerListSchema.nullish(),
});
