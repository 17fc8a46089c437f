import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Organization } from "@qs/domain/organization";
import { organizationsRetryMessage } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Organizations of one type: broker, EPS, prepaid medicine... (GET /api/organization/seguros/tipo/{type}). */
export async function getOrganizationsByType(
  client: ApiClient,
  type: string,
  signal?: AbortSignal,
): Promise<Organization[]> {
  const [{ json }, { listEnvelopeSchema }, { organizationSchema }] = await Promise.all([
    withRetry(
      () => client.request(apiPath(apiPaths.organizationSegurosTipoByType, { type }), { signal }),
      { message: organizationsRetryMessage(type) },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/organization"),
  ]);
  return listEnvelopeSchema(organizationSchema).parse(json).data;
}

export function organizationsByTypeQueryOptions(client: ApiClient, type: string) {
  return queryOptions({
    queryKey: ["organizations-by-type", client.options.countryCode, type],
    queryFn: ({ signal }) => getOrganizationsByType(client, type, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
