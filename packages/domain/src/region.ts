import { z } from "zod";

/**
 * Regions and districts (back-office spec §3 "Region (Chile)", "Chilean
 * district entry"; profile spec §3 "region").
 */

/** A region as the profile stores it and as GET /api/countryState/country lists it. */
export const profileRegionSchema = z.looseObject({
  stateCode: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number().int(),
  ),
  stateName: z.string(),
  orderPosition: z.number().int().nullish(),
  abbreviation: z.string().nullish(),
});
export type ProfileRegion = z.infer<typeof profileRegionSchema>;

/** A Chilean region of the reference data; 16 exist and Metropolitana is ordered first. */
export const chileRegionSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  orden: z.number().int(),
  abv: z.string(),
});
export type ChileRegion = z.infer<typeof chileRegionSchema>;

/** A Chilean district (comuna) entry. */
export const districtSchema = z.looseObject({
  /** Region number (1 to 13 plus the later ones). */
  stateCode: z.number().int().positive(),
  districtCode: z.union([z.number().int(), z.string()]),
  comuna: z.string(),
  codCiudad: z.union([z.number().int(), z.string()]).nullish(),
  districtName: z.string(),
});
export type District = z.infer<typeof districtSchema>;
