import { hasEnteredProfile } from "./entered-profile";

/**
 * The profile a shared link carries (profile spec §2 "a shared-profile link uses query
 * parameters perfil and productType"; `referidoPorLink` is "set on share"). A link is read by
 * whoever holds it, so it carries only what prices a plan: who is insured (ages, sex, health
 * system, income, pets, headcount), never who the visitor is or how to reach them, and never
 * the consent kept beside the profile (the receiver gives their own).
 *
 * Opening a link whose profile differs from the one the visitor already keeps must not
 * silently replace theirs: `sharedProfileChoice` says whether to save it, leave things as they
 * are, or ask.
 */

type Profile = Record<string, unknown>;

/**
 * Fields that name or reach the visitor, the consent receipt, and prices computed earlier
 * (they would be stale for whoever opens the link, who is priced afresh).
 */
export const UNSHARED_PROFILE_FIELDS = [
  "email",
  "rut",
  "telefono",
  "nombre",
  "idSalesforce",
  "referido",
  "consentimiento",
  "precios",
  "prices",
  "preciosSeguros",
] as const;

const unshared = new Set<string>(UNSHARED_PROFILE_FIELDS);

/** The profile as a shared link carries it: without `UNSHARED_PROFILE_FIELDS`, marked `referidoPorLink`. */
export function shareableProfile(profile: Profile): Profile {
  const shared: Profile = {};
  for (const [key, value] of Object.entries(profile)) {
    if (!unshared.has(key)) shared[key] = value;
  }
  shared.referidoPorLink = true;
  return shared;
}

/** A value with object keys sorted and empty values (null, undefined) left out, for comparison. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Profile)
    .filter(([, each]) => each !== null && each !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, each]) => [key, canonical(each)] as const);
  return Object.fromEntries(entries);
}

/** What a profile says about who is insured, in a comparable form. */
function insuredPart(profile: Profile): string {
  const { referidoPorLink: _marker, ...rest } = shareableProfile(profile);
  return JSON.stringify(canonical(rest));
}

/**
 * True when two profiles describe the same insured people: contact fields, the consent,
 * earlier prices, the link marker, key order and empty values do not count.
 */
export function sameInsuredProfile(a: Profile, b: Profile): boolean {
  return insuredPart(a) === insuredPart(b);
}

/**
 * What to do with a profile arriving in a link, given the one stored under the same key:
 * - `save`: nothing entered is stored (no profile, or one whose data was never entered);
 * - `same`: the stored profile already describes the same people: nothing changes, no question;
 * - `ask`: the visitor keeps a different profile: ask before replacing it.
 */
export type SharedProfileChoice = "save" | "same" | "ask";

export function sharedProfileChoice(
  stored: Profile | null | undefined,
  incoming: Profile,
): SharedProfileChoice {
  if (!hasEnteredProfile(stored)) return "save";
  return sameInsuredProfile(stored, incoming) ? "same" : "ask";
}
