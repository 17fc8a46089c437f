import { z } from "zod";
import { countryIdSchema } from "./country-config";

/**
 * A coverage organization: a clinic, hospital or provider network a product
 * covers (comparator spec §2, route resolution step 3, and the coverage
 * organization filter).
 */
export const coverageOrganizationSchema = z.looseObject({
  id: z.number().int(),
  /** Name shown; also the route segment once accents are removed and spaces become hyphens. */
  displayName: z.string(),
  name: z.string().nullish(),
  countryId: countryIdSchema.nullish(),
  image: z.string().nullish(),
  url: z.string().nullish(),
});
export type CoverageOrganization = z.infer<typeof coverageOrganizationSchema>;
