import { apiPath, apiPaths } from "@qs/domain/api/paths";
import { enteredProfile } from "@qs/domain/entered-profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import type { ApiClient } from "./api-client";
import { withRetry } from "./retry";

export interface ProfilePricesRequest {
  productIds: readonly number[];
  /** The stored profile once its data was entered (ingresodatos); otherwise the default person. */
  profile: { ingresodatos?: boolean | null } | null;
}

/**
 * Prices of a page of products for one profile: POST /api/insurance/calculatePrices. Each
 * answer is what the single-product call gives; a product the country does not list is null.
 */
export async function calculateProfilePrices(
  client: ApiClient,
  request: ProfilePricesRequest,
  signal?: AbortSignal,
): Promise<Map<number, ProfilePrice | null>> {
  const entered = enteredProfile(request.profile);
  const [{ json }, { dataEnvelopeSchema }, { batchPriceAnswerSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.insuranceCalculatePrices), {
          method: "POST",
          body: { ids: request.productIds, profile: entered },
          signal,
        }),
      { message: RETRY_MESSAGES.profilePrice },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/profile-price"),
  ]);
  const answer = dataEnvelopeSchema(batchPriceAnswerSchema).parse(json).data;
  return new Map(answer.map((entry) => [entry.id, entry.price]));
}
