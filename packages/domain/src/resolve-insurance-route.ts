import type { CountryConfig, PlanPathRule } from "./country-config";
import { resolvePlanDetailPath } from "./plan-detail-path";
import { slugifyDisplayName } from "./slugify-display-name";

/**
 * The product fields the resolver reads (comparator spec §3): url, productCode and the
 * organization's url and type (`type`, or `metadata.typeAlias` when the type is absent).
 */
export type RoutableProduct = {
  url?: string | null;
  productCode?: string | null;
  organization?: {
    type?: string | null;
    metadata?: { url?: string | null; typeAlias?: string | null } | null;
  } | null;
};

export type CoverageOrganizationLike = { displayName: string };

/** Lookups injected by the caller (API client or database). A lookup that fails counts as "not found". */
export type InsuranceRouteLookups<Organization, Category, CoverageOrganization, Product> = {
  organizationByUrl: (url: string) => Promise<Organization | null | undefined>;
  categoryByUrl: (url: string) => Promise<Category | null | undefined>;
  coverageOrganizations: () => Promise<readonly CoverageOrganization[]>;
  productByUrlOrCode: (urlOrCode: string) => Promise<Product | null | undefined>;
};

export type InsuranceRouteRequest = {
  /** The insuranceUrl route parameter. */
  insuranceUrl: string;
  /** The urlOrganization route parameter, when the path has one. */
  urlOrganization?: string | null;
  /** First path segment (Seguros, EPS...), used to fill `{type}` in a canonical path. */
  typeSegment?: string | null;
  /** Optional trailing tab segment (Solicitar, Preguntas-Frecuentes), kept on redirects. */
  tab?: string | null;
  /** Navigation state flag that switches the resolver off. */
  disabled?: boolean;
};

export type InsuranceRouteConfig = {
  planDetailPaths: CountryConfig["planDetailPaths"] | readonly PlanPathRule[];
  fallbackInsuranceTypeId: CountryConfig["fallbackInsuranceTypeId"];
};

export type InsuranceRouteResult<Organization, Category, CoverageOrganization, Product> =
  | { kind: "organization"; organization: Organization }
  | { kind: "category"; category: Category }
  | { kind: "coverageOrganization"; coverageOrganization: CoverageOrganization }
  /** `redirectTo` is the canonical path when the product's organization or url does not match the path. */
  | { kind: "product"; product: Product; redirectTo: string | null }
  | { kind: "fallback"; insuranceTypeId: number };

async function found<T>(lookup: () => Promise<T | null | undefined>): Promise<T | null> {
  try {
    return (await lookup()) ?? null;
  } catch {
    return null;
  }
}

/** Canonical path of a product whose organization or url differs from the path, else null. */
export function productRedirect(
  product: RoutableProduct,
  request: InsuranceRouteRequest,
  config: Pick<InsuranceRouteConfig, "planDetailPaths">,
): string | null {
  const organizationUrl = product.organization?.metadata?.url ?? null;
  const productUrl = product.url ?? null;
  if (organizationUrl === request.urlOrganization && productUrl === request.insuranceUrl) {
    return null;
  }
  if (!organizationUrl || !productUrl) return null;
  const path = resolvePlanDetailPath(config.planDetailPaths, {
    organizationType:
      product.organization?.type ?? product.organization?.metadata?.typeAlias ?? null,
    provider: organizationUrl,
    plan: productUrl,
    type: request.typeSegment ?? null,
  });
  if (!path) return null;
  return request.tab ? `${path}/${request.tab}` : path;
}

/**
 * Resolves the insuranceUrl route parameter (comparator spec §2), in order:
 * 1. an organization (broker, EPS or prepaid medicine) by its url;
 * 2. an insurance category by its url;
 * 3. a coverage organization whose display name, accents removed and spaces as hyphens,
 *    equals the url (case-insensitive);
 * 4. a product by url or product code, with a redirect to its canonical path when its
 *    organization or url does not match the path.
 * Nothing resolves → the configured fallback insurance type. Returns null when the
 * navigation state flag `disabled` switches the resolver off.
 */
export async function resolveInsuranceRoute<
  Organization,
  Category,
  CoverageOrganization extends CoverageOrganizationLike,
  Product extends RoutableProduct,
>(
  request: InsuranceRouteRequest,
  lookups: InsuranceRouteLookups<Organization, Category, CoverageOrganization, Product>,
  config: InsuranceRouteConfig,
): Promise<InsuranceRouteResult<Organization, Category, CoverageOrganization, Product> | null> {
  if (request.disabled) return null;
  const fallback = { kind: "fallback", insuranceTypeId: config.fallbackInsuranceTypeId } as const;
  const url = request.insuranceUrl.trim();
  if (url === "") return fallback;

  const organization = await found(() => lookups.organizationByUrl(url));
  if (organization !== null) return { kind: "organization", organization };

  const category = await found(() => lookups.categoryByUrl(url));
  if (category !== null) return { kind: "category", category };

  const coverageOrganizations = (await found(() => lookups.coverageOrganizations())) ?? [];
  const wanted = url.toLowerCase();
  const coverageOrganization = coverageOrganizations.find(
    (candidate) => slugifyDisplayName(candidate.displayName).toLowerCase() === wanted,
  );
  if (coverageOrganization) return { kind: "coverageOrganization", coverageOrganization };

  const product = await found(() => lookups.productByUrlOrCode(url));
  if (product !== null) {
    return { kind: "product", product, redirectTo: productRedirect(product, request, config) };
  }
  return fallback;
}
