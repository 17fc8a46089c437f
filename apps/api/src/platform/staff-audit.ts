import type { CountryCode } from "@qs/domain/market-countries";
import { and, arrayContained, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database";
import { staffAudit } from "../db/schema";
import { reachesEveryCountry, type StaffMember } from "./staff-auth";

/**
 * The staff audit (`staff_audit`): who read or changed what, when and from where. The route
 * helper writes one row for every back-office request that reads personal data or changes
 * something, once the member of staff is known (define-route.ts, `router.staffRoute`): a
 * change's row in the change's own transaction, a refusal's (403, 404, 409…) after it.
 * Rows hold identifiers only, never the data read.
 */

export interface StaffAction {
  member: StaffMember;
  /** `PATCH /api/back-office/leads/{id}/estado`: the method and the route's pattern. */
  action: string;
  targetType: string | null;
  targetIds: readonly string[];
  countries: readonly CountryCode[];
  status: number;
  clientAddress: string;
  at: Date;
}

/** Target ids kept per row: a list answers at most 200 records. */
const MAX_TARGET_IDS = 500;

export async function recordStaffAction(db: Executor, entry: StaffAction): Promise<void> {
  await db.insert(staffAudit).values({
    at: entry.at,
    memberId: entry.member.id,
    memberEmail: entry.member.email,
    role: entry.member.role,
    action: entry.action,
    targetType: entry.targetType,
    targetIds: entry.targetIds.slice(0, MAX_TARGET_IDS),
    countries: [...entry.countries],
    status: entry.status,
    clientAddress: entry.clientAddress,
  });
}

export interface AuditQuery {
  /** A member's e-mail. */
  member?: string | undefined;
  /** From this moment (inclusive) to that one (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of the audit, newest first, for `reader` (an administrator): an administrator
 * limited to some countries sees the rows whose records all belong to them.
 */
export async function readStaffAudit(db: Executor, reader: StaffMember, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.member) conditions.push(eq(staffAudit.memberEmail, query.member.toLowerCase()));
  if (query.from) conditions.push(gte(staffAudit.at, query.from));
  if (query.to) conditions.push(lt(staffAudit.at, query.to));
  if (!reachesEveryCountry(reader)) {
    conditions.push(arrayContained(staffAudit.countries, reader.countries));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ total: count() }).from(staffAudit).where(where);
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      memberId: row.memberId,
      memberEmail: row.memberEmail,
      role: row.role,
      action: row.action,
      targetType: row.targetType,
      targetIds: row.targetIds,
      countries: row.countries,
      status: row.status,
      clientAddress: row.clientAddress,
    })),
  };
}
