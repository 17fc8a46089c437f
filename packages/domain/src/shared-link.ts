import { z } from "zod";
import { visitorProfileSchema } from "./profile";

/**
 * Shared comparisons and plans (profile spec §2 "Shared links", §7
 * /api/buscarplanes/sharedinsurance and comparator-url).
 */

/** Body of POST /api/buscarplanes/sharedinsurance: the shared address and the profile it shows. */
export const sharedInsuranceRequestSchema = z.object({
  url: z.string().min(1),
  decodedProfile: visitorProfileSchema.nullish(),
});
export type SharedInsuranceRequest = z.infer<typeof sharedInsuranceRequestSchema>;

/** Body of PUT /api/buscarplanes/sharedinsurance: updates an existing short link. */
export const sharedInsuranceUpdateSchema = sharedInsuranceRequestSchema.extend({
  sharedLink: z.string().min(1),
});
export type SharedInsuranceUpdate = z.infer<typeof sharedInsuranceUpdateSchema>;

/** A stored shared link: /url/{code} opens url with decodedProfile. */
export const sharedLinkSchema = z.looseObject({
  code: z.string().min(1),
  url: z.string().min(1),
  decodedProfile: visitorProfileSchema.nullish(),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;

/** Body of POST /api/buscarplanes/comparator-url. */
export const comparatorUrlRequestSchema = z.object({
  url: z.string().min(1),
});
export type ComparatorUrlRequest = z.infer<typeof comparatorUrlRequestSchema>;

/** Query of a shared-profile link: perfil carries the encoded JSON profile. */
export const sharedProfileQuerySchema = z.looseObject({
  /** Encoded profile; decoding is left to the profile reader. */
  perfil: z.string().min(1),
  productType: z.string().nullish(),
});
export type SharedProfileQuery = z.infer<typeof sharedProfileQuerySchema>;

/** Query of a shared-session link. */
export const sharedSessionQuerySchema = z.looseObject({
  code: z.string().min(1),
  skipLanding: z
    .union([z.literal("true"), z.literal("false"), z.boolean()])
    .transform((value) => value === true || value === "true")
    .optional(),
});
export type SharedSessionQuery = z.infer<typeof sharedSessionQuerySchema>;

/** Query of an online-purchase link /Compra-Online/{productCode}?session=&sessionType=. */
export const onlinePurchaseQuerySchema = z.looseObject({
  session: z.string().min(1),
  sessionType: z.string().min(1),
});
export type OnlinePurchaseQuery = z.infer<typeof onlinePurchaseQuerySchema>;
