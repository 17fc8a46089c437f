import type { InsuranceType } from "@qs/domain/insurance-type";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

async function getCategoryList(
  client: ApiClient,
  path: string,
  signal?: AbortSignal,
): Promise<InsuranceType[]> {
  const [{ json }, { listEnvelopeSchema }, { insuranceTypeSchema }] = await Promise.all([
    withRetry(() => client.request(path, { signal }), {
      message: "Error al obtener las categorías",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/insurance-type"),
  ]);
  return listEnvelopeSchema(insuranceTypeSchema).parse(json).data;
}

/** Insurance categories of the country (GET /api/categories). */
export function getCategories(client: ApiClient, signal?: AbortSignal): Promise<InsuranceType[]> {
  return getCategoryList(client, "/api/categories", signal);
}

export function categoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["categories", client.options.countryCode],
    queryFn: ({ signal }) => getCategories(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
