import { apiPath, apiPaths } from "@qs/domain/api/paths";
import { QUOTE_CONTENT_TYPE, type QuoteRequest, quoteFileName } from "@qs/domain/api/quote";
import type { CurrencyDisplay } from "@qs/domain/country-config";
import { enteredProfile } from "@qs/domain/entered-profile";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ApiClient } from "./api-client";

/** The answer was not a PDF (a proxy's page, an empty body): nothing to save. */
export const QUOTE_NOT_PDF_MESSAGE = "La cotización recibida no es un PDF";

export interface QuoteDownloadRequest {
  /** The plans of the quote, one to three, in the order shown. */
  productIds: readonly number[];
  /** The stored profile of the plans' kind, as the profile store keeps it. */
  profile: VisitorProfile | null;
  /**
   * True only while the visitor's consent to the current text stands (`useProfileConsent`'s
   * status 'current'): without it the profile never leaves the browser and the quote prices
   * the default person.
   */
  consented: boolean;
  productType?: string | null;
  upperType?: string | null;
  /** The site's CountryConfig locale and currencies: the PDF writes amounts as the page does. */
  locale: string;
  currencies: readonly CurrencyDisplay[];
}

export interface QuoteFile {
  blob: Blob;
  /** cotizacion-<day>.pdf */
  fileName: string;
}

/** The body of POST /api/quotes for a request: the profile only with consent and data entered. */
export function quoteRequestBody(request: QuoteDownloadRequest): QuoteRequest {
  const profile = request.consented ? enteredProfile(request.profile) : null;
  return {
    ids: [...request.productIds],
    profile,
    productType: request.productType ?? null,
    upperType: request.upperType ?? null,
    locale: request.locale,
    currencies: request.currencies.map((currency) => ({ ...currency })),
  };
}

/**
 * The quote PDF of up to three plans (POST /api/quotes), as a Blob the page saves. Not
 * retried: the visitor asked for it with a click and can click again, and a 404 or 429 is
 * the answer to show.
 */
export async function downloadQuote(
  client: ApiClient,
  request: QuoteDownloadRequest,
  signal?: AbortSignal,
  now: Date = new Date(),
): Promise<QuoteFile> {
  const { blob } = await client.request(apiPath(apiPaths.quotes), {
    method: "POST",
    body: quoteRequestBody(request),
    responseType: "blob",
    signal,
  });
  if (!blob || blob.size === 0 || !blob.type.startsWith(QUOTE_CONTENT_TYPE)) {
    throw new Error(QUOTE_NOT_PDF_MESSAGE);
  }
  return { blob, fileName: quoteFileName(now) };
}
