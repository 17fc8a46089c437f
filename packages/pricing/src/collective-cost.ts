import { type CoverShare, parseEmployeeCount, splitCoverShare } from "@qs/domain/collective";
import { type CollectivePriceBasis, collectivePriceSuffix } from "@qs/domain/format-money";

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

export type CostShare = CoverShare & { cost: number };

export type CollectiveCost = {
  employees: number;
  perEmployee: CostShare;
  total: CostShare;
};

function share(cost: number, employerPercentage: number): CostShare {
  return { cost, ...splitCoverShare(cost, employerPercentage) };
}

/**
 * The cost of a collective plan split by the slider's employer percentage (0-100, held to
 * the nearest bound): the company pays that percent and the worker the rest, per employee
 * and for the whole company. The price is per employee or the company total as `basis`
 * says. Null when the employee count is not a whole number above 0.
 */
export function collectiveCost(input: {
  price: number;
  basis: CollectivePriceBasis;
  employees: Count;
  employerPercentage: number;
}): CollectiveCost | null {
  const employees = parseEmployeeCount(input.employees);
  if (employees === null || employees === 0) return null;
  const perEmployee = input.basis === "perEmployee" ? input.price : input.price / employees;
  const total = input.basis === "total" ? input.price : input.price * employees;
  return {
    employees,
    perEmployee: share(perEmployee, input.employerPercentage),
    total: share(total, input.employerPercentage),
  };
}

export type CollectiveCostView = CostShare & { basis: CollectivePriceBasis; suffix: string };

/** The figures to show for a basis with their suffix: ' p/empl' per employee, ' Total' for the company. */
export function collectiveCostView(
  cost: CollectiveCost,
  basis: CollectivePriceBasis,
): CollectiveCostView {
  const figures = basis === "perEmployee" ? cost.perEmployee : cost.total;
  return { ...figures, basis, suffix: collectivePriceSuffix(basis) };
}
