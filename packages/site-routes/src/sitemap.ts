import { type SitemapProduct, sitemapProductsSchema } from "@qs/domain/api/sitemap";
import type { CountryConfig } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** The site's addresses a search engine should know: the home, the comparator, and every plan. */
export function sitemapXml(config: CountryConfig, siteUrl: string, products: SitemapProduct[]) {
  const entries: { loc: string; lastmod?: string }[] = [
    { loc: new URL("/", siteUrl).href },
    { loc: new URL("/Comparar", siteUrl).href },
    ...config.routes.landingLists.map(({ path }) => ({ loc: new URL(path, siteUrl).href })),
  ];
  for (const product of products) {
    const path = resolvePlanDetailPath(config.planDetailPaths, {
      organizationType: product.organizationType,
      provider: product.organizationUrl,
      plan: product.productUrl,
      type: product.insuranceTypeUrl ?? "Seguros",
    });
    if (path) entries.push({ loc: new URL(path, siteUrl).href, lastmod: product.updatedAt });
  }
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap of a country site, from the API's list of the country's active plans. */
export async function buildSitemap(config: CountryConfig, siteUrl: string): Promise<string> {
  const response = await fetch(`${config.apiBaseUrl}/api/sitemap/products`, {
    headers: { "X-Country": config.code, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`El API respondió ${response.status} al pedir el sitemap`);
  return sitemapXml(config, siteUrl, sitemapProductsSchema.parse(await response.json()));
}
