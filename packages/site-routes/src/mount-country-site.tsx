import type { CountryConfig } from "@qs/domain/country-config";
import { createSite } from "@qs/site-shell/create-site";
import { mountSite } from "@qs/site-shell/mount-site";
import { createRouter } from "@tanstack/react-router";
import { createSiteRouteTree } from "./route-tree";

/** Starts a country site in the browser: its route tree, translations, API client and cache. */
export function mountCountrySite(config: CountryConfig): Promise<void> {
  const site = createSite(config, window.location.pathname);
  const router = createRouter({ routeTree: createSiteRouteTree(config), ...site.routerOptions });
  return mountSite(config, site, router);
}
