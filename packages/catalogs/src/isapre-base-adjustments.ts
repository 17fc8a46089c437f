/**
 * Each open Isapre's yearly adjustment of its plans' base price, in percent, in the shape the
 * Superintendencia de Salud publishes them (one figure a year per Isapre). DEMO VALUES, close
 * to the published range: production loads the Superintendencia's series. The ten-year cost
 * of an Isapre plan assumes the average of the last five years goes on.
 */

export interface BaseAdjustment {
  year: number;
  percent: number;
}

/** Where the figures come from, as the sites cite them. */
export const BASE_ADJUSTMENT_SOURCE =
  "Superintendencia de Salud, adecuación anual de precios base (valores de demostración)";

const series = (values: readonly number[]): BaseAdjustment[] =>
  values.map((percent, index) => ({ year: 2021 + index, percent }));

export const isapreBaseAdjustments: Record<number, BaseAdjustment[]> = {
  67: series([0, 7.4, 6.8, 3.9, 7.1]),
  78: series([0, 7.6, 7.0, 4.1, 7.3]),
  80: series([0, 6.9, 6.5, 3.6, 6.8]),
  81: series([0, 8.0, 7.2, 4.4, 7.6]),
  99: series([0, 7.3, 6.9, 3.8, 7.0]),
  107: series([0, 7.5, 7.1, 4.0, 7.2]),
  108: series([0, 6.6, 6.2, 3.5, 6.5]),
};

/** The yearly adjustment a projection assumes: the average of the last five published, in percent. */
export function assumedYearlyAdjustment(isapreCode: number | null): number {
  const known = isapreCode === null ? undefined : isapreBaseAdjustments[isapreCode];
  if (!known || known.length === 0) return 0;
  const last = known.slice(-5);
  return (
    Math.round((last.reduce((sum, entry) => sum + entry.percent, 0) / last.length) * 100) / 100
  );
}
