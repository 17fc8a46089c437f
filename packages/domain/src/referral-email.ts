/**
 * The referral dialog's e-mail field (profile spec §5 "Referral e-mail input: type email, max
 * length 50"; the e-mail rule of the reference-data spec §5: a local part of 1 to 64 letters,
 * digits and ._%+-, then @, a domain and a top-level part of at least 2 letters). The next
 * button stays disabled until the value passes.
 */

export const REFERRAL_EMAIL_MAX_LENGTH = 50;

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** True when the typed value is an e-mail the referral lookup may be asked about. */
export function isReferralEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= REFERRAL_EMAIL_MAX_LENGTH && EMAIL.test(email);
}
