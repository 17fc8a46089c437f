import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Country } from "@qs/domain/country";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** The reference country list: nationalities and coverage countries (GET /api/country). */
export async function getCountries(client: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  const [{ json }, { listEnvelopeSchema }, { countrySchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.country), { signal }), {
      message: RETRY_MESSAGES.countries,
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/country"),
  ]);
  return listEnvelopeSchema(countrySchema).parse(json).data;
}

export function countriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["countries", client.options.countryCode],
    queryFn: ({ signal }) => getCountries(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
