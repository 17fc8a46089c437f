import type { CountryConfig } from "@qs/domain/country-config";
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";

/** What a route loader needs of a query's options: its key and how to fetch it. */
export interface LoadableQuery {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: any query's function fits; its answer is not read here.
  queryFn?: any;
}

/**
 * Loads a page's queries at once for a route loader (ensureQueryData: a cached answer is
 * reused), each with the options its component reads it with, so the component finds it in
 * the cache. A failed query is left out of the cache rather than failing the page: its
 * component renders as it does while loading (the server hands only answers to the browser,
 * which asks again).
 */
export async function loadQueries(
  queryClient: QueryClient,
  queries: readonly LoadableQuery[],
): Promise<void> {
  await Promise.all(queries.map((query) => loadQuery(queryClient, query)));
}

/** One query of a loader: its answer, or undefined when it failed (and is left out of the cache). */
export async function loadQuery<T>(
  queryClient: QueryClient,
  query: LoadableQuery,
): Promise<T | undefined> {
  loadedBy(queryClient).add(hashKey(query.queryKey));
  try {
    return (await queryClient.ensureQueryData(query as never)) as T;
  } catch {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    return undefined;
  }
}

const loaded = new WeakMap<QueryClient, Set<string>>();

function loadedBy(queryClient: QueryClient): Set<string> {
  let keys = loaded.get(queryClient);
  if (!keys) {
    keys = new Set();
    loaded.set(queryClient, keys);
  }
  return keys;
}

/**
 * Watches a page's query cache for the queries its rendering asks for that no route loader
 * loaded: enabled and without an answer when the rendering adds them. The server renders each
 * page once, so each of these renders as loading and is asked for by the browser (the server
 * logs them: a loader forgot one). Returns what was seen so far.
 */
export function watchUnloaded(queryClient: QueryClient): () => QueryKey[] {
  const keys = loadedBy(queryClient);
  const missed = new Map<string, QueryKey>();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added") return;
    const { query } = event;
    if (keys.has(query.queryHash) || query.state.data !== undefined) return;
    const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
    const on = typeof enabled === "function" ? enabled(query) : enabled !== false;
    if (on) missed.set(query.queryHash, query.queryKey);
  });
  return () => [...missed.values()];
}

/** What a route's loader reads from the router context (the site's, site-shell/site-context.ts). */
export interface RouteDataContext {
  config: CountryConfig;
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * True where a loader must have a page's data before it renders: the server renders each page
 * once, with every answer in the cache. In the browser a loader decides redirects and the
 * components load what they show as they always did (a stored profile changes the prices).
 */
export function rendersOnServer(): boolean {
  return typeof document === "undefined";
}
