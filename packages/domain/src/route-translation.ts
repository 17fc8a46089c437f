import { z } from "zod";
import { languageSchema } from "./country-config";

/**
 * Route translations: a path segment (code) per language (profile spec §2
 * "Routes are translated per language", §3 "Route translation entries", §7
 * GET {api}/route-translator/{encodedUrl}).
 */

/** One entry: the segment in each language; Spanish, the default language, is required. */
export const routeTranslationSchema = z.looseObject({
  es: z.string(),
  en: z.string().nullish(),
  pt: z.string().nullish(),
});
export type RouteTranslation = z.infer<typeof routeTranslationSchema>;

/** Entries by translation key (routes.Comparar...). */
export const routeTranslationTableSchema = z.record(z.string(), routeTranslationSchema);
export type RouteTranslationTable = z.infer<typeof routeTranslationTableSchema>;

/** The alternate addresses of a path, by language (answer of the route translator). */
export const alternateUrlsSchema = z.partialRecord(languageSchema, z.string());
export type AlternateUrls = z.infer<typeof alternateUrlsSchema>;
