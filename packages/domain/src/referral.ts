import { z } from "zod";

/** Referral (referido): the stored record and its lifetime (profile spec §3, §4, §6 and §9). */

/**
 * The referrer stored in the profile (referido): name, email, initialDate (month/day/year)
 * and, optionally, the sales executive (ejecutivo). The stored record has loggedAs 'referral'.
 */
export const referrerSchema = z.looseObject({
  name: z.string().nullish(),
  email: z.string().nullish(),
  initialDate: z.string().nullish(),
  ejecutivo: z.union([z.string(), z.looseObject({})]).nullish(),
  loggedAs: z.literal("referral").optional(),
});
