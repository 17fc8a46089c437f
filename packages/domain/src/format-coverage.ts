/** Coverage, benefit and plan display rules (comparator spec §8-§9, profile spec §5, reference-data spec §4). */

/*
 * The sites word the texts of these rules in the page's language: a product without coverage
 * tags reads 'No disponemos de informacion de coberturas o beneficios para este producto', a
 * value below 0 'No Cubre'.
 */

export const GRID_BENEFITS = 4;
export const LIST_BENEFITS = 15;

/** Coverage tags shown on a card: up to 2 when more than one exists, otherwise 1. */
export function visibleCoverageTags<T>(tags: readonly T[]): T[] {
  return tags.slice(0, tags.length > 1 ? 2 : 1);
}

export type BenefitsView = "grid" | "list";

export type VisibleBenefits<T> = {
  shown: T[];
  /** Benefits left out. */
  hidden: number;
  /** '+N' for the grid overflow; null in the list or when nothing is left out. */
  overflowLabel: string | null;
};

/** Other benefits shown: up to 4 in grid (with a '+N' overflow) and up to 15 in list. */
export function visibleBenefits<T>(benefits: readonly T[], view: BenefitsView): VisibleBenefits<T> {
  const limit = view === "grid" ? GRID_BENEFITS : LIST_BENEFITS;
  const shown = benefits.slice(0, limit);
  const hidden = benefits.length - shown.length;
  return { shown, hidden, overflowLabel: view === "grid" && hidden > 0 ? `+${hidden}` : null };
}

function coveragePart(value: number, notCovered: string): string {
  return value >= 0 ? `${value}%` : notCovered;
}

/**
 * Coverage value: 0 or more shows as a percent, lower shows `notCovered` (the page's 'No
 * Cubre'); a second distinct value makes a range 'a% - b%'. Null when there is no value.
 */
export function formatCoverageValue(
  value: number | null | undefined,
  secondValue: number | null | undefined,
  notCovered: string,
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (
    secondValue !== null &&
    secondValue !== undefined &&
    Number.isFinite(secondValue) &&
    secondValue !== value
  ) {
    return `${coveragePart(value, notCovered)} - ${coveragePart(secondValue, notCovered)}`;
  }
  return coveragePart(value, notCovered);
}
