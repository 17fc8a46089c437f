import { countryCodeSchema, countryIdSchema, countryKeySchema } from "@qs/domain/country-config";
import {
  type CountryCode,
  type CountryId,
  type CountryKey,
  MARKET_COUNTRIES,
} from "@qs/domain/market-countries";
import { z } from "zod";

export type { CountryCode, CountryId, CountryKey };

export const countrySchema = z.object({
  id: countryIdSchema,
  key: countryKeySchema,
  name: z.string().min(1),
  code: countryCodeSchema,
  /** International dialling code with '+'; null where the spec shows none (international). */
  dialingCode: z
    .string()
    .regex(/^\+\d{1,3}$/)
    .nullable(),
  /** Default language of the country's site. */
  lang: z.string().min(2),
});
export type Country = z.infer<typeof countrySchema>;

/** Reference-data names (the sites label Peru 'Perú') and dialling codes. */
const referenceData: Record<CountryCode, { name: string; dialingCode: string | null }> = {
  CL: { name: "Chile", dialingCode: "+56" },
  PE: { name: "Peru", dialingCode: "+51" },
  CO: { name: "Colombia", dialingCode: "+57" },
  INT: { name: "Internacional", dialingCode: null },
};

/** The four markets (ids, codes and keys from `@qs/domain/market-countries`) with their dialling codes. */
export const countries: readonly Country[] = MARKET_COUNTRIES.map((market) => ({
  id: market.id,
  key: market.key,
  code: market.code,
  ...referenceData[market.code],
  lang: "es",
}));

/** The global currency list, in the spec's order. "%" is the unit of percentage amounts. */
export const currencyCodes = ["CLP", "UF", "USD", "COP", "PEN", "MXN", "%"] as const;
export const currencyCodeSchema = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Currencies each country sells in; the first is the country's main currency. */
export const currenciesByCountry = {
  1: ["CLP", "UF"],
  2: ["PEN", "USD"],
  3: ["COP"],
  4: ["USD"],
} as const satisfies Record<CountryId, readonly CurrencyCode[]>;

/**
 * Symbols shown before an amount. The spec names two symbols, S/ (soles) and $;
 * every peso and the dollar use $. UF and % are units written after the amount,
 * so they have no leading symbol.
 */
export const currencySymbols = {
  CLP: "$",
  UF: null,
  USD: "$",
  COP: "$",
  PEN: "S/",
  MXN: "$",
  "%": null,
} as const satisfies Record<CurrencyCode, string | null>;

/** UF value in CLP used when neither the indicator service nor a stored value is available. */
export const DEFAULT_UF_VALUE = 39214.8;
