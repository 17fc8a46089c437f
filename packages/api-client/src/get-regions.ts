import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ProfileRegion } from "@qs/domain/region";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * Regions of the site's country in display order, as the profile stores them
 * (GET /api/countryState/country; Chile's Metropolitana first).
 */
export async function getRegions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ProfileRegion[]> {
  const [{ json }, { listEnvelopeSchema }, { profileRegionSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.countryStateCountry), { signal }), {
      message: RETRY_MESSAGES.regions,
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/region"),
  ]);
  return listEnvelopeSchema(profileRegionSchema).parse(json).data;
}

export function regionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["regions", client.options.countryCode],
    queryFn: ({ signal }) => getRegions(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
