/** Collective (company) insurance rules (comparator spec §5 and §9, profile spec §5). */

/** Insurance types whose plans need a minimum number of employees. */
export const COLLECTIVE_INSURANCE_TYPES = ["SEGURO COLECTIVO", "EPS"] as const;
export const DEFAULT_COLLECTIVE_MIN_EMPLOYEES = 5;
export const DEFAULT_WARNING_MIN_EMPLOYEES = 1;

function positiveInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === "number" ? value : Number(value.trim());
  if (typeof value === "string" && value.trim() === "") return null;
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** The minimum-employees check applies to insurance types 'SEGURO COLECTIVO' and 'EPS' (any case). */
export function appliesCollectiveMinimum(insuranceTypeName: string | null | undefined): boolean {
  const name = (insuranceTypeName ?? "").trim().toUpperCase();
  return (COLLECTIVE_INSURANCE_TYPES as readonly string[]).includes(name);
}

/**
 * Minimum employees of a plan: null when the check does not apply to its insurance type;
 * otherwise the product's minsubscribers, or 5 when that is missing or not a positive integer.
 */
export function collectiveMinimumEmployees(
  insuranceTypeName: string | null | undefined,
  minsubscribers: number | string | null | undefined,
): number | null {
  if (!appliesCollectiveMinimum(insuranceTypeName)) return null;
  return positiveInteger(minsubscribers) ?? DEFAULT_COLLECTIVE_MIN_EMPLOYEES;
}

/** Warning 'Plan para un mínimo de N empleados'; N is minsubscribers, defaulting to 1. */
export function collectiveMinimumWarning(
  minsubscribers: number | string | null | undefined,
): string {
  const minimum = positiveInteger(minsubscribers) ?? DEFAULT_WARNING_MIN_EMPLOYEES;
  return `Plan para un mínimo de ${minimum} empleados`;
}

/** An employee or guard count with thousand separators (dots) stripped; null when not a whole number. */
export function parseEmployeeCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : null;
  const digits = value.trim().replace(/\./g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** The count, thousand separators removed, must be at least the minimum. */
export function meetsCollectiveMinimum(
  count: number | string | null | undefined,
  minimum: number,
): boolean {
  const parsed = parseEmployeeCount(count);
  return parsed !== null && parsed >= minimum;
}

export type CoverShare = { company: number; worker: number };

/**
 * Splits a cost by the employer contribution percentage (0-100; values outside are held to
 * the nearest bound): the company pays that percent, the worker the rest.
 */
export function splitCoverShare(cost: number, employerPercentage: number): CoverShare {
  const percentage = Number.isFinite(employerPercentage)
    ? Math.min(100, Math.max(0, employerPercentage))
    : 0;
  const company = (cost * percentage) / 100;
  return { company, worker: cost - company };
}
