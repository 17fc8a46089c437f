import { z } from "zod";
import { labelTranslationsSchema } from "./label-translations";

/** Insurance types (categories) and the product type names the site branches on. */

/** The parent category of an insurance type (the "upper type" sent with price requests). */
export const upperTypeSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().nullish(),
  /** displayName in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
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
  /** displayName in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});
export type InsuranceType = z.infer<typeof insuranceTypeSchema>;
