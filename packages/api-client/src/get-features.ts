import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Feature } from "@qs/domain/feature";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Features (other benefits) of a product (GET /api/insurance/{id}/features). */
export async function getFeatures(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<Feature[]> {
  const [{ json }, { listEnvelopeSchema }, { featureSchema }] = await Promise.all([
    withRetry(
      () => client.request(apiPath(apiPaths.insuranceByIdFeatures, { id: productId }), { signal }),
      {
        message: "Error al obtener las características del producto",
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/feature"),
  ]);
  return listEnvelopeSchema(featureSchema).parse(json).data;
}

export function featuresQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["features", client.options.countryCode, productId],
    queryFn: ({ signal }) => getFeatures(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
