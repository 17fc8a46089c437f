/**
 * How long a referral lasts (profile spec §4 "A referral expires and is removed after more
 * than 30 days unless it has an executive", §9 "Referral lifetime"). The referral's
 * `initialDate` is stored as month/day/year; the rule is applied whenever the profile is
 * read, so an expired referral never reaches a request.
 */

export const REFERRAL_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shape of a stored referral the rule reads. */
export interface ReferralDates {
  initialDate?: string | null;
  ejecutivo?: unknown;
}

/** "MM/DD/YYYY" for a date (the referral's initialDate), in the browser's calendar. */
export function formatReferralDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** The local midnight of a "M/D/YYYY" date, or null when it is not a real date. */
export function parseReferralDate(value: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

function hasExecutive(ejecutivo: unknown): boolean {
  if (typeof ejecutivo === "string") return ejecutivo.trim() !== "";
  return typeof ejecutivo === "object" && ejecutivo !== null && Object.keys(ejecutivo).length > 0;
}

/**
 * True when the referral must be removed: more than 30 days since its initialDate and no
 * executive. A referral without a readable date has no age to measure and is removed too
 * (unless it has an executive), so a broken record cannot live for ever.
 */
export function isReferralExpired(referral: ReferralDates, now: Date): boolean {
  if (hasExecutive(referral.ejecutivo)) return false;
  const start = referral.initialDate ? parseReferralDate(referral.initialDate) : null;
  if (!start) return true;
  return now.getTime() - start.getTime() > REFERRAL_LIFETIME_DAYS * DAY_MS;
}

/** The profile without its referral (`referido`) when that referral expired; else as it is. */
export function withoutExpiredReferral<T extends object>(profile: T, now: Date): T {
  const referral = (profile as { referido?: unknown }).referido;
  if (typeof referral !== "object" || referral === null) return profile;
  if (!isReferralExpired(referral as ReferralDates, now)) return profile;
  const { referido: _expired, ...rest } = profile as T & { referido?: unknown };
  return rest as T;
}
