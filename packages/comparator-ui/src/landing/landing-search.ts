import type { LandingList } from "@qs/domain/country-config";

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
export function validateLandingSearch(search: Record<string, unknown>): {
  pagina?: number;
  buscar?: string;
  ciudad?: string;
  especialidad?: string;
} {
  const page = landingPage(search.pagina);
  // Kept as words here (the listing's first download carries this); the directory's own
  // rules (`validateProviderSearch`) read them where the search is made.
  const words = Object.entries({
    buscar: search.buscar,
    ciudad: search.ciudad,
    especialidad: search.especialidad,
  }).flatMap(([key, value]) =>
    typeof value === "string" && value.trim() ? [[key, value.trim().slice(0, 80)]] : [],
  );
  return { ...(page > 1 ? { pagina: page } : {}), ...Object.fromEntries(words) };
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
