import type { CountryConfig } from "@qs/domain/country-config";
import { languageFromPath } from "@qs/domain/language";
import type { Language } from "@qs/i18n/languages";
import { canonicalSegment, translatedSegment } from "@qs/i18n/route-segments";

/**
 * Routes are translated per language: non-default languages get a prefix
 * (/en/..., /pt/...) and translated segment names. The router itself only
 * knows the canonical Spanish paths; this pair maps the browser's address to
 * that form (input) and back (output), so no route is duplicated per language.
 */
export function languageOfPath(
  pathname: string,
  config: Pick<CountryConfig, "defaultLanguage" | "languages">,
): Language {
  const language = languageFromPath(pathname);
  return config.languages.includes(language) ? language : config.defaultLanguage;
}

export function toCanonicalPath(
  pathname: string,
  config: Pick<CountryConfig, "defaultLanguage" | "languages">,
): string {
  const language = languageOfPath(pathname, config);
  const segments = pathname.split("/").slice(1);
  const hasPrefix = segments[0]?.toLowerCase() === language;
  const rest = hasPrefix ? segments.slice(1) : segments;
  return `/${rest
    .map((s) => canonicalSegment(decodeURIComponent(s), language))
    .map(encodeURIComponent)
    .join("/")}`;
}

export function toLocalizedPath(
  canonical: string,
  language: Language,
  config: Pick<CountryConfig, "defaultLanguage">,
): string {
  if (language === config.defaultLanguage) return canonical;
  const segments = canonical
    .split("/")
    .slice(1)
    .filter((s, i, all) => s !== "" || i < all.length - 1);
  const translated = segments.map((s) =>
    encodeURIComponent(translatedSegment(decodeURIComponent(s), language)),
  );
  return `/${language}${translated.length ? `/${translated.join("/")}` : ""}`;
}

export function createLocaleRewrite(
  config: Pick<CountryConfig, "defaultLanguage" | "languages">,
  currentLanguage: () => Language,
) {
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = toCanonicalPath(url.pathname, config);
      return url;
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = toLocalizedPath(url.pathname, currentLanguage(), config);
      return url;
    },
  };
}

/**
 * The address of the same page in another language: its path under that language's prefix,
 * with translated segments, and the same query and fragment ('/en/Compare?page=2' in Spanish
 * is '/Comparar?page=2').
 */
export function addressInLanguage(
  address: { pathname: string; search: string; hash: string },
  language: Language,
  config: Pick<CountryConfig, "defaultLanguage" | "languages">,
): string {
  const canonical = toCanonicalPath(address.pathname, config);
  return `${toLocalizedPath(canonical, language, config)}${address.search}${address.hash}`;
}
