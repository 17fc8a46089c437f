import type { InsurerQuality } from "./insurer-quality";

/**
 * The rules of the insurers' quality figures (`insurer-quality.ts` holds their shapes), free of
 * zod so a card can read them without loading the schema library.
 */

/** The best rating a review gives (reference-data spec §9). */
const REVIEW_BEST_RATING = 10;

/** A review rating on the sites' 0-5 star scale: halved, one decimal, at most 5. */
export function starRating(rating: number): number {
  return Math.min(5, Math.round((rating / (REVIEW_BEST_RATING / 5)) * 10) / 10);
}

/** The figures a comparison and a plan page show, in this order. */
export const QUALITY_FIGURES = [
  "reviews",
  "complaintIndex",
  "claimsPaidPercent",
  "resolutionDays",
] as const;
export type QualityFigure = (typeof QUALITY_FIGURES)[number];

/** Whether an insurer has any figure to show. */
export function hasQualityFigures(quality: InsurerQuality | null | undefined): boolean {
  return Boolean(quality && (quality.regulator || quality.reviews));
}
