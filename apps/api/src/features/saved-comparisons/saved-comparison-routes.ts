import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  ACCESS_DENIED_MESSAGE,
  ACCESS_TOKEN_REQUIRED_MESSAGE,
  CONSENT_VERSION_MESSAGE,
  consentLanguageSchema,
} from "@qs/domain/api/privacy";
import {
  SAVED_PLAN_UNKNOWN_MESSAGE,
  saveComparisonRequestSchema,
  savedAlertsAnswerSchema,
  savedAlertsRequestSchema,
  savedComparisonReceiptSchema,
} from "@qs/domain/api/saved-comparisons";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { json } from "../../http/reply";
import { bearerToken } from "../../platform/capability";
import { ensureConsentRegistry, requireCurrentConsent } from "../privacy/consent-registry";
import { saveComparison, setAlerts } from "./saved-comparison-store";

/**
 * Saved comparisons with price alerts: saving one (with the `alertas` consent) and, with its
 * token, confirming or stopping its alerts. Seeing and deleting it is 'Mis datos'
 * (GET and DELETE /api/privacidad/mis-datos with the same token).
 */

const TAG = "Saved comparisons";

export function registerSavedComparisonRoutes(router: Router): void {
  router.route({
    method: "post",
    path: apiPaths.comparacionesGuardadas,
    summary: "Saves a comparison for an e-mail address, priced for the visitor's profile",
    description:
      "Body { email, productCodes (1 to 3 active plans of the country), profile?, consentVersion?, agree: true }; `lang` is the language the consent was shown in. Each plan is priced here for the profile (null: the default person) and the prices kept; a message to the address carries the link that reaches the comparison on 'Mis datos' and confirms its alerts: until then no alert goes. 400 for an unknown plan ('Uno de los planes ya no está disponible') or without agreement, 409 when consentVersion is not the current `alertas` text. The receipt's accessToken reaches this comparison only.",
    tag: TAG,
    body: saveComparisonRequestSchema,
    query: z.object({ lang: consentLanguageSchema.default("es") }),
    idempotent: true,
    rateLimit: "leads",
    guard: ({ deps }) => ensureConsentRegistry(deps.db),
    responses: {
      201: { description: "Saved", schema: dataEnvelopeSchema(savedComparisonReceiptSchema) },
      400: { description: SAVED_PLAN_UNKNOWN_MESSAGE, schema: errorBodySchema },
      409: { description: CONSENT_VERSION_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ body, query, country, deps, now, transaction }) => {
      const receipt = await transaction(async (tx) => {
        const consent = await requireCurrentConsent(tx, {
          purpose: "alertas",
          countryId: country.id,
          version: body.consentVersion,
          now,
        });
        return saveComparison(tx, {
          request: body,
          countryId: country.id,
          consent,
          language: query.lang,
          siteUrl: deps.config.publicSiteUrls[country.code],
          mailKey: deps.config.tokenEncryptionKey,
          now,
        });
      });
      return privateDataReply(receipt, country, 201);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.comparacionesGuardadasAvisos,
    summary: "Confirms or stops the price alerts of a saved comparison",
    description:
      "Authorization: Bearer <token>: the comparison's token (confirmar or detener) or the stop token of one of its alerts (detener only: the alert's one-click link). 401 without a token, 404 when it reaches no comparison.",
    tag: TAG,
    body: savedAlertsRequestSchema,
    idempotent: true,
    rateLimit: "privacy",
    responses: {
      200: {
        description: "The alerts' state",
        schema: dataEnvelopeSchema(savedAlertsAnswerSchema),
      },
      401: { description: ACCESS_TOKEN_REQUIRED_MESSAGE, schema: errorBodySchema },
      404: { description: ACCESS_DENIED_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, body, country, header }) => {
      const token = bearerToken(header("authorization"));
      if (!token)
        return json({ error: ACCESS_TOKEN_REQUIRED_MESSAGE }, 401, {
          ...NO_STORE,
          "WWW-Authenticate": 'Bearer realm="mis-datos"',
        });
      const alerts = await setAlerts(
        db,
        token,
        body.accion === "confirmar" ? "active" : "stopped",
        ACCESS_DENIED_MESSAGE,
      );
      return privateDataReply({ alerts }, country);
    },
  });
}
