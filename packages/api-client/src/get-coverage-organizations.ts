import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { CoverageOrganization } from "@qs/domain/coverage-organization";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Clinics, hospitals and networks of the country (GET /api/coverageOrganization/country). */
export async function getCoverageOrganizations(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CoverageOrganization[]> {
  const [{ json }, { listEnvelopeSchema }, { coverageOrganizationSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.coverageOrganizationCountry), { signal }), {
      message: "Error al obtener los prestadores",
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/coverage-organization"),
  ]);
  return listEnvelopeSchema(coverageOrganizationSchema).parse(json).data;
}

export function coverageOrganizationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["coverage-organizations", client.options.countryCode],
    queryFn: ({ signal }) => getCoverageOrganizations(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
