import { z } from "zod";
import { EXHAUSTED_OFFER_TEXT, OFFER_TYPES } from "./offer-state";

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
export type Discount = z.infer<typeof discountSchema>;

/** An instalment discount, 'installments;value' (for example '3;10'). */
export const parceledDiscountSchema = z
  .string()
  .regex(/^\d+;\d+(\.\d+)?$/, "Expected 'installments;value', for example '3;10'");
export type ParceledDiscount = z.infer<typeof parceledDiscountSchema>;

/** A parceled discount split into its instalment count and value. */
export const parsedParceledDiscountSchema = parceledDiscountSchema.transform((entry) => {
  const [installments = "0", value = "0"] = entry.split(";");
  return { installments: Number(installments), value: Number(value) };
});
export type ParsedParceledDiscount = z.infer<typeof parsedParceledDiscountSchema>;

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
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

/**
 * The offers kept per product, as resolveOfferState gives them: available
 * offers (answer 200), exhausted (answer 204: value 0 and 'Promoción Cyber
 * Agotada. Precio normal'), or null for any other answer.
 */
export const productOfferStateSchema = z
  .discriminatedUnion("status", [
    z.object({ status: z.literal("available"), data: offerListSchema }),
    z.object({
      status: z.literal("exhausted"),
      value: z.literal(0),
      text: z.literal(EXHAUSTED_OFFER_TEXT),
    }),
  ])
  .nullable();
export type ProductOfferState = z.infer<typeof productOfferStateSchema>;
