import type { Language } from "@qs/domain/country-config";
import { languageOf } from "@qs/domain/language";
import { useTranslation } from "react-i18next";
import { useCountryConfig } from "./country-config-context";

/**
 * The language of the page (the address's prefix, as the site's i18next instance holds it) and
 * the locale its numbers, amounts, days and lists are written in.
 */

/** The page's language. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.language);
}

/**
 * The Intl locale of a page: the country's own when it is in the page's language ('es-CO'
 * groups with dots, 'es-CL' writes Chile's way), otherwise the page's language ('en', 'pt').
 */
export function pageLocale(countryLocale: string, language: Language): string {
  return languageOf(countryLocale) === language ? countryLocale : language;
}

/** The Intl locale of the current page. */
export function usePageLocale(): string {
  return pageLocale(useCountryConfig().locale, usePageLanguage());
}

/**
 * The country's data-protection law as the page's language names it in a sentence: the
 * configuration's Spanish name, or its translation (Spanish where it has none).
 */
export function useDataProtectionLaw(): string {
  const config = useCountryConfig();
  const language = usePageLanguage();
  return language === "es"
    ? config.dataProtectionLaw
    : (config.dataProtectionLawTranslations[language] ?? config.dataProtectionLaw);
}
