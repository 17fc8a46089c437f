import { apiPath, apiPaths } from "@qs/domain/api/paths";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

export interface ProfilePriceRequest {
  productId: number;
  /** Product type name of the comparator (SEGURO_MASCOTAS...). */
  productType?: string | null;
  /** Name of the product's upper type. */
  upperType?: string | null;
  /** The visitor's profile; without entered data (ingresodatos false) the GET variant prices a default person. */
  profile?: { ingresodatos?: boolean | null } | null;
}

/**
 * Price of a product for the visitor's profile: POST /api/insurance/{id}/calculatePrice with
 * profile, productType and upperType, or the GET variant when no data was entered.
 */
export async function calculateProfilePrice(
  client: ApiClient,
  request: ProfilePriceRequest,
  signal?: AbortSignal,
): Promise<ProfilePrice> {
  const path = apiPath(apiPaths.insuranceByIdCalculatePrice, { id: request.productId });
  const entered = hasEnteredProfile(request.profile);
  const [{ json }, { dataEnvelopeSchema }, { profilePriceSchema }] = await Promise.all([
    withRetry(
      () =>
        entered
          ? client.request(path, {
              method: "POST",
              body: {
                profile: request.profile,
                productType: request.productType ?? null,
                upperType: request.upperType ?? null,
              },
              signal,
            })
          : client.request(path, {
              query: { productType: request.productType ?? undefined, comparator: "comparador" },
              signal,
            }),
      { message: RETRY_MESSAGES.profilePrice },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/profile-price"),
  ]);
  return dataEnvelopeSchema(profilePriceSchema).parse(json).data;
}

export function profilePriceQueryOptions(client: ApiClient, request: ProfilePriceRequest) {
  return queryOptions({
    queryKey: ["profile-price", client.options.countryCode, request],
    queryFn: ({ signal }) => calculateProfilePrice(client, request, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
