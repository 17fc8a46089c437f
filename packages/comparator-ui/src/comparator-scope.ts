import type { CompareProductsRequest } from "@qs/api-client/get-compare-products";
import { isCollectiveProduct } from "@qs/domain/collective";
import type { InsuranceType } from "@qs/domain/insurance-type";
import type { OrganizationType } from "@qs/domain/organization";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import type { ComparatorSearch } from "./comparator-search";

/** Organization types the comparator lists: every type (profile spec §3 "Organization types"). */
export const COMPARATOR_ORGANIZATION_TYPES = ORGANIZATION_TYPES;

/** What a comparator route fixes before the visitor's filters: a category, an organization... */
export interface ComparatorScope {
  /** Heading of the listing. */
  title?: string;
  insuranceTypeIds?: number[];
  productType?: string;
  organizationIds?: number[];
  coverageOrganizations?: number[];
  /** The collective / company comparator (Comparar/Empresas). */
  collective?: boolean;
}

const normalise = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .toLowerCase();

/**
 * The scope of a /Comparar/{segment} path, from the country's own categories: a category by
 * its url, or an upper type by its display name (Empresas, Salud...). Null when the segment
 * names neither, so each country gets exactly the comparator pages its catalogue has.
 */
export function categoryScope(
  segment: string,
  categories: readonly InsuranceType[],
): ComparatorScope | null {
  const wanted = normalise(segment);
  const category = categories.find((item) => normalise(item.url) === wanted);
  if (category) {
    return {
      title: category.displayName,
      insuranceTypeIds: [category.id],
      collective: categories.length > 0 && isCollectiveProduct(category),
    };
  }
  const upper = categories.find(
    (item) =>
      normalise(item.upperType?.displayName) === wanted ||
      normalise(item.upperType?.name) === wanted,
  );
  if (upper?.upperType) {
    return {
      title: upper.upperType.displayName ?? upper.upperType.name,
      productType: upper.upperType.name,
      collective: isCollectiveProduct(upper),
    };
  }
  return null;
}

/** The results request: the route's scope, then the visitor's filters and sort from the address. */
export function compareRequest(
  scope: ComparatorScope,
  search: ComparatorSearch,
  page: number,
): CompareProductsRequest {
  return {
    organizationTypes: [...COMPARATOR_ORGANIZATION_TYPES],
    organizationType: search.organizationType,
    organizationIds: search.organizationIds ?? scope.organizationIds,
    coverageCountries: search.coverageCountries,
    coverageOrganizations: search.coverageOrganizations ?? scope.coverageOrganizations,
    insuranceTypeIds: search.insuranceTypeIds ?? scope.insuranceTypeIds,
    productType: search.productType ?? scope.productType,
    features: search.features,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    prevision: search.prevision,
    sort: search.sort ?? "recommended",
    page,
  };
}

/** Organization types whose organizations the filter lists (brokers, insurers, EPS, prepaid medicine). */
export const FILTER_ORGANIZATION_TYPES = [
  "ASEG",
  "EPS",
  "MEDICINA PREPAGADA",
  "CORREDOR",
  "ISAPRE",
] as const satisfies readonly OrganizationType[];
