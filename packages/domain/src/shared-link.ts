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

/** Body of PUT /api/buscarplanes/sharedinsurance: updates an existing short link. */
export const sharedInsuranceUpdateSchema = sharedInsuranceRequestSchema.extend({
  sharedLink: z.string().min(1),
});

/** Body of POST /api/buscarplanes/comparator-url. */
export const comparatorUrlRequestSchema = z.object({
  url: z.string().min(1),
});
