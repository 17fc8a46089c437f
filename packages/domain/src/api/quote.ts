import { z } from "zod";
import { currencyDisplaySchema } from "../country-config";
import { visitorProfileSchema } from "../profile";

/**
 * The quote a visitor takes away (POST /api/quotes): up to three plans priced for the profile
 * by the API's price engine, answered as a PDF built on the server. The request names the
 * plans and the profile; the site adds how it shows dates and money (its CountryConfig's
 * locale and currencies), so the PDF writes amounts exactly as the page does. Only the plans,
 * the profile and that display are taken from the request: every text and figure printed is
 * the server's own.
 */

/** The most plans one quote holds: the comparison's three. */
export const QUOTE_MAX_PRODUCTS = 3;
export const QUOTE_PRODUCTS_MESSAGE = `Indica entre 1 y ${QUOTE_MAX_PRODUCTS} planes para la cotización`;
export const QUOTE_REPEATED_PRODUCTS_MESSAGE = "Un plan se repite en la cotización";
export const QUOTE_LOCALE_MESSAGE = "Idioma y región inválidos (por ejemplo, es-CO)";

/** The content type of the answer. */
export const QUOTE_CONTENT_TYPE = "application/pdf";

/**
 * The ranking note printed in every quote: the recommended order's explanation and what a
 * 'Promocionado' mark means, word for word as the comparator's '¿Cómo ordenamos?' says them in
 * Spanish (`comparator.rankingRecommended` and `comparator.rankingPromoted`). The API cannot
 * read the sites' texts, so they are here; a comparator-ui test holds the two equal.
 */
export const QUOTE_RANKING_NOTE = [
  "Ordenamos por recomendación: primero la puntuación de coberturas de cada plan y luego su precio. Ninguna aseguradora paga por mejorar su posición en este orden.",
  "Los planes marcados «Promocionado» llevan esa marca porque la aseguradora paga por ella; la marca no cambia su lugar en ningún orden, ni su precio ni sus coberturas.",
] as const;

const boundedText = (max: number) => z.string().max(max);

/** How the site shows one currency, bounded for a request. */
const quoteCurrencySchema = currencyDisplaySchema.extend({
  code: boundedText(16).min(1),
  symbol: boundedText(8),
  suffix: boundedText(16).optional(),
  convertTo: boundedText(16).optional(),
});

/** The body of POST /api/quotes (the country is the X-Country header, as on every write). */
export const quoteRequestSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, QUOTE_PRODUCTS_MESSAGE)
    .max(QUOTE_MAX_PRODUCTS, QUOTE_PRODUCTS_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, QUOTE_REPEATED_PRODUCTS_MESSAGE),
  /** The stored profile, sent only with the visitor's consent; without it the default person. */
  profile: visitorProfileSchema.nullish(),
  /** The comparator's product type, as the price routes take it. */
  productType: boundedText(200).nullish(),
  upperType: boundedText(200).nullish(),
  /** The site's locale (BCP 47), for dates and numbers; generic Latin American Spanish without it. */
  locale: z
    .string()
    .max(35, QUOTE_LOCALE_MESSAGE)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, QUOTE_LOCALE_MESSAGE)
    .optional(),
  /** The site's currencies, its main one first (CountryConfig.currencies). */
  currencies: z.array(quoteCurrencySchema).max(8).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The file name of a quote issued on `date` (its UTC day): cotizacion-2026-11-24.pdf. */
export function quoteFileName(date: Date): string {
  return `cotizacion-${date.toISOString().slice(0, 10)}.pdf`;
}
