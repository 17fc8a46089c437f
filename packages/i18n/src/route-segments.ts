import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { ROUTE_SEGMENTS } from "./route-table";

/**
 * Translated path segments. The router only knows canonical (Spanish)
 * segments; these two functions map a visible segment to its canonical form
 * and back, per language. Unknown segments (product urls, ids) pass through.
 */
export function canonicalSegment(segment: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return segment;
  const table = ROUTE_SEGMENTS[language] as Record<string, string>;
  for (const [canonical, translated] of Object.entries(table)) {
    if (translated.toLowerCase() === segment.toLowerCase()) return canonical;
  }
  return segment;
}

export function translatedSegment(segment: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return segment;
  const table = ROUTE_SEGMENTS[language] as Record<string, string>;
  return table[segment] ?? segment;
}
