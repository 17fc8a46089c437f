import {
  COUNTRY_HEADER_MESSAGE,
  type CountryRef,
  DEFAULT_COUNTRY,
  parseCountry,
  QP_VERSION_HEADER_MESSAGE,
  qpVersionHeaderSchema,
} from "@qs/domain/api/request-headers";
import type { Context } from "hono";
import { fail } from "./reply";

/**
 * The country of a request: X-Country (code or id) and x-qpversion are required on writes;
 * a GET may name the country by header or by the `country` parameter, else Colombia.
 */
export function requestCountry(c: Context, isGet: boolean): CountryRef {
  const header = c.req.header("x-country");
  if (!isGet) {
    const country = parseCountry(header);
    if (!country) throw fail(400, COUNTRY_HEADER_MESSAGE);
    const version = qpVersionHeaderSchema.safeParse(c.req.header("x-qpversion"));
    if (!version.success) throw fail(400, QP_VERSION_HEADER_MESSAGE);
    return country;
  }
  const raw = header ?? c.req.query("country");
  if (raw === undefined || raw.trim() === "") return DEFAULT_COUNTRY;
  const country = parseCountry(raw);
  if (!country) throw fail(400, COUNTRY_HEADER_MESSAGE);
  return country;
}
