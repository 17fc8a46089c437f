import { z } from "zod";
import { profilePersonSchema, visitorProfileSchema } from "./profile";

/**
 * The price of a product for the visitor's profile (profile spec §3 "Profile
 * price", §7 calculatePrice; comparator spec §7 "Price for a profile").
 */

/** The method a profile is priced with when the product has no price for it. */
export const priceNotFoundMethodSchema = z.literal("PriceNotFound");

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
export type ProfilePriceTotal = z.infer<typeof profilePriceTotalSchema>;

/** Conversion of the total to another currency (UF to pesos...). */
export const priceConversionSchema = z.looseObject({
  from: z.looseObject({ value: z.number().nullish(), code: z.string().nullish() }).nullish(),
  to: z.looseObject({ value: z.number(), code: z.string().nullish() }),
});
export type PriceConversion = z.infer<typeof priceConversionSchema>;

export const profilePriceSchema = z.looseObject({
  total: profilePriceTotalSchema,
  conversion: priceConversionSchema.nullish(),
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
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;
