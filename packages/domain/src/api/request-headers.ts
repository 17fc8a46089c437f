import { z } from "zod";
import { countryCodeSchema, countryIdSchema } from "../country-config";
import { marketByCode, parseMarket } from "../market-countries";

/**
 * Headers every non-GET request carries (profile spec §7): X-Country with the
 * country code (CL, PE, CO, INT) or its id (1-4), and x-qpversion with the
 * deployed version of the site.
 */

export const COUNTRY_HEADER_MESSAGE = "Encabezado X-Country requerido: CL, PE, CO o INT";
export const QP_VERSION_HEADER_MESSAGE = "Encabezado x-qpversion requerido";

export const countryRefSchema = z.object({
  id: countryIdSchema,
  code: countryCodeSchema,
});
export type CountryRef = z.infer<typeof countryRefSchema>;

/** The country of a request from a code or an id; null when the value names no country. */
export function parseCountry(value: string | null | undefined): CountryRef | null {
  if (value === null || value === undefined) return null;
  const market = parseMarket(value);
  return market ? { id: market.id, code: market.code } : null;
}

export const qpVersionHeaderSchema = z
  .string({ error: QP_VERSION_HEADER_MESSAGE })
  .trim()
  .min(1, QP_VERSION_HEADER_MESSAGE)
  .max(64, QP_VERSION_HEADER_MESSAGE);

/** The country of GET requests when neither the header nor the `country` parameter names one. */
export const DEFAULT_COUNTRY: CountryRef = { id: marketByCode("CO").id, code: "CO" };
