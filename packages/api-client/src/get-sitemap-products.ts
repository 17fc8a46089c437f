import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { SitemapProduct } from "@qs/domain/api/sitemap";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * The country's active plans with the parts of their address (GET /api/sitemap/products): what
 * the products sitemap page (Sitemap-Products) lists, as sitemap.xml does for search engines.
 */
export async function getSitemapProducts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SitemapProduct[]> {
  const [{ json }, { sitemapProductsSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.sitemapProducts), { signal }), {
      message: "Error al obtener el mapa de productos",
    }),
    import("@qs/domain/api/sitemap"),
  ]);
  return sitemapProductsSchema.parse(json);
}

export function sitemapProductsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["sitemap-products", client.options.countryCode],
    queryFn: ({ signal }) => getSitemapProducts(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
