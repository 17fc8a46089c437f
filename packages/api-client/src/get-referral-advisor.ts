import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ApiClient } from "./api-client";
import { dataOf } from "./data-answer";

/** The advisor a referral e-mail names, with the executive who looks after it, if any. */
export interface ReferralAdvisor {
  name: string;
  email: string;
  ejecutivo?: unknown;
}

/**
 * Referral lookup by e-mail (profile spec §7 "Referral and advisor"; the API's
 * `GET /api/referral/advisor?email=`). Answers null when no active advisor has that e-mail
 * (404); other failures throw, and the dialog treats them as not found too (spec §8
 * "Referral lookup failure").
 */
export async function getReferralAdvisor(
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
): Promise<ReferralAdvisor | null> {
  const [{ ApiError }, { referralAdvisorSchema }] = await Promise.all([
    import("./api-client"),
    import("@qs/domain/referral-advisor"),
  ]);
  try {
    const { json } = await client.request(apiPath(apiPaths.referralAdvisor), {
      query: { email },
      ...(signal ? { signal } : {}),
    });
    return referralAdvisorSchema.parse(dataOf(json));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
