import { z } from "zod";
import { type Language, languageSchema } from "./country-config";

/**
 * Labels the API serves for the sites' interface (menu entries, category names, business lines,
 * institution types, price bands, detail tabs) are stored in Spanish with their translations
 * beside them: an entry's `translations.en` and `translations.pt` hold the fields that language
 * replaces (`{ label: "Salud", translations: { en: { label: "Health" }, pt: { label: "Saúde" } } }`).
 * The API answers one language, the request's `lang`, and never the translations themselves.
 */

/** The languages a stored label is translated into: Spanish is the label itself. */
export const translatedLanguageSchema = languageSchema.exclude(["es"]);

export const labelTranslationsSchema = z.partialRecord(
  translatedLanguageSchema,
  z.record(z.string(), z.string().trim().min(1)),
);
export type LabelTranslations = z.infer<typeof labelTranslationsSchema>;

/**
 * A stored value as a visitor of `language` reads it: every object that carries `translations`
 * takes the texts of `translations[language]` for the text fields it has (a field without a
 * translation stays in Spanish, so each entry falls back on its own) and loses `translations`;
 * nested objects and lists are read the same way. In Spanish only the translations are dropped.
 */
export function localizeLabels<T>(value: T, language: Language): T {
  if (Array.isArray(value)) return value.map((entry) => localizeLabels(entry, language)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== "translations") out[key] = localizeLabels(inner, language);
  }
  const translations = (value as { translations?: unknown }).translations;
  const texts =
    language === "es" || translations === null || typeof translations !== "object"
      ? undefined
      : (translations as Record<string, unknown>)[language];
  if (texts !== null && typeof texts === "object") {
    for (const [field, text] of Object.entries(texts)) {
      if (typeof out[field] === "string" && typeof text === "string" && text.trim() !== "") {
        out[field] = text;
      }
    }
  }
  return out as T;
}
