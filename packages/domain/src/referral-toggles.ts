/**
 * Which staff options a referral allows (profile spec §4 "Referral toggles"): the
 * configuration options show only when the referral e-mail is at an internal domain and
 * equals the typed one, or when there is no referral e-mail; otherwise every toggle is
 * turned off and a click on the panel disables the referral. The spec does not list the
 * internal domains: the product's own domain is the default, and callers may pass others.
 */

/** The company's own e-mail domains: a referral at one of them is a member of staff. */
export const INTERNAL_EMAIL_DOMAINS: readonly string[] = ["queseguro.com"];

/** True when the address belongs to one of the internal domains (or a subdomain of one). */
export function isInternalEmail(
  email: string | null | undefined,
  domains: readonly string[] = INTERNAL_EMAIL_DOMAINS,
): boolean {
  const at = email?.trim().toLowerCase().lastIndexOf("@") ?? -1;
  if (!email || at < 1) return false;
  const host = email
    .trim()
    .toLowerCase()
    .slice(at + 1);
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export interface ReferralTogglesInput {
  /** The stored referral's e-mail (referido.email), if any. */
  referralEmail: string | null | undefined;
  /** The e-mail the visitor typed in the referral dialog, if any. */
  typedEmail: string | null | undefined;
  internalDomains?: readonly string[];
}

export interface ReferralTogglesDecision {
  /** The toggle list and the other configuration options are shown. */
  showOptions: boolean;
  /** Every toggle must be switched off, and a click disables the referral. */
  disableToggles: boolean;
}

const normal = (email: string | null | undefined) => email?.trim().toLowerCase() ?? "";

/** The spec's referral-toggles rule. */
export function referralToggles(input: ReferralTogglesInput): ReferralTogglesDecision {
  const referral = normal(input.referralEmail);
  const allowed =
    referral === "" ||
    (isInternalEmail(referral, input.internalDomains) && referral === normal(input.typedEmail));
  return { showOptions: allowed, disableToggles: !allowed };
}
