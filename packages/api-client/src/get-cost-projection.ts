import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { CostProjection } from "@qs/domain/cost-projection";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import type { ProfilePriceRequest } from "./calculate-profile-price";
import { withRetry } from "./retry";

/**
 * A plan's next ten years for the visitor's household (POST
 * /api/insurance/{id}/costProjection); without entered data, the default person's.
 */
export async function getCostProjection(
  client: ApiClient,
  request: ProfilePriceRequest,
  signal?: AbortSignal,
): Promise<CostProjection> {
  const [{ json }, { dataEnvelopeSchema }, { costProjectionSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.insuranceByIdCostProjection, { id: request.productId }), {
          method: "POST",
          body: {
            // Without entered data the API prices its default person (25) over the years.
            profile: hasEnteredProfile(request.profile) ? request.profile : {},
            productType: request.productType ?? null,
            upperType: request.upperType ?? null,
          },
          signal,
        }),
      { message: "Error al calcular el costo de los próximos años" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/cost-projection"),
  ]);
  return dataEnvelopeSchema(costProjectionSchema).parse(json).data;
}

export function costProjectionQueryOptions(client: ApiClient, request: ProfilePriceRequest) {
  return queryOptions({
    queryKey: ["cost-projection", client.options.countryCode, request],
    queryFn: ({ signal }) => getCostProjection(client, request, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
