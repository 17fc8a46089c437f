import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ContactInformation } from "@qs/domain/contact-information";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Contact channels and social networks of the country (GET /api/contactInformations). */
export async function getContactInformation(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ContactInformation[]> {
  const [{ json }, { listEnvelopeSchema }, { contactInformationSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.contactInformations), { signal }), {
      message: "Error al obtener la información de contacto",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/contact-information"),
  ]);
  return listEnvelopeSchema(contactInformationSchema).parse(json).data;
}

export function contactInformationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["contactInformation", client.options.countryCode],
    queryFn: ({ signal }) => getContactInformation(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
