import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";
import { resources } from "./resources";

/**
 * A fresh i18next instance (not the global one) so each site, story and test
 * owns its language state. Missing keys warn; they never crash a page.
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  onMissingKey?: (key: string) => void,
): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, messages]) => [lng, { translation: messages }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: (_lngs, _ns, key) => onMissingKey?.(key),
  });
  return instance;
}
