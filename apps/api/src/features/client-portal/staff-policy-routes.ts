import {
  backOfficeCompanyGroupSchema,
  backOfficePoliciesQuerySchema,
  backOfficePolicyDetailSchema,
  backOfficePolicySchema,
  GROUP_MESSAGES,
  groupAdministratorSchema,
  groupCompanySchema,
  MOVEMENT_NOT_PENDING_MESSAGE,
  MOVEMENTS_DECIDED_MESSAGE,
  movementDecisionAnswerSchema,
  movementDecisionSchema,
  newCompanyGroupSchema,
} from "@qs/domain/api/back-office";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  EMPLOYEES_PAGE_SIZE,
  type EmployeeProcess,
  newTaxDocumentCommentSchema,
  PERIOD_NOT_FOUND_MESSAGE,
  PERIOD_NOT_PAID_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  periodParamsSchema,
  policyParamsSchema,
  portalEmployeeSchema,
  portalEmployeesQuerySchema,
  TAX_DOCUMENT_CANCELLED_MESSAGE,
  taxDocumentCommentSchema,
  taxDocumentStateChangeSchema,
} from "@qs/domain/api/portal";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import type { StaffPermission } from "@qs/domain/staff-access";
import { z } from "zod";
import type { Executor } from "../../db/database";
import type { Router } from "../../http/define-route";
import { listReply } from "../../http/envelopes";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { fail } from "../../http/reply";
import type { StaffRequest } from "../../http/route-spec";
import { staffErrorResponses } from "../../http/staff-errors";
import { checkPermission } from "../../platform/staff-auth";
import {
  addGroupAdministrator,
  companyOfPolicy,
  formGroup,
  groupView,
  joinGroup,
} from "./company-groups";
import {
  paidPeriod,
  policyById,
  policyDetail,
  setTaxDocumentState,
  staffPolicies,
} from "./policies";
import { decideMovements, listEmployees, movementsToDecide } from "./policy-employees";
import { addComment, threadOf } from "./tax-comments";

/**
 * The clients' policies in the back office: after-sales see what the portal shows (the
 * policies of the markets they work, each with its payroll, periods and history), accept or
 * decline the movements a company asks for once the insurer answers, and answer the tax
 * documents' threads. A policy of another market answers 404, as one that does not exist.
 */

const TAG = "Back office";
const error = (description: string) => ({ description, schema: errorBodySchema });

const DECISION_KEYS: Record<EmployeeProcess, Record<"accept" | "decline", StaffPermission>> = {
  activation: {
    accept: "policy-employee:process-activation:accept",
    decline: "policy-employee:process-activation:decline",
  },
  cancellation: {
    accept: "policy-employee:process-cancellation:accept",
    decline: "policy-employee:process-cancellation:decline",
  },
};

/** The policy a member names, told to the audit; 404 outside the member's markets. */
async function staffPolicy(db: Executor, staff: StaffRequest, id: string) {
  staff.target("policy", [id]);
  const policy = await policyById(db, id);
  if (policy) staff.target("policy", [policy.id], [policy.countryId]);
  if (!policy || !staff.reaches(policy.countryId)) throw fail(404, POLICY_NOT_FOUND_MESSAGE);
  return policy;
}

export function registerStaffPolicyRoutes(router: Router): void {
  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePolizas,
    summary: "Back office: the clients' policies, newest first",
    description:
      "Of the markets the member works; `movimientos=pendientes` keeps those with a company's activation or cancellation waiting for a decision, `market` one market; `page`, `pageSize` (at most 100) and `total` in the metadata.",
    tag: TAG,
    query: backOfficePoliciesQuerySchema,
    staff: { permission: "policy:read", audit: "read" },
    responses: {
      200: { description: "The policies", schema: listEnvelopeSchema(backOfficePolicySchema) },
      ...staffErrorResponses,
    },
    handler: async ({ db, staff, query, country }) => {
      const market = query.market
        ? MARKET_COUNTRIES.find((each) => each.code === query.market)?.id
        : undefined;
      const reach = staff.everyCountry ? null : staff.countryIds;
      const countryIds =
        market === undefined ? reach : reach && !reach.includes(market) ? [] : [market];
      const page = await staffPolicies(db, {
        countryIds,
        pendingOnly: query.movimientos === "pendientes",
        page: query.page,
        pageSize: query.pageSize,
      });
      staff.target(
        "policy",
        page.items.map((policy) => policy.id),
      );
      return listReply(
        page.items,
        country,
        { page: query.page, pageSize: query.pageSize, total: page.total },
        NO_STORE,
      );
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePolizasById,
    summary: "Back office: one policy with every payment period and its history",
    description: "404 for a policy of a market the member does not work.",
    tag: TAG,
    params: policyParamsSchema,
    staff: { permission: "policy:read", audit: "read" },
    responses: {
      200: { description: "The policy", schema: dataEnvelopeSchema(backOfficePolicyDetailSchema) },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ db, staff, params, country }) => {
      const policy = await staffPolicy(db, staff, params.id);
      return privateDataReply(await policyDetail(db, policy, { payments: true }), country);
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePolizasByIdEmpleados,
    summary: "Back office: a policy's employees, searched and paged",
    description: `As the portal's list: \`q\` by name or RUT, \`estado\` ACTIVE, INACTIVE, PENDING, EN_PROCESO (the movements waiting for a decision) or TODOS; ${EMPLOYEES_PAGE_SIZE} a page.`,
    tag: TAG,
    params: policyParamsSchema,
    query: portalEmployeesQuerySchema,
    staff: { permission: "policy:read", audit: "read" },
    responses: {
      200: { description: "The employees", schema: listEnvelopeSchema(portalEmployeeSchema) },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ db, staff, params, query, country }) => {
      const policy = await staffPolicy(db, staff, params.id);
      const page = await listEmployees(db, policy.id, query);
      return listReply(
        page.items,
        country,
        {
          total: page.total,
          page: query.page,
          pageSize: EMPLOYEES_PAGE_SIZE,
          more: query.page * EMPLOYEES_PAGE_SIZE < page.total,
        },
        NO_STORE,
      );
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePolizasByIdMovimientos,
    summary: "Back office: accepts or declines a company's movements in process",
    description: `Body { decision: accept or decline, ids (1 to 500 employee ids) }. An activation accepted insures the person, declined leaves them uninsured; a cancellation accepted ends the cover on the date asked for, declined keeps it. Each kind needs its own key (policy-employee:process-activation:accept…); 409 '${MOVEMENT_NOT_PENDING_MESSAGE}' when one named is not in process (nothing changes).`,
    tag: TAG,
    params: policyParamsSchema,
    body: movementDecisionSchema,
    staff: { permission: "policy:read", audit: "change" },
    responses: {
      200: {
        description: MOVEMENTS_DECIDED_MESSAGE,
        schema: dataEnvelopeSchema(movementDecisionAnswerSchema),
      },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(MOVEMENT_NOT_PENDING_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, now, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        const rows = await movementsToDecide(tx, policy.id, body.ids);
        const kinds = new Set(rows.map((row) => row.process as EmployeeProcess));
        for (const kind of kinds) checkPermission(staff.member, DECISION_KEYS[kind][body.decision]);
        await decideMovements(tx, policy.id, rows, body.decision, now);
        return privateDataReply(
          {
            message: MOVEMENTS_DECIDED_MESSAGE,
            accepted: body.decision === "accept" ? rows.length : 0,
            declined: body.decision === "decline" ? rows.length : 0,
          },
          country,
        );
      }),
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePolizasByIdGrupo,
    summary: "Back office: the policy's company and its enterprise group",
    description:
      "The group (null until the company has one) with its companies and its administrators. 409 for a person's policy (no company).",
    tag: TAG,
    params: policyParamsSchema,
    staff: { permission: "admin:organization:read", audit: "read" },
    responses: {
      200: { description: "The group", schema: dataEnvelopeSchema(backOfficeCompanyGroupSchema) },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(GROUP_MESSAGES.NO_COMPANY),
      ...staffErrorResponses,
    },
    handler: async ({ db, staff, params, country }) => {
      const policy = await staffPolicy(db, staff, params.id);
      return privateDataReply(await groupView(db, await companyOfPolicy(db, policy)), country);
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePolizasByIdGrupo,
    summary: "Back office: forms an enterprise group with the policy's company",
    description: `Body { name }. 409 '${GROUP_MESSAGES.ALREADY_GROUPED}'. Answers the group.`,
    tag: TAG,
    params: policyParamsSchema,
    body: newCompanyGroupSchema,
    staff: { permission: "admin:organization:update", audit: "change" },
    responses: {
      201: { description: "The group", schema: dataEnvelopeSchema(backOfficeCompanyGroupSchema) },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(`${GROUP_MESSAGES.ALREADY_GROUPED}; ${GROUP_MESSAGES.NO_COMPANY}`),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, now, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        const company = await companyOfPolicy(tx, policy, { lock: true });
        await formGroup(tx, company, body.name, now);
        return privateDataReply(
          await groupView(tx, await companyOfPolicy(tx, policy)),
          country,
          201,
        );
      }),
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePolizasByIdGrupoEmpresas,
    summary: "Back office: joins another client company to the policy's group",
    description: `Body { identification }: a client company's tax id in a market the member works (404 '${GROUP_MESSAGES.COMPANY_NOT_FOUND}'); 409 '${GROUP_MESSAGES.OTHER_GROUP}' or '${GROUP_MESSAGES.NO_GROUP}'. Answers the group.`,
    tag: TAG,
    params: policyParamsSchema,
    body: groupCompanySchema,
    staff: { permission: "admin:organization:update", audit: "change" },
    responses: {
      200: { description: "The group", schema: dataEnvelopeSchema(backOfficeCompanyGroupSchema) },
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${GROUP_MESSAGES.COMPANY_NOT_FOUND}`),
      409: error(`${GROUP_MESSAGES.OTHER_GROUP}; ${GROUP_MESSAGES.NO_GROUP}`),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        const company = await companyOfPolicy(tx, policy);
        await joinGroup(
          tx,
          company,
          body.identification,
          staff.everyCountry ? null : staff.countryIds,
        );
        return privateDataReply(await groupView(tx, company), country);
      }),
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePolizasByIdGrupoAdministradores,
    summary: "Back office: gives the policy's group an administrator",
    description: `Body { email, name }: an ADMIN_GROUP_QPCLIENTS_ENTERPRISE account of the group, e-mailed its single-use link to set a password; in the portal it reaches every company of the group. 409 '${GROUP_MESSAGES.ACCOUNT_EXISTS}' or '${GROUP_MESSAGES.NO_GROUP}'. Answers the group.`,
    tag: TAG,
    params: policyParamsSchema,
    body: groupAdministratorSchema,
    staff: { permission: "admin:organization:update", audit: "change" },
    responses: {
      201: { description: "The group", schema: dataEnvelopeSchema(backOfficeCompanyGroupSchema) },
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(`${GROUP_MESSAGES.ACCOUNT_EXISTS}; ${GROUP_MESSAGES.NO_GROUP}`),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, now, deps, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        const company = await companyOfPolicy(tx, policy);
        await addGroupAdministrator(tx, deps.config, company, body, now);
        return privateDataReply(await groupView(tx, company), country, 201);
      }),
  });

  router.staffRoute({
    method: "put",
    path: apiPaths.backOfficePolizasByIdPeriodosByPeriodoDocumentoTributario,
    summary: "Back office: annuls a paid period's tax document, or makes it active again",
    description: `Body { state: CANCELLED or ACTIVE } (the spec's tax-document states). An annulled document is no longer handed out in the portal (409 '${TAX_DOCUMENT_CANCELLED_MESSAGE}'); each change enters the policy's history. Answers the policy. 409 while the period is not paid.`,
    tag: TAG,
    params: periodParamsSchema,
    body: taxDocumentStateChangeSchema,
    staff: { permission: "tax-document:update-status", audit: "change" },
    responses: {
      200: { description: "The policy", schema: dataEnvelopeSchema(backOfficePolicyDetailSchema) },
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(PERIOD_NOT_PAID_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, now, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        await paidPeriod(tx, policy, params.periodo);
        await setTaxDocumentState(tx, policy, params.periodo, body.state, staff.member.id, now);
        return privateDataReply(await policyDetail(tx, policy, { payments: true }), country);
      }),
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePolizasByIdPeriodosByPeriodoComentarios,
    summary: "Back office: the comment thread of a period's tax document",
    description: `Oldest first. 409 while the period is not paid ('${PERIOD_NOT_PAID_MESSAGE}').`,
    tag: TAG,
    params: periodParamsSchema,
    staff: { permission: "admin:tax-document:read-comment", audit: "read" },
    responses: {
      200: {
        description: "The thread",
        schema: dataEnvelopeSchema(z.array(taxDocumentCommentSchema)),
      },
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(PERIOD_NOT_PAID_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ db, staff, params, country }) => {
      const policy = await staffPolicy(db, staff, params.id);
      await paidPeriod(db, policy, params.periodo);
      return privateDataReply(await threadOf(db, policy.id, params.periodo), country);
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePolizasByIdPeriodosByPeriodoComentarios,
    summary: "Back office: answers in the comment thread of a period's tax document",
    description:
      "Body { body }; the client sees the answer signed by the team. Answers the whole thread.",
    tag: TAG,
    params: periodParamsSchema,
    body: newTaxDocumentCommentSchema,
    staff: { permission: "tax-document:comment", audit: "change" },
    responses: {
      201: {
        description: "The thread",
        schema: dataEnvelopeSchema(z.array(taxDocumentCommentSchema)),
      },
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(PERIOD_NOT_PAID_MESSAGE),
      ...staffErrorResponses,
    },
    handler: async ({ staff, params, body, now, transaction, country }) =>
      transaction(async (tx) => {
        const policy = await staffPolicy(tx, staff, params.id);
        await paidPeriod(tx, policy, params.periodo);
        await addComment(tx, {
          policyId: policy.id,
          period: params.periodo,
          body: body.body,
          at: now,
          author: "staff",
          staffId: staff.member.id,
        });
        return privateDataReply(await threadOf(tx, policy.id, params.periodo), country, 201);
      }),
  });
}
