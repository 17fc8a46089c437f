import { contactInformationQueryOptions } from "@qs/api-client/get-contact-information";
import { menuQueryOptions } from "@qs/api-client/get-menu";
import { sitemapProductsQueryOptions } from "@qs/api-client/get-sitemap-products";
import { loadQueries, type RouteDataContext } from "@qs/api-client/load-queries";

/**
 * The site shell's route loaders (ARCHITECTURE.md "Route loaders"): what the layout and the
 * shell's own pages show, loaded with the same query options as their components. Kept apart
 * from the components so that the route tree does not pull them into the first download.
 */

/** Every page's layout: the header's menu (site-menu.tsx) and the footer's contacts (footer.tsx). */
export function loadLayout({ queryClient, api }: RouteDataContext): Promise<void> {
  return loadQueries(queryClient, [menuQueryOptions(api), contactInformationQueryOptions(api)]);
}

/** The products sitemap's list (sitemap-products-page.tsx). */
export function loadSitemapProducts({ queryClient, api }: RouteDataContext): Promise<void> {
  return loadQueries(queryClient, [sitemapProductsQueryOptions(api)]);
}
