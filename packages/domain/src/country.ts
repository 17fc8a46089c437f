import { z } from "zod";

/**
 * A country of the reference data (GET /api/country; back-office spec §3
 * "Country"). Lists hold any country (nationalities, coverage countries), not
 * only the four sites, so the id is any integer.
 */
export const countrySchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  image: z.string().nullish(),
  /** '+' followed by digits, when known. */
  dialingCode: z
    .string()
    .regex(/^\+\d+$/)
    .nullish(),
  lang: z.string().nullish(),
  nationality: z.string().nullish(),
});
export type Country = z.infer<typeof countrySchema>;
