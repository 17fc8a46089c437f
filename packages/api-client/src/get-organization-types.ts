import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import type { OrganizationTypeLabels } from "@qs/domain/organization";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * How the site names each organization type and the choice of every type, for the
 * comparator's institution-type filter (GET /api/organization/types), in `language`.
 */
export async function getOrganizationTypeLabels(
  client: ApiClient,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<OrganizationTypeLabels> {
  const [{ json }, { dataEnvelopeSchema }, { organizationTypeLabelsSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.organizationTypes), { signal, language }), {
      message: "Error al obtener los tipos de institución",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/organization"),
  ]);
  return dataEnvelopeSchema(organizationTypeLabelsSchema).parse(json).data;
}

/** The labels in the visitor's current language, which is part of the key. */
export function organizationTypeLabelsQueryOptions(client: ApiClient) {
  const language = client.language();
  return queryOptions({
    queryKey: ["organization-types", client.options.countryCode, language],
    queryFn: ({ signal }) => getOrganizationTypeLabels(client, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
