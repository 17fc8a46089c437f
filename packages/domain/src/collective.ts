/** Collective (company) insurance rules (comparator spec §5 and §9, profile spec §5). */

/**
 * Company (collective) insurance types (comparator spec §5: 'SEGURO COLECTIVO' and 'EPS';
 * profile spec §3: colectivo). This module is the one owner of "is this product
 * collective": the API prices these per employee, the sites use the company profile and
 * show the minimum-employees warning.
 */
export const COLLECTIVE_INSURANCE_TYPES = ["SEGURO COLECTIVO", "COLECTIVO", "EPS"] as const;
/** The upper type that groups company insurance (Comparar/Empresas). */
const COMPANY_UPPER_TYPE = "EMPRESAS";
/** Occupational risk insurance: its own profile, priced per employee like company insurance. */
export const SCTR_INSURANCE_TYPE = "SCTR";
/** Types whose profile takes no dependants (profile spec §4: colectivo, SCTR and SEGURO COLECTIVO). */
const NO_DEPENDANT_TYPES = ["COLECTIVO", SCTR_INSURANCE_TYPE, "SEGURO COLECTIVO"];
export const DEFAULT_WARNING_MIN_EMPLOYEES = 1;

function positiveInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === "number" ? value : Number(value.trim());
  if (typeof value === "string" && value.trim() === "") return null;
  return Number.isInteger(number) && number > 0 ? number : null;
}

const upper = (name: string | null | undefined) => (name ?? "").trim().toUpperCase();

/** A company insurance type name: 'SEGURO COLECTIVO', 'colectivo' or 'EPS' (any case). */
export function isCollectiveType(insuranceTypeName: string | null | undefined): boolean {
  return (COLLECTIVE_INSURANCE_TYPES as readonly string[]).includes(upper(insuranceTypeName));
}

/** An insurance type as products and categories carry it. */
export type InsuranceTypeNames = {
  name?: string | null;
  upperType?: { name?: string | null } | null;
} | null;

/** Company insurance: its type or upper type is a company type, or its upper type is EMPRESAS. */
export function isCollectiveProduct(type: InsuranceTypeNames | undefined): boolean {
  const upperName = type?.upperType?.name;
  return (
    isCollectiveType(type?.name) ||
    isCollectiveType(upperName) ||
    upper(upperName) === COMPANY_UPPER_TYPE
  );
}

/** Priced per employee when the profile gives an employee count: company insurance and SCTR. */
export function isPricedPerEmployee(type: InsuranceTypeNames | undefined): boolean {
  return (
    isCollectiveProduct(type) ||
    upper(type?.name) === SCTR_INSURANCE_TYPE ||
    upper(type?.upperType?.name) === SCTR_INSURANCE_TYPE
  );
}

/** Adding dependants is not allowed for colectivo, SCTR and SEGURO COLECTIVO. */
export function allowsDependants(insuranceTypeName: string | null | undefined): boolean {
  return !NO_DEPENDANT_TYPES.includes(upper(insuranceTypeName));
}

/**
 * The N of the warning 'Plan para un mínimo de N empleados' (the sites word it in the page's
 * language): minsubscribers, defaulting to 1.
 */
export function collectiveWarningMinimum(
  minsubscribers: number | string | null | undefined,
): number {
  return positiveInteger(minsubscribers) ?? DEFAULT_WARNING_MIN_EMPLOYEES;
}

/** A company profile's employee count: `colectivo.cantidadempleados`, else the top-level field. */
export function companyHeadcount(
  profile:
    | {
        colectivo?: { cantidadempleados?: number | string | null } | null;
        cantidadempleados?: number | string | null;
      }
    | null
    | undefined,
): number | string | null {
  return profile?.colectivo?.cantidadempleados ?? profile?.cantidadempleados ?? null;
}

/** The minimum a company must reach when a plan states none (comparator spec §9). */
export const DEFAULT_CHECK_MIN_EMPLOYEES = 5;

export interface MinimumEmployeesCheck {
  /** The plan's minsubscribers, or DEFAULT_CHECK_MIN_EMPLOYEES when it states none. */
  minimum: number;
  headcount: number;
  meets: boolean;
}

/**
 * A company's headcount against a collective plan's minimum (comparator spec §5: taken from
 * the product's minsubscribers, default 5 when the check is applied). Null when the headcount
 * is unknown: nothing to check.
 */
export function checkMinimumEmployees(
  headcount: number | string | null | undefined,
  minsubscribers: number | string | null | undefined,
): MinimumEmployeesCheck | null {
  const count = parseEmployeeCount(headcount);
  if (count === null) return null;
  const minimum = positiveInteger(minsubscribers) ?? DEFAULT_CHECK_MIN_EMPLOYEES;
  return { minimum, headcount: count, meets: count >= minimum };
}

/** An employee or guard count with thousand separators (dots) stripped; null when not a whole number. */
export function parseEmployeeCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : null;
  const digits = value.trim().replace(/\./g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
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
