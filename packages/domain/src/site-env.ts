import type { CountryCode, SiteLink } from "./country-config";
import { marketByCode } from "./market-countries";

/** Build-time settings of a country site (Vite's VITE_* variables), with local defaults. */
export interface SiteEnv {
  apiBaseUrl: string;
  siteUrls: Record<CountryCode, string>;
  version: string;
  /** VITE_MAP_STYLE_URL: the provider map's tile style; absent, the bundled outlines. */
  mapStyleUrl?: string;
  /** VITE_PORTAL_URL: the clients' portal (the back office's server under /portal). */
  portalUrl: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

const DEFAULT_SITE_URLS: Record<CountryCode, string> = {
  CO: "http://localhost:5173/",
  CL: "http://localhost:5174/",
  PE: "http://localhost:5175/",
  INT: "http://localhost:5176/",
};

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Reads the site's variables; each app calls this once, from its env module, with import.meta.env. */
export function readSiteEnv(raw: RawEnv): SiteEnv {
  return {
    apiBaseUrl: (text(raw, "VITE_API_URL") ?? "http://localhost:4000").replace(/\/+$/, ""),
    siteUrls: {
      CO: text(raw, "VITE_SITE_CO") ?? DEFAULT_SITE_URLS.CO,
      CL: text(raw, "VITE_SITE_CL") ?? DEFAULT_SITE_URLS.CL,
      PE: text(raw, "VITE_SITE_PE") ?? DEFAULT_SITE_URLS.PE,
      INT: text(raw, "VITE_SITE_INT") ?? DEFAULT_SITE_URLS.INT,
    },
    version: text(raw, "VITE_APP_VERSION") ?? "0.0.0",
    portalUrl: (text(raw, "VITE_PORTAL_URL") ?? "http://localhost:5190/portal").replace(/\/+$/, ""),
    ...(text(raw, "VITE_MAP_STYLE_URL") ? { mapStyleUrl: text(raw, "VITE_MAP_STYLE_URL") } : {}),
  };
}

/** The four sites for the footer flags, in the same order on every site. */
export function siteLinks(env: SiteEnv): SiteLink[] {
  return (["CO", "CL", "PE", "INT"] as const).map((code) => {
    const market = marketByCode(code);
    return { countryId: market.id, code, label: market.name, url: env.siteUrls[code] };
  });
}
