import { z } from "zod";
import { parseReferralDate, referrerSchema } from "./referral";

/**
 * The referral advisor lookup and the referral record kept after it (profile
 * spec §2 "Referral-advisor dialog", §3 "Referral advisor", §6 referral user).
 * The referrer stored in the profile (referido) is `referrerSchema` in referral.ts.
 */

/** The answer of the referral lookup by e-mail. */
export const referralAdvisorSchema = z.looseObject({
  name: z.string(),
  email: z.email(),
});
export type ReferralAdvisor = z.infer<typeof referralAdvisorSchema>;

/** A month/day/year date ('3/15/2024'); a time after the year is allowed. */
export const monthDayYearSchema = z
  .string()
  .refine(
    (value) => parseReferralDate(value) !== null,
    "Expected a month/day/year date such as 3/15/2024",
  );

/** The referral record kept locally after a successful lookup (loggedAs 'referral'). */
export const storedReferralSchema = referrerSchema.extend({
  name: z.string(),
  email: z.email(),
  initialDate: monthDayYearSchema,
  loggedAs: z.literal("referral"),
});
export type StoredReferral = z.infer<typeof storedReferralSchema>;
