import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import {
  FEEDBACK_NOT_FOUND_MESSAGE,
  feedbackPatchSchema,
  feedbackRequestSchema,
  feedbackSchema,
} from "@qs/domain/api/feedback";
import { IDEMPOTENCY_HEADER } from "@qs/domain/api/idempotency";
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
import { idPathParamSchema } from "@qs/domain/api/query-params";
import {
  type PublicUser,
  publicUserSchema,
  REFERRAL_NOT_FOUND_MESSAGE,
  referralLookupQuerySchema,
  USER_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/reference-answers";
import { referralAdvisorSchema } from "@qs/domain/referral-advisor";
import { z } from "zod";
import type { Router } from "../http/define-route";
import { fail } from "../http/reply";
import {
  findAdvisor,
  findFeedback,
  leadByIdAndEmail,
  leadExists,
  storeFeedback,
  updateFeedback,
} from "../services/feedback-store";
import { storeLead, updateLead } from "../services/lead-store";
import { dataReply } from "./envelopes";

const receipt = (description: string) => ({
  description,
  schema: dataEnvelopeSchema(leadReceiptSchema),
});
const leadNotFound = { description: LEAD_NOT_FOUND_MESSAGE, schema: errorBodySchema };

/** Leads (plan, additional insurance, contact), feedback, users and the referral lookup. */
export function registerLeadRoutes(router: Router): void {
  const creations: Array<{ path: string; kind: LeadKind; summary: string; schema: z.ZodObject }> = [
    {
      path: "/api/solicitarplans",
      kind: "plan",
      summary: "Plan request (lead)",
      schema: planLeadRequestSchema,
    },
    {
      path: "/api/seguro-adicional/solicitar",
      kind: "additionalInsurance",
      summary: "Additional insurance request (lead)",
      schema: additionalInsuranceLeadRequestSchema,
    },
    {
      path: "/api/contactos",
      kind: "contact",
      summary: "Contact request (lead)",
      schema: contactLeadRequestSchema,
    },
  ];
  for (const { path, kind, summary, schema } of creations) {
    router.route({
      method: "post",
      path,
      summary,
      description:
        "Stored with the consent flag, its text version and time; refused with 400 unless agree is true. Committed before the answer.",
      tag: "Leads",
      body: schema,
      idempotent: true,
      responses: { 201: receipt("Stored") },
      handler: async ({ db, body, country, deps, now, header }) =>
        dataReply(
          await storeLead(db, {
            kind,
            countryId: country.id,
            payload: body as Record<string, unknown>,
            defaultConsentVersion: deps.config.consentTextVersion,
            idempotencyKey: header(IDEMPOTENCY_HEADER),
            now,
          }),
          country,
          201,
        ),
    });
  }

  const updates: Array<{
    path: string;
    kind: LeadKind;
    schema: typeof planLeadUpdateSchema | typeof additionalInsuranceLeadUpdateSchema;
  }> = [
    { path: "/api/solicitarplans/update", kind: "plan", schema: planLeadUpdateSchema },
    {
      path: "/api/seguro-adicional/update",
      kind: "additionalInsurance",
      schema: additionalInsuranceLeadUpdateSchema,
    },
  ];
  for (const { path, kind, schema } of updates) {
    router.route({
      method: "post",
      path,
      summary: `Updates a ${kind === "plan" ? "plan" : "additional insurance"} request by id`,
      tag: "Leads",
      body: schema,
      idempotent: true,
      responses: { 200: receipt("Updated"), 404: leadNotFound },
      handler: async ({ db, body, country, now }) => {
        const { id, ...changes } = body;
        return dataReply(
          await updateLead(db, { id, kind, countryId: country.id, changes, now }),
          country,
        );
      },
    });
  }

  router.route({
    method: "get",
    path: "/api/feedbacks/getLead/{leadId}/{email}",
    summary: "Summary of a lead for its feedback page, when the e-mail matches the lead's",
    tag: "Feedback",
    params: z.object({
      leadId: z.uuid({ error: LEAD_NOT_FOUND_MESSAGE }),
      email: z.string().min(3).max(254),
    }),
    responses: {
      200: { description: "The lead", schema: dataEnvelopeSchema(leadSummarySchema) },
      404: leadNotFound,
    },
    handler: async ({ db, params, country }) => {
      const lead = await leadByIdAndEmail(db, params.leadId, params.email);
      if (!lead) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
      return dataReply(
        {
          id: lead.id,
          kind: lead.kind,
          nombre: lead.name,
          productCode: lead.productCode,
          createdAt: lead.createdAt.toISOString(),
        },
        country,
      );
    },
  });

  const feedbackId = z.object({ id: idPathParamSchema });
  const feedbackNotFound = { description: FEEDBACK_NOT_FOUND_MESSAGE, schema: errorBodySchema };

  router.route({
    method: "get",
    path: "/api/feedbacks/{id}",
    summary: "One feedback",
    tag: "Feedback",
    params: feedbackId,
    responses: {
      200: { description: "The feedback", schema: dataEnvelopeSchema(feedbackSchema) },
      404: feedbackNotFound,
    },
    handler: async ({ db, params, country }) => {
      const feedback = await findFeedback(db, params.id);
      if (!feedback) throw fail(404, FEEDBACK_NOT_FOUND_MESSAGE);
      return dataReply(feedback, country);
    },
  });

  router.route({
    method: "post",
    path: "/api/feedbacks",
    summary: "Stores a feedback (rating 1 to 5, optional comment) about a lead",
    tag: "Feedback",
    body: feedbackRequestSchema,
    idempotent: true,
    responses: {
      201: { description: "Stored", schema: dataEnvelopeSchema(feedbackSchema) },
      404: leadNotFound,
    },
    handler: async ({ db, body, country, now }) => {
      const { leadId, ...data } = body;
      if (leadId && !(await leadExists(db, leadId))) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
      const feedback = await storeFeedback(db, {
        leadId: leadId ?? null,
        countryId: country.id,
        data,
        now,
      });
      return dataReply(feedback, country, 201);
    },
  });

  router.route({
    method: "patch",
    path: "/api/feedbacks/{id}",
    summary: "Changes fields of a feedback",
    tag: "Feedback",
    params: feedbackId,
    body: feedbackPatchSchema,
    responses: {
      200: { description: "Updated", schema: dataEnvelopeSchema(feedbackSchema) },
      404: feedbackNotFound,
    },
    handler: async ({ params, body, country, now, transaction }) => {
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const feedback = await transaction((tx) => updateFeedback(tx, params.id, changes, now));
      if (!feedback) throw fail(404, FEEDBACK_NOT_FOUND_MESSAGE);
      return dataReply(feedback, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/users/{id}",
    summary: "A user (referral advisor or executive): name, e-mail and status",
    tag: "Referrals",
    params: z.object({ id: idPathParamSchema }),
    responses: {
      200: { description: "The user", schema: dataEnvelopeSchema(publicUserSchema) },
      404: { description: USER_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      const data = await findAdvisor(db, { id: params.id });
      if (!data) throw fail(404, USER_NOT_FOUND_MESSAGE);
      const { ejecutivo: _ejecutivo, ...user } = data as PublicUser & { ejecutivo?: unknown };
      return dataReply(user, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/referral/advisor",
    summary: "Referral lookup by the advisor's e-mail: name and e-mail",
    tag: "Referrals",
    query: referralLookupQuerySchema,
    responses: {
      200: { description: "The advisor", schema: dataEnvelopeSchema(referralAdvisorSchema) },
      404: { description: REFERRAL_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, query, country }) => {
      const advisor = (await findAdvisor(db, { email: query.email })) as
        | (PublicUser & { ejecutivo?: unknown })
        | undefined;
      if (!advisor || advisor.status === "Inactivo") throw fail(404, REFERRAL_NOT_FOUND_MESSAGE);
      return dataReply(
        {
          name: advisor.name,
          email: advisor.email,
          ...(advisor.ejecutivo ? { ejecutivo: advisor.ejecutivo } : {}),
        },
        country,
      );
    },
  });
}
