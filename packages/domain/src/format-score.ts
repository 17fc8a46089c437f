/** Score and affinity display (comparator spec §9, reference-data spec §9). */

export const MAX_STARS = 5;

/** Score halved to a 0-5 star scale with one decimal, never above 5 nor below 0. Null for no score. */
export function scoreToStars(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  const stars = Math.round(score * 5) / 10;
  return Math.min(MAX_STARS, Math.max(0, stars));
}

/** Affinity percentage: the distance times 10, rounded to a whole percent. Null for no distance. */
export function affinityPercent(distance: number | null | undefined): number | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return null;
  return Math.round(distance * 10);
}

/** Affinity as shown: '86%'. */
export function formatAffinity(distance: number | null | undefined): string | null {
  const percent = affinityPercent(distance);
  return percent === null ? null : `${percent}%`;
}
