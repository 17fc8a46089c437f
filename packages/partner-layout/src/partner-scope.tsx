import type { ApiClient } from "@qs/api-client/api-client";
import {
  getPartnerBySubdomain,
  getPartnerByToken,
  getPartnerHtml,
} from "@qs/api-client/get-partner";
import type { CountryConfig } from "@qs/domain/country-config";
import { IFRAME_AUTH_PARAM, partnerSubdomainOf } from "@qs/domain/partner";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PARTNER_VIEW_QUERY_KEY, PartnerProvider, type PartnerView } from "@qs/ui/partner-context";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";

/** Where the iframe token is kept for the visit (this tab only, gone when it closes). */
export const IFRAME_TOKEN_STORAGE_KEY = "qs_iframe_auth";

function storedToken(): string | null {
  try {
    return window.sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function siteHostnameOf(config: CountryConfig): string {
  const own = config.sites.find((site) => site.code === config.code)?.url;
  try {
    return new URL(own ?? "http://localhost/").hostname;
  } catch {
    return "localhost";
  }
}

/**
 * The partner of this visit in the browser when the page did not bring it (a page rendered
 * without the server): the address's IFRAME_AUTH, else the token kept for the visit (framed
 * pages only), else the host's partner subdomain.
 */
async function resolveInBrowser(
  config: CountryConfig,
  api: ApiClient,
): Promise<PartnerView | null> {
  const framed = window.self !== window.top;
  const token =
    new URLSearchParams(window.location.search).get(IFRAME_AUTH_PARAM) ??
    (framed ? storedToken() : null);
  if (token) {
    const data = await getPartnerByToken(api, token);
    if (!data) return null;
    const subdomain = (data as { subdomain?: string | null }).subdomain ?? null;
    const html = await getPartnerHtml(api, { token }).catch(() => null);
    const name = data.partnerName || data.SEOMetadata?.title || subdomain || "";
    return { kind: "iframe", name, subdomain, token, data, html };
  }
  const subdomain = partnerSubdomainOf(window.location.host, siteHostnameOf(config));
  if (!subdomain) return null;
  const data = await getPartnerBySubdomain(api, subdomain, window.location.host);
  if (!data) return null;
  const html = await getPartnerHtml(api, { subdomain }).catch(() => null);
  const name = data.partnerName || data.SEOMetadata?.title || subdomain;
  return { kind: "subdomain", name, subdomain, token: null, data, html };
}

/**
 * Provides the visit's partner to everything below it. The server resolves it per request and
 * puts it in the query cache that travels with the page, so the browser hydrates with the same
 * partner and never asks again; in iframe mode the token is kept in sessionStorage for the
 * visit.
 */
export function PartnerScope({ children }: { children: ReactNode }) {
  const config = useCountryConfig();
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: PARTNER_VIEW_QUERY_KEY,
    queryFn: () => resolveInBrowser(config, api),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const partner = data ?? null;
  const token = partner?.kind === "iframe" ? partner.token : null;
  useEffect(() => {
    if (!token) return;
    try {
      window.sessionStorage.setItem(IFRAME_TOKEN_STORAGE_KEY, token);
    } catch {
      // storage refused (private mode in a frame): the address keeps the token instead
    }
  }, [token]);
  return <PartnerProvider partner={partner}>{children}</PartnerProvider>;
}
