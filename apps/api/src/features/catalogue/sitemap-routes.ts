import { apiPaths } from "@qs/domain/api/paths";
import { sitemapProductsSchema } from "@qs/domain/api/sitemap";
import type { Router } from "../../http/define-route";
import { json } from "../../http/reply";
import { findSitemapProducts } from "./sitemap-reads";

/** What the sites' sitemap.xml is built from. */
export function registerSitemapRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.sitemapProducts,
    summary:
      "The country's active plans with the parts of their address and when they last changed",
    tag: "Sitemap",
    cache: "server",
    responses: { 200: { description: "Active plans", schema: sitemapProductsSchema } },
    handler: async ({ db, country }) => json(await findSitemapProducts(db, country.id)),
  });
}
