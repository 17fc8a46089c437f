/** Score and affinity display (comparator spec §9, reference-data spec §9). */

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
