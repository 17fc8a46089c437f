import { z } from "zod";

/** Query of GET /api/insurance/{id}/calculatePrice (no profile entered yet: default person). */
export const calculatePriceQuerySchema = z.object({
  productType: z.string().trim().min(1).optional(),
  /** Comparator the price is shown in; echoed in the metadata. */
  comparator: z.string().trim().min(1).optional(),
});

/**
 * Methods a person is priced with: from the price table, per employee, the Isapre's GES
 * price only (a Chilean dependant under 2 years), or not at all.
 */
export const priceMethodSchema = z.enum(["PriceTable", "PerEmployee", "GesOnly", "PriceNotFound"]);
export type PriceMethod = z.infer<typeof priceMethodSchema>;

/** Query of the offers call: hasOffer=false skips the lookup. */
export const offersQuerySchema = z.object({
  hasOffer: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
});
