import type { BenefitCoverage, RiskFactorTable } from "./isapre-plan-data";

/**
 * The rules of an Isapre plan's data (`isapre-plan-data.ts` holds its shapes), free of zod so
 * the plan page's tabs read them without the schema library.
 */

/** The groups of benefits, in the order the plan page shows them. */
export const BENEFIT_GROUPS = ["hospitalaria", "ambulatoria", "urgencia", "parto"] as const;

/**
 * What a plan pays of a fee under free choice: its share of the fee, no more than the cap
 * converted at `ufValue`; the household pays the rest. Whole pesos.
 */
export function payFee(
  feeClp: number,
  coverage: BenefitCoverage,
  ufValue: number,
): { paidClp: number; copayClp: number } {
  const share = Math.round((feeClp * coverage.percent) / 100);
  const cap =
    coverage.capUf === null ? Number.POSITIVE_INFINITY : Math.round(coverage.capUf * ufValue);
  const paidClp = Math.min(share, cap);
  return { paidClp, copayClp: feeClp - paidClp };
}

/** The monthly price of one person of `age` from the table: base times factor, plus GES, in UF. */
export function priceFromFactors(
  table: RiskFactorTable,
  age: number,
  role: "policyholder" | "dependant",
): number | null {
  const band = table.factors.find((entry) => age >= entry.ageMin && age <= entry.ageMax);
  if (!band) return null;
  return Math.round((table.basePriceUf * band[role] + table.gesPriceUf) * 100) / 100;
}
