import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import type { Menu } from "@qs/domain/menu";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Header menu built from the country's categories (GET /api/menu), its labels in `language`. */
export async function getMenu(
  client: ApiClient,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<Menu> {
  const [{ json }, { dataEnvelopeSchema }, { menuSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.menu), { signal, language }), {
      message: "Error al obtener el menú",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/menu"),
  ]);
  return dataEnvelopeSchema(menuSchema).parse(json).data;
}

/** The menu in the visitor's current language, which is part of the key. */
export function menuQueryOptions(client: ApiClient) {
  const language = client.language();
  return queryOptions({
    queryKey: ["menu", client.options.countryCode, language],
    queryFn: ({ signal }) => getMenu(client, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
