import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import type { Language } from "@qs/i18n/languages";
import { messages as english } from "@qs/i18n/locales/en/index";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { messages as portuguese } from "@qs/i18n/locales/pt/index";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { CountryConfigProvider } from "../country-config-context";

/** A page of the sample country in `language`, for the tests of this package's language helpers. */
export function WithLanguage({
  language,
  config = sampleCountryConfig,
  children,
}: {
  language: Language;
  config?: CountryConfig;
  children: ReactNode;
}) {
  const i18n = createI18n(language, undefined, { es: spanish, en: english, pt: portuguese });
  return (
    <CountryConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </CountryConfigProvider>
  );
}
