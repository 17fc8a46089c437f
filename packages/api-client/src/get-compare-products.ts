import type { CompareProductsPage, CompareProductsQuery } from "@qs/domain/api/compare-products";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import { enteredProfile } from "@qs/domain/entered-profile";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** The query's parameters but `lang`, which the client adds. */
type RequestField = Exclude<keyof CompareProductsQuery, "lang">;

/**
 * The query of one comparison results page (GET /api/compare/products), derived from the
 * API's schema (`compareProductsQuerySchema`): a field added there reaches this request and
 * the sites' listing. Every field but the organization types may be left out; the language
 * (`lang`) is the client's, not the request's.
 */
export type CompareProductsRequest = {
  readonly [K in RequestField]?: CompareProductsQuery[K] extends readonly (infer T)[]
    ? readonly T[]
    : CompareProductsQuery[K];
} & { organizationTypes: CompareProductsQuery["organizationTypes"] | readonly string[] };

/** The visitor's stored profile; it only counts once its data was entered (ingresodatos). */
export type ListingProfile = { ingresodatos?: boolean | null } | null | undefined;

/**
 * One page of comparison results; a 401 (robot check) is thrown as is, never retried. Sorted
 * by the price or the estimated yearly cost for the visitor's profile (`sort: "profilePrice"`
 * or `"yearlyCost"`) with an entered profile, the page comes from
 * POST /api/compare/products/byProfilePrice, which carries the profile in its body; without
 * one the GET prices the default person. The items' labels (type, price band) come in `language`,
 * `lang` in the address of either.
 */
export async function getCompareProducts(
  client: ApiClient,
  request: CompareProductsRequest,
  signal?: AbortSignal,
  profile?: ListingProfile,
  language: Language = client.language(),
): Promise<CompareProductsPage> {
  const query = { ...request, organizationTypes: request.organizationTypes.join(",") };
  const entered = byProfile(request.sort) ? enteredProfile(profile) : null;
  const [{ json }, { compareProductsPageSchema }] = await Promise.all([
    withRetry(
      () =>
        entered
          ? client.request(apiPath(apiPaths.compareProductsByProfilePrice), {
              method: "POST",
              body: { query, profile: entered },
              signal,
              language,
            })
          : client.request(apiPath(apiPaths.compareProducts), { query, signal, language }),
      { message: RETRY_MESSAGES.comparators },
    ),
    import("@qs/domain/api/compare-products"),
  ]);
  return compareProductsPageSchema.parse(json);
}

/** The orders that price the visitor's household. */
const byProfile = (sort: CompareProductsRequest["sort"]) =>
  sort === "profilePrice" || sort === "yearlyCost" || sort === "fiveYearCost";

/** Where every results page sits in the query cache: the prefix of their keys. */
export const RESULTS_QUERY_KEY = ["compare-products"] as const;

/**
 * The query of a results page. `profile` (the stored profile of the listing's kind) only
 * matters for the `profilePrice` and `yearlyCost` sorts: it is then part of the key, so a saved
 * change re-sorts. The visitor's current language is part of the key too.
 */
export function compareProductsQueryOptions(
  client: ApiClient,
  request: CompareProductsRequest,
  profile?: ListingProfile,
) {
  const sortProfile = byProfile(request.sort) ? enteredProfile(profile) : null;
  const language = client.language();
  return queryOptions({
    queryKey: [
      ...RESULTS_QUERY_KEY,
      client.options.countryCode,
      language,
      request,
      ...(sortProfile ? [sortProfile] : []),
    ],
    queryFn: ({ signal }) => getCompareProducts(client, request, signal, sortProfile, language),
    staleTime: RESPONSE_CACHE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
