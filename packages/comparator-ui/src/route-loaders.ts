import { categoriesQueryOptions } from "@qs/api-client/get-categories";
import { compareProductsQueryOptions } from "@qs/api-client/get-compare-products";
import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { organizationTypeLabelsQueryOptions } from "@qs/api-client/get-organization-types";
import { organizationsByTypeQueryOptions } from "@qs/api-client/get-organizations-by-type";
import { productQueryOptions } from "@qs/api-client/get-product";
import {
  loadQueries,
  loadQuery,
  type RouteDataContext,
  rendersOnServer,
} from "@qs/api-client/load-queries";
import type { LandingList } from "@qs/domain/country-config";
import { isIsaprePlan } from "@qs/domain/isapre-plan";
import type { ProductItem } from "@qs/domain/product";
import { productDetailPath, tabPath } from "@qs/product-display/product-links";
import { pageUfQueryOptions } from "@qs/product-display/use-uf-value";
import { NO_PROFILES, pagePricesQueries } from "@qs/profile-forms/use-profile-price";
import { redirect } from "@tanstack/react-router";
import {
  type ComparatorScope,
  compareRequest,
  FILTER_ORGANIZATION_TYPES,
} from "./comparator-scope";
import { validateComparatorSearch } from "./comparator-search";
import { LANDINGS } from "./landing/landing-search";
import {
  type ResolvedRoute,
  type RouteRequest,
  resolvedRouteQueryOptions,
} from "./product-page/use-resolved-route";

/**
 * The comparator's route loaders (ARCHITECTURE.md "Route loaders"): each loads, with the same
 * query options its components read, what the page shows, and decides the page's redirects.
 * Kept apart from the components so that the route tree does not pull them into the first
 * download.
 */

/** Navigation state flag that switches the route resolver off (the card opened its detail). */
export const SKIP_RESOLVER_STATE = "skipResolver";

/** A permanent redirect, as the server answers it (301) and the browser follows it (replacing). */
function moved(to: string, search?: Record<string, unknown>, state?: Record<string, unknown>) {
  return redirect({
    to,
    ...(search ? { search: search as never } : {}),
    ...(state ? { state: state as never } : {}),
    replace: true,
    statusCode: 301,
  });
}

/**
 * Resolves a comparator or product path with the same query as the page (`useResolvedRoute`)
 * and throws the redirect it comes to. Returns the resolution (undefined when the API could not
 * be asked: the page renders its error state).
 */
async function resolve(
  context: RouteDataContext,
  request: RouteRequest,
): Promise<ResolvedRoute | undefined> {
  const { config, queryClient, api } = context;
  // The tab does not change what a path resolves to: the page resolves without it.
  const resolved = await loadQuery<ResolvedRoute>(
    queryClient,
    resolvedRouteQueryOptions({ ...request, tab: undefined }, api, queryClient, config),
  );
  if (resolved?.kind === "redirect") {
    // Product redirects (no search) keep the tab; the fallback listing does not.
    throw moved(resolved.search ? resolved.to : tabPath(resolved.to, request.tab), resolved.search);
  }
  return resolved;
}

/** The filters' lists (filters-panel.tsx). */
function filterQueries({ api }: RouteDataContext) {
  return [
    categoriesQueryOptions(api),
    coverageOrganizationsQueryOptions(api),
    ...FILTER_ORGANIZATION_TYPES.map((type) => organizationsByTypeQueryOptions(api, type)),
    organizationTypeLabelsQueryOptions(api),
  ];
}

/**
 * A listing's data for the server's rendering: its first page of results (the page in the
 * address when paginated), the filters' lists, then the page's prices for a visitor without
 * a stored profile (usePagePrices' batch, which fills each card's price), and the UF value
 * Isapre plans' prices are shown in (after the prices, one of its fallbacks).
 */
export async function loadListingData(
  context: RouteDataContext,
  scope: ComparatorScope,
  rawSearch: Record<string, unknown>,
  paginated: boolean,
): Promise<void> {
  const { queryClient, api } = context;
  const search = validateComparatorSearch(rawSearch);
  const page = paginated ? (search.page ?? 1) : 1;
  const [results] = await Promise.all([
    loadQuery<{ items?: ProductItem[] }>(
      queryClient,
      compareProductsQueryOptions(api, compareRequest(scope, search, page), null),
    ),
    loadQueries(queryClient, filterQueries(context)),
  ]);
  const items = results?.items ?? [];
  await loadQueries(queryClient, pagePricesQueries(api, queryClient, items, NO_PROFILES));
  if (items.some(isIsaprePlan)) {
    await loadQuery(queryClient, pageUfQueryOptions(api, context.config.code, queryClient));
  }
}

/**
 * /Comparar, /Comparar/{category}[/{insuranceUrl}] and Insurance-List: resolves the path (a
 * redirect is thrown: an unknown plan to the fallback listing, a product to its detail path)
 * and, on the server, loads the listing.
 */
export async function loadListing(
  context: RouteDataContext,
  request: RouteRequest,
  search: Record<string, unknown>,
): Promise<void> {
  const resolved = await resolve(context, request);
  if (resolved?.kind === "product") {
    const path = productDetailPath(context.config, resolved.product);
    if (path) throw moved(tabPath(path, request.tab), undefined, { [SKIP_RESOLVER_STATE]: true });
    return;
  }
  if (resolved?.kind === "listing" && rendersOnServer()) {
    await loadListingData(context, resolved.scope, search, true);
  }
}

/**
 * A plan-detail path: resolves it (a redirect is thrown) and returns the product it names, or
 * null when it is a listing (loaded here, on the server) or could not be resolved. With the
 * resolver off (a card opened the detail in the browser) nothing waits: the page resolves it.
 */
export async function loadProductPath(
  context: RouteDataContext,
  request: RouteRequest,
  search: Record<string, unknown>,
): Promise<ProductItem | null> {
  if (request.disabled && !rendersOnServer()) return null;
  const resolved = await resolve(context, request);
  if (resolved?.kind === "product") return resolved.product;
  if (resolved?.kind === "listing" && rendersOnServer()) {
    await loadListingData(context, resolved.scope, search, false);
  }
  return null;
}

/** A plan looked up by its code (the plan-by-code page's query), or null when missing. */
export async function loadProductByCode(
  context: RouteDataContext,
  code: string,
): Promise<ProductItem | null | undefined> {
  return loadQuery<ProductItem | null>(context.queryClient, productQueryOptions(context.api, code));
}

/** A landing list's institutions (institution-landing.tsx). */
export async function loadLanding(
  context: RouteDataContext,
  list: LandingList,
  search: Record<string, unknown> = {},
): Promise<void> {
  const { queryClient, api } = context;
  const landing = LANDINGS[list];
  await Promise.all([
    loadQuery(
      queryClient,
      landing.kind === "clinics"
        ? coverageOrganizationsQueryOptions(api)
        : organizationsByTypeQueryOptions(api, landing.organizationType),
    ),
    landing.kind === "clinics" ? loadProviderSearch(context, search) : undefined,
  ]);
}

/** The clinics' landing renders a directory search's results on the server too. */
async function loadProviderSearch(
  { queryClient, api }: RouteDataContext,
  search: Record<string, unknown>,
): Promise<void> {
  if (!search.buscar && !search.ciudad && !search.especialidad) return;
  // The directory's code comes with a search, not with every listing.
  const [{ providerSearchQueryOptions }, params] = await Promise.all([
    import("@qs/api-client/get-providers"),
    import("@qs/provider-directory/provider-search-params"),
  ]);
  const asked = params.validateProviderSearch(search);
  if (params.hasProviderSearch(asked))
    await loadQuery(queryClient, providerSearchQueryOptions(api, params.toProviderQuery(asked)));
}
