import type { backOfficeLeadsQuerySchema } from "@qs/domain/api/back-office";
import { INBOX_MAX_LEADS } from "@qs/domain/api/back-office";
import { marketByCode } from "@qs/domain/market-countries";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { leads, products, staffMembers } from "../../db/schema";

/**
 * The leads inbox: one query for every queue and filter, paged on the server. The market
 * filter and the member's own markets use `leads_inbox_idx` (country, created), an advisor's
 * queue and the unassigned `leads_assignee_idx` (assignee, created), every market
 * `leads_created_idx`; the product type is the catalogue's, looked
 * up by the lead's product code.
 */

export type InboxQuery = z.output<typeof backOfficeLeadsQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The most leads a queue counts and pages through: counting 100,000 rows on every page would
 * cost more than the page itself, and nobody reads page 2,000. Past it the total says "more"
 * and the member narrows the filters.
 */
export const INBOX_COUNT_CAP = INBOX_MAX_LEADS;

/** The markets the member works (a staff request's). */
export interface MemberMarkets {
  everyCountry: boolean;
  countryIds: number[];
}

export interface InboxScope {
  /** The queue's assignee: a member id, null for the unassigned, undefined for any. */
  assignee: number | null | undefined;
}

/** The conditions of a page of the inbox, for a member and a queue already allowed. */
export function inboxConditions(staff: MemberMarkets, query: InboxQuery, scope: InboxScope): SQL[] {
  const conditions: SQL[] = [];
  if (!staff.everyCountry) conditions.push(inArray(leads.countryId, staff.countryIds));
  if (query.market) conditions.push(eq(leads.countryId, marketByCode(query.market).id));
  if (scope.assignee === null) conditions.push(isNull(leads.assignedTo));
  else if (scope.assignee !== undefined) conditions.push(eq(leads.assignedTo, scope.assignee));
  if (query.email) conditions.push(eq(leads.email, query.email.toLowerCase()));
  if (query.status) conditions.push(eq(leads.statusId, query.status));
  if (query.subStatus) conditions.push(eq(leads.subStatusId, query.subStatus));
  if (query.origin) conditions.push(eq(leads.kind, query.origin));
  if (query.from) conditions.push(gte(leads.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    conditions.push(lt(leads.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  return conditions;
}

/**
 * A page of the inbox with each lead's assignee, and how many leads the filters hold up to
 * INBOX_COUNT_CAP (`more` past it).
 */
export async function readInbox(
  db: Executor,
  conditions: SQL[],
  query: InboxQuery,
  productCodes: string[] | undefined,
) {
  const where = and(
    ...conditions,
    ...(productCodes ? [inArray(leads.productCode, productCodes)] : []),
  );
  const sort = query.sort ?? (query.email ? "newest" : "oldest");
  const order =
    sort === "newest"
      ? [desc(leads.createdAt), desc(leads.id)]
      : [asc(leads.createdAt), asc(leads.id)];
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(INBOX_COUNT_CAP + 1)
    .as("capped");
  const [rows, [counted]] = await Promise.all([
    db
      .select({ lead: leads, assigneeEmail: staffMembers.email })
      .from(leads)
      .leftJoin(staffMembers, eq(staffMembers.id, leads.assignedTo))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(capped),
  ]);
  const total = counted?.value ?? 0;
  return { rows, total: Math.min(total, INBOX_COUNT_CAP), more: total > INBOX_COUNT_CAP };
}

/** The product codes of a product type (the catalogue's insurance type name), any market. */
export async function productCodesOfType(db: Executor, productType: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: products.productCode })
    .from(products)
    .where(eq(products.insuranceTypeName, productType));
  return rows.map((row) => row.code);
}
