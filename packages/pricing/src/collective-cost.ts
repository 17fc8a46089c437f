import { parseEmployeeCount } from "@qs/domain/collective";

/**
 * Collective (company) cost (comparator spec §9: the cover-share slider sets the employer
 * contribution percentage and splits cost between company and worker; collective prices
 * carry the suffix ' p/empl' or ' Total').
 */

type Count = number | string | null | undefined;

export type CollectiveProfileLike = {
  cantidadempleados?: Count;
  colectivo?: { cantidadempleados?: Count } | null;
  colectivos?: readonly { cantidadDeTrabajadores?: Count }[] | null;
};

/**
 * Employees of a collective profile: colectivo.cantidadempleados, else the top-level
 * cantidadempleados, else the workers of all groups added up; null when none is a count.
 * Thousand separators are stripped ('1.200' is 1200).
 */
export function collectiveEmployees(profile: CollectiveProfileLike): number | null {
  const direct =
    parseEmployeeCount(profile.colectivo?.cantidadempleados) ??
    parseEmployeeCount(profile.cantidadempleados);
  if (direct !== null) return direct;
  const groups = (profile.colectivos ?? []).map((group) =>
    parseEmployeeCount(group.cantidadDeTrabajadores),
  );
  const counted = groups.filter((count): count is number => count !== null);
  return counted.length > 0 ? counted.reduce((sum, count) => sum + count, 0) : null;
}
