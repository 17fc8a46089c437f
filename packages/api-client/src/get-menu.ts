import type { Menu } from "@qs/domain/menu";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Header menu built from the country's categories (GET /api/menu). */
export async function getMenu(client: ApiClient, signal?: AbortSignal): Promise<Menu> {
  const [{ json }, { dataEnvelopeSchema }, { menuSchema }] = await Promise.all([
    withRetry(() => client.request("/api/menu", { signal }), {
      message: "Error al obtener el menú",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/menu"),
  ]);
  return dataEnvelopeSchema(menuSchema).parse(json).data;
}

export function menuQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["menu", client.options.countryCode],
    queryFn: ({ signal }) => getMenu(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
