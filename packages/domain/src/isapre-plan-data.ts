import { z } from "zod";
import { BENEFIT_GROUPS } from "./isapre-plan-rules";

/**
 * What an Isapre publishes of each plan beyond its price (profile spec §8: GET
 * /api/infoplanes/{factores, prestaciones, aranceles, infoplan}): the risk-factor table its
 * price is built from, the benefits (prestaciones) with their coverage under each modality,
 * and the fee schedule (aranceles) the coverage is paid against.
 */

/** One age band of the factor table: the plan's base price times the factor, per person. */
export const riskFactorSchema = z.object({
  ageMin: z.number().int().nonnegative(),
  ageMax: z.number().int().nonnegative(),
  /** The factor of the policyholder (cotizante). */
  policyholder: z.number().nonnegative(),
  /** The factor of a dependant (carga). */
  dependant: z.number().nonnegative(),
});

/** The factor table of a plan and the base price it multiplies. */
export const riskFactorTableSchema = z.object({
  /** The plan's base price in UF a month. */
  basePriceUf: z.number().positive(),
  /** The GES price the Isapre adds per person, in UF a month. */
  gesPriceUf: z.number().nonnegative(),
  factors: z.array(riskFactorSchema).min(1),
});
export type RiskFactorTable = z.infer<typeof riskFactorTableSchema>;

/** How a benefit is paid under one modality: a share of the fee, up to a cap. */
export const benefitCoverageSchema = z.object({
  /** Share of the fee the plan pays, in percent. */
  percent: z.number().min(0).max(100),
  /** The most it pays per event, in UF; null is 'Sin tope'. */
  capUf: z.number().positive().nullable(),
});
export type BenefitCoverage = z.infer<typeof benefitCoverageSchema>;

/** A benefit (prestación) and how the plan covers it in its preferred network and by free choice. */
export const planBenefitSchema = z.object({
  code: z.string().min(1),
  group: z.enum(BENEFIT_GROUPS),
  name: z.string().min(1),
  /** Null where the plan has no preferred network for it. */
  preferred: benefitCoverageSchema.nullable(),
  freeChoice: benefitCoverageSchema,
});
export type PlanBenefit = z.infer<typeof planBenefitSchema>;

/** A fee of the Isapre's schedule: a procedure, its fee, and the benefit that covers it. */
export const planFeeSchema = z.object({
  /** The procedure's code in the national schedule (7 digits). */
  code: z.string().regex(/^\d{7}$/),
  name: z.string().min(1),
  /** The fee the Isapre pays against, in pesos. */
  feeClp: z.number().int().positive(),
  /** The benefit (`PlanBenefit.code`) whose coverage applies. */
  benefitCode: z.string().min(1),
});
export type PlanFee = z.infer<typeof planFeeSchema>;

/** A fee with what the plan pays of it and what is left for the household, in pesos. */
export const paidFeeSchema = planFeeSchema.extend({
  /** Under free choice, the preferred network's coverage being on the benefits list. */
  paidClp: z.number().int().nonnegative(),
  copayClp: z.number().int().nonnegative(),
});
export type PaidFee = z.infer<typeof paidFeeSchema>;

/** GET /api/infoplanes/prestaciones: the plan's benefits by group. */
export const planBenefitsAnswerSchema = z.object({
  productId: z.number().int(),
  benefits: z.array(planBenefitSchema),
});

/** GET /api/infoplanes/aranceles: the fee schedule with what the plan pays of each fee. */
export const planFeesAnswerSchema = z.object({
  productId: z.number().int(),
  /** The UF value the caps were converted with, and its day. */
  ufValue: z.number().positive(),
  fees: z.array(paidFeeSchema),
});
export type PlanFeesAnswer = z.infer<typeof planFeesAnswerSchema>;

/** GET /api/infoplanes/factores. */
export const planFactorsAnswerSchema = riskFactorTableSchema.extend({
  productId: z.number().int(),
});
export type PlanFactorsAnswer = z.infer<typeof planFactorsAnswerSchema>;

/** GET /api/infoplanes/infoplan: the plan's sheet, its base price and its Isapre. */
export const planInfoAnswerSchema = z.object({
  productId: z.number().int(),
  /** The plan's code, line, modality, coverage area, annual top, restrictions, start and state. */
  healthPlan: z.record(z.string(), z.unknown()).nullable(),
  basePriceUf: z.number().positive(),
  gesPriceUf: z.number().nonnegative(),
  isapre: z.object({ code: z.number().int(), name: z.string().nullable(), open: z.boolean() }),
});

/** GET /api/isapres/{id}: an Isapre of the reference data and its yearly base-price adjustments. */
export const isapreAnswerSchema = z.object({
  code: z.number().int(),
  name: z.string().nullable(),
  open: z.boolean(),
  /** The GES price in UF per person a month; null where none is known. */
  gesPriceUf: z.number().nonnegative().nullable(),
  baseAdjustments: z.array(z.object({ year: z.number().int(), percent: z.number() })),
  adjustmentSource: z.string(),
  /** The Isapre as the comparator lists it (its plans' insurer); null when none is listed. */
  organization: z
    .object({ id: z.number().int(), displayName: z.string(), url: z.string().nullable() })
    .nullable(),
});
