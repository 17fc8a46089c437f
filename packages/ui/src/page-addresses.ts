import type { CountryConfig } from "@qs/domain/country-config";
import type { Language } from "@qs/i18n/languages";
import { toLocalizedPath } from "./locale-rewrite";
import type { AddressResolver } from "./page-meta";

/** Absolute addresses of a page in the site's languages, from the site's public URL. */
export function pageAddresses(config: CountryConfig, language: Language): AddressResolver {
  const siteUrl = config.sites.find((site) => site.code === config.code)?.url ?? "/";
  const absolute = (path: string, lang: Language) =>
    new URL(toLocalizedPath(path, lang, config), siteUrl).href;
  return (canonicalPath) => ({
    canonical: absolute(canonicalPath, language),
    alternates: [
      ...config.languages.map((lang) => ({ hrefLang: lang, href: absolute(canonicalPath, lang) })),
      { hrefLang: "x-default", href: absolute(canonicalPath, config.defaultLanguage) },
    ],
  });
}
