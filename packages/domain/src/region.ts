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
