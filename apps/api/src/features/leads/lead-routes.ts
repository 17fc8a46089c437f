import { accessTokenSchema } from "@qs/domain/api/access-token";
import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import {
  FEEDBACK_NOT_FOUND_MESSAGE,
  feedbackPatchSchema,
  feedbackReceiptSchema,
  feedbackRequestSchema,
  feedbackSchema,
} from "@qs/domain/api/feedback";
import {
  additionalInsuranceLeadRequestSchema,
  additionalInsuranceLeadUpdateSchema,
  contactLeadRequestSchema,
  LEAD_NOT_FOUND_MESSAGE,
  type LeadKind,
  leadReceiptSchema,
  leadSummarySchema,
  planLeadRequestSchema,
  planLeadUpdateSchema,
} from "@qs/domain/api/leads";
import { partnerScopeQuerySchema } from "@qs/domain/api/partner";
import { type ApiPathTemplate, apiPaths } from "@qs/domain/api/paths";
import { CONSENT_VERSION_MESSAGE } from "@qs/domain/api/privacy";
import {
  publicUserSchema,
  REFERRAL_NOT_FOUND_MESSAGE,
  referralLookupQuerySchema,
  USER_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/reference-answers";
import { PARTNER_REFERRAL_REQUIRED_MESSAGE } from "@qs/domain/partner";
import { referralAdvisorSchema } from "@qs/domain/referral-advisor";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { privateDataReply } from "../../http/private-reply";
import { fail } from "../../http/reply";
import { requireIframeReferral } from "../partners/partner-referral";
import { ensureConsentRegistry, requireCurrentConsent } from "../privacy/consent-registry";
import {
  findAdvisor,
  findFeedback,
  leadByTokenAndEmail,
  leadIdByToken,
  storeFeedback,
  updateFeedback,
} from "./feedback-store";
import { type NewLead, storeLead, updateLead } from "./lead-store";

const receipt = (description: string) => ({
  description,
  schema: dataEnvelopeSchema(leadReceiptSchema),
});
const leadNotFound = { description: LEAD_NOT_FOUND_MESSAGE, schema: errorBodySchema };
const consentVersionRefused = { description: CONSENT_VERSION_MESSAGE, schema: errorBodySchema };

/**
 * The name of the executive who looks after an advisor's referrals, or undefined. The
 * referral flow keeps it with the referral (one with an executive does not expire); the
 * executive's e-mail and whatever else the catalogue holds about them are internal contacts
 * a visitor has no use for.
 */
function executiveName(ejecutivo: unknown): string | undefined {
  if (typeof ejecutivo !== "object" || ejecutivo === null) return undefined;
  const name = (ejecutivo as { name?: unknown }).name;
  return typeof name === "string" && name.trim() !== "" ? name : undefined;
}

/**
 * Leads (plan, additional insurance, contact), feedback, users and the referral lookup.
 * A lead or a feedback is reached only with the token its creator received: answers carry
 * no id, and an id or an e-mail alone opens nothing.
 */
export function registerLeadRoutes(router: Router): void {
  const creations: Array<{
    path: ApiPathTemplate;
    kind: LeadKind;
    summary: string;
    schema: z.ZodObject;
    rateLimit: "leads" | "contacts";
  }> = [
    {
      path: apiPaths.solicitarplans,
      kind: "plan",
      summary: "Plan request (lead)",
      schema: planLeadRequestSchema,
      rateLimit: "leads",
    },
    {
      path: apiPaths.seguroAdicionalSolicitar,
      kind: "additionalInsurance",
      summary: "Additional insurance request (lead)",
      schema: additionalInsuranceLeadRequestSchema,
      rateLimit: "leads",
    },
    {
      path: apiPaths.contactos,
      kind: "contact",
      summary: "Contact request (lead)",
      schema: contactLeadRequestSchema,
      rateLimit: "contacts",
    },
  ];
  for (const { path, kind, summary, schema, rateLimit } of creations) {
    router.route({
      method: "post",
      path,
      summary,
      description:
        "Refused with 400 unless agree is true, with 403 when it comes from a partner's iframe (`IFRAME_AUTH`) and its profile carries no referido (a plan or additional-insurance request), and with 409 when consentVersion is not the current `solicitud` text of the country (absent: the current one). Stored with its consent record and a confirmation e-mail (link to the visitor's data page from PUBLIC_SITE_URLS), committed before the answer. The receipt's accessToken is the only way back to the lead; a retry with the same Idempotency-Key gets the same receipt.",
      tag: "Leads",
      body: schema,
      query: partnerScopeQuerySchema,
      idempotent: true,
      rateLimit,
      guard: ({ deps }) => ensureConsentRegistry(deps.db),
      responses: {
        201: receipt("Stored"),
        403: { description: PARTNER_REFERRAL_REQUIRED_MESSAGE, schema: errorBodySchema },
        409: consentVersionRefused,
      },
      handler: async ({ db, body, query, country, deps, now, idempotencyKey, transaction }) => {
        const payload = body as NewLead["payload"] & { consentVersion?: string | null };
        if (kind !== "contact") await requireIframeReferral(db, query, payload);
        const stored = await transaction(async (tx) => {
          const consent = await requireCurrentConsent(tx, {
            purpose: "solicitud",
            countryId: country.id,
            version: payload.consentVersion,
            now,
          });
          return storeLead(tx, {
            kind,
            country,
            payload,
            consent,
            idempotencyKey,
            siteUrl: deps.config.publicSiteUrls[country.code],
            mailKey: deps.config.tokenEncryptionKey,
            now,
          });
        });
        return privateDataReply(stored, country, 201);
      },
    });
  }

  const updates: Array<{
    path: ApiPathTemplate;
    kind: LeadKind;
    schema: typeof planLeadUpdateSchema | typeof additionalInsuranceLeadUpdateSchema;
  }> = [
    { path: apiPaths.solicitarplansUpdate, kind: "plan", schema: planLeadUpdateSchema },
    {
      path: apiPaths.seguroAdicionalUpdate,
      kind: "additionalInsurance",
      schema: additionalInsuranceLeadUpdateSchema,
    },
  ];
  for (const { path, kind, schema } of updates) {
    router.route({
      method: "post",
      path,
      summary: `Updates a ${kind === "plan" ? "plan" : "additional insurance"} request by its access token`,
      description:
        "Body: the lead's accessToken (from its receipt) and the fields that change. An unknown or wrong token answers 404 like a missing lead.",
      tag: "Leads",
      body: schema,
      idempotent: true,
      rateLimit: "leads",
      responses: { 200: receipt("Updated"), 404: leadNotFound },
      handler: async ({ db, body, country, now }) => {
        const { accessToken, ...changes } = body;
        return privateDataReply(
          await updateLead(db, { token: accessToken, kind, countryId: country.id, changes, now }),
          country,
        );
      },
    });
  }

  router.route({
    method: "get",
    path: apiPaths.feedbacksGetLeadByLeadTokenByEmail,
    summary: "Summary of a lead for its feedback page: the lead's token and its e-mail",
    tag: "Feedback",
    params: z.object({ leadToken: accessTokenSchema, email: z.string().min(3).max(254) }),
    responses: {
      200: { description: "The lead", schema: dataEnvelopeSchema(leadSummarySchema) },
      404: leadNotFound,
    },
    handler: async ({ db, params, country }) => {
      const lead = await leadByTokenAndEmail(db, params.leadToken, params.email);
      if (!lead) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
      return privateDataReply(
        {
          kind: lead.kind,
          nombre: lead.name,
          productCode: lead.productCode,
          createdAt: lead.createdAt.toISOString(),
        },
        country,
      );
    },
  });

  const feedbackToken = z.object({ token: accessTokenSchema });
  const feedbackNotFound = { description: FEEDBACK_NOT_FOUND_MESSAGE, schema: errorBodySchema };

  router.route({
    method: "get",
    path: apiPaths.feedbacksByToken,
    summary: "One feedback, by the token its creator received",
    tag: "Feedback",
    params: feedbackToken,
    responses: {
      200: { description: "The feedback", schema: dataEnvelopeSchema(feedbackSchema) },
      404: feedbackNotFound,
    },
    handler: async ({ db, params, country }) => {
      const feedback = await findFeedback(db, params.token);
      if (!feedback) throw fail(404, FEEDBACK_NOT_FOUND_MESSAGE);
      return privateDataReply(feedback, country);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.feedbacks,
    summary: "Stores a feedback (rating 1 to 5, optional comment), optionally about a lead",
    description:
      "leadToken is the lead's access token (404 when it reaches no lead). The answer carries the feedback's own accessToken, given once.",
    tag: "Feedback",
    body: feedbackRequestSchema,
    idempotent: true,
    rateLimit: "feedbacks",
    responses: {
      201: { description: "Stored", schema: dataEnvelopeSchema(feedbackReceiptSchema) },
      404: leadNotFound,
    },
    handler: async ({ db, body, country, now }) => {
      const { leadToken, ...data } = body;
      const leadId = leadToken ? await leadIdByToken(db, leadToken) : null;
      if (leadToken && !leadId) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
      const feedback = await storeFeedback(db, {
        leadId: leadId ?? null,
        countryId: country.id,
        data,
        now,
      });
      return privateDataReply(feedback, country, 201);
    },
  });

  router.route({
    method: "patch",
    path: apiPaths.feedbacksByToken,
    summary: "Changes fields of a feedback, by the token its creator received",
    tag: "Feedback",
    params: feedbackToken,
    body: feedbackPatchSchema,
    rateLimit: "feedbacks",
    responses: {
      200: { description: "Updated", schema: dataEnvelopeSchema(feedbackSchema) },
      404: feedbackNotFound,
    },
    handler: async ({ params, body, country, now, transaction }) => {
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const feedback = await transaction((tx) => updateFeedback(tx, params.token, changes, now));
      if (!feedback) throw fail(404, FEEDBACK_NOT_FOUND_MESSAGE);
      return privateDataReply(feedback, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.usersById,
    summary: "A user (referral advisor or executive): name and status only",
    description:
      "What a referral banner shows. The id is the advisor's opaque reference (the catalogue's, as their own links carry it): the sequential id is never answered, so nobody can list advisors by counting. An advisor's e-mail is not public.",
    tag: "Referrals",
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: {
      200: { description: "The user", schema: dataEnvelopeSchema(publicUserSchema) },
      404: { description: USER_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      const advisor = await findAdvisor(db, { reference: params.id });
      if (!advisor) throw fail(404, USER_NOT_FOUND_MESSAGE);
      return dataReply({ name: advisor.name, status: advisor.status ?? null }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.referralAdvisor,
    summary: "Referral lookup by the advisor's e-mail: name and e-mail",
    description:
      "Echoes the name for the e-mail the visitor typed, plus the name of the executive who looks after the referral when there is one (a referral with an executive does not expire). Nothing else of the advisor or the executive is answered. Limited per client (REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR), so nobody can test lists of addresses.",
    tag: "Referrals",
    query: referralLookupQuerySchema,
    rateLimit: "referralLookups",
    responses: {
      200: { description: "The advisor", schema: dataEnvelopeSchema(referralAdvisorSchema) },
      404: { description: REFERRAL_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, query, country }) => {
      const advisor = await findAdvisor(db, { email: query.email });
      if (!advisor || advisor.status === "Inactivo") throw fail(404, REFERRAL_NOT_FOUND_MESSAGE);
      const executive = executiveName(advisor.ejecutivo);
      return dataReply(
        {
          name: advisor.name,
          email: advisor.email,
          ...(executive ? { ejecutivo: { name: executive } } : {}),
        },
        country,
      );
    },
  });
}
