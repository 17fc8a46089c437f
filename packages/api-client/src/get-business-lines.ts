import type { BusinessLine } from "@qs/domain/api/reference-answers";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** The country's business lines (GET /api/business-line), offered by the contact form. */
export async function getBusinessLines(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<BusinessLine[]> {
  const [{ json }, { listEnvelopeSchema }, { businessLineSchema }] = await Promise.all([
    withRetry(() => client.request("/api/business-line", { signal }), {
      message: "Error al obtener las líneas de negocio",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/reference-answers"),
  ]);
  return listEnvelopeSchema(businessLineSchema).parse(json).data;
}

export function businessLinesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["business-lines", client.options.countryCode],
    queryFn: ({ signal }) => getBusinessLines(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
