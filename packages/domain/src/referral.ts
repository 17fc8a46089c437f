import { z } from "zod";

/** Referral (referido): the stored record and its lifetime (profile spec §3, §4, §6 and §9). */

export const REFERRAL_LIFETIME_DAYS = 30;

/**
 * The referrer stored in the profile (referido): name, email, initialDate (month/day/year)
 * and, optionally, the sales executive (ejecutivo). The stored record has loggedAs 'referral'.
 */
export const referrerSchema = z.looseObject({
  name: z.string().nullish(),
  email: z.string().nullish(),
  initialDate: z.string().nullish(),
  ejecutivo: z.union([z.string(), z.looseObject({})]).nullish(),
  loggedAs: z.literal("referral").optional(),
});
export type Referrer = z.infer<typeof referrerSchema>;

export type ReferralLike = {
  /** Start date as month/day/year ('3/15/2024'). */
  initialDate?: string | null;
  ejecutivo?: unknown;
};

/** Reads a month/day/year date (anything after the year, such as a time, is ignored). */
export function parseReferralDate(initialDate: string): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(initialDate);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
