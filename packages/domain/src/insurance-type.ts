import { z } from "zod";

/** Insurance types (categories) and the product type names the site branches on. */

/** The parent category of an insurance type (the "upper type" sent with price requests). */
export const upperTypeSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().nullish(),
});

export const insuranceTypeSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullish(),
  /** Badge colour of the category. */
  color: z.string().nullish(),
  /** Path segment of the category (route resolution step 2). */
  url: z.string().nullish(),
  upperType: upperTypeSchema.nullish(),
});
export type InsuranceType = z.infer<typeof insuranceTypeSchema>;
