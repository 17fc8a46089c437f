/**
 * The provider directory's rules without their schemas (`provider.ts` holds those), so a page
 * that only needs a rule does not download zod with it.
 */

export const providerKinds = ["clinica", "hospital", "centro_medico"] as const;
export type ProviderKind = (typeof providerKinds)[number];

/**
 * How a plan covers a provider: in its preferred network (the lowest copay), by free choice
 * (reimbursed at the plan's free-choice rate) or not at all.
 */
export const networkLevels = ["preferente", "libre_eleccion", "excluido"] as const;
export type NetworkLevel = (typeof networkLevels)[number];

/** The levels at which a plan covers a provider (the all-of clinic filter counts these). */
export function isInNetwork(level: NetworkLevel): boolean {
  return level !== "excluido";
}

/** The specialties the directory knows, as the sites name them. */
export const specialties = [
  "Medicina general",
  "Urgencias",
  "Pediatría",
  "Maternidad",
  "Cardiología",
  "Oncología",
  "Traumatología",
  "Neurología",
  "Imagenología",
  "Cirugía",
] as const;

/**
 * The text the search compares: lower case, accents and marks removed, anything but letters
 * and digits as one space. 'Clínica Dávila' and 'clinica  davila' read the same.
 */
export function providerSearchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Longest search the directory accepts, in characters. */
export const PROVIDER_SEARCH_MAX_LENGTH = 80;
/** Most providers one search answers. */
export const PROVIDER_SEARCH_LIMIT = 50;

/** Great-circle distance in kilometres (haversine), for 'a N km de tu ciudad'. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
