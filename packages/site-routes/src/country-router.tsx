import type { CountryConfig } from "@qs/domain/country-config";
import type { Site } from "@qs/site-shell/create-site";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { fromPageJson, toPageJson } from "./query-transfer";
import { createSiteRouteTree } from "./route-tree";

const trees = new WeakMap<CountryConfig, ReturnType<typeof createSiteRouteTree>>();

/** The route tree of a configuration, built once: routes are definitions, routers are per request. */
export function routeTreeOf(config: CountryConfig) {
  let tree = trees.get(config);
  if (!tree) {
    tree = createSiteRouteTree(config);
    trees.set(config, tree);
  }
  return tree;
}

/**
 * The router of one page view, the same on the server and in the browser: the country's
 * routes, the site's options, the CSP nonce on the server, and the query cache handed from
 * the server's rendering to the browser's (dehydrated into the page as JSON texts,
 * `query-transfer.ts`, hydrated before render).
 */
export function createCountryRouter(
  config: CountryConfig,
  site: Site,
  options: { nonce?: string; history?: RouterHistory } = {},
) {
  const router = createRouter({
    routeTree: routeTreeOf(config),
    ...site.routerOptions,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    ...(options.history ? { history: options.history } : {}),
  });
  setupRouterSsrQueryIntegration({
    router,
    queryClient: site.queryClient,
    // SiteProviders already provides the query cache.
    wrapQueryClient: false,
    dehydrateOptions: { serializeData: toPageJson },
    hydrateOptions: { defaultOptions: { deserializeData: fromPageJson } },
  });
  return router;
}
