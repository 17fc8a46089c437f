import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { PlanNetworkEntry, ProviderMatch, ProviderSearchQuery } from "@qs/domain/provider";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** The provider directory's search (GET /api/globales/prestadores). */
export async function searchProviders(
  client: ApiClient,
  query: ProviderSearchQuery,
  signal?: AbortSignal,
): Promise<ProviderMatch[]> {
  const [{ json }, { listEnvelopeSchema }, { providerMatchSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.globalesPrestadores), {
          query: {
            q: query.q,
            ciudad: query.ciudad,
            regionNumero: query.regionNumero,
            especialidad: query.especialidad,
          },
          signal,
        }),
      { message: "Error al buscar prestadores" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/provider"),
  ]);
  return listEnvelopeSchema(providerMatchSchema).parse(json).data;
}

export function providerSearchQueryOptions(client: ApiClient, query: ProviderSearchQuery) {
  return queryOptions({
    queryKey: ["providers", client.options.countryCode, query] as const,
    queryFn: ({ signal }) => searchProviders(client, query, signal),
    staleTime: RESPONSE_CACHE_MS,
    // While the next search loads, the last results stay on screen (and on the map).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A plan's providers with the level and copay at each (GET /api/infoplanes/prestadoresplan). */
export async function getPlanNetwork(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<PlanNetworkEntry[]> {
  const [{ json }, { listEnvelopeSchema }, { planNetworkEntrySchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.infoplanesPrestadoresplan), {
          query: { producto: productId },
          signal,
        }),
      { message: "Error al obtener la red de prestadores" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/provider"),
  ]);
  return listEnvelopeSchema(planNetworkEntrySchema).parse(json).data;
}

export function planNetworkQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["plan-network", client.options.countryCode, productId] as const,
    queryFn: ({ signal }) => getPlanNetwork(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
