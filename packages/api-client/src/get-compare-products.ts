import type { CompareProductsPage, CompareProductsQuery } from "@qs/domain/api/compare-products";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * The query of one comparison results page (GET /api/compare/products), derived from the
 * API's schema (`compareProductsQuerySchema`): a field added there reaches this request and
 * the sites' listing. Every field but the organization types may be left out.
 */
export type CompareProductsRequest = {
  readonly [K in keyof CompareProductsQuery]?: CompareProductsQuery[K] extends readonly (infer T)[]
    ? readonly T[]
    : CompareProductsQuery[K];
} & { organizationTypes: CompareProductsQuery["organizationTypes"] | readonly string[] };

/** One page of comparison results; a 401 (robot check) is thrown as is, never retried. */
export async function getCompareProducts(
  client: ApiClient,
  request: CompareProductsRequest,
  signal?: AbortSignal,
): Promise<CompareProductsPage> {
  const [{ json }, { compareProductsPageSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request("/api/compare/products", {
          query: { ...request, organizationTypes: request.organizationTypes.join(",") },
          signal,
        }),
      { message: RETRY_MESSAGES.comparators },
    ),
    import("@qs/domain/api/compare-products"),
  ]);
  return compareProductsPageSchema.parse(json);
}

export function compareProductsQueryOptions(client: ApiClient, request: CompareProductsRequest) {
  return queryOptions({
    queryKey: ["compare-products", client.options.countryCode, request],
    queryFn: ({ signal }) => getCompareProducts(client, request, signal),
    staleTime: RESPONSE_CACHE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
