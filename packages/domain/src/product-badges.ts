/** Badges that depend on dates (comparator spec §4 and §9, profile spec §4). */

export const NEW_PRODUCT_MONTHS = 2;

/** A date given as a Date, an ISO string or a timestamp; null when it is not a valid date. */
export type DateInput = Date | string | number;

function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The same instant `months` calendar months earlier; a day missing in the target month
 * becomes that month's last day (30 April − 2 months → 28/29 February).
 */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() - months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

/** True when `start` is after 2 months before `now`; exactly two months ago is not new. */
function isWithinNewPeriod(start: DateInput | null | undefined, now: Date): boolean {
  const date = toDate(start);
  if (!date) return false;
  return date.getTime() > monthsBefore(now, NEW_PRODUCT_MONTHS).getTime();
}

/** 'new' badge: the product has been available for under two months. */
export function isNewProduct(availableSince: DateInput | null | undefined, now: Date): boolean {
  return isWithinNewPeriod(availableSince, now);
}
