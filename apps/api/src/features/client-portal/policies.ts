import {
  POLICY_NOT_FOUND_MESSAGE,
  type PortalPeriod,
  type PortalPolicy,
  type PortalPolicyDetail,
  policyEventKinds,
} from "@qs/domain/api/portal";
import { clientRoleCan, type PolicyState } from "@qs/domain/client-access";
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  clientAccounts,
  clientCompanies,
  orders,
  paymentPeriods,
  policies,
  policyEmployees,
  policyEvents,
} from "../../db/schema";
import type { ClientAccount } from "../../platform/client-sessions";
import { NotFoundError } from "../../platform/errors";
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

async function summaries(db: Executor, rows: PolicyRow[]): Promise<PortalPolicy[]> {
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
      .select({ policyId: policyEmployees.policyId, n: count() })
      .from(policyEmployees)
      .where(and(inArray(policyEmployees.policyId, ids), eq(policyEmployees.state, "ACTIVE")))
      .groupBy(policyEmployees.policyId),
  ]);
  const orderOf = new Map(orderRows.map((row) => [row.id, row]));
  const companyOf = new Map(companyRows.map((row) => [row.id, row.name]));
  const employeesOf = new Map(employeeCounts.map((row) => [row.policyId, row.n]));
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
      activeEmployees: employeesOf.get(row.id) ?? 0,
    };
  });
}

export async function listPolicies(db: Executor, account: ClientAccount): Promise<PortalPolicy[]> {
  const rows = await db
    .select()
    .from(policies)
    .where(await reachOf(db, account))
    .orderBy(desc(policies.createdAt), asc(policies.number));
  return summaries(db, rows);
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
  return periods.map((row) => ({
    period: row.period,
    dueDate: row.dueDate,
    state: row.state as PortalPeriod["state"],
    paidAt: row.paidAt?.toISOString() ?? null,
    amount: order.amount,
    currency: order.currency,
    taxDocument: row.state === "pay" ? "ACTIVE" : null,
  }));
}

export async function policyDetail(
  db: Executor,
  account: ClientAccount,
  policy: PolicyRow,
): Promise<PortalPolicyDetail> {
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
    periods: clientRoleCan(account.role, "payment-period:read")
      ? await periodsOf(db, policy)
      : null,
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
