import type { CompareProductsQuery, CompareSort } from "@qs/domain/api/compare-products";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import { parseIdList } from "@qs/domain/parse-id-list";

/**
 * The listing's state in the address (profile spec §2 comparator query parameters, §3
 * filters and sort): a link reproduces the listing and back/forward walk through it.
 * Its fields are the API's query (`compareProductsQuerySchema`) less what a route fixes;
 * parsed by hand so that zod stays out of the first download.
 */
export type ComparatorSearch = {
  [K in Exclude<
    keyof CompareProductsQuery,
    "organizationTypes" | "pageSize"
  >]?: CompareProductsQuery[K];
};

export const SORT_OPTIONS: readonly CompareSort[] = [
  "recommended",
  "lowerPrice",
  "higherPrice",
  "popular",
  "distance",
  "profilePrice",
  "yearlyCost",
  "fiveYearCost",
];

const ID_LIST_KEYS = [
  "organizationIds",
  "coverageCountries",
  "coverageOrganizations",
  "insuranceTypeIds",
  "features",
] as const;
const TEXT_KEYS = ["productType", "prevision"] as const;

function idList(value: unknown): number[] {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => idList(item));
  if (typeof value === "string") return parseIdList(value);
  return [];
}

function amount(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : Number(value);
  return value !== "" && value !== null && Number.isFinite(number) && number >= 0
    ? number
    : undefined;
}

/** Reads the comparator parameters from a router search object; unknown or invalid values are dropped. */
export function validateComparatorSearch(raw: Record<string, unknown>): ComparatorSearch {
  const search: ComparatorSearch = {};
  for (const key of ID_LIST_KEYS) {
    const ids = idList(raw[key]);
    if (ids.length > 0) search[key] = ids;
  }
  for (const key of TEXT_KEYS) {
    const value = raw[key];
    const text = typeof value === "number" ? String(value) : value;
    if (typeof text === "string" && text.trim() !== "") search[key] = text.trim();
  }
  const organizationType = ORGANIZATION_TYPES.find((type) => type === raw.organizationType);
  if (organizationType) search.organizationType = organizationType;
  const priceMin = amount(raw.priceMin);
  const priceMax = amount(raw.priceMax);
  if (priceMin !== undefined) search.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin))
    search.priceMax = priceMax;
  if (SORT_OPTIONS.includes(raw.sort as CompareSort)) search.sort = raw.sort as CompareSort;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The search with one filter changed: the page goes back to 1 and empty values leave the address. */
export function withFilter<K extends keyof ComparatorSearch>(
  search: ComparatorSearch,
  key: K,
  value: ComparatorSearch[K] | undefined,
): ComparatorSearch {
  const next: ComparatorSearch = { ...search, [key]: value };
  if (key !== "page") delete next.page;
  const empty = value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[key];
  return next;
}

/** Adds the id to the list when absent, removes it when present. */
export function toggleId(list: readonly number[] | undefined, id: number): number[] {
  const current = list ?? [];
  return current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
}

/**
 * The search as the address writes it: id lists comma-separated ('organizationIds=1,2'), a
 * single id as a number, so the router's query format keeps the parameters readable.
 */
export function toAddressSearch(search: ComparatorSearch): Record<string, string | number> {
  const address: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search) as [string, unknown][]) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      address[key] = value.length === 1 ? Number(value[0]) : value.join(",");
    else address[key] = value as string | number;
  }
  return address;
}

/** The routes' validateSearch: keeps only valid comparator parameters, in their address form. */
export function validateComparatorAddress(
  raw: Record<string, unknown>,
): Record<string, string | number> {
  return toAddressSearch(validateComparatorSearch(raw));
}
