import { z } from "zod";

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
