import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import type { Tab } from "@qs/domain/tab";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Tabs of a product's detail page (GET /api/insurance/{id}/tabs), their titles in `language`. */
export async function getInsuranceTabs(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<Tab[]> {
  const [{ json }, { listEnvelopeSchema }, { tabSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.insuranceByIdTabs, { id: productId }), {
          signal,
          language,
        }),
      {
        message: "Error al obtener las pestañas del producto",
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/tab"),
  ]);
  return listEnvelopeSchema(tabSchema).parse(json).data;
}

/** The tabs in the visitor's current language, which is part of the key. */
export function insuranceTabsQueryOptions(client: ApiClient, productId: number) {
  const language = client.language();
  return queryOptions({
    queryKey: ["insurance-tabs", client.options.countryCode, language, productId],
    queryFn: ({ signal }) => getInsuranceTabs(client, productId, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
