import { ApiError, RequestTimeoutError } from "@qs/api-client/api-client";
import { RetryExhaustedError } from "@qs/api-client/retry";
import { encodeProfileLink } from "@qs/domain/profile-link";
import { shareableProfile } from "@qs/domain/shared-profile";

/**
 * What 'Compartir' stores (profile spec §2 "Shared links"): the address the visitor sees, with
 * the profile as query parameter `perfil` (the domain's codec) and its product type as
 * `productType`, so whoever opens it sees the same products priced for the same people.
 */

/** The confirmation stays this long (profile spec §2: shown 2 s). */
export const SHARE_CONFIRMATION_MS = 2000;

export interface SharedAddressInput {
  /** The site's origin, `https://www.queseguro.co`: the API accepts only its approved hosts. */
  origin: string;
  /** The public path and query the visitor sees (language prefix included). */
  pathname: string;
  search: string;
  /** The profile to carry, as stored; null shares the products alone. */
  profile: Record<string, unknown> | null;
  /** The product type of what is shared: says which profile `perfil` is (persons, pets, company). */
  productType: string | null | undefined;
}

export interface SharedAddress {
  url: string;
  /** The profile the address carries (what the API keeps as `decodedProfile`), or null. */
  profile: Record<string, unknown> | null;
}

/**
 * The absolute address to share: the current one without any `perfil`, `productType` or
 * fragment it had, then the visitor's profile (without contact fields, see
 * `shareableProfile`) and the product type.
 */
export function sharedAddress(input: SharedAddressInput): SharedAddress {
  const url = new URL(`${input.pathname}${input.search}`, input.origin);
  url.hash = "";
  url.searchParams.delete("perfil");
  url.searchParams.delete("productType");
  const profile = input.profile ? shareableProfile(input.profile) : null;
  if (profile) url.searchParams.set("perfil", encodeProfileLink(profile));
  if (input.productType) url.searchParams.set("productType", input.productType);
  // Spaces as %20, not '+': the router reads the query with decodeURIComponent. A '+' of the
  // profile's base64 is already %2B, so every '+' left stands for a space.
  url.search = url.search.replace(/\+/g, "%20");
  return { url: url.href, profile };
}

/** The short address to hand out: `/url/{code}` on the site the visitor is on. */
export function shortAddress(origin: string, shortPath: string): string {
  return new URL(shortPath, origin).href;
}

/**
 * The Spanish reason a link could not be made: the API's own words for a refusal (an address
 * outside its approved hosts, too many links), the request core's for a timeout or spent
 * retries; otherwise `fallback`.
 */
export function shareErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.body?.issues?.[0]?.message || error.body?.error || fallback;
  }
  if (error instanceof RetryExhaustedError || error instanceof RequestTimeoutError) {
    return error.message;
  }
  return fallback;
}
