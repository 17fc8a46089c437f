import type { ApiClient } from "@qs/api-client/api-client";
import {
  type LoadedUfValue,
  type UfCandidate,
  type UfStorage,
  ufFromPriceAnswer,
  ufStorageKey,
  ufValueQueryOptions,
} from "@qs/api-client/get-uf";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The UF value and its day for the page (profile spec §7 `GET /api/globales/uf`, §8 its
 * fallbacks): the API's value, else the UF of the last price answer in the query cache, else
 * the value this browser kept under the country's key ('uf_cl'), else 39214.8. Asked once
 * per page and cached 5 minutes; the value is null only while it loads.
 */
export function useUfValue(): { uf: LoadedUfValue | null; isPending: boolean } {
  const client = useApiClient();
  const config = useCountryConfig();
  const queryClient = useQueryClient();
  const query = useQuery(pageUfQueryOptions(client, config.code, queryClient));
  return { uf: query.data ?? null, isPending: query.isPending };
}

/** The page's UF query with its fallbacks (the route loaders load the same on the server). */
export function pageUfQueryOptions(
  client: ApiClient,
  countryCode: string,
  queryClient: QueryClient,
) {
  return ufValueQueryOptions(client, {
    storageKey: ufStorageKey(countryCode),
    storage: browserStorage(),
    secondary: () => lastPriceUf(queryClient),
  });
}

/** localStorage in the browser; null on the server or where the browser refuses it. */
function browserStorage(): UfStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The secondary source: the UF value of the newest price answer this page received (a
 * product's own price; a page's batch leaves each answer there). The API priced with its stored
 * UF value, so it is the value the shown prices already use; its day is not in the answer.
 */
export function lastPriceUf(queryClient: QueryClient): UfCandidate | null {
  const answers = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] === "profile-price" && query.state.data)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of answers) {
    const value = ufFromPriceAnswer(query.state.data as ProfilePrice);
    if (value !== null) return { value, date: null };
  }
  return null;
}

/**
 * The UF value shown, by the fallback order of profile spec §8: the API's value; when the API
 * failed, the value the price answer was computed with (the secondary source, ahead of the
 * stored and default values the page's query may have fallen back to); the page's value when
 * the answer has none. Null while neither is known.
 */
export function shownUf(
  pageUf: LoadedUfValue | null,
  price: ProfilePrice | null | undefined,
): { value: number; date: string | null } | null {
  if (pageUf?.source === "api") return pageUf;
  const fromAnswer = ufFromPriceAnswer(price);
  if (fromAnswer !== null) return { value: fromAnswer, date: null };
  return pageUf;
}
