import {
  type BulkLoadError,
  type EmployeeActivationRow,
  employeeActivationColumns,
  employeeActivationRowSchema,
  validateBulkLoadRows,
} from "@qs/catalogs/bulk-load";
import { CSRF_HEADER } from "@qs/domain/api/back-office";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  ACCOUNT_CREATED_MESSAGE,
  ACCOUNT_EXISTS_MESSAGE,
  ACTIVATION_ACCEPTED_MESSAGE,
  ALREADY_INSURED_MESSAGE,
  bulkLoadAnswerSchema,
  CANCELLATION_ACCEPTED_MESSAGE,
  COMMENT_SENT_MESSAGE,
  clientSessionSchema,
  clientSetPasswordRequestSchema,
  clientSignInRequestSchema,
  EMPLOYEE_ADDED_MESSAGE,
  EMPLOYEE_NOT_FOUND_MESSAGE,
  EMPLOYEE_UPDATED_MESSAGE,
  EMPLOYEES_PAGE_SIZE,
  employeeParamsSchema,
  IN_PROCESS_MESSAGE,
  NOT_INSURED_MESSAGE,
  newPortalAccountSchema,
  newTaxDocumentCommentSchema,
  PERIOD_NOT_FOUND_MESSAGE,
  PERIOD_NOT_PAID_MESSAGE,
  PERSON_REFUSED_MESSAGE,
  POLICY_NOT_ACTIVE_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  type PortalEmployeeInput,
  periodParamsSchema,
  policyParamsSchema,
  portalAccountSchema,
  portalEmployeeInputSchema,
  portalEmployeeSchema,
  portalEmployeesQuerySchema,
  portalPolicyDetailSchema,
  portalPolicyDocumentSchema,
  portalPolicySchema,
  portalReferralSchema,
  portalReferralsQuerySchema,
  portalUninsuredQuerySchema,
  portalUninsuredSchema,
  referrerAccessRequestSchema,
  TAX_COMMENT_MAX_LENGTH,
  TAX_DOCUMENT_CANCELLED_MESSAGE,
  taxDocumentCommentSchema,
} from "@qs/domain/api/portal";
import { employeeListErrorsSchema } from "@qs/domain/api/purchase";
import { CLIENT_ACCOUNT_MESSAGES, clientRoleCan } from "@qs/domain/client-access";
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { clientAccounts, clientCompanies, policyEvents } from "../../db/schema";
import { honoPath, type Router } from "../../http/define-route";
import { refusalOf } from "../../http/domain-errors";
import {
  CSV_TYPE,
  EMPLOYEE_FILE_TOO_LARGE_MESSAGE,
  EMPLOYEE_FILE_TYPE_MESSAGE,
  EMPLOYEE_LAYOUT_MESSAGE,
  EMPLOYEE_LIST_REFUSED_MESSAGE,
  employeeLayoutSchema,
  employeeUploadLimit,
  readEmployeeUpload,
  refusedList,
  uploadKind,
  XLSX_TYPE,
} from "../../http/employee-upload";
import { NO_STORE } from "../../http/private-reply";
import { binary, empty, json, type Reply } from "../../http/reply";
import {
  CLEARED_CLIENT_COOKIE,
  clientOfSession,
  closeClientSession,
  openClientSession,
  requireClientPermission,
} from "../../platform/client-sessions";
import { csrfTokenOf } from "../../platform/staff-sessions";
import type { ServerDeps } from "../../server-deps";
import {
  checkClientPassword,
  clientMe,
  companyAccounts,
  createCompanyAccount,
  setClientPassword,
} from "./client-accounts";
import {
  listPolicies,
  paidPeriod,
  policyDetail,
  policyDocuments,
  reachableCompanyPolicyIds,
  reachablePolicy,
} from "./policies";
import {
  activate,
  cancel,
  employeeOf,
  employeeOut,
  exportEmployees,
  listEmployees,
  listUninsured,
  policyErrors,
  UNINSURED_PAGE_SIZE,
  updateEmployee,
} from "./policy-employees";
import {
  REFERRALS_PAGE_SIZE,
  REFERRER_ACCESS_MESSAGE,
  referralsOf,
  requestReferrerAccess,
} from "./referrals";
import { addComment, threadOf } from "./tax-comments";
import { renderTaxDocument } from "./tax-document";

/**
 * The clients' portal: setting a password through the e-mailed link and signing in
 * (`/api/acceso-clientes/`), then the account's policies, their employees and bulk loads, their
 * payment periods and tax documents (`/api/portal/`, `router.clientRoute`: the session and the
 * role's permission first). Answers are never cached.
 */

const TAG = "Clients' portal";
const M = CLIENT_ACCOUNT_MESSAGES;
const error = (description: string) => ({ description, schema: errorBodySchema });

const sessionAnswer = async (
  ctx: { db: Parameters<typeof clientMe>[0] },
  accountId: string,
  csrfToken: string,
  cookie?: string,
) =>
  json({ account: await clientMe(ctx.db, accountId), csrfToken }, 200, {
    ...NO_STORE,
    ...(cookie ? { "Set-Cookie": cookie } : {}),
  });

export function registerPortalRoutes(app: Hono, router: Router, deps: ServerDeps): void {
  router.route({
    method: "post",
    path: apiPaths.accesoClientesContrasena,
    summary: "Clients: sets an account's password through its e-mailed link, and signs in",
    description:
      "Body { token (the link's #codigo), password }. The spec's rule: 8 to 12 characters with an upper-case letter, a lower-case letter, a digit and a special character (400 PASSWORD_LENGTH or INVALID_PASSWORD_FORM with the spec's message); then the link, good once and for 72 hours (400 PASSWORD_TOKEN_EXPIRED). Answers a session, as signing in does.",
    tag: TAG,
    body: clientSetPasswordRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Password set and signed in", schema: clientSessionSchema },
      400: error(`${M.INVALID_PASSWORD_FORM}; ${M.PASSWORD_LENGTH}; ${M.PASSWORD_TOKEN_EXPIRED}`),
    },
    handler: async (ctx) => {
      const accountId = await ctx.transaction((tx) =>
        setClientPassword(tx, ctx.body.token, ctx.body.password, ctx.now),
      );
      const session = await openClientSession(ctx.db, accountId, ctx.now);
      return sessionAnswer(ctx, accountId, session.csrfToken, session.cookie);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.accesoClientesSesion,
    summary: "Clients: signs in with an e-mail and a password",
    description:
      "Opens a session: an httpOnly, Secure, SameSite=Strict cookie (path /api), and in the answer the anti-forgery token every change carries in X-CSRF-Token. 401 INVALID_CREDENTIALS for an unknown e-mail, an account without a password yet, or a wrong password alike; 403 DISABLED_USER only with the right password.",
    tag: TAG,
    body: clientSignInRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Signed in", schema: clientSessionSchema },
      401: error(M.INVALID_CREDENTIALS),
      403: error(M.DISABLED_USER),
    },
    handler: async (ctx) => {
      const accountId = await checkClientPassword(ctx.db, ctx.body.email, ctx.body.password);
      const session = await openClientSession(ctx.db, accountId, ctx.now);
      return sessionAnswer(ctx, accountId, session.csrfToken, session.cookie);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.accesoClientesReferidores,
    summary: "Clients: a referral advisor asks for their referrer's access",
    description: `Body { email }. When the address is an active referral advisor's (the catalogue's advisors) and has no account with a password yet, a referrer's account (REFERIDOR) is opened and the address gets a link to set its password, good once and for 72 hours. The answer is the same for any address ('${REFERRER_ACCESS_MESSAGE}'), so it tells nobody who is a referrer.`,
    tag: TAG,
    body: referrerAccessRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      202: {
        description: REFERRER_ACCESS_MESSAGE,
        schema: z.object({ message: z.string() }),
      },
    },
    handler: async (ctx) => {
      await ctx.transaction((tx) =>
        requestReferrerAccess(tx, deps.config, ctx.body.email, ctx.now),
      );
      return json({ message: REFERRER_ACCESS_MESSAGE }, 202, NO_STORE);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.accesoClientesSesion,
    summary: "Clients: the session this browser holds",
    description:
      "Who is signed in, what their role may do, and the session's anti-forgery token (the portal asks on load); 401 SESSION_REQUIRED without a live session.",
    tag: TAG,
    responses: {
      200: { description: "The session", schema: clientSessionSchema },
      401: error(M.SESSION_REQUIRED),
    },
    handler: async (ctx) => {
      const client = await clientOfSession(
        ctx.db,
        { cookie: ctx.header("cookie"), method: "GET", csrfHeader: undefined },
        ctx.now,
      );
      return sessionAnswer(ctx, client.id, csrfTokenOf(client.sessionToken));
    },
  });

  router.route({
    method: "delete",
    path: apiPaths.accesoClientesSesion,
    summary: "Clients: signs out",
    description:
      "Ends the session and clears its cookie. Needs the session's anti-forgery token, so another site cannot sign a client out.",
    tag: TAG,
    responses: {
      204: { description: "Signed out" },
      401: error(M.SESSION_REQUIRED),
      403: error(M.INVALID_TOKEN),
    },
    handler: async (ctx) => {
      const client = await clientOfSession(
        ctx.db,
        { cookie: ctx.header("cookie"), method: "DELETE", csrfHeader: ctx.header(CSRF_HEADER) },
        ctx.now,
      );
      await closeClientSession(ctx.db, client.sessionToken);
      return empty(204, { ...NO_STORE, "Set-Cookie": CLEARED_CLIENT_COOKIE });
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizas,
    summary: "Portal: the policies the account reaches",
    description:
      "A company's policies (every company of the group for a group's administrator), or the ones a person holds; newest first, with the employees insured now.",
    tag: TAG,
    client: { permission: "policy:read" },
    responses: {
      200: { description: "The policies", schema: dataEnvelopeSchema(z.array(portalPolicySchema)) },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
    },
    handler: async ({ db, client }) =>
      json({ data: await listPolicies(db, client), metadata: { demo: true } }),
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasById,
    summary: "Portal: one policy with its payment periods and history",
    description:
      "`periods` is null for a role that does not read payments (a payroll manager). 404 for a policy the account does not reach, as for one that does not exist.",
    tag: TAG,
    params: policyParamsSchema,
    client: { permission: "policy:read" },
    responses: {
      200: { description: "The policy", schema: dataEnvelopeSchema(portalPolicyDetailSchema) },
      401: error(M.SESSION_REQUIRED),
      404: error(POLICY_NOT_FOUND_MESSAGE),
    },
    handler: async ({ db, client, params }) => {
      const policy = await reachablePolicy(db, client, params.id);
      const { orderNumber: _, ...detail } = await policyDetail(db, policy, {
        payments: clientRoleCan(client.role, "payment-period:read"),
      });
      return json({ data: detail, metadata: { demo: true } });
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasByIdDocumentos,
    summary: "Portal: the documents of the policy's plan",
    description:
      "Its general conditions and the other documents the plan's page lists, each a PDF at `url` (`/api/documents/{id}/file`).",
    tag: TAG,
    params: policyParamsSchema,
    client: { permission: "policy:read" },
    responses: {
      200: {
        description: "The documents",
        schema: dataEnvelopeSchema(z.array(portalPolicyDocumentSchema)),
      },
      401: error(M.SESSION_REQUIRED),
      404: error(POLICY_NOT_FOUND_MESSAGE),
    },
    handler: async ({ db, client, params }) => {
      const policy = await reachablePolicy(db, client, params.id);
      return json({ data: await policyDocuments(db, policy), metadata: { demo: true } });
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasByIdEmpleados,
    summary: "Portal: a policy's employees, searched and paged",
    description: `\`q\` finds by name or RUT (accents and case ignored); \`estado\` ACTIVE (the default), INACTIVE, PENDING, EN_PROCESO (every movement waiting for staff) or TODOS; ${EMPLOYEES_PAGE_SIZE} a page, by name. Each person with the movement in process, if any (\`process\`: activation or cancellation).`,
    tag: TAG,
    params: policyParamsSchema,
    query: portalEmployeesQuerySchema,
    client: { permission: "employee:read" },
    responses: {
      200: { description: "The employees", schema: listEnvelopeSchema(portalEmployeeSchema) },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
      404: error(POLICY_NOT_FOUND_MESSAGE),
    },
    handler: async ({ db, client, params, query }) => {
      const policy = await reachablePolicy(db, client, params.id);
      const page = await listEmployees(db, policy.id, query);
      return pagedReply(page, query.page, EMPLOYEES_PAGE_SIZE);
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasByIdEmpleadosExportar,
    summary: "Portal: a policy's whole payroll as CSV",
    description:
      "RUT, name, state, from, until and the movement in process of every person the policy has had, by name; UTF-8 with `;` (as Excel expects on a Spanish Windows). A value that begins like a formula is exported as text.",
    tag: TAG,
    params: policyParamsSchema,
    client: { permission: "employee:export" },
    responses: {
      200: { description: "The payroll", contentType: "text/csv" },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
      404: error(POLICY_NOT_FOUND_MESSAGE),
    },
    handler: async ({ db, client, params }) => {
      const policy = await reachablePolicy(db, client, params.id);
      return binary(
        new TextEncoder().encode(await exportEmployees(db, policy.id)),
        "text/csv; charset=utf-8",
        {
          "Content-Disposition": `attachment; filename="nomina-${policy.number}.csv"`,
        },
      );
    },
  });

  router.clientRoute({
    method: "post",
    path: apiPaths.portalPolizasByIdEmpleados,
    summary: "Portal: asks for one person's activation on a policy",
    description: `Body: the activation layout's columns as text (name, paternalSurname, legalId, birthDate, gender, insuredType, effectiveDate required), checked by the layout's own rule and then against the policy (someone insured: '${ALREADY_INSURED_MESSAGE}'; a movement waiting: '${IN_PROCESS_MESSAGE}'): 422 names each field by its column. The person waits as PENDING, an activation in process, until staff accept or decline it. 409 for a policy not in force.`,
    tag: TAG,
    params: policyParamsSchema,
    body: portalEmployeeInputSchema,
    client: { permission: "employee:create" },
    responses: {
      201: {
        description: EMPLOYEE_ADDED_MESSAGE,
        schema: dataEnvelopeSchema(portalEmployeeSchema),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(`${M.FORBIDDEN}; ${M.INVALID_TOKEN}`),
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(POLICY_NOT_ACTIVE_MESSAGE),
      422: { description: PERSON_REFUSED_MESSAGE, schema: employeeListErrorsSchema },
    },
    handler: async ({ db, client, params, body, now, transaction }) => {
      const policy = await reachablePolicy(db, client, params.id);
      if (policy.state !== "ACTIVE") return json({ error: POLICY_NOT_ACTIVE_MESSAGE }, 409);
      const checked = personRow(body);
      if ("refusal" in checked) return checked.refusal;
      const today = now.toISOString().slice(0, 10);
      const outcome = await transaction(async (tx) => {
        const errors = await policyErrors(tx, policy.id, "activation", [checked.row]);
        if (errors.length > 0) return { errors, added: undefined };
        await activate(tx, policy.id, [checked.row], today, now);
        await tx.insert(policyEvents).values({
          policyId: policy.id,
          at: now,
          accountId: client.id,
          kind: "employee_added",
          detail: { count: 1 },
        });
        const [added] = await listEmployees(tx, policy.id, {
          q: checked.row.legalId,
          estado: "PENDING",
          page: 1,
        }).then((page) => page.items);
        return { errors: null, added };
      });
      if (outcome.errors) return personRefused(outcome.errors);
      return json(
        { data: outcome.added, metadata: { demo: true, message: EMPLOYEE_ADDED_MESSAGE } },
        201,
      );
    },
  });

  router.clientRoute({
    method: "put",
    path: apiPaths.portalPolizasByIdEmpleadosByEmpleadoId,
    summary: "Portal: changes one person's data",
    description:
      "Body: the activation layout's columns as text, checked by its rule (422 names each field by its column). The RUT and the start date stay the person's own (they name the person and belong to the movements); name, birth date, gender, contact, coverage group and holder change.",
    tag: TAG,
    params: employeeParamsSchema,
    body: portalEmployeeInputSchema,
    client: { permission: "employee:update" },
    responses: {
      200: {
        description: EMPLOYEE_UPDATED_MESSAGE,
        schema: dataEnvelopeSchema(portalEmployeeSchema),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(`${M.FORBIDDEN}; ${M.INVALID_TOKEN}`),
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${EMPLOYEE_NOT_FOUND_MESSAGE}`),
      422: { description: PERSON_REFUSED_MESSAGE, schema: employeeListErrorsSchema },
    },
    handler: async ({ db, client, params, body, now, transaction }) => {
      const policy = await reachablePolicy(db, client, params.id);
      const person = await employeeOf(db, policy.id, params.empleadoId);
      const checked = personRow({
        ...body,
        legalId: person.legalId,
        effectiveDate: person.effectiveDate,
      });
      if ("refusal" in checked) return checked.refusal;
      const updated = await transaction(async (tx) => {
        const row = await updateEmployee(tx, person, checked.row, now);
        await tx.insert(policyEvents).values({
          policyId: policy.id,
          at: now,
          accountId: client.id,
          kind: "employee_updated",
          detail: { count: 1 },
        });
        return row;
      });
      return json({
        data: employeeOut(updated),
        metadata: { demo: true, message: EMPLOYEE_UPDATED_MESSAGE },
      });
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalNoAsegurados,
    summary: "Portal: the people the company's policies no longer insure",
    description: `Everyone a policy the account reaches once had who is insured by none of them now (cancelled, or an activation declined), with the last policy that had them; \`q\` by name or RUT, ${EMPLOYEES_PAGE_SIZE} a page, by name.`,
    tag: TAG,
    query: portalUninsuredQuerySchema,
    client: { permission: "employee:read-uninsured" },
    responses: {
      200: { description: "The uninsured", schema: listEnvelopeSchema(portalUninsuredSchema) },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
    },
    handler: async ({ db, client, query }) => {
      const page = await listUninsured(db, await reachableCompanyPolicyIds(db, client), query);
      return pagedReply(page, query.page, UNINSURED_PAGE_SIZE);
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasByIdPeriodosByPeriodoComentarios,
    summary: "Portal: the comment thread of a period's tax document",
    description: `Oldest first; the team's answers are signed by the team. 409 while the period is not paid ('${PERIOD_NOT_PAID_MESSAGE}').`,
    tag: TAG,
    params: periodParamsSchema,
    client: { permission: "tax-document:read" },
    responses: {
      200: {
        description: "The thread",
        schema: dataEnvelopeSchema(z.array(taxDocumentCommentSchema)),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(PERIOD_NOT_PAID_MESSAGE),
    },
    handler: async ({ db, client, params }) => {
      const policy = await reachablePolicy(db, client, params.id);
      await paidPeriod(db, policy, params.periodo);
      return json({
        data: await threadOf(db, policy.id, params.periodo),
        metadata: { demo: true },
      });
    },
  });

  router.clientRoute({
    method: "post",
    path: apiPaths.portalPolizasByIdPeriodosByPeriodoComentarios,
    summary: "Portal: writes in the comment thread of a period's tax document",
    description: `Body { body } (1 to ${TAX_COMMENT_MAX_LENGTH} characters); after-sales answer in the back office. Answers the whole thread.`,
    tag: TAG,
    params: periodParamsSchema,
    body: newTaxDocumentCommentSchema,
    rateLimit: "staffSignIns",
    client: { permission: "tax-document:read" },
    responses: {
      201: {
        description: COMMENT_SENT_MESSAGE,
        schema: dataEnvelopeSchema(z.array(taxDocumentCommentSchema)),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(`${M.FORBIDDEN}; ${M.INVALID_TOKEN}`),
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(PERIOD_NOT_PAID_MESSAGE),
    },
    handler: async ({ db, client, params, body, now, transaction }) => {
      const policy = await reachablePolicy(db, client, params.id);
      await paidPeriod(db, policy, params.periodo);
      const thread = await transaction(async (tx) => {
        await addComment(tx, {
          policyId: policy.id,
          period: params.periodo,
          body: body.body,
          at: now,
          author: "client",
          accountId: client.id,
          name: client.name,
        });
        return threadOf(tx, policy.id, params.periodo);
      });
      return json({ data: thread, metadata: { demo: true, message: COMMENT_SENT_MESSAGE } }, 201);
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalReferidos,
    summary: "Portal: the requests that named the referrer, and where each stands",
    description: `Newest first, ${REFERRALS_PAGE_SIZE} a page: the visitor's name, the plan, the market, when, and the lead's status and sub-status as the reference data names them.`,
    tag: TAG,
    query: portalReferralsQuerySchema,
    client: { permission: "referral:read" },
    responses: {
      200: { description: "The referrals", schema: listEnvelopeSchema(portalReferralSchema) },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
    },
    handler: async ({ db, client, query }) => {
      const page = await referralsOf(db, client.email, query.page);
      return pagedReply(page, query.page, REFERRALS_PAGE_SIZE);
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalCuentas,
    summary: "Portal: the accounts of the administrator's company",
    description: "Each with its role and whether its owner has set the password yet.",
    tag: TAG,
    client: { permission: "client-user:manage" },
    responses: {
      200: {
        description: "The accounts",
        schema: dataEnvelopeSchema(z.array(portalAccountSchema)),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
    },
    handler: async ({ db, client }) =>
      json({ data: await companyAccounts(db, client), metadata: { demo: true } }),
  });

  router.clientRoute({
    method: "post",
    path: apiPaths.portalCuentas,
    summary: "Portal: an account for the administrator's company",
    description: `Body { email, name, role: ADMIN_CLIENT_QPCLIENTS, PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE or EXTERNAL_ADMIN_QPCLIENTS }. The new account gets an e-mail with its single-use link to set a password. 409 '${ACCOUNT_EXISTS_MESSAGE}'.`,
    tag: TAG,
    body: newPortalAccountSchema,
    rateLimit: "staffSignIns",
    client: { permission: "client-user:manage" },
    responses: {
      201: {
        description: ACCOUNT_CREATED_MESSAGE,
        schema: dataEnvelopeSchema(z.array(portalAccountSchema)),
      },
      401: error(M.SESSION_REQUIRED),
      403: error(`${M.FORBIDDEN}; ${M.INVALID_TOKEN}`),
      409: error(ACCOUNT_EXISTS_MESSAGE),
    },
    handler: async ({ client, body, deps, now, transaction }) => {
      const accounts = await transaction(async (tx) => {
        await createCompanyAccount(tx, deps.config, client, body, now);
        return companyAccounts(tx, client);
      });
      return json({ data: accounts, metadata: { demo: true } }, 201);
    },
  });

  router.clientRoute({
    method: "get",
    path: apiPaths.portalPolizasByIdPeriodosByPeriodoDocumentoTributario,
    summary: "Portal: the tax document of a paid period (PDF)",
    description: `409 while the period is not paid ('${PERIOD_NOT_PAID_MESSAGE}'); 404 for a period the policy does not have.`,
    tag: TAG,
    params: periodParamsSchema,
    client: { permission: "tax-document:read" },
    responses: {
      200: { description: "The document", contentType: "application/pdf" },
      401: error(M.SESSION_REQUIRED),
      403: error(M.FORBIDDEN),
      404: error(`${POLICY_NOT_FOUND_MESSAGE}; ${PERIOD_NOT_FOUND_MESSAGE}`),
      409: error(`${PERIOD_NOT_PAID_MESSAGE}; ${TAX_DOCUMENT_CANCELLED_MESSAGE}`),
    },
    handler: async ({ db, client, params }) => {
      const policy = await reachablePolicy(db, client, params.id);
      const period = await paidPeriod(db, policy, params.periodo);
      if (period.taxDocument === "CANCELLED") {
        return json({ error: TAX_DOCUMENT_CANCELLED_MESSAGE }, 409);
      }
      const [company] = policy.companyId
        ? await db.select().from(clientCompanies).where(eq(clientCompanies.id, policy.companyId))
        : [];
      const [holder] = policy.holderAccountId
        ? await db
            .select()
            .from(clientAccounts)
            .where(eq(clientAccounts.id, policy.holderAccountId))
        : [];
      const bytes = await renderTaxDocument({
        policyNumber: policy.number,
        productName: policy.productName,
        insurerName: policy.insurerName,
        billedTo: company?.name ?? holder?.name ?? "",
        identification: company?.identification ?? null,
        period,
        issuedOn: period.paidAt.slice(0, 10),
      });
      return binary(bytes, "application/pdf", {
        "Content-Disposition": `attachment; filename="documento-tributario-${policy.number}-${period.period}.pdf"`,
      });
    },
  });

  router.record({
    method: "post",
    path: apiPaths.portalPolizasByIdCargas,
    summary: "Portal: a bulk activation (altas) or cancellation (bajas) of a policy's employees",
    description: `The body is the file (CSV or XLSX, up to 5 MB); \`layout\` = activation or cancellation, the spec's bulk-load layout its columns follow. Every row is checked against the layout and then against the policy (an activation naming someone insured: '${ALREADY_INSURED_MESSAGE}'; a cancellation naming someone who is not: '${NOT_INSURED_MESSAGE}') before anything changes: 422 lists each bad cell. A signed-in client whose role holds employee:bulk-activation or employee:bulk-cancellation, with the session's X-CSRF-Token; 409 for a policy not in force.`,
    tag: TAG,
    idempotent: false,
    rawBody: { contentTypes: [CSV_TYPE, XLSX_TYPE], description: "The employee list file" },
    params: policyParamsSchema,
    query: z.object({ layout: employeeLayoutSchema }),
    responses: {
      200: { description: "Accepted", schema: dataEnvelopeSchema(bulkLoadAnswerSchema) },
      401: error(M.SESSION_REQUIRED),
      403: error(`${M.FORBIDDEN}; ${M.INVALID_TOKEN}`),
      404: error(POLICY_NOT_FOUND_MESSAGE),
      409: error(POLICY_NOT_ACTIVE_MESSAGE),
      413: error(EMPLOYEE_FILE_TOO_LARGE_MESSAGE),
      415: error(EMPLOYEE_FILE_TYPE_MESSAGE),
      422: { description: EMPLOYEE_LIST_REFUSED_MESSAGE, schema: employeeListErrorsSchema },
    },
  });
  app.post(honoPath(apiPaths.portalPolizasByIdCargas), employeeUploadLimit(), async (c) => {
    try {
      return await bulkLoad(c, deps);
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal) {
        return c.json(refusal.body, refusal.status as 400, { ...NO_STORE, ...refusal.headers });
      }
      throw caught;
    }
  });
}

/** One page of a list, with its total and whether another page follows. */
const pagedReply = (page: { items: unknown[]; total: number }, number: number, pageSize: number) =>
  json({
    data: page.items,
    metadata: {
      demo: true,
      total: page.total,
      page: number,
      pageSize,
      more: number * pageSize < page.total,
    },
  });

/** One person's data, checked by the activation layout's own rule, or its refusal by field. */
function personRow(
  input: PortalEmployeeInput,
): { row: EmployeeActivationRow } | { refusal: Reply } {
  const { valid, errors } = validateBulkLoadRows(
    employeeActivationRowSchema,
    employeeActivationColumns,
    [{ ...input, rowNumber: 1 }],
  );
  const [row] = valid;
  return row ? { row } : { refusal: personRefused(errors) };
}

const personRefused = (errors: readonly BulkLoadError[]) =>
  json({ error: PERSON_REFUSED_MESSAGE, errors, totalErrors: errors.length }, 422);

/** Whether a request is a policy's bulk load (it skips the API's 64 KB body limit). */
export function isPortalUpload(c: Context): boolean {
  return c.req.method === "POST" && /^\/api\/portal\/polizas\/[^/]+\/cargas$/.test(c.req.path);
}

async function bulkLoad(c: Context, deps: ServerDeps): Promise<Response> {
  const now = deps.clock.now();
  const db = deps.db.orm;
  // The session and its anti-forgery token first: nobody's file is read before they are known.
  const client = await clientOfSession(
    db,
    { cookie: c.req.header("cookie"), method: "POST", csrfHeader: c.req.header(CSRF_HEADER) },
    now,
  );
  const layout = employeeLayoutSchema.safeParse(c.req.query("layout"));
  if (!layout.success) {
    return c.json({ error: EMPLOYEE_LAYOUT_MESSAGE }, 400, NO_STORE);
  }
  requireClientPermission(
    client,
    layout.data === "activation" ? "employee:bulk-activation" : "employee:bulk-cancellation",
  );
  const id = policyParamsSchema.safeParse({ id: c.req.param("id") });
  if (!id.success) return c.json({ error: POLICY_NOT_FOUND_MESSAGE }, 404, NO_STORE);
  const policy = await reachablePolicy(db, client, id.data.id);
  if (policy.state !== "ACTIVE") return c.json({ error: POLICY_NOT_ACTIVE_MESSAGE }, 409, NO_STORE);
  const kind = uploadKind(c.req.header("content-type"));
  if (!kind) return c.json({ error: EMPLOYEE_FILE_TYPE_MESSAGE }, 415, NO_STORE);

  const upload = await readEmployeeUpload(c, kind, layout.data);
  if ("refusal" in upload) return upload.refusal;
  const today = now.toISOString().slice(0, 10);
  const outcome = await deps.db.transaction(async (tx) => {
    const errors = await policyErrors(tx, policy.id, layout.data, upload.rows);
    if (errors.length > 0) return { errors, count: 0 };
    const count =
      layout.data === "activation"
        ? await activate(tx, policy.id, upload.rows as Parameters<typeof activate>[2], today, now)
        : await cancel(tx, policy.id, upload.rows as Parameters<typeof cancel>[2], today, now);
    await tx.insert(policyEvents).values({
      policyId: policy.id,
      at: now,
      accountId: client.id,
      kind: layout.data,
      detail: { count },
    });
    return { errors: null, count };
  });
  if (outcome.errors) return refusedList(c, outcome.errors);
  return c.json(
    {
      data: {
        layout: layout.data,
        message:
          layout.data === "activation"
            ? ACTIVATION_ACCEPTED_MESSAGE
            : CANCELLATION_ACCEPTED_MESSAGE,
        count: outcome.count,
      },
      metadata: { demo: true, policy: apiPath(apiPaths.portalPolizasById, { id: policy.id }) },
    },
    200,
    NO_STORE,
  );
}
