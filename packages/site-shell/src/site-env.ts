import type { CountryCode, SiteLink } from "@qs/domain/country-config";

/** Build-time settings of a country site (Vite's VITE_* variables), with local defaults. */
export interface SiteEnv {
  apiBaseUrl: string;
  siteUrls: Record<CountryCode, string>;
  version: string;
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
  };
}

/** The four sites for the footer flags, in the same order on every site. */
export function siteLinks(env: SiteEnv): SiteLink[] {
  return [
    { countryId: 3, code: "CO", label: "Colombia", url: env.siteUrls.CO },
    { countryId: 1, code: "CL", label: "Chile", url: env.siteUrls.CL },
    { countryId: 2, code: "PE", label: "Perú", url: env.siteUrls.PE },
    { countryId: 4, code: "INT", label: "Internacional", url: env.siteUrls.INT },
  ];
}
