import { z } from "zod";
import { parseIdList } from "./parse-id-list";

/**
 * Comparator filters and sorting (comparator spec §3 "Filter data", §5 filter
 * ids; profile spec §2 comparator query parameters, §3 "Filters", "Sort options").
 */

export const sortOptionSchema = z.enum([
  "lowerPrice",
  "higherPrice",
  "recommended",
  "popular",
  "distance",
]);
export type SortOption = z.infer<typeof sortOptionSchema>;

export const priceFilterSchema = z
  .looseObject({
    min: z.number().nonnegative().nullish(),
    max: z.number().nonnegative().nullish(),
  })
  .refine((range) => range.min == null || range.max == null || range.min <= range.max, {
    message: "min must not exceed max",
    path: ["max"],
  });
export type PriceFilter = z.infer<typeof priceFilterSchema>;

const idList = z.array(z.number().int());

/** The active filters of the results listing. */
export const filterDataSchema = z.looseObject({
  insuranceTypes: idList.default([]),
  organizations: idList.default([]),
  /** Organization types, by id or by type name (ISAPRE, EPS...). */
  organizationTypes: z.array(z.union([z.number().int(), z.string()])).default([]),
  coverageOrganizations: idList.default([]),
  categoryTypes: z.array(z.union([z.number().int(), z.string()])).default([]),
  prices: priceFilterSchema.nullish(),
  prevision: z.union([z.string(), z.number()]).nullish(),
});
export type FilterData = z.infer<typeof filterDataSchema>;

/**
 * A list of ids from a query value: comma-separated ('1,2,3'), repeated
 * parameters, or numbers already parsed. Parts that are not non-negative
 * integers are dropped ('1,2,x' gives [1, 2]); an empty value gives [].
 */
export const idListParamSchema = z.preprocess(
  (value) => {
    if (typeof value === "number") return String(value);
    if (Array.isArray(value)) return value.map((item) => String(item));
    return value;
  },
  z.union([z.string(), z.array(z.string())]).transform((value) => parseIdList(value)),
);

/** A text parameter: the first value, trimmed; empty counts as missing. */
const textParam = z.preprocess((value) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() === "" ? undefined : first;
}, z.string().trim().optional());

type QueryEntries = { entries(): Iterable<[string, string]> };

const isQueryEntries = (value: unknown): value is QueryEntries =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Partial<QueryEntries>).entries === "function";

const decodeQueryPart = (part: string) => {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return part;
  }
};

/** Turns a query string ('?a=1&b=2'), URLSearchParams or a plain record into a record of value lists. */
const toQueryRecord = (value: unknown): unknown => {
  const record: Record<string, string[]> = {};
  let entries: Iterable<[string, string]>;
  if (typeof value === "string") {
    entries = value
      .replace(/^[?#]/, "")
      .split("&")
      .filter((pair) => pair !== "")
      .map((pair): [string, string] => {
        const separator = pair.indexOf("=");
        return separator === -1
          ? [decodeQueryPart(pair), ""]
          : [decodeQueryPart(pair.slice(0, separator)), decodeQueryPart(pair.slice(separator + 1))];
      });
  } else if (isQueryEntries(value)) {
    entries = value.entries();
  } else {
    return value;
  }
  for (const [key, item] of entries) {
    record[key] ??= [];
    record[key].push(item);
  }
  return record;
};

/**
 * The comparator's filter query parameters. Accepts '?organizationIds=1,2&productType=SCTR',
 * URLSearchParams or a record of values; other parameters are ignored.
 */
export const comparatorQuerySchema = z.preprocess(
  toQueryRecord,
  z.object({
    organizationIds: idListParamSchema.optional(),
    organizationType: textParam,
    coverageCountries: idListParamSchema.optional(),
    coverageOrganizations: idListParamSchema.optional(),
    insuranceTypeIds: idListParamSchema.optional(),
    productType: textParam,
    features: idListParamSchema.optional(),
  }),
);
export type ComparatorQuery = z.infer<typeof comparatorQuerySchema>;
