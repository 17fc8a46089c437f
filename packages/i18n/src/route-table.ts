import type { Language } from "./languages";

/**
 * Path segments per language, keyed by the canonical (Spanish) segment the
 * router knows. Small and always loaded: the address is rewritten before the
 * first render, before any language's texts arrive.
 */
export const ROUTE_SEGMENTS = {
  es: {
    Comparar: "Comparar",
    contacto: "contacto",
    "not-found": "not-found",
    Politicas: "Politicas",
  },
  en: { Comparar: "Compare", contacto: "contact", "not-found": "not-found", Politicas: "Policies" },
  pt: {
    Comparar: "Comparar",
    contacto: "contato",
    "not-found": "not-found",
    Politicas: "Politicas",
  },
} as const satisfies Record<Language, Record<string, string>>;
