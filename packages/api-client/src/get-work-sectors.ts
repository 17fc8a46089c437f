import { apiPath, apiPaths } from "@qs/domain/api/paths";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import type { WorkSectorType } from "@qs/domain/work-sector";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Work sector types of the country with their sectors (GET /api/workSectorType). */
export async function getWorkSectors(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WorkSectorType[]> {
  const [{ json }, { listEnvelopeSchema }, { workSectorTypeSchema }] = await Promise.all([
    withRetry(() => client.request(apiPath(apiPaths.workSectorType), { signal }), {
      message: RETRY_MESSAGES.workSectors,
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/work-sector"),
  ]);
  return listEnvelopeSchema(workSectorTypeSchema).parse(json).data;
}

export function workSectorsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["work-sectors", client.options.countryCode],
    queryFn: ({ signal }) => getWorkSectors(client, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
