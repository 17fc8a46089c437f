/** Next operation date of an insurer (reference-data spec §4). */

export type OperationDay = { day: number; month: number };

/** Reads 'day-month' strings ('15-3', '05-03'); malformed entries are skipped. */
export function parseOperationDates(operationDates: readonly string[]): OperationDay[] {
  const days: OperationDay[] = [];
  for (const entry of operationDates) {
    const match = /^\s*(\d{1,2})-(\d{1,2})\s*$/.exec(entry);
    if (!match) continue;
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) days.push({ day, month });
  }
  return days;
}

/**
 * If today's day of month is past the insurer's operation day for the current month, the
 * next date is the first day of the month after next; otherwise (on or before that day, or
 * with no operation day for this month) it is the first of next month. Local calendar dates.
 */
export function nextOperationDate(today: Date, operationDates: readonly string[]): Date {
  const month = today.getMonth() + 1;
  const operation = parseOperationDates(operationDates).find((entry) => entry.month === month);
  const monthsAhead = operation && today.getDate() > operation.day ? 2 : 1;
  return new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);
}
