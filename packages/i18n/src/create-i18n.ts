import i18next, { type i18n } from "i18next";
import { speedUpFixedT } from "./fast-fixed-t";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";
import { loadMessages, type Messages, spanishMessages } from "./resources";
import { addLoadedTexts } from "./texts";

/**
 * A fresh i18next instance (not the global one) so each site, story and test
 * owns its language state. The Spanish every page ships with is always present, and the
 * other Spanish parts join as they load (`texts.ts`; pass all of Spanish as `preloaded.es`
 * where nothing loads them, as in tests and stories); pass other languages in
 * `preloaded`, or fetch them with `loadLanguage`. Until then a key falls back
 * to Spanish. Missing keys warn; they never crash a page. Components' `t` is the instance's
 * own for plain calls (`fast-fixed-t.ts`).
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  onMissingKey?: (key: string) => void,
  preloaded: Partial<Record<Language, Messages>> = {},
): i18n {
  const instance = i18next.createInstance();
  const bundles: Partial<Record<Language, object>> = {
    [DEFAULT_LANGUAGE]: spanishMessages,
    ...preloaded,
  };
  instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(bundles).map(([lng, messages]) => [lng, { translation: messages }]),
    ),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: (_lngs, _ns, key) => onMissingKey?.(key),
  });
  addLoadedTexts(instance);
  speedUpFixedT(instance);
  return instance;
}

/** Fetches a language's texts (once) and makes them active. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, "translation")) {
    instance.addResourceBundle(language, "translation", await loadMessages(language));
  }
  await instance.changeLanguage(language);
}
