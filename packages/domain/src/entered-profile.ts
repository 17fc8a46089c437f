/**
 * Whether the visitor has entered their data in a profile, read without the profile's zod
 * schemas: every page asks it before its first render, so it stays out of ./profile, whose
 * schemas are built when the module loads and would bring zod into the first-load script.
 */

/**
 * Whether the visitor has entered their data in a profile (its `ingresodatos` is true): only
 * then is the profile priced, sent, shared or sorted by; until then every price is the
 * default person's.
 */
export function hasEnteredProfile<P extends { ingresodatos?: boolean | null | undefined }>(
  profile: P | null | undefined,
): profile is P & { ingresodatos: true } {
  return profile?.ingresodatos === true;
}

/** The profile when the visitor has entered their data in it (hasEnteredProfile), else null. */
export function enteredProfile<P extends { ingresodatos?: boolean | null | undefined }>(
  profile: P | null | undefined,
): (P & { ingresodatos: true }) | null {
  return hasEnteredProfile(profile) ? profile : null;
}
