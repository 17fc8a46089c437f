import type { ProviderSearchQuery } from "@qs/domain/provider";
import {
  PROVIDER_SEARCH_MAX_LENGTH,
  providerSearchText,
  specialties,
} from "@qs/domain/provider-rules";

/**
 * The directory search's address on the Clínicas y Hospitales landing: `buscar` (words),
 * `ciudad` and `especialidad`, so a search can be linked, shared and sent without JavaScript.
 */
export interface ProviderSearchParams {
  buscar?: string;
  ciudad?: string;
  especialidad?: string;
}

function words(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, PROVIDER_SEARCH_MAX_LENGTH);
  return text ? text : undefined;
}

/** Keeps the search's parameters that are set; a specialty must be one the directory knows. */
export function validateProviderSearch(search: Record<string, unknown>): ProviderSearchParams {
  const buscar = words(search.buscar);
  const ciudad = words(search.ciudad);
  const asked = words(search.especialidad);
  const especialidad = asked
    ? specialties.find((name) => providerSearchText(name) === providerSearchText(asked))
    : undefined;
  return {
    ...(buscar ? { buscar } : {}),
    ...(ciudad ? { ciudad } : {}),
    ...(especialidad ? { especialidad } : {}),
  };
}

/** True when the address asks for a search. */
export function hasProviderSearch(params: ProviderSearchParams): boolean {
  return Boolean(params.buscar || params.ciudad || params.especialidad);
}

/** The API's query for the address's search. */
export function toProviderQuery(params: ProviderSearchParams): ProviderSearchQuery {
  return { q: params.buscar, ciudad: params.ciudad, especialidad: params.especialidad };
}
