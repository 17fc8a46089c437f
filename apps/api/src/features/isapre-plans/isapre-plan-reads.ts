import { isapreBaseAdjustments } from "@qs/catalogs/isapre-base-adjustments";
import { isapres } from "@qs/catalogs/isapres";
import type { PaidFee, PlanBenefit, PlanFee, RiskFactorTable } from "@qs/domain/isapre-plan-data";
import { payFee } from "@qs/domain/isapre-plan-rules";
import { simulationUfValue } from "@qs/pricing/simulate-chile-price";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { isaprePlanData, organizations, productDetails, products } from "../../db/schema";
import { readUfValue } from "../prices/read-uf-value";

/** An active Isapre plan of the country and what its Isapre publishes of it; null otherwise. */
export async function readIsaprePlan(
  db: Executor,
  countryId: number,
  productId: number,
): Promise<{
  factors: RiskFactorTable;
  benefits: PlanBenefit[];
  fees: PlanFee[];
  organizationCode: string | null;
} | null> {
  const [row] = await db
    .select({
      factors: isaprePlanData.factors,
      benefits: isaprePlanData.benefits,
      fees: isaprePlanData.fees,
      organizationCode: organizations.organizationCode,
    })
    .from(isaprePlanData)
    .innerJoin(products, eq(products.id, isaprePlanData.productId))
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(
      and(
        eq(isaprePlanData.productId, productId),
        eq(products.countryId, countryId),
        eq(products.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    factors: row.factors as RiskFactorTable,
    benefits: row.benefits as PlanBenefit[],
    fees: row.fees as PlanFee[],
    organizationCode: row.organizationCode,
  };
}

/**
 * The fee schedule with what the plan pays of each fee by free choice (its share, no more than
 * the benefit's cap at the day's UF value, the price engine's), and the UF value used.
 */
export async function paidFees(
  db: Executor,
  plan: { benefits: PlanBenefit[]; fees: PlanFee[] },
  now: Date,
): Promise<{ ufValue: number; fees: PaidFee[] }> {
  const ufValue = simulationUfValue((await readUfValue(db, now))?.value);
  const coverage = new Map(plan.benefits.map((benefit) => [benefit.code, benefit.freeChoice]));
  return {
    ufValue,
    fees: plan.fees.map((fee) => {
      const cover = coverage.get(fee.benefitCode) ?? { percent: 0, capUf: null };
      return { ...fee, ...payFee(fee.feeClp, cover, ufValue) };
    }),
  };
}

/** The plan's sheet (`healthPlan` of its item). */
export async function readHealthPlan(
  db: Executor,
  productId: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ item: productDetails.item })
    .from(productDetails)
    .where(eq(productDetails.productId, productId))
    .limit(1);
  const plan = (row?.item as { healthPlan?: Record<string, unknown> | null } | undefined)
    ?.healthPlan;
  return plan ?? null;
}

/** The Isapre of the reference data with `code`, its adjustments and its listed organization. */
export async function readIsapre(db: Executor, countryId: number, code: number) {
  const isapre = isapres.find((entry) => entry.codigodelaisapre === code);
  if (!isapre) return null;
  const [organization] = await db
    .select({
      id: organizations.id,
      displayName: organizations.displayName,
      url: organizations.url,
    })
    .from(organizations)
    .where(
      and(
        eq(organizations.countryId, countryId),
        eq(organizations.organizationType, "ISAPRE"),
        eq(organizations.organizationCode, String(code)),
      ),
    )
    .limit(1);
  return {
    code: isapre.codigodelaisapre,
    name: isapre.nombreisapre,
    open: isapre.abierta,
    gesPriceUf: isapre.preciogesl,
    baseAdjustments: isapreBaseAdjustments[code] ?? [],
    organization: organization ?? null,
  };
}
