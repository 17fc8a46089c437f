import type { CountryRef } from "@qs/domain/api/request-headers";
import { json, type Reply } from "./reply";

/**
 * Answers that carry personal data or a capability token: the usual `{ data, metadata }`
 * envelope, never stored by a browser or a shared cache.
 */

export const NO_STORE = { "Cache-Control": "no-store" } as const;

export function privateDataReply(
  data: unknown,
  country: CountryRef,
  status = 200,
  headers: Record<string, string> = {},
): Reply {
  return json({ data, metadata: { demo: true, country: country.code } }, status, {
    ...NO_STORE,
    ...headers,
  });
}
