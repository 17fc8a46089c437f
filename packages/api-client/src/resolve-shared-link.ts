import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { SharedLinkTarget } from "@qs/domain/api/shared-links";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, ApiError } from "./api-client";
import { dataOf } from "./data-answer";
import { withRetry } from "./retry";

/** Logged on each failed try of resolving a shared link. */
export const RESOLVE_SHARED_LINK_MESSAGE = "Error al obtener el enlace compartido";

/**
 * What a shared link `/url/{code}` opens (GET /api/buscarplanes/sharedinsurance/{code}): the
 * stored address and the profile it carries. Null when no link has that code (404, or 400 for
 * a value that cannot be a code). The answer may hold a profile, so the API marks it
 * `no-store` and the query keeps it only while the page that asked for it is open.
 */
export async function resolveSharedLink(
  client: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<SharedLinkTarget | null> {
  try {
    const [{ json }, { sharedLinkTargetSchema }] = await Promise.all([
      withRetry(
        () =>
          client.request(apiPath(apiPaths.buscarplanesSharedinsuranceByCode, { code }), {
            signal,
          }),
        { message: RESOLVE_SHARED_LINK_MESSAGE },
      ),
      import("@qs/domain/api/shared-links"),
    ]);
    return sharedLinkTargetSchema.parse(dataOf(json));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function sharedLinkQueryOptions(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: ["shared-link", client.options.countryCode, code],
    queryFn: ({ signal }) => resolveSharedLink(client, code, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
