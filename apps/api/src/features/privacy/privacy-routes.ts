import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  ACCESS_DENIED_MESSAGE,
  ACCESS_TOKEN_REQUIRED_MESSAGE,
  CONSENT_VERSION_MESSAGE,
  consentReceiptSchema,
  consentRequestSchema,
  consentTextQuerySchema,
  consentTextSchema,
  deletionReceiptSchema,
  myDataSchema,
  PAYMENT_UNDER_WAY_DELETE_MESSAGE,
} from "@qs/domain/api/privacy";
import type { Router } from "../../http/define-route";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { json, type Reply } from "../../http/reply";
import { bearerToken, newCapability } from "../../platform/capability";
import {
  consentTextOut,
  currentConsentText,
  ensureConsentRegistry,
  recordConsent,
  requireCurrentConsent,
} from "./consent-registry";
import { type Access, deleteMyData, findAccess, readMyData } from "./my-data";

/**
 * Consent and privacy rights: the current consent text of the registry, the record of a
 * consent, and what a visitor's token reaches (see, export as JSON, delete). The token
 * travels in `Authorization: Bearer <token>`, never in the address, so it stays out of
 * access logs, browser history and Referer headers.
 */

const tokenRequired = (): Reply =>
  json({ error: ACCESS_TOKEN_REQUIRED_MESSAGE }, 401, {
    ...NO_STORE,
    "WWW-Authenticate": 'Bearer realm="mis-datos"',
  });
const accessDenied = (): Reply => json({ error: ACCESS_DENIED_MESSAGE }, 404, NO_STORE);

/** Runs `work` with what the request's token reaches; 401 without a token, 404 when it reaches nothing. */
async function withAccess(
  header: string | undefined,
  find: (token: string) => Promise<Access | null>,
  work: (access: Access) => Promise<Reply>,
): Promise<Reply> {
  const token = bearerToken(header);
  if (!token) return tokenRequired();
  const access = await find(token);
  return access ? work(access) : accessDenied();
}

const authErrors = {
  401: { description: ACCESS_TOKEN_REQUIRED_MESSAGE, schema: errorBodySchema },
  404: { description: ACCESS_DENIED_MESSAGE, schema: errorBodySchema },
};

export function registerPrivacyRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.consentsCurrent,
    summary: "The consent text in effect for a purpose, in the country and language asked",
    description:
      "purpose = perfil (the profile's health data, before it is sent), solicitud (a request with contact data), chat (the chat's privacy notice, shown with the pre-form) or compra (the online purchase's privacy notice). Send its version back with the consent, the request, the chat's pre-form or the purchase's start.",
    tag: "Privacy",
    query: consentTextQuerySchema,
    guard: ({ deps }) => ensureConsentRegistry(deps.db),
    responses: { 200: { description: "The text", schema: dataEnvelopeSchema(consentTextSchema) } },
    handler: async ({ db, query, country, now }) => {
      const text = await currentConsentText(db, query.purpose, country.id, now);
      return json(
        { data: consentTextOut(text, query.lang), metadata: { demo: true, country: country.code } },
        200,
        { "Cache-Control": "no-cache" },
      );
    },
  });

  router.route({
    method: "post",
    path: apiPaths.consents,
    summary: "Records the visitor's express consent to the current text of a purpose",
    description:
      "Only the current version of the country is accepted (409 otherwise). The answer's accessToken, given once, reaches the record: GET and DELETE /api/privacidad/mis-datos.",
    tag: "Privacy",
    body: consentRequestSchema,
    idempotent: true,
    rateLimit: "privacy",
    guard: ({ deps }) => ensureConsentRegistry(deps.db),
    responses: {
      201: { description: "Recorded", schema: dataEnvelopeSchema(consentReceiptSchema) },
      409: { description: CONSENT_VERSION_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ body, country, now, transaction }) => {
      const capability = newCapability();
      const text = await transaction(async (tx) => {
        const current = await requireCurrentConsent(tx, {
          purpose: body.purpose,
          countryId: country.id,
          version: body.version,
          now,
        });
        await recordConsent(tx, {
          text: current,
          tokenHash: capability.hash,
          language: body.language,
          now,
        });
        return current;
      });
      return privateDataReply(
        {
          accessToken: capability.token,
          purpose: body.purpose,
          version: text.version,
          grantedAt: now.toISOString(),
        },
        country,
        201,
      );
    },
  });

  const bearer =
    "Authorization: Bearer <token> (a lead's, a consent's, a feedback's, a chat conversation's, a purchase's `session` token, or a saved comparison's).";

  router.route({
    method: "get",
    path: apiPaths.privacidadMisDatos,
    summary: "Everything stored that the visitor's token reaches",
    description: bearer,
    tag: "Privacy",
    rateLimit: "privacy",
    responses: {
      200: { description: "The visitor's data", schema: dataEnvelopeSchema(myDataSchema) },
      ...authErrors,
    },
    handler: ({ db, deps, country, header, now }) =>
      withAccess(
        header("authorization"),
        (token) => findAccess(db, token, now),
        async (access) => privateDataReply(await readMyData(db, access, deps.config, now), country),
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.privacidadMisDatosExportar,
    summary: "The same data as a JSON file to download (portability)",
    description: bearer,
    tag: "Privacy",
    rateLimit: "privacy",
    responses: {
      200: { description: "mis-datos.json", schema: myDataSchema },
      ...authErrors,
    },
    handler: ({ db, deps, header, now }) =>
      withAccess(
        header("authorization"),
        (token) => findAccess(db, token, now),
        async (access) =>
          json(await readMyData(db, access, deps.config, now), 200, {
            ...NO_STORE,
            "Content-Disposition": 'attachment; filename="mis-datos.json"',
          }),
      ),
  });

  router.route({
    method: "delete",
    path: apiPaths.privacidadMisDatos,
    summary: "Deletes everything the visitor's token reaches",
    description: `${bearer} A lead's token erases the lead, its feedback, its consent records and the mail written for that lead, never another request's mail or download links that only share its e-mail address; a consent's token withdraws and deletes that consent; a conversation's token erases the conversation, its messages and the record of its notice; a purchase's token erases the purchase (steps, health declaration, employee list, payment attempts, tokens), its lead, the mail written for it and the record of its notice. A purchase with an order keeps the order, its payments, the plan sold and who contracted (name, identification, e-mail) for legal and accounting reasons, and says so in \`kept\`; the rest is erased. 409 while a payment of a purchase without an order awaits the provider. Afterwards the token reaches nothing (404).`,
    tag: "Privacy",
    rateLimit: "privacy",
    responses: {
      200: { description: "Deleted", schema: dataEnvelopeSchema(deletionReceiptSchema) },
      ...authErrors,
      409: { description: PAYMENT_UNDER_WAY_DELETE_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ country, deps, header, now, transaction }) => {
      let conversationId: string | null = null;
      const reply = await transaction((tx) =>
        withAccess(
          header("authorization"),
          (token) => findAccess(tx, token, now),
          async (access) => {
            const kept = await deleteMyData(tx, access);
            if (access.kind === "conversation") conversationId = access.conversation.id;
            return privateDataReply(
              { deleted: true, deletedAt: now.toISOString(), ...(kept.length > 0 ? { kept } : {}) },
              country,
            );
          },
        ),
      );
      // This process's streams of a deleted conversation end now; others' on the notification.
      if (conversationId) deps.state.chatStreams.wake(conversationId);
      return reply;
    },
  });
}
