import { randomBytes } from "node:crypto";

/** What a site's pages may load and who may frame them (ARCHITECTURE.md "Production serving"). */
export interface SecurityPolicy {
  /** The API's origin: pages fetch from it and show its images. */
  apiOrigin: string;
  /**
   * Origins allowed to embed the site in an iframe besides itself: a partner's site is added
   * here when its integration is set up (frame-ancestors).
   */
  partnerOrigins?: readonly string[];
  /** Send Strict-Transport-Security: only where the site is served over TLS. */
  hsts?: boolean;
  /**
   * The origin of the provider map's tile style (VITE_MAP_STYLE_URL), whose style, tiles and
   * glyphs the map fetches; absent when the map draws its bundled outlines.
   */
  mapOrigin?: string;
}

/**
 * The header a renderer sets to name who may frame its page (space-separated origins): the
 * server reads it into the CSP and never sends it.
 */
export const FRAME_ANCESTORS_HEADER = "X-Page-Frame-Ancestors";

/** The origins a renderer named for its page, or null when it named none. */
export function pageFrameAncestors(headers: Headers): string[] | null {
  const value = headers.get(FRAME_ANCESTORS_HEADER);
  if (value === null) return null;
  // Only origins, never keywords or wildcards: a renderer's mistake cannot open the page.
  return value.split(/\s+/).filter((each) => /^https?:\/\/[^\s/*'";,]+$/.test(each));
}

/** A fresh nonce for one answer: 16 random bytes, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of one HTML answer. Scripts run only when they carry the answer's
 * nonce or are loaded by one that does ('strict-dynamic'); styles come from the site itself
 * (inline style attributes set by React are allowed); images and fetches from the site and the
 * API; no plugins, no <base>, and only the site itself and the partners may frame the page:
 * the page's own ancestors when its renderer named them (a partner's page), else the site's
 * configured partner origins.
 */
export function contentSecurityPolicy(
  nonce: string,
  policy: SecurityPolicy,
  pageAncestors?: readonly string[] | null,
): string {
  const api = policy.apiOrigin;
  // The map's tile server serves data and images, never frames.
  const data = policy.mapOrigin ? `${api} ${policy.mapOrigin}` : api;
  // A page rendered for one partner names its own ancestors: exactly that partner's origins.
  const ancestors = ["'self'", ...(pageAncestors ?? policy.partnerOrigins ?? [])].join(" ");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${data}`,
    "font-src 'self' data:",
    `connect-src 'self' ${data}`,
    `frame-src 'self' blob: ${api}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/** Headers every HTML answer carries besides its CSP. */
export function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(policy.hsts ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
