import { z } from "zod";

/**
 * The estimated yearly cost of a plan ('Costo anual estimado'): what a household pays in a
 * year, premiums plus the expected out-of-pocket of its care under a stated usage profile.
 * The assumptions travel with every answer, so what the visitor reads beside the figure is
 * exactly what produced it. The reference data lives in `@qs/catalogs/yearly-cost-assumptions`,
 * the rule in `@qs/pricing/estimate-yearly-cost`.
 */

/** The kinds of care the usage profile counts. */
export const careServiceSchema = z.enum(["consultation", "exam", "hospitalisation"]);
export type CareService = z.infer<typeof careServiceSchema>;

/** How much care one person of an age band is assumed to use in a year. */
export const usageBandSchema = z.object({
  ageMin: z.number().int().nonnegative(),
  ageMax: z.number().int().nonnegative(),
  /** Medical consultations (general or specialist) a year. */
  consultations: z.number().int().nonnegative(),
  /** Laboratory or imaging exams a year. */
  exams: z.number().int().nonnegative(),
  /** Probability of one hospital stay in the year, 0 to 1. */
  hospitalisationProbability: z.number().min(0).max(1),
});
export type UsageBand = z.infer<typeof usageBandSchema>;

/** What one use of each kind of care is assumed to cost without insurance, in one currency. */
export const unitCostsSchema = z.object({
  consultation: z.number().nonnegative(),
  exam: z.number().nonnegative(),
  /** One hospital stay, all included (room, fees, theatre, medicines). */
  hospitalisation: z.number().nonnegative(),
});
export type UnitCosts = z.infer<typeof unitCostsSchema>;

/** The marketplace's published assumptions: the usage profile and the reference unit costs. */
export const yearlyCostReferenceSchema = z.object({
  /** Version of the published assumptions ('2026-11'). */
  version: z.string().min(1),
  bands: z.array(usageBandSchema).min(1),
  /** Reference unit costs by currency code (COP, CLP, PEN, USD). */
  unitCosts: z.record(z.string(), unitCostsSchema),
});
export type YearlyCostReference = z.infer<typeof yearlyCostReferenceSchema>;

/**
 * Where the coverage of a kind of care came from: 'plan' when the plan states it, 'noData'
 * when the plan states no coverage for it and the estimate assumes the visitor pays it all.
 */
export const coverageBasisSchema = z.enum(["plan", "noData"]);

/** The expected out-of-pocket of one kind of care for the whole household. */
export const yearlyCostLineSchema = z.looseObject({
  service: careServiceSchema,
  /** Uses the household is expected to have in the year (hospital stays: the sum of probabilities). */
  expectedUses: z.number().nonnegative(),
  /** The reference cost of one use, in the estimate's currency. */
  unitCost: z.number().nonnegative(),
  /** Share of each use the plan pays after the copay (0 to 1); null when the plan states none. */
  coveredShare: z.number().min(0).max(1).nullable(),
  /** The fixed amount the visitor pays per use before the plan's share; null when none is stated. */
  copay: z.number().nonnegative().nullable(),
  /** True when a top of the plan (per use or per year) limited what it pays. */
  capped: z.boolean(),
  outOfPocket: z.number().nonnegative(),
  basis: coverageBasisSchema,
});
export type YearlyCostLine = z.infer<typeof yearlyCostLineSchema>;

/** A band of the usage profile with how many persons of the household fall in it. */
export const usedBandSchema = usageBandSchema.extend({ persons: z.number().int().positive() });

export const yearlyCostSchema = z.looseObject({
  /** The currency of every amount (the UF plans' pesos, CLP). */
  currency: z.string().min(1),
  /** What the household pays a month after the offers, in `currency`. */
  monthlyPremium: z.number().nonnegative(),
  /** Twelve months of it. */
  premiums: z.number().nonnegative(),
  /** The expected out-of-pocket of the household's care, whole currency units. */
  outOfPocket: z.number().nonnegative(),
  total: z.number().nonnegative(),
  lines: z.array(yearlyCostLineSchema),
  assumptions: z.looseObject({
    version: z.string(),
    /** The bands of the usage profile the household's persons fall in. */
    bands: z.array(usedBandSchema),
    unitCosts: unitCostsSchema,
    /** The UF value (in pesos) UF premiums and amounts were converted with; null when none was. */
    ufValue: z.number().positive().nullable(),
    /** Dependants under 2 who pay only the GES price: their care is counted in full. */
    gesOnlyPersons: z.number().int().positive().optional(),
  }),
});
export type YearlyCost = z.infer<typeof yearlyCostSchema>;
