import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { BusinessLine } from "@qs/domain/api/reference-answers";
import type { Language } from "@qs/domain/country-config";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** The country's business lines (GET /api/business-line), offered by the contact form; names in `language`. */
export async function getBusinessLines(
  client: ApiClient,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<BusinessLine[]> {
  const [{ json }, { listEnvelopeSchema }, { businessLineSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.businessLine), { signal, language }), {
      message: "Error al obtener las líneas de negocio",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/reference-answers"),
  ]);
  return listEnvelopeSchema(businessLineSchema).parse(json).data;
}

/** The business lines in the visitor's current language, which is part of the key. */
export function businessLinesQueryOptions(client: ApiClient) {
  const language = client.language();
  return queryOptions({
    queryKey: ["business-lines", client.options.countryCode, language],
    queryFn: ({ signal }) => getBusinessLines(client, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
