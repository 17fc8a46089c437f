import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { QUOTE_CONTENT_TYPE, quoteFileName, quoteRequestSchema } from "@qs/domain/api/quote";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import type { Router } from "../../http/define-route";
import { binary, fail } from "../../http/reply";
import { buildQuote } from "./build-quote";
import { renderQuotePdf } from "./quote-pdf";

/**
 * The quote a visitor takes away: a PDF built on the server from the plans and the profile.
 * Not idempotent (it stores nothing) and never cached: it carries the profile's data.
 */
export function registerQuoteRoutes(router: Router): void {
  router.route({
    method: "post",
    path: apiPaths.quotes,
    summary: "A quote of up to three plans for the visitor's profile, as a PDF",
    description:
      "Prices each plan for the profile with the price routes' engine (the default person without a profile) and answers a PDF with the plans, their insurer, the price, the estimated yearly cost when the price carries it, the assumptions (ages, income, UF value and its day), each plan's data date, the validity (30 days) and the ranking note. 404 when a plan is not an active plan of the country.",
    tag: "Prices",
    body: quoteRequestSchema,
    rateLimit: "quotes",
    responses: {
      200: {
        description: "The quote (attachment cotizacion-<día>.pdf)",
        contentType: QUOTE_CONTENT_TYPE,
      },
      404: { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, body, country, now }) => {
      const quote = await buildQuote(db, { ...body, countryId: country.id, now });
      if (!quote) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      const bytes = await renderQuotePdf(quote);
      return binary(bytes, QUOTE_CONTENT_TYPE, {
        "Content-Disposition": `attachment; filename="${quoteFileName(now)}"`,
        "Cache-Control": "no-store",
      });
    },
  });
}
