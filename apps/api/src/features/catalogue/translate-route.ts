import type { Language } from "@qs/domain/country-config";
import type { AlternateUrls, RouteTranslationTable } from "@qs/domain/route-translation";

/**
 * The alternate addresses of a path in every language. A leading language
 * prefix (/en, /pt, /es) is read and dropped; each segment found in the table
 * (in any language, ignoring case) is replaced by its translation, others stay
 * as they are. The default language (the first) has no prefix.
 */
export function translateRoute(
  path: string,
  table: RouteTranslationTable,
  languages: readonly Language[],
): AlternateUrls {
  const [pathname = "", ...rest] = path.split(/(?=[?#])/);
  const suffix = rest.join("");
  const segments = pathname.split("/").filter((segment) => segment.length > 0);
  const first = segments[0]?.toLowerCase();
  if (first && (languages as readonly string[]).includes(first)) segments.shift();

  const entries = Object.values(table);
  const find = (segment: string) => {
    const lower = segment.toLowerCase();
    return entries.find((entry) =>
      [entry.es, entry.en, entry.pt].some((value) => value?.toLowerCase() === lower),
    );
  };

  const result: AlternateUrls = {};
  for (const [index, language] of languages.entries()) {
    const translated = segments.map((segment) => {
      const entry = find(segment);
      return entry ? (entry[language] ?? entry.es) : segment;
    });
    const prefix = index === 0 ? "" : `/${language}`;
    result[language] = `${prefix}/${translated.join("/")}${suffix}`;
  }
  return result;
}
