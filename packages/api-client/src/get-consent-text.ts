import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ConsentPurpose, ConsentText } from "@qs/domain/api/privacy";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { dataOf } from "./data-answer";
import { withRetry } from "./retry";

/** Languages the consent registry holds each text in. */
export type ConsentLanguage = "es" | "en" | "pt";

/**
 * The consent text in force for a purpose (GET /api/consents/current?purpose=&lang=): the
 * words to show the visitor, the law they answer to, and the version to send back when the
 * visitor agrees. The server decides which version is current.
 */
export async function getConsentText(
  client: ApiClient,
  purpose: ConsentPurpose,
  language: ConsentLanguage,
  signal?: AbortSignal,
): Promise<ConsentText> {
  const [{ json }, { consentTextSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.consentsCurrent), {
          query: { purpose, lang: language },
          signal,
        }),
      { message: "Error al obtener el texto de consentimiento" },
    ),
    import("@qs/domain/api/privacy"),
  ]);
  return consentTextSchema.parse(dataOf(json));
}

/** Cached 5 minutes per purpose and language: a newer version shows within that time. */
export function consentTextQueryOptions(
  client: ApiClient,
  purpose: ConsentPurpose,
  language: ConsentLanguage,
) {
  return queryOptions({
    queryKey: ["consent-text", client.options.countryCode, purpose, language],
    queryFn: ({ signal }) => getConsentText(client, purpose, language, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
