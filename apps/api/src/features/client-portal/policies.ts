import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  PERIOD_NOT_FOUND_MESSAGE,
  PERIOD_NOT_PAID_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  type PortalPeriod,
  type PortalPolicy,
  type PortalPolicyDetail,
  type PortalPolicyDocument,
  policyEventKinds,
} from "@qs/domain/api/portal";
import type { PolicyState } from "@qs/domain/client-access";
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  cancelledTaxDocuments,
  clientAccounts,
  clientCompanies,
  documents,
  orders,
  paymentPeriods,
  policies,
  policyEmployees,
  policyEvents,
  products,
} from "../../db/schema";
import type { ClientAccount } from "../../platform/client-sessions";
import { ConflictError, NotFoundError } from "../../platform/errors";
import { countryCodeOf } from "../purchase/purchase-store";
import { companiesOf } from "./client-accounts";

/**
 * The policies an account reaches: its companies' (its group's, for a group's administrator) or,
 * for a person, the ones it holds. Any other policy answers 404 as one that does not exist.
 */

type PolicyRow = typeof policies.$inferSelect;

async function reachOf(db: Executor, account: ClientAccount): Promise<SQL | undefined> {
  const companies = await companiesOf(db, account);
  const conditions = [eq(policies.holderAccountId, account.id)];
  if (companies.length > 0) conditions.push(inArray(policies.companyId, companies));
  return or(...conditions);
}

type Summary = PortalPolicy & { orderNumber: string };

async function summaries(db: Executor, rows: PolicyRow[]): Promise<Summary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [orderRows, companyRows, employeeCounts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.orderId),
        ),
      ),
    db
      .select({ id: clientCompanies.id, name: clientCompanies.name })
      .from(clientCompanies)
      .where(
        inArray(clientCompanies.id, [
          ...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : []))),
        ]),
      ),
    db
      .select({
        policyId: policyEmployees.policyId,
        n: sql<number>`count(*) filter (where ${policyEmployees.state} = 'ACTIVE')`.mapWith(Number),
        pending:
          sql<number>`count(*) filter (where ${policyEmployees.process} is not null)`.mapWith(
            Number,
          ),
      })
      .from(policyEmployees)
      .where(inArray(policyEmployees.policyId, ids))
      .groupBy(policyEmployees.policyId),
  ]);
  const orderOf = new Map(orderRows.map((row) => [row.id, row]));
  const companyOf = new Map(companyRows.map((row) => [row.id, row.name]));
  const employeesOf = new Map(employeeCounts.map((row) => [row.policyId, row]));
  return rows.map((row) => {
    const order = orderOf.get(row.orderId);
    return {
      id: row.id,
      number: row.number,
      productName: row.productName,
      insurerName: row.insurerName,
      state: row.state as PolicyState,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      country: countryCodeOf(row.countryId),
      company: row.companyId ? (companyOf.get(row.companyId) ?? null) : null,
      amount: order?.amount ?? 0,
      currency: order?.currency ?? "",
      subscription: order?.subscription ?? false,
      orderNumber: order?.number ?? "",
      activeEmployees: employeesOf.get(row.id)?.n ?? 0,
      pendingMovements: employeesOf.get(row.id)?.pending ?? 0,
    };
  });
}

export async function listPolicies(db: Executor, account: ClientAccount): Promise<PortalPolicy[]> {
  const rows = await db
    .select()
    .from(policies)
    .where(await reachOf(db, account))
    .orderBy(desc(policies.createdAt), asc(policies.number));
  return (await summaries(db, rows)).map(({ orderNumber: _, ...policy }) => policy);
}

/**
 * The policies of the markets a member of staff works (`countryIds` null: every market), those
 * with movements in process only when asked, newest first.
 */
export async function staffPolicies(
  db: Executor,
  filter: {
    countryIds: readonly number[] | null;
    pendingOnly: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ items: Summary[]; total: number }> {
  const where = and(
    filter.countryIds ? inArray(policies.countryId, [...filter.countryIds]) : undefined,
    filter.pendingOnly
      ? sql`exists (select 1 from ${policyEmployees} where ${policyEmployees.policyId} = ${policies.id} and ${policyEmployees.process} is not null)`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(policies)
      .where(where)
      .orderBy(desc(policies.createdAt), asc(policies.number))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(policies)
      .where(where),
  ]);
  return { items: await summaries(db, rows), total: counted?.n ?? 0 };
}

/** The documents of the policy's plan in its market, as the plan's page lists them. */
export async function policyDocuments(
  db: Executor,
  policy: PolicyRow,
): Promise<PortalPolicyDocument[]> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.productCode, policy.productCode), eq(products.countryId, policy.countryId)),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) return [];
  const rows = await db
    .select({
      id: documents.id,
      metadata: documents.metadata,
      fileName: documents.fileName,
      pages: documents.pageCount,
    })
    .from(documents)
    .where(eq(documents.productId, product.id))
    .orderBy(asc(documents.id));
  return rows.map((row) => ({
    id: row.id,
    name: (row.metadata as { name?: string }).name ?? row.fileName,
    url: apiPath(apiPaths.documentsByIdFile, { id: row.id }),
    pages: row.pages,
  }));
}

/**
 * Annuls a paid period's tax document (CANCELLED) or makes it ACTIVE again; a change enters the
 * policy's history. Answers whether anything changed.
 */
export async function setTaxDocumentState(
  tx: Executor,
  policy: PolicyRow,
  period: number,
  state: "ACTIVE" | "CANCELLED",
  staffId: number,
  now: Date,
): Promise<boolean> {
  const changed =
    state === "CANCELLED"
      ? await tx
          .insert(cancelledTaxDocuments)
          .values({ policyId: policy.id, period, cancelledAt: now, staffId: String(staffId) })
          .onConflictDoNothing()
          .returning({ period: cancelledTaxDocuments.period })
      : await tx
          .delete(cancelledTaxDocuments)
          .where(
            and(
              eq(cancelledTaxDocuments.policyId, policy.id),
              eq(cancelledTaxDocuments.period, period),
            ),
          )
          .returning({ period: cancelledTaxDocuments.period });
  if (changed.length === 0) return false;
  await tx.insert(policyEvents).values({
    policyId: policy.id,
    at: now,
    accountId: null,
    kind: state === "CANCELLED" ? "tax_document_cancelled" : "tax_document_reactivated",
    detail: { period },
  });
  return true;
}

/** A policy by id, whoever holds it (staff reach it by market, checked by the caller). */
export async function policyById(db: Executor, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}

/** The ids of the company policies the account reaches (a person's own policy has no payroll). */
export async function reachableCompanyPolicyIds(
  db: Executor,
  account: ClientAccount,
): Promise<string[]> {
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(await reachOf(db, account), isNotNull(policies.companyId)));
  return rows.map((row) => row.id);
}

/** The policy `id` names if the account reaches it; 404 otherwise (its existence is not told). */
export async function reachablePolicy(
  db: Executor,
  account: ClientAccount,
  id: string,
): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), await reachOf(db, account)));
  if (!row) throw new NotFoundError(POLICY_NOT_FOUND_MESSAGE);
  return row;
}

/** A period of the policy that is paid, or the refusal: 404 none such, 409 not paid yet. */
export async function paidPeriod(
  db: Executor,
  policy: PolicyRow,
  number: number,
): Promise<PortalPeriod & { paidAt: string }> {
  const period = (await periodsOf(db, policy)).find((row) => row.period === number);
  if (!period) throw new NotFoundError(PERIOD_NOT_FOUND_MESSAGE);
  if (period.state !== "pay" || !period.paidAt) throw new ConflictError(PERIOD_NOT_PAID_MESSAGE);
  return { ...period, paidAt: period.paidAt };
}

export async function periodsOf(db: Executor, policy: PolicyRow): Promise<PortalPeriod[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, policy.orderId));
  if (!order) return [];
  const rows = await db
    .select()
    .from(paymentPeriods)
    .where(eq(paymentPeriods.orderId, order.id))
    .orderBy(asc(paymentPeriods.period));
  // A one-time payment is one period, paid with the order.
  const periods =
    rows.length > 0
      ? rows
      : order.paidAt
        ? [
            {
              period: 1,
              dueDate: order.paidAt.toISOString().slice(0, 10),
              state: "pay",
              paidAt: order.paidAt,
            },
          ]
        : [];
  const cancelled = new Set(
    (
      await db
        .select({ period: cancelledTaxDocuments.period })
        .from(cancelledTaxDocuments)
        .where(eq(cancelledTaxDocuments.policyId, policy.id))
    ).map((row) => row.period),
  );
  return periods.map((row) => ({
    period: row.period,
    dueDate: row.dueDate,
    state: row.state as PortalPeriod["state"],
    paidAt: row.paidAt?.toISOString() ?? null,
    amount: order.amount,
    currency: order.currency,
    taxDocument: row.state !== "pay" ? null : cancelled.has(row.period) ? "CANCELLED" : "ACTIVE",
  }));
}

/** One policy with its history, and its payment periods when `payments` (the reader's role reads them). */
export async function policyDetail(
  db: Executor,
  policy: PolicyRow,
  { payments }: { payments: boolean },
): Promise<PortalPolicyDetail & { orderNumber: string }> {
  const [[summary], events] = await Promise.all([
    summaries(db, [policy]),
    db
      .select({ event: policyEvents, by: clientAccounts.name })
      .from(policyEvents)
      .leftJoin(clientAccounts, eq(clientAccounts.id, policyEvents.accountId))
      .where(eq(policyEvents.policyId, policy.id))
      .orderBy(desc(policyEvents.at), desc(policyEvents.id))
      .limit(100),
  ]);
  if (!summary) throw new NotFoundError(POLICY_NOT_FOUND_MESSAGE);
  return {
    ...summary,
    periods: payments ? await periodsOf(db, policy) : null,
    history: events
      .filter(({ event }) => (policyEventKinds as readonly string[]).includes(event.kind))
      .map(({ event, by }) => {
        const detail = event.detail as { count?: number; period?: number };
        return {
          at: event.at.toISOString(),
          kind: event.kind as PortalPolicyDetail["history"][number]["kind"],
          by: by ?? null,
          count: detail.count ?? detail.period ?? null,
        };
      }),
  };
}
