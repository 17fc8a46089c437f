/**
 * The ponderation weight of the internal-traffic panel (profile spec §5 "Ponderation input:
 * number from 0 to 1; a numeric field is truncated to 3 digits"): a typed value is truncated,
 * never rounded, to three decimals and kept between 0 and 1.
 */

export const PONDERATION_MIN = 0;
export const PONDERATION_MAX = 1;
export const PONDERATION_DIGITS = 3;

/** The typed value as a ponderation: null when empty or not a number, else clamped and truncated. */
export function normalisePonderation(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = typeof input === "number" ? String(input) : input.trim().replace(",", ".");
  if (text === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (value <= PONDERATION_MIN) return PONDERATION_MIN;
  if (value >= PONDERATION_MAX) return PONDERATION_MAX;
  // Truncate on the decimal text, so 0.1239 is 0.123 and binary rounding (0.29*1000) cannot bite.
  const [whole, decimals = ""] = value.toFixed(12).split(".");
  return Number(`${whole}.${decimals.slice(0, PONDERATION_DIGITS)}`);
}
