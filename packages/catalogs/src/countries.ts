import { countryCodeSchema, countryIdSchema, countryKeySchema } from "@qs/domain/country-config";
import {
  COUNTRY_CODES,
  COUNTRY_KEYS,
  type CountryCode,
  type CountryId,
  type CountryKey,
  MARKET_COUNTRIES,
} from "@qs/domain/market-countries";
import { z } from "zod";

/**
 * Countries the product is deployed in, their currencies and the UF constants
 * (reference-data spec §1 and §9; profile spec §9).
 */

export const countryKeys = COUNTRY_KEYS;
export const countryCodes = COUNTRY_CODES;
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

export const countryIds = countries.map((country) => country.id);

const countriesById = new Map<number, Country>(countries.map((country) => [country.id, country]));
const countriesByCode = new Map<string, Country>(
  countries.map((country) => [country.code, country]),
);
const countriesByKey = new Map<string, Country>(countries.map((country) => [country.key, country]));

export function countryById(id: number): Country | undefined {
  return countriesById.get(id);
}

/** Looks a country up by its code, ignoring case ("cl" finds Chile). */
export function countryByCode(code: string): Country | undefined {
  return countriesByCode.get(code.trim().toUpperCase());
}

export function countryByKey(key: string): Country | undefined {
  return countriesByKey.get(key.trim().toLowerCase());
}

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

export function currenciesOf(countryId: number): readonly CurrencyCode[] {
  const parsed = countryIdSchema.safeParse(countryId);
  return parsed.success ? currenciesByCountry[parsed.data] : [];
}

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

export function currencySymbol(code: string): string | null {
  const parsed = currencyCodeSchema.safeParse(code.trim().toUpperCase());
  return parsed.success ? currencySymbols[parsed.data] : null;
}

/** The UF value set in reference data (valorAltaUF). */
export const valorAltaUF = 6;

/** UF value in CLP used when neither the indicator service nor a stored value is available. */
export const DEFAULT_UF_VALUE = 39214.8;
