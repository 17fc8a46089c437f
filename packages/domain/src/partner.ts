import type { SubdomainData } from "./subdomain";

/**
 * The pure rules of partner mode (profile spec §2 "Partner subdomain routing", §6 partner
 * subdomain or iframe), shared by the API, the site server and the browser so all three read a
 * visit the same way.
 */

/** The query parameter an embedding partner opens the site with. */
export const IFRAME_AUTH_PARAM = "IFRAME_AUTH";

/** A partner visit as the site names it to the API: its subdomain or its iframe token. */
export interface PartnerRef {
  subdomain?: string;
  token?: string;
}

/** The query parameters of a partner reference (empty for the country's own site). */
export function partnerQueryOf(ref: PartnerRef | null | undefined): Record<string, string> {
  if (!ref) return {};
  if (ref.token) return { [IFRAME_AUTH_PARAM]: ref.token };
  if (ref.subdomain) return { partner: ref.subdomain };
  return {};
}

/** Hosts that are never a partner's subdomain. */
const RESERVED_SUBDOMAINS = new Set(["www", "api", "static", "cdn"]);

const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The partner subdomain of a request's host, or null: `{sub}.localhost` in development, and
 * `{sub}.{site's domain}` in production (the site's own host without its `www.`). Only one
 * label counts; reserved names and anything else are the country's own site.
 */
export function partnerSubdomainOf(host: string, siteHostname: string): string | null {
  const hostname = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const site = siteHostname.toLowerCase().replace(/^www\./, "");
  const base = hostname.endsWith(".localhost") ? "localhost" : site;
  if (!hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  if (!SUBDOMAIN_LABEL.test(label) || RESERVED_SUBDOMAINS.has(label)) return null;
  return label;
}

/** scheme://host[:port] at the start of an http(s) URL; the host is letters, digits, dots and dashes. */
const ORIGIN = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?(?:[/?#]|$)/i;

/** Whether a value is an http(s) origin a partner may be allowed to frame the site from. */
export const isPartnerOrigin = (value: string): boolean =>
  /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?\/?$/i.test(value.trim());

/**
 * The origins a partner may frame the site from (CSP frame-ancestors): each allowed URL's
 * scheme, host and port. Anything that is not an http(s) URL is left out, so a malformed entry
 * can never widen the policy (no wildcards, no keywords).
 */
export function frameAncestorOrigins(allowedUrls: readonly string[] | null | undefined): string[] {
  const origins = new Set<string>();
  for (const value of allowedUrls ?? []) {
    const match = ORIGIN.exec(value.trim());
    if (!match) continue;
    const [, scheme, host, port] = match as unknown as [string, string, string, string?];
    const lowerScheme = scheme.toLowerCase();
    const defaultPort = lowerScheme === "https" ? "443" : "80";
    const portPart = port && port !== defaultPort ? `:${port}` : "";
    origins.add(`${lowerScheme}://${host.toLowerCase()}${portPart}`);
  }
  return [...origins];
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** True when the path is the allowed path or below it (segment by segment). */
function isUnder(path: string, allowed: string): boolean {
  const base = withoutTrailingSlash(allowed);
  return path === base || path.startsWith(`${base}/`);
}

/** Where a partner subdomain sends the visitor who has no path: defaultPath, else Comparar. */
export function partnerHomePath(data: SubdomainData): string {
  return data.redirects?.defaultPath || "/Comparar";
}

/**
 * Partner subdomain routing: the root goes to the default path (or Comparar); a path outside
 * the allowed list goes to the default path. Null when the path stays. An empty allowed list
 * allows every path.
 */
export function partnerRedirect(pathname: string, data: SubdomainData): string | null {
  const path = withoutTrailingSlash(pathname || "/");
  const home = partnerHomePath(data);
  if (path === "/") return home;
  const allowed = data.redirects?.allowedPaths ?? [];
  if (allowed.length === 0) return null;
  if (allowed.some((each) => isUnder(path, each))) return null;
  if (isUnder(path, home)) return null;
  return home;
}

/** Whether the partner layout shows the site's header (shown unless switched off). */
export function partnerShowsHeader(data: SubdomainData): boolean {
  return data.subdomainLayout?.enableHeader !== false;
}

/**
 * Whether the partner layout shows the site's footer on this path: switched off by
 * footerEnabled false; with footerEnabledRoutes, only on those paths.
 */
export function partnerShowsFooter(data: SubdomainData, pathname: string): boolean {
  if (data.subdomainLayout?.footerEnabled === false) return false;
  const routes = data.footerEnabledRoutes;
  if (!routes || routes.length === 0) return true;
  const path = withoutTrailingSlash(pathname);
  return routes.some((route) => withoutTrailingSlash(route) === path);
}

/**
 * The organizations a partner lists, as ids: its allowedOrganizations holds ids or codes, and
 * codes are looked up in `idsByCode`. Null when the partner has no list (everything shows).
 */
export function allowedOrganizationIds(
  data: Pick<SubdomainData, "allowedOrganizations">,
  idsByCode: ReadonlyMap<string, number>,
): number[] | null {
  const list = data.allowedOrganizations;
  if (!list || list.length === 0) return null;
  const ids = new Set<number>();
  for (const each of list) {
    if (typeof each === "number") ids.add(each);
    else {
      const id = idsByCode.get(each.toUpperCase()) ?? (/^\d+$/.test(each) ? Number(each) : null);
      if (id !== null && id !== undefined) ids.add(id);
    }
  }
  return [...ids];
}

/** A request's organization filter narrowed to the partner's: the intersection, never wider. */
export function narrowOrganizationIds(
  requested: readonly number[] | undefined,
  allowed: readonly number[] | null,
): number[] | undefined {
  if (allowed === null) return requested ? [...requested] : undefined;
  if (!requested || requested.length === 0) return [...allowed];
  const set = new Set(allowed);
  return requested.filter((id) => set.has(id));
}

/** The specs' referral rule: an iframe visit needs the profile to carry a referido. */
export const PARTNER_REFERRAL_REQUIRED_MESSAGE =
  "Para cotizar desde el sitio de nuestro aliado, indica primero el correo de tu asesor referido.";

/** True when a profile carries a referido (a name or an e-mail). */
export function hasReferral(profile: unknown): boolean {
  if (!profile || typeof profile !== "object") return false;
  const referido = (profile as { referido?: unknown }).referido;
  if (!referido) return false;
  if (typeof referido === "string") return referido.trim().length > 0;
  if (typeof referido !== "object") return false;
  const { email, name } = referido as { email?: unknown; name?: unknown };
  return (
    (typeof email === "string" && email.trim().length > 0) ||
    (typeof name === "string" && name.trim().length > 0)
  );
}
