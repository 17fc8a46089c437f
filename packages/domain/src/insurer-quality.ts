import { z } from "zod";

/**
 * How an insurer treats its customers: the figures its country's regulator publishes
 * (complaints, claims paid, resolution time), each with its source and date, and what
 * visitors say of it (review rating and count, reference-data spec §9 "best rating 10",
 * "score display halved to a 0 to 5 star scale, one decimal, maximum 5").
 *
 * They inform; they never place a plan. No order of `sort-orders` reads them, and the ranking
 * note says so.
 */

/** A day as the regulator dates its publication: 'YYYY-MM-DD'. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a day such as 2026-06-30");

/** A figure the regulator did not publish is null, or absent where answers leave nulls out. */
export const regulatorFiguresSchema = z.object({
  /** Complaints received per 10,000 policies (or contracts) in force over the period. */
  complaintIndex: z.number().nonnegative().nullish(),
  /** Share of the claims filed over the period that were paid, in percent. */
  claimsPaidPercent: z.number().min(0).max(100).nullish(),
  /** Average days the insurer took to answer a complaint. */
  resolutionDays: z.number().nonnegative().nullish(),
  /** Who publishes the figures: 'Superintendencia Financiera de Colombia'. */
  source: z.string().min(1),
  /** Where the publication is. */
  sourceUrl: z.url().nullish(),
  /** The day the figures close. */
  asOf: isoDay,
  /** Demonstration values in the regulator's shape, not its publication (absent: published). */
  demo: z.boolean().optional(),
});

export const insurerReviewsSchema = z.object({
  /** Average rating out of `REVIEW_BEST_RATING`. */
  rating: z.number().min(0).max(10),
  count: z.number().int().nonnegative(),
  /** Demonstration values, not reviews of real customers (absent: real reviews). */
  demo: z.boolean().optional(),
});

export const insurerQualitySchema = z.object({
  /**
   * Null (or absent: the listing's items leave nulls out) where the insurer's regulator
   * publishes no such figures (international plans).
   */
  regulator: regulatorFiguresSchema.nullish(),
  /** Null or absent without reviews. */
  reviews: insurerReviewsSchema.nullish(),
});
export type InsurerQuality = z.infer<typeof insurerQualitySchema>;
