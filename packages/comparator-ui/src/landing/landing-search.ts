import type { LandingList } from "@qs/domain/country-config";
import {
  type ProviderSearchParams,
  validateProviderSearch,
} from "@qs/provider-directory/provider-search-params";

/**
 * The landing lists' address: the page in 'pagina'. Kept apart from the page component so
 * a route's search validation does not pull the page into the first download.
 */

/** The page number from the 'pagina' query value: 1 when absent or not a positive integer. */
export function landingPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The landing routes' search: 'pagina' kept only when it is a page after the first, and the
 * provider directory's search (`buscar`, `ciudad`, `especialidad`) on the clinics' landing.
 */
export function validateLandingSearch(
  search: Record<string, unknown>,
): { pagina?: number } & ProviderSearchParams {
  const page = landingPage(search.pagina);
  return { ...(page > 1 ? { pagina: page } : {}), ...validateProviderSearch(search) };
}

/** Which institutions a landing lists: the country's clinics, or its organizations of one type. */
export type LandingKind = { kind: "clinics" } | { kind: "organizations"; organizationType: string };

/** What each landing list of the menu shows. */
export const LANDINGS: Record<LandingList, LandingKind> = {
  clinics: { kind: "clinics" },
  insurers: { kind: "organizations", organizationType: "ASEG" },
  eps: { kind: "organizations", organizationType: "EPS" },
  prepaid: { kind: "organizations", organizationType: "MEDICINA PREPAGADA" },
};
