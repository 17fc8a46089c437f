/**
 * The four markets the product serves: their ids (API and database), codes (X-Country,
 * site links), keys (storage and configuration), brands (the site's and the merchant's name)
 * and the rule of their identification numbers
 * (profile spec §5). The one owner of this mapping; kept
 * free of zod so any module, in the browser or the API, can read it.
 */
export const MARKET_COUNTRIES = [
  { id: 1, code: "CL", key: "chile", name: "Chile", brand: "QuePlan", identification: "rut" },
  { id: 2, code: "PE", key: "peru", name: "Perú", brand: "QuePlan", identification: "digits-8-12" },
  {
    id: 3,
    code: "CO",
    key: "colombia",
    name: "Colombia",
    brand: "QueSeguro",
    identification: "digits-8-12",
  },
  {
    id: 4,
    code: "INT",
    key: "internacional",
    name: "Internacional",
    brand: "International Health",
    identification: "alphanumeric-5-12",
  },
] as const;

type Market = (typeof MARKET_COUNTRIES)[number];
export type CountryId = Market["id"];
export type CountryCode = Market["code"];
export type CountryKey = Market["key"];

export const COUNTRY_IDS = MARKET_COUNTRIES.map((country) => country.id) as [
  CountryId,
  ...CountryId[],
];
export const COUNTRY_CODES = MARKET_COUNTRIES.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
];
export const COUNTRY_KEYS = MARKET_COUNTRIES.map((country) => country.key) as [
  CountryKey,
  ...CountryKey[],
];

/** The market with this code. */
export function marketByCode<C extends CountryCode>(code: C): Extract<Market, { code: C }> {
  return MARKET_COUNTRIES.find((country) => country.code === code) as Extract<Market, { code: C }>;
}

/** A country named by its code (any case) or its id ('CL', 'pe', '3'); null for anything else. */
export function parseMarket(value: string): Market | null {
  const trimmed = value.trim().toUpperCase();
  return (
    MARKET_COUNTRIES.find((country) => country.code === trimmed) ??
    MARKET_COUNTRIES.find((country) => String(country.id) === trimmed) ??
    null
  );
}

/**
 * What a site's configuration takes from its market: id, key, code, name, brand and the
 * identification rule, so each app writes only what is its own.
 */
export function marketFields<C extends CountryCode>(code: C) {
  const { id, key, name, brand, identification } = marketByCode(code);
  return { id, key, code, name, brand, identification };
}
