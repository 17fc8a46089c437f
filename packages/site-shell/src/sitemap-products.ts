import type { SitemapProduct } from "@qs/domain/api/sitemap";
import type { CountryConfig } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";

/** One plan as the products sitemap lists it: a readable name and its plan-detail path. */
export interface SitemapEntry {
  label: string;
  path: string;
}

/** A category of the sitemap ('' when the plan names none), its providers and their plans. */
export interface SitemapGroup {
  category: string;
  providers: { provider: string; plans: SitemapEntry[] }[];
}

/** 'Salud-Esencial' -> 'Salud Esencial': the address segments are the names, hyphenated. */
export function readableSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
}

/**
 * The products sitemap (Sitemap-Products): every active plan at the path sitemap.xml gives it,
 * grouped by category and provider, each group in alphabetical order. A plan whose path cannot
 * be built (no shape for its organization type) is left out, as in sitemap.xml. A category is
 * named by its address segment as `segmentName` words it in the page's language.
 */
export function groupSitemapProducts(
  config: Pick<CountryConfig, "planDetailPaths">,
  products: readonly SitemapProduct[],
  segmentName: (segment: string) => string = (segment) => segment,
): SitemapGroup[] {
  const groups = new Map<string, Map<string, SitemapEntry[]>>();
  for (const product of products) {
    const path = resolvePlanDetailPath(config.planDetailPaths, {
      organizationType: product.organizationType,
      provider: product.organizationUrl,
      plan: product.productUrl,
      type: product.insuranceTypeUrl ?? "Seguros",
    });
    if (!path) continue;
    const category = product.insuranceTypeUrl
      ? readableSegment(segmentName(product.insuranceTypeUrl))
      : "";
    const provider = readableSegment(product.organizationUrl);
    const providers = groups.get(category) ?? new Map<string, SitemapEntry[]>();
    groups.set(category, providers);
    const plans = providers.get(provider) ?? [];
    providers.set(provider, plans);
    plans.push({ label: readableSegment(product.productUrl), path });
  }
  const byName = (a: string, b: string) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b));
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([category, providers]) => ({
      category,
      providers: [...providers.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([provider, plans]) => ({
          provider,
          plans: plans.sort((a, b) => a.label.localeCompare(b.label)),
        })),
    }));
}
