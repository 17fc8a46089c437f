import { z } from "zod";
import { profilePersonSchema, visitorProfileSchema } from "./profile";
import { yearlyCostSchema } from "./yearly-cost";

/**
 * The price of a product for the visitor's profile (profile spec §3 "Profile
 * price", §7 calculatePrice; comparator spec §7 "Price for a profile").
 */

/** The price of one insured person (or pet) of the profile. */
export const profilePriceEntrySchema = z.looseObject({
  /** Pricing method; 'PriceNotFound' when the product has no price for this person. */
  method: z.string(),
  /** Position of the person in the profile. */
  profile: z.number().int().nonnegative(),
  person: profilePersonSchema.nullish(),
  price: z.number().nullish(),
});
export type ProfilePriceEntry = z.infer<typeof profilePriceEntrySchema>;

export const profilePriceTotalSchema = z.looseObject({
  profilesWithPrice: z.number().int().nonnegative(),
  profilesEvaluated: z.number().int().nonnegative(),
  arePricesDefined: z.boolean(),
  minPrice: z.number().nullish(),
});

/** Conversion of the total to another currency (UF to pesos...). */
export const priceConversionSchema = z.looseObject({
  from: z.looseObject({ value: z.number().nullish(), code: z.string().nullish() }).nullish(),
  to: z.looseObject({ value: z.number(), code: z.string().nullish() }),
});

/**
 * The Chilean simulation behind an Isapre plan's price (profile spec §9 "Price simulation
 * (Chile)"): the legal 7 % contribution of the insured persons' income, capped at 87.8 UF,
 * and the price range (preciomin to preciomax) the comparator searches.
 */
export const priceSimulationSchema = z.looseObject({
  /** 'income' when someone's income was known; 'default' when the default range was used. */
  source: z.enum(["income", "default"]),
  ufValue: z.number().positive(),
  preciomin: z.number().nullable(),
  preciomax: z.number().nullable(),
  /** What the 7 % contributions add up to, in CLP and in UF; null without income data. */
  calculadoPeso: z.number().nullable(),
  calculadoUF: z.number().nullable(),
  /** Per person of the profile: true when the 7 % was capped. */
  topeimponible: z.array(z.boolean()),
});
export type PriceSimulation = z.infer<typeof priceSimulationSchema>;

/** The total after the product's active offers (discounts do not compound). */
export const priceDiscountSchema = z.looseObject({
  base: z.number(),
  discount: z.number(),
  final: z.number(),
});

export const profilePriceSchema = z.looseObject({
  total: profilePriceTotalSchema,
  conversion: priceConversionSchema.nullish(),
  simulation: priceSimulationSchema.nullish(),
  discount: priceDiscountSchema.nullish(),
  /** The estimated yearly cost for the household; null when it cannot be stated honestly. */
  yearlyCost: yearlyCostSchema.nullish(),
  profiles: z.array(profilePriceEntrySchema).default([]),
});
export type ProfilePrice = z.infer<typeof profilePriceSchema>;

/** The body of POST /api/insurance/{id}/calculatePrice. */
export const calculatePriceRequestSchema = z.looseObject({
  profile: visitorProfileSchema,
  /** Product type name of the comparator (for example SEGURO_MASCOTAS). */
  productType: z.string().nullish(),
  /** Name of the insurance type's upper type. */
  upperType: z.string().nullish(),
});

/** Most products one batch prices: a listing page holds 20, a comparison 3. */
export const BATCH_PRICE_MAX_PRODUCTS = 50;
export const BATCH_PRICE_IDS_MESSAGE = `Indica entre 1 y ${BATCH_PRICE_MAX_PRODUCTS} productos`;

/**
 * The body of POST /api/insurance/calculatePrices: one profile priced for every product of a
 * page. Without a profile (or before ingresodatos) each product prices the default person.
 */
export const calculatePricesRequestSchema = z.looseObject({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, BATCH_PRICE_IDS_MESSAGE)
    .max(BATCH_PRICE_MAX_PRODUCTS, BATCH_PRICE_IDS_MESSAGE),
  profile: visitorProfileSchema.nullish(),
  productType: z.string().nullish(),
  upperType: z.string().nullish(),
});

/** Each requested product's price, in the order asked; null for a product the country lacks. */
export const batchPriceAnswerSchema = z.array(
  z.object({ id: z.number().int(), price: profilePriceSchema.nullable() }),
);
