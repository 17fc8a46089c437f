import type { CountryConfig } from "@qs/domain/country-config";
import { CHEAPEST_PREPAID_ARTICLE } from "@qs/site-shell/blog-articles";

/** An older address and the page it now lives at, both canonical (Spanish) paths. */
export interface OldAddress {
  from: string;
  to: string;
}

/**
 * The older addresses that moved (profile spec §2 "Redirects"): each answers a permanent
 * redirect (301 from the server, a replacing navigation in the browser), under /en and /pt too
 * since the router sees canonical paths. `Seguro` moves to the `Seguros` list only where the
 * site has that list (elsewhere it stays a 404 rather than a redirect to one). The spec does
 * not name the prepaid-medicine cheapest page: `Medicina-Prepagada-Economica` is taken as its
 * address and goes to the blog's guide on the cheapest prepaid medicine.
 */
export function oldAddresses(
  config: Pick<CountryConfig, "blogSection" | "routes">,
): readonly OldAddress[] {
  const blog = `/${config.blogSection}`;
  const hasInsurersList = config.routes.landingLists.some(({ path }) => path === "/Seguros");
  return [
    { from: "/quehacemos", to: "/Que-es-QueSeguro" },
    ...(hasInsurersList ? [{ from: "/Seguro", to: "/Seguros" }] : []),
    { from: "/Seguros-de-Salud", to: "/Comparar/Polizas-de-Salud" },
    { from: "/QS-University", to: blog },
    { from: "/Medicina-Prepagada-Economica", to: `${blog}/${CHEAPEST_PREPAID_ARTICLE}` },
  ];
}
