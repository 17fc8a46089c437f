import type { Tab } from "@qs/domain/tab";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Tabs of a product's detail page (GET /api/insurance/{id}/tabs). */
export async function getInsuranceTabs(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<Tab[]> {
  const [{ json }, { listEnvelopeSchema }, { tabSchema }] = await Promise.all([
    withRetry(() => client.request(`/api/insurance/${productId}/tabs`, { signal }), {
      message: "Error al obtener las pestañas del producto",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/tab"),
  ]);
  return listEnvelopeSchema(tabSchema).parse(json).data;
}

export function insuranceTabsQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["insurance-tabs", client.options.countryCode, productId],
    queryFn: ({ signal }) => getInsuranceTabs(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
