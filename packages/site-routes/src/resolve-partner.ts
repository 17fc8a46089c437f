import type { ApiClient } from "@qs/api-client/api-client";
import {
  getPartnerBySubdomain,
  getPartnerByToken,
  getPartnerHtml,
} from "@qs/api-client/get-partner";
import type { CountryConfig } from "@qs/domain/country-config";
import {
  frameAncestorOrigins,
  IFRAME_AUTH_PARAM,
  partnerRedirect,
  partnerSubdomainOf,
} from "@qs/domain/partner";
import type { SubdomainData } from "@qs/domain/subdomain";
import type { PartnerView } from "@qs/ui/partner-context";

/** What a request is served as: the own site, a partner's page, or the unauthorised iframe. */
export type RequestPartner =
  | { kind: "own" }
  | { kind: "unauthorised" }
  | {
      kind: "partner";
      view: PartnerView;
      /** The partner's origins: with 'self', exactly who may frame the page. */
      frameAncestors: string[];
      /** Partner subdomain routing: where this path goes instead, or null. */
      redirect: string | null;
    };

/** The host name of the country's own site (its subdomains are partners). */
export function siteHostname(config: CountryConfig): string {
  const own = config.sites.find((site) => site.code === config.code)?.url;
  try {
    return new URL(own ?? "http://localhost/").hostname;
  } catch {
    return "localhost";
  }
}

function partnerName(data: SubdomainData, fallback: string): string {
  return data.partnerName || data.SEOMetadata?.title || fallback;
}

/**
 * The partner of one request, from the API (profile spec §6): an `IFRAME_AUTH` token in the
 * address first (iframe mode; a token the API does not know, or an API that does not answer,
 * is the unauthorised iframe), else the host's partner subdomain (one the API does not know is
 * the own site: a mistyped subdomain still shows the comparator, under our own layout).
 */
export async function resolveRequestPartner(
  config: CountryConfig,
  api: ApiClient,
  url: URL,
  host: string,
): Promise<RequestPartner> {
  const token = url.searchParams.get(IFRAME_AUTH_PARAM)?.trim();
  if (token) {
    const data = await getPartnerByToken(api, token).catch(() => null);
    if (!data) return { kind: "unauthorised" };
    const subdomain = (data as { subdomain?: string | null }).subdomain ?? null;
    const html = await getPartnerHtml(api, { token }).catch(() => null);
    return {
      kind: "partner",
      view: {
        kind: "iframe",
        name: partnerName(data, subdomain ?? ""),
        subdomain,
        token,
        data,
        html,
      },
      frameAncestors: frameAncestorOrigins(data.allowedUrls),
      redirect: null,
    };
  }
  const subdomain = partnerSubdomainOf(host, siteHostname(config));
  if (!subdomain) return { kind: "own" };
  const data = await getPartnerBySubdomain(api, subdomain, host).catch(() => null);
  if (!data) return { kind: "own" };
  const html = await getPartnerHtml(api, { subdomain }).catch(() => null);
  return {
    kind: "partner",
    view: {
      kind: "subdomain",
      name: partnerName(data, subdomain),
      subdomain,
      token: null,
      data,
      html,
    },
    frameAncestors: frameAncestorOrigins(data.allowedUrls),
    redirect: partnerRedirect(url.pathname, data),
  };
}

/**
 * The spec's "Unauthorised iframe | Blank page": nothing of the site, no script, and only the
 * site itself may frame it.
 */
export const UNAUTHORISED_IFRAME_PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Acceso no autorizado</title></head><body></body></html>';
