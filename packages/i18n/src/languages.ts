/** Languages the product is written in; Spanish is the default everywhere. */
export const LANGUAGES = ["es", "en", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: "Español",
  en: "English",
  pt: "Português",
};

/** Locale used by the headless content system for each language (pt is pt-BR there). */
export const CONTENT_LOCALES: Record<Language, string> = { es: "es", en: "en", pt: "pt-BR" };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
