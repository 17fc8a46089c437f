import { z } from "zod";

/**
 * What a plan will cost the household in each of the next years (POST
 * /api/insurance/{id}/costProjection): every person a year older each year, priced from the
 * plan's age bands, plus the care the household is expected to use at those ages; an Isapre
 * plan's premiums also grow by its assumed yearly base-price adjustment.
 */
export const costProjectionYearSchema = z.object({
  /** The calendar year. */
  year: z.number().int(),
  /** The insured persons' ages that year. */
  ages: z.array(z.number().int().nonnegative()),
  /** Twelve months of premiums, after the assumed adjustment; null when the plan prices nobody. */
  premiums: z.number().nonnegative().nullable(),
  /** The expected out-of-pocket of the household's care that year. */
  outOfPocket: z.number().nonnegative().nullable(),
  total: z.number().nonnegative().nullable(),
});
export type CostProjectionYear = z.infer<typeof costProjectionYearSchema>;

export const costProjectionSchema = z.object({
  /** The currency of every amount (pesos for UF plans). */
  currency: z.string().min(1),
  /** The yearly base-price adjustment assumed, in percent (0: today's prices by age band). */
  yearlyAdjustmentPercent: z.number(),
  /** Where the adjustment comes from; null without one. */
  adjustmentSource: z.string().nullable(),
  /** The UF value UF premiums were converted with, kept for every year; null without UF. */
  ufValue: z.number().positive().nullable(),
  years: z.array(costProjectionYearSchema),
  /** What the first five and the ten years add up to; null when a year has no total. */
  fiveYears: z.number().nonnegative().nullable(),
  tenYears: z.number().nonnegative().nullable(),
});
export type CostProjection = z.infer<typeof costProjectionSchema>;

/** Years a projection covers. */
export const PROJECTION_YEARS = 10;
