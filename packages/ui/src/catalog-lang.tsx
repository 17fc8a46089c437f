import type { Language } from "@qs/domain/country-config";
import type { ReactNode } from "react";
import { usePageLanguage } from "./page-language";

/**
 * Catalogue texts exist only in Spanish: coverage descriptions, features, FAQs, documents,
 * what insurers wrote, the labels and messages of the API's forms. On an English or Portuguese
 * page they are marked `lang="es"`, so screen readers read them as Spanish and translators and
 * browser tests know them for what they are; on a Spanish page nothing is added.
 */

/** The `lang` a catalogue text carries on a page of `language`: 'es', or none in Spanish. */
export function catalogLang(language: Language): "es" | undefined {
  return language === "es" ? undefined : "es";
}

/** `lang` for an element that holds catalogue text on the current page (spread or pass it). */
export function useCatalogLang(): "es" | undefined {
  return catalogLang(usePageLanguage());
}

/** Catalogue text inside other content: a `<span lang="es">` outside Spanish pages. */
export function CatalogText({ children }: { children: ReactNode }) {
  const lang = useCatalogLang();
  return lang ? <span lang={lang}>{children}</span> : children;
}
