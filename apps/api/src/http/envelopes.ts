import type { CountryRef } from "@qs/domain/api/request-headers";
import { json, type Reply } from "./reply";

/** `{ data: [...], metadata: { demo: true, country, count } }`, with the answer's own headers. */
export function listReply(
  data: unknown[],
  country: CountryRef,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Reply {
  return json(
    { data, metadata: { demo: true, country: country.code, count: data.length, ...extra } },
    200,
    headers,
  );
}

/** `{ data, metadata: { demo: true, country } }`. */
export function dataReply(data: unknown, country: CountryRef, status = 200): Reply {
  return json({ data, metadata: { demo: true, country: country.code } }, status);
}
