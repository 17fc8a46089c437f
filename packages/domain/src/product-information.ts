import { z } from "zod";
import { coverageInformationSchema } from "./coverage";
import { featureSchema } from "./feature";
import { productOfferStateSchema } from "./offer";
import { paymentInfoSchema } from "./payment-info";
import { profilePriceSchema } from "./profile-price";

/**
 * The information loaded lazily for one card and cached by product id
 * (comparator spec §3 "Per-product loaded information", §4).
 */
export const productInformationSchema = z.object({
  productId: z.number().int(),
  /** Coverage information; null while failed (the card shows 'Reintentar'). */
  coverages: coverageInformationSchema.nullish(),
  /** True when loading the coverages failed. */
  coverageError: z.boolean().default(false),
  features: z.array(featureSchema).nullish(),
  /** Offer state from resolveOfferState: available, exhausted (204) or null. */
  offers: productOfferStateSchema.optional(),
  paymentInfo: paymentInfoSchema.nullish(),
  profilePrice: profilePriceSchema.nullish(),
  /** Chile coverage-organization filter the information was loaded with; a change reloads it. */
  coverageOrganizationFilter: z.array(z.number().int()).nullish(),
});
export type ProductInformation = z.infer<typeof productInformationSchema>;
