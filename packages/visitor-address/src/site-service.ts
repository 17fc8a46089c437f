import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { normalizeAddress } from "./client-address";

/**
 * The site service credential. A site server renders pages for visitors and calls the API on
 * their behalf; without more, the API would count every visitor as the site server's own
 * address, and one visitor who earned a robot flag or spent a rate limit would spend it for
 * everyone the server renders for. So the site server sends, with each call made for a
 * visitor, a shared secret (`SITE_SERVICE_TOKEN`, the same value on the API and on every site
 * server) and the address of the visitor it is rendering for. The API counts that address
 * only when the secret matches; anyone else's `X-Visitor-Address` is ignored, as is
 * `X-Forwarded-For` from a peer that is not a trusted proxy.
 */

/** The header that carries the site service credential. */
export const SITE_SERVICE_HEADER = "x-site-service";
/** The header that carries the address of the visitor a site server renders for. */
export const VISITOR_ADDRESS_HEADER = "x-visitor-address";
/** The shortest credential a server accepts (a random 32-byte value is 43 characters). */
export const SITE_SERVICE_TOKEN_MIN_LENGTH = 32;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether `given` is the credential, compared in constant time. */
export function siteServiceTokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The visitor a site server vouches for: the address it names, when the request carries the
 * credential and the address is an IP address; null otherwise (the caller then counts the
 * request's own address).
 */
export function vouchedVisitorAddress(
  expected: string | undefined,
  header: (name: string) => string | undefined,
): string | null {
  if (!expected || !siteServiceTokenMatches(expected, header(SITE_SERVICE_HEADER))) return null;
  const address = header(VISITOR_ADDRESS_HEADER)?.trim();
  if (!address || isIP(address.replace(/%.*$/, "")) === 0) return null;
  return normalizeAddress(address);
}

/** The headers a site server adds to a call it makes for the visitor at `address`. */
export function visitorHeaders(token: string, address: string): Record<string, string> {
  return { [SITE_SERVICE_HEADER]: token, [VISITOR_ADDRESS_HEADER]: address };
}
