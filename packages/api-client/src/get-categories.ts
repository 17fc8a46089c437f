import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import type { InsuranceType } from "@qs/domain/insurance-type";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

async function getCategoryList(
  client: ApiClient,
  path: string,
  language: Language,
  signal?: AbortSignal,
): Promise<InsuranceType[]> {
  const [{ json }, { listEnvelopeSchema }, { insuranceTypeSchema }] = await Promise.all([
    withRetry(() => client.request(path, { signal, language }), {
      message: "Error al obtener las categorías",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/insurance-type"),
  ]);
  return listEnvelopeSchema(insuranceTypeSchema).parse(json).data;
}

/** Insurance categories of the country (GET /api/categories), their names in `language`. */
export function getCategories(
  client: ApiClient,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<InsuranceType[]> {
  return getCategoryList(client, apiPath(apiPaths.categories), language, signal);
}

/** The categories in the visitor's current language, which is part of the key. */
export function categoriesQueryOptions(client: ApiClient) {
  const language = client.language();
  return queryOptions({
    queryKey: ["categories", client.options.countryCode, language],
    queryFn: ({ signal }) => getCategories(client, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
