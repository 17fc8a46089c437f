import { failureReasonById, failureReasonLabel } from "@qs/catalogs/failure-reasons";
import {
  ASSIGNMENT_NO_ADVISOR_MESSAGE,
  ASSIGNMENT_TAKEN_MESSAGE,
  backOfficeLeadDetailSchema,
  backOfficeLeadParamsSchema,
  backOfficeLeadSchema,
  backOfficeLeadsQuerySchema,
  backOfficeMailQuerySchema,
  backOfficeMailSchema,
  backOfficeOrderRowSchema,
  backOfficeOrderSchema,
  backOfficeOrdersQuerySchema,
  FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
  leadAssignmentRequestSchema,
  leadStatusChangeRequestSchema,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PENDING_TRANSFER_MESSAGE,
  orderNumberParamsSchema,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_MEMBER_NOT_FOUND_MESSAGE,
  STAFF_SELF_DISABLE_MESSAGE,
  staffAccountChangeSchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffAuditEntrySchema,
  staffAuditQuerySchema,
  staffMeSchema,
} from "@qs/domain/api/back-office";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { LEAD_NOT_FOUND_MESSAGE } from "@qs/domain/api/leads";
import { apiPaths } from "@qs/domain/api/paths";
import { LEAD_CHANGE_MESSAGES } from "@qs/domain/lead-lifecycle";
import { leadStatusById, leadSubStatusById } from "@qs/domain/lead-status";
import { COUNTRY_CODES, MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { LEAD_STATE_TRANSFER_CONFIRMED } from "@qs/domain/purchase";
import { roleCan, staffRolePermissions } from "@qs/domain/staff-access";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  leads,
  mailOutbox,
  orders,
  policies,
  staffMembers,
  staffSignInChallenges,
} from "../../db/schema";
import type { Router } from "../../http/define-route";
import { listReply } from "../../http/envelopes";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { fail, json } from "../../http/reply";
import type { StaffRequest } from "../../http/route-spec";
import { staffErrorResponses } from "../../http/staff-errors";
import { mailState } from "../../platform/mail-outbox";
import { readStaffAudit } from "../../platform/staff-audit";
import { checkPermission } from "../../platform/staff-auth";
import { closeSessionsOf } from "../../platform/staff-sessions";
import {
  changeLeadStatus,
  failureReasonApplies,
  lockLead,
  recordAssignment,
} from "../leads/lead-status";
import { afterPayment } from "../purchase/orders";
import { countryCodeOf, draftById } from "../purchase/purchase-store";
import { memberWho } from "../staff-accounts/staff-accounts";
import { inboxConditions, productCodesOfType, readInbox } from "./lead-inbox";
import { leadTimeline } from "./lead-timeline";

/**
 * The back office (`/api/back-office/`), for members of staff with a bearer token from
 * STAFF_TOKENS: leads by e-mail, a lead with its orders, a lead's status change (through the
 * domain's state machine, with the failure reasons that apply to the lead), the mail outbox
 * of an address, the confirmation of a non-automated transfer, and the staff audit. Each
 * route names the permission it needs (`@qs/domain/staff-access`) and what the audit
 * records (`router.staffRoute`); answers are never cached. A member sees and changes the
 * records of the countries they work only: lists leave the others out, and a single record
 * of another country answers 404 as one that does not exist, so its existence is not told.
 */

type LeadRow = typeof leads.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const authErrors = staffErrorResponses;

const named = (value: { id: number; name: string } | undefined) =>
  value ? { id: value.id, name: value.name } : null;

function leadOut(lead: LeadRow, assigneeEmail: string | null) {
  const reason = lead.failureReasonId ? failureReasonById(lead.failureReasonId) : undefined;
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    assignee: assigneeEmail === null ? null : { email: assigneeEmail },
    assignedAt: lead.assignedAt?.toISOString() ?? null,
    country: countryCodeOf(lead.countryId),
    status: named(leadStatusById(lead.statusId)) ?? { id: lead.statusId, name: "" },
    subStatus: lead.subStatusId ? named(leadSubStatusById(lead.subStatusId)) : null,
    failureReason: reason ? { id: reason.id, name: failureReasonLabel(reason) } : null,
    productCode: lead.productCode,
    createdAt: lead.createdAt.toISOString(),
    statusChangedAt: lead.statusChangedAt.toISOString(),
  };
}

function orderOut(order: OrderRow) {
  return {
    number: order.number,
    productCode: order.productCode,
    flowType: order.flowType,
    subscription: order.subscription,
    amount: order.amount,
    currency: order.currency,
    saleState: order.saleState as "OK" | "PENDING",
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

async function leadDetail(db: Executor, lead: LeadRow, assigneeEmail?: string | null) {
  const email =
    assigneeEmail !== undefined
      ? assigneeEmail
      : lead.assignedTo === null
        ? null
        : ((
            await db
              .select({ email: staffMembers.email })
              .from(staffMembers)
              .where(eq(staffMembers.id, lead.assignedTo))
          )[0]?.email ?? null);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.leadId, lead.id))
    .orderBy(asc(orders.createdAt));
  return {
    ...leadOut(lead, email),
    email: lead.email,
    phone: lead.phone,
    orders: rows.map(orderOut),
    timeline: await leadTimeline(db, lead),
  };
}

/**
 * The lead a member of staff names, told to the audit (locked for a change); 404 for one that
 * does not exist or belongs to a market the member does not work (its existence is not told).
 */
async function staffLead(
  db: Executor,
  staff: StaffRequest,
  id: string,
  { lock }: { lock: boolean },
): Promise<LeadRow> {
  staff.target("lead", [id]);
  const lead = lock
    ? await lockLead(db, id)
    : (await db.select().from(leads).where(eq(leads.id, id)))[0];
  if (lead) staff.target("lead", [lead.id], [lead.countryId]);
  if (!lead || !staff.reaches(lead.countryId)) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
  return lead;
}

/** A condition keeping a query to the member's countries (none for one who works every market). */
const withinCountries = (staff: StaffRequest, column: Parameters<typeof inArray>[0]) =>
  staff.everyCountry ? undefined : inArray(column, staff.countryIds);

export function registerBackOfficeRoutes(router: Router): void {
  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeMe,
    summary: "Back office: the member of staff a token belongs to and what their role may do",
    description:
      "Any active staff token answers, with the member's role, its permissions and the markets the member works; the sites' staff pages check a token with it before turning on internal-traffic mode.",
    tag: "Back office",
    staff: { permission: null, audit: "none" },
    responses: {
      200: { description: "The member of staff", schema: staffMeSchema },
      401: authErrors[401],
    },
    handler: ({ staff: { member } }) =>
      json(
        {
          email: member.email,
          role: member.role,
          permissions: [...staffRolePermissions[member.role]],
          countries: [...member.countries],
        },
        200,
        NO_STORE,
      ),
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeLeads,
    summary: "Back office: the leads inbox, a queue filtered and paged",
    description:
      "`queue` mine (the member's own, the default without `email`; with it, every lead the member may see), unassigned (the leads an advisor may take) or team (every advisor's; needs `lead:read-team`, as does `advisor`, one advisor's queue by e-mail). Filters: `status`, `subStatus`, `market` (CL, PE, CO, INT), `productType` (the catalogue's insurance type name), `origin` (plan, additionalInsurance, contact, purchase), `email`, and the day it arrived [`from`, `to`] (UTC). Oldest first unless `sort=newest`; `page` and `pageSize` (at most 100) through the first 10,000 leads (deeper: 400, narrow the filters), with `total` (counted up to 10,000) and `more` (there are more than that) in the metadata. Leads of the markets the member works only.",
    tag: "Back office",
    query: backOfficeLeadsQuerySchema,
    staff: { permission: "lead:read", audit: "read" },
    responses: {
      200: { description: "The leads", schema: listEnvelopeSchema(backOfficeLeadSchema) },
      400: { description: ASSIGNMENT_NO_ADVISOR_MESSAGE, schema: errorBodySchema },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff, query } = ctx;
      const team = query.queue === "team" || query.advisor !== undefined;
      if (team) checkPermission(staff.member, "lead:read-team");
      const queue = query.queue ?? (query.email ? undefined : "mine");
      let assignee: number | null | undefined =
        queue === "mine" ? staff.member.id : queue === "unassigned" ? null : undefined;
      if (query.advisor) {
        const advisor = await memberWho(ctx.db, query.advisor, "lead:read");
        if (!advisor) throw fail(400, ASSIGNMENT_NO_ADVISOR_MESSAGE, { code: "CODE001" });
        assignee = advisor.id;
      }
      const productCodes = query.productType
        ? await productCodesOfType(ctx.db, query.productType)
        : undefined;
      const conditions = inboxConditions(staff, query, { assignee });
      const page = await readInbox(ctx.db, conditions, query, productCodes);
      staff.target(
        "lead",
        page.rows.map(({ lead }) => lead.id),
        page.rows.map(({ lead }) => lead.countryId),
      );
      const data = page.rows.map(({ lead, assigneeEmail }) => leadOut(lead, assigneeEmail));
      return listReply(
        data,
        ctx.country,
        { page: query.page, pageSize: query.pageSize, total: page.total, more: page.more },
        NO_STORE,
      );
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficeLeadsByIdAsignacion,
    summary: "Back office: puts a lead in an advisor's queue, or takes it out",
    description:
      "`to` the advisor's e-mail, or null to leave it unassigned. An advisor (`lead:assign`) may take an unassigned lead for themselves (409 CODE002 when another advisor holds it); assigning to someone else, reassigning or unassigning needs `lead:reassign`. The advisor must be an active member of staff whose role reads leads and who works the lead's market, else 400 CODE001.",
    tag: "Back office",
    params: backOfficeLeadParamsSchema,
    body: leadAssignmentRequestSchema,
    staff: { permission: "lead:assign", audit: "change" },
    responses: {
      200: {
        description: "The lead, assigned",
        schema: dataEnvelopeSchema(backOfficeLeadDetailSchema),
      },
      400: { description: ASSIGNMENT_NO_ADVISOR_MESSAGE, schema: errorBodySchema },
      404: { description: LEAD_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: { description: ASSIGNMENT_TAKEN_MESSAGE, schema: errorBodySchema },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { body, now, staff } = ctx;
      return ctx.transaction(async (tx) => {
        const lead = await staffLead(tx, staff, ctx.params.id, { lock: true });
        const self = body.to !== null && body.to.toLowerCase() === staff.member.email;
        const takesFree = self && (lead.assignedTo === null || lead.assignedTo === staff.member.id);
        if (!takesFree && !roleCan(staff.member.role, "lead:reassign")) {
          if (self) throw fail(409, ASSIGNMENT_TAKEN_MESSAGE, { code: "CODE002" });
          throw fail(403, STAFF_FORBIDDEN_MESSAGE);
        }
        let assignee: { id: number; email: string } | null = null;
        if (body.to !== null) {
          const advisor = await memberWho(tx, body.to, "lead:read", lead.countryId);
          if (!advisor) {
            throw fail(400, ASSIGNMENT_NO_ADVISOR_MESSAGE, { code: "CODE001" });
          }
          assignee = advisor;
        }
        await tx
          .update(leads)
          .set({
            assignedTo: assignee?.id ?? null,
            assignedAt: assignee ? now : null,
            updatedAt: now,
          })
          .where(eq(leads.id, lead.id));
        if ((assignee?.id ?? null) !== lead.assignedTo) {
          await recordAssignment(tx, lead.id, assignee?.id ?? null, staff.member.id, now);
        }
        const [moved] = await tx.select().from(leads).where(eq(leads.id, lead.id));
        return privateDataReply(
          await leadDetail(tx, moved as LeadRow, assignee?.email ?? null),
          ctx.country,
        );
      });
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeLeadsById,
    summary: "Back office: one lead with its contact data and its orders",
    tag: "Back office",
    params: backOfficeLeadParamsSchema,
    staff: { permission: "lead:read", audit: "read" },
    responses: {
      200: { description: "The lead", schema: dataEnvelopeSchema(backOfficeLeadDetailSchema) },
      404: { description: LEAD_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const lead = await staffLead(ctx.db, staff, ctx.params.id, { lock: false });
      return privateDataReply(await leadDetail(ctx.db, lead), ctx.country);
    },
  });

  router.staffRoute({
    method: "patch",
    path: apiPaths.backOfficeLeadsByIdEstado,
    summary: "Back office: moves a lead to another status, sub-status or failure reason",
    description:
      "Checked by the domain's lead lifecycle (`checkLeadChange`): 409 with its Spanish message for a move it does not allow, an unknown status or sub-status, a sub-status of another status, a missing sub-status, a failure reason missing (status 4 Fallido) or given to another status. A failure reason must also apply to the lead's request type, the sub-status and the lead's country (`failureReasonsFor`), else 409.",
    tag: "Back office",
    params: backOfficeLeadParamsSchema,
    body: leadStatusChangeRequestSchema,
    staff: { permission: "lead:update-status", audit: "change" },
    responses: {
      200: {
        description: "The lead, moved",
        schema: dataEnvelopeSchema(backOfficeLeadDetailSchema),
      },
      404: { description: LEAD_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: {
        description: `${Object.values(LEAD_CHANGE_MESSAGES).join("; ")}; ${FAILURE_REASON_NOT_APPLICABLE_MESSAGE}`,
        schema: errorBodySchema,
      },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { body, now, staff } = ctx;
      return ctx.transaction(async (tx) => {
        const lead = await staffLead(tx, staff, ctx.params.id, { lock: true });
        const to = {
          statusId: body.statusId,
          subStatusId: body.subStatusId ?? null,
          failureReasonId: body.failureReasonId ?? null,
        };
        const refusal = await changeLeadStatus(tx, lead, to, now, staff.member.id);
        if (refusal) throw fail(409, LEAD_CHANGE_MESSAGES[refusal]);
        if (
          to.failureReasonId !== null &&
          !failureReasonApplies(lead, to.subStatusId, to.failureReasonId)
        ) {
          throw fail(409, FAILURE_REASON_NOT_APPLICABLE_MESSAGE);
        }
        const [moved] = await tx.select().from(leads).where(eq(leads.id, lead.id));
        return privateDataReply(await leadDetail(tx, moved as LeadRow), ctx.country);
      });
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeCorreos,
    summary: "Back office: the mail outbox of an address, newest first",
    description:
      "Each message's text with its private links (a visitor's token or code) written '[enlace privado]', when it was sent (null while queued), and its delivery state: queued, retrying (with the attempts so far, the mail server's last refusal and the next attempt), sent, failed or dropped. The message as sent is kept only sealed until it is delivered: nothing here lets staff act as the visitor. Messages written for the markets the member works; those of no known market (written before messages kept theirs) only to staff of every market.",
    tag: "Back office",
    query: backOfficeMailQuerySchema,
    staff: { permission: "admin:unsent-notification:read", audit: "read" },
    responses: {
      200: { description: "The messages", schema: listEnvelopeSchema(backOfficeMailSchema) },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const conditions: SQL[] = [eq(mailOutbox.toAddress, ctx.query.to.toLowerCase())];
      const scope = withinCountries(staff, mailOutbox.countryId);
      if (scope) conditions.push(scope);
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(and(...conditions))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(200);
      staff.target(
        "mail",
        rows.map((row) => String(row.id)),
        rows.flatMap((row) => (row.countryId === null ? [] : [row.countryId])),
      );
      const data = rows.map((row) => ({
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        state: mailState(row),
        attempts: row.attempts,
        lastError: row.lastError,
        nextAttemptAt:
          mailState(row) === "retrying" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      }));
      return listReply(data, ctx.country, {}, NO_STORE);
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePedidos,
    summary: "Back office: the orders with their payment state and policy, newest first",
    description:
      "`state` OK (paid) or PENDING (a transfer to confirm, or a payment not yet told), `market` (CL, PE, CO, INT), `page` and `pageSize` (at most 100), with `total` in the metadata. Each order with its buyer (the lead's name and e-mail), whether it is a transfer waiting for its confirmation, and the policy a paid order became in the clients' portal (number and state). Orders of the markets the member works only.",
    tag: "Back office",
    query: backOfficeOrdersQuerySchema,
    staff: { permission: "payment:read", audit: "read" },
    responses: {
      200: { description: "The orders", schema: listEnvelopeSchema(backOfficeOrderRowSchema) },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff, query } = ctx;
      const market = query.market
        ? MARKET_COUNTRIES.find((each) => each.code === query.market)?.id
        : undefined;
      const where = and(
        withinCountries(staff, orders.countryId),
        query.state ? eq(orders.saleState, query.state) : undefined,
        market === undefined ? undefined : eq(orders.countryId, market),
      );
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select({
            order: orders,
            name: leads.name,
            email: leads.email,
            policyId: policies.id,
            policyNumber: policies.number,
            policyState: policies.state,
          })
          .from(orders)
          .leftJoin(leads, eq(leads.id, orders.leadId))
          .leftJoin(policies, eq(policies.orderId, orders.id))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        ctx.db.select({ total: count() }).from(orders).where(where),
      ]);
      staff.target(
        "order",
        rows.map(({ order }) => order.number),
        rows.map(({ order }) => order.countryId),
      );
      const data = rows.map(({ order, name, email, policyId, policyNumber, policyState }) => ({
        ...orderOut(order),
        country: countryCodeOf(order.countryId),
        buyer: { name, email },
        leadId: order.leadId,
        awaitingTransfer: order.saleState === "PENDING" && order.paymentId === null,
        policy:
          policyId && policyNumber && policyState
            ? { id: policyId, number: policyNumber, state: policyState }
            : null,
      }));
      return listReply(
        data,
        ctx.country,
        { page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 },
        NO_STORE,
      );
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePedidosByOrderNumberConfirmarTransferencia,
    summary: "Back office: confirms that a non-automated transfer arrived",
    description:
      "The order (saleState PENDING, a transfer) becomes paid; its lead moves from 501 Pendiente de confirmación to 3 Cerrado / 333 Web-Transferencia no automática through the lifecycle, and the buyer gets the confirmation e-mail. 409 for an order that is not a pending transfer.",
    tag: "Back office",
    params: orderNumberParamsSchema,
    staff: { permission: "order:confirm-transfer", audit: "change" },
    responses: {
      200: { description: "The order, paid", schema: dataEnvelopeSchema(backOfficeOrderSchema) },
      404: { description: ORDER_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: { description: ORDER_NOT_PENDING_TRANSFER_MESSAGE, schema: errorBodySchema },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { now, deps, staff } = ctx;
      staff.target("order", [ctx.params.orderNumber]);
      return ctx.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.number, ctx.params.orderNumber))
          .for("update");
        if (order) staff.target("order", [order.number], [order.countryId]);
        if (!order || !staff.reaches(order.countryId)) throw fail(404, ORDER_NOT_FOUND_MESSAGE);
        if (order.saleState !== "PENDING" || order.paymentId !== null) {
          throw fail(409, ORDER_NOT_PENDING_TRANSFER_MESSAGE);
        }
        if (order.leadId) {
          const lead = await lockLead(tx, order.leadId);
          if (lead) {
            const refusal = await changeLeadStatus(
              tx,
              lead,
              LEAD_STATE_TRANSFER_CONFIRMED,
              now,
              staff.member.id,
            );
            if (refusal) throw fail(409, LEAD_CHANGE_MESSAGES[refusal]);
          }
        }
        const [paid] = await tx
          .update(orders)
          .set({ saleState: "OK", paidAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.saleState, "PENDING")))
          .returning();
        if (!paid) throw fail(409, ORDER_NOT_PENDING_TRANSFER_MESSAGE);
        await afterPayment(tx, deps.config, paid, await draftById(tx, paid.draftId), now);
        return privateDataReply(orderOut(paid), ctx.country);
      });
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeAuditoria,
    summary: "Back office: the staff audit, newest first, by member and period",
    description:
      "Who read or changed what, when and from where: one row per back-office request that read personal data or changed something, refusals included (identifiers only, never the data). `member` (an e-mail) and the period [`from`, `to`) narrow it; `page` and `pageSize` (at most 200) page it, and the metadata carries `total`. An administrator limited to some countries sees the rows whose records all belong to them. Kept AUDIT_RETENTION_DAYS. Reading it is recorded too.",
    tag: "Back office",
    query: staffAuditQuerySchema,
    staff: { permission: "audit:read", audit: "read" },
    responses: {
      200: { description: "The audit's rows", schema: listEnvelopeSchema(staffAuditEntrySchema) },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { query, staff } = ctx;
      const page = await readStaffAudit(ctx.db, staff.member, {
        member: query.member,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        page: query.page,
        pageSize: query.pageSize,
      });
      staff.target("staff_audit", []);
      return listReply(
        page.rows,
        ctx.country,
        { page: query.page, pageSize: query.pageSize, total: page.total },
        NO_STORE,
      );
    },
  });
}

/** A staff_members row as administrators see it. */
function staffAccountOut(row: typeof staffMembers.$inferSelect, now: Date) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    countries: COUNTRY_CODES.filter((code) => row.countries.includes(code)),
    kind: row.passwordHash === null ? ("machine" as const) : ("person" as const),
    active: row.active,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
    secondFactor: row.totpSecret !== null,
  };
}

/** Whether an administrator reaches a member: one of every market reaches all, else members of their markets only. */
const reachesMember = (staff: StaffRequest, row: { countries: string[] }) =>
  staff.everyCountry ||
  row.countries.every((code) => staff.member.countries.includes(code as never));

export function registerStaffAccountAdminRoutes(router: Router): void {
  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePersonal,
    summary: "Back office: the members of staff, for administrators",
    description:
      "Every member (people who sign in and machines with a STAFF_TOKENS token) with their role, markets, whether they are enabled and whether ten failed sign-ins lock them. An administrator limited to some markets sees the members of those markets only.",
    tag: "Back office",
    staff: { permission: "staff-user:read", audit: "read" },
    responses: {
      200: { description: "The members", schema: listEnvelopeSchema(staffAccountSchema) },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const rows = (
        await ctx.db.select().from(staffMembers).orderBy(asc(staffMembers.email))
      ).filter((row) => reachesMember(staff, row));
      staff.target(
        "staff_member",
        rows.map((row) => String(row.id)),
      );
      return listReply(
        rows.map((row) => staffAccountOut(row, ctx.now)),
        ctx.country,
        {},
        NO_STORE,
      );
    },
  });

  router.staffRoute({
    method: "patch",
    path: apiPaths.backOfficePersonalById,
    summary:
      "Back office: disables or enables a member of staff, lifts their lock-out or resets their second factor",
    description:
      "`active: false` disables the member: their sessions end at once and signing in answers DISABLED_USER; `active: true` enables them again. `unlock: true` lifts a lock-out after ten failed sign-ins. `resetSecondFactor: true` forgets the member's authenticator app (a lost phone): their next sign-in sets one up again. An administrator cannot disable themselves (409), nor reach a member of markets they do not work (404).",
    tag: "Back office",
    params: staffAccountParamsSchema,
    body: staffAccountChangeSchema,
    staff: { permission: "staff-user:update", audit: "change" },
    responses: {
      200: { description: "The member, changed", schema: dataEnvelopeSchema(staffAccountSchema) },
      404: { description: STAFF_MEMBER_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: { description: STAFF_SELF_DISABLE_MESSAGE, schema: errorBodySchema },
      ...authErrors,
    },
    handler: async (ctx) => {
      const { staff, body, now } = ctx;
      staff.target("staff_member", [String(ctx.params.id)]);
      return ctx.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.id, ctx.params.id))
          .for("update");
        if (!row || !reachesMember(staff, row)) throw fail(404, STAFF_MEMBER_NOT_FOUND_MESSAGE);
        if (body.active === false && row.id === staff.member.id) {
          throw fail(409, STAFF_SELF_DISABLE_MESSAGE);
        }
        const [changed] = await tx
          .update(staffMembers)
          .set({
            ...(body.active === undefined ? {} : { active: body.active }),
            ...(body.unlock ? { lockedUntil: null, failedSignIns: 0 } : {}),
            ...(body.resetSecondFactor ? { totpSecret: null, totpLastStep: null } : {}),
            updatedAt: now,
          })
          .where(eq(staffMembers.id, row.id))
          .returning();
        if (body.active === false) await closeSessionsOf(tx, row.id);
        if (body.resetSecondFactor) {
          await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.memberId, row.id));
        }
        return privateDataReply(staffAccountOut(changed ?? row, now), ctx.country);
      });
    },
  });
}
