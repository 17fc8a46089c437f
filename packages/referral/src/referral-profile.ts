import { formatReferralDate } from "@qs/domain/referral-expiry";
import { profileStore } from "@qs/profile-forms/profile-store";
import type { FoundAdvisor } from "./referral-dialog";

/**
 * The referral kept in the visitor's profile (profile spec §3 "Referrer (referido)"): name,
 * email, initialDate (month/day/year) and the executive when the advisor has one, marked
 * loggedAs 'referral'. The e-mail the visitor typed is kept beside it, since the referral
 * toggles rule compares the two (`@qs/domain/referral-toggles`).
 */

export const REFERRAL_TYPED_EMAIL_KEY = "qs.referralTypedEmail";

/** Saves the found advisor as the profile's referral under `key`, starting today. */
export function saveReferral(
  key: string,
  advisor: FoundAdvisor,
  typedEmail: string,
  now: Date = new Date(),
): void {
  const store = profileStore(key);
  const profile = store.getState().profile ?? {};
  store.getState().save({
    ...profile,
    referido: {
      name: advisor.name,
      email: advisor.email,
      initialDate: formatReferralDate(now),
      ...(typeof advisor.ejecutivo === "string" ||
      (typeof advisor.ejecutivo === "object" && advisor.ejecutivo !== null)
        ? { ejecutivo: advisor.ejecutivo as string | Record<string, unknown> }
        : {}),
      loggedAs: "referral",
    },
  });
  try {
    localStorage.setItem(REFERRAL_TYPED_EMAIL_KEY, typedEmail);
  } catch {
    // Without storage the typed e-mail lives for this page only.
  }
}

/** Removes the profile's referral under `key` (lookup failed, or staff disabled it). */
export function removeReferral(key: string): void {
  const store = profileStore(key);
  const profile = store.getState().profile;
  if (profile && "referido" in profile) {
    const { referido: _removed, ...rest } = profile;
    store.getState().save(rest);
  }
  try {
    localStorage.removeItem(REFERRAL_TYPED_EMAIL_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The e-mail typed in the referral dialog, if any. */
export function readTypedReferralEmail(): string | null {
  try {
    return localStorage.getItem(REFERRAL_TYPED_EMAIL_KEY);
  } catch {
    return null;
  }
}
