import { and, eq, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Config } from "../config";
import type { Database, Tx } from "../db/database";
import {
  chatConversations,
  chatMessages,
  consentRecords,
  downloadLinks,
  idempotencyKeys,
  leads,
  mailOutbox,
  orders,
  purchaseDrafts,
  purchaseDraftTokens,
  rateLimitCounters,
  robotFlags,
  spentChallenges,
  staffAudit,
  staffPasswordResets,
  staffSessions,
  staffSignInChallenges,
} from "../db/schema";
import { logger } from "../logger";
import type { Clock } from "./clock";
import { type PeriodicJob, schedulePeriodicJob } from "./periodic-job";
import { SESSION_IDLE_MINUTES } from "./staff-sessions";

/**
 * How long a stored idempotency key answers replays (`http/idempotency.ts`); the retention
 * job deletes keys older than that.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job: what is kept only for a while is deleted once its period is over, so
 * personal data (addresses in the mail outbox and download links, client addresses in robot
 * flags) does not pile up for ever. Periods (README, "Faults and operations"):
 * - download links: `retentionDays.downloadLinks` days after they expired;
 * - the mail outbox: `retentionDays.mail` days after the message was written;
 * - idempotency keys: 24 hours (a key older than that no longer replays);
 * - robot flags: `retentionDays.robotFlags` days after the flag was raised;
 * - rate-limit counters and spent proof-of-work challenges: once they expire;
 * - consent records: once withdrawn;
 * - purchase drafts never ordered: `retentionDays.drafts` days after the buyer's last save
 *   (their tokens, employee lists, payments and sandbox checkouts go with them, and so do
 *   the record of their notice and their lead, which no token reaches any more); tokens of
 *   a kept draft once they expire;
 * - chat conversations, closed or left open: `retentionDays.chat` days after their last
 *   message (or their opening, without one), with their messages and the record of their
 *   notice.
 * - the staff audit: `retentionDays.audit` days after the request it records;
 * - staff sessions: once they end (their twelve hours, or two idle hours).
 *
 * With several API processes on one PostgreSQL database only one runs a pass at a time: the
 * pass holds a transaction-scoped advisory lock, and a process that cannot take it skips.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The advisory lock of the retention pass (any fixed number no other code uses). */
/** @internal the retention test holds it from another session */
export const RETENTION_LOCK_KEY = 748_201_913;

type RetentionDays = Config["retentionDays"];

interface Purge {
  /** The name its count is logged under. */
  name: string;
  table: PgTable;
  /** Rows to delete at `now` (never absent: a delete without a condition empties the table). */
  expired(now: Date, days: RetentionDays): SQL;
  /** The row's record of its privacy notice (`consent_records.id`): it goes with the row. */
  notice?: PgColumn;
  /** A purchase draft's lead: a purchase's lead goes with its draft. */
  purchaseLead?: PgColumn;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

const PURGES: Purge[] = [
  {
    name: "downloadLinks",
    table: downloadLinks,
    expired: (now, days) => lt(downloadLinks.expiresAt, before(now, days.downloadLinks * DAY_MS)),
  },
  {
    name: "mailOutbox",
    table: mailOutbox,
    expired: (now, days) => lt(mailOutbox.createdAt, before(now, days.mail * DAY_MS)),
  },
  {
    name: "idempotencyKeys",
    table: idempotencyKeys,
    expired: (now) => lt(idempotencyKeys.createdAt, before(now, IDEMPOTENCY_KEY_TTL_MS)),
  },
  {
    name: "robotFlags",
    table: robotFlags,
    expired: (now, days) => lt(robotFlags.flaggedAt, before(now, days.robotFlags * DAY_MS)),
  },
  {
    name: "rateLimitCounters",
    table: rateLimitCounters,
    expired: (now) => lt(rateLimitCounters.expiresAt, now),
  },
  {
    name: "spentChallenges",
    table: spentChallenges,
    expired: (now) => lt(spentChallenges.expiresAt, now),
  },
  {
    name: "consentRecords",
    table: consentRecords,
    expired: () => isNotNull(consentRecords.withdrawnAt),
  },
  {
    name: "purchaseDraftTokens",
    table: purchaseDraftTokens,
    expired: (now) => lt(purchaseDraftTokens.expiresAt, now),
  },
  {
    name: "staffSessions",
    table: staffSessions,
    expired: (now) =>
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, before(now, SESSION_IDLE_MINUTES * 60_000)),
      ) as SQL,
  },
  {
    name: "staffSignInChallenges",
    table: staffSignInChallenges,
    expired: (now) => lt(staffSignInChallenges.expiresAt, now),
  },
  {
    name: "staffPasswordResets",
    table: staffPasswordResets,
    expired: (now) => lt(staffPasswordResets.expiresAt, now),
  },
  {
    name: "staffAudit",
    table: staffAudit,
    expired: (now, days) => lt(staffAudit.at, before(now, days.audit * DAY_MS)),
  },
  {
    // An order keeps its draft (the sale's record); the rest cascade with the draft.
    name: "purchaseDrafts",
    table: purchaseDrafts,
    expired: (now, days) =>
      and(
        lt(purchaseDrafts.updatedAt, before(now, days.drafts * DAY_MS)),
        sql`not exists (select 1 from ${orders} where ${orders.draftId} = ${purchaseDrafts.id})`,
      ) as SQL,
    notice: purchaseDrafts.consentRecordId,
    purchaseLead: purchaseDrafts.leadId,
  },
  {
    // Closing writes a notice message, so the last message is also the last activity of a
    // closed conversation; its messages cascade with it.
    name: "chatConversations",
    table: chatConversations,
    expired: (now, days) => {
      const cutoff = before(now, days.chat * DAY_MS);
      return and(
        lt(chatConversations.createdAt, cutoff),
        sql`not exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.createdAt} >= ${cutoff})`,
      ) as SQL;
    },
    notice: chatConversations.consentRecordId,
  },
];

export type RetentionCounts = Record<string, number>;

const NONE = sql<string | null>`null`;

/** Deletes a purge's rows, and with them the records and leads they name; adds to `counts`. */
async function purge(tx: Tx, step: Purge, now: Date, days: RetentionDays, counts: RetentionCounts) {
  const deleted = (await tx
    .delete(step.table)
    .where(step.expired(now, days))
    .returning({ notice: step.notice ?? NONE, lead: step.purchaseLead ?? NONE })) as Array<{
    notice: string | null;
    lead: string | null;
  }>;
  counts[step.name] = deleted.length;
  const notices = deleted.flatMap((row) => (row.notice ? [row.notice] : []));
  if (step.notice) {
    const gone =
      notices.length === 0
        ? []
        : await tx
            .delete(consentRecords)
            .where(inArray(consentRecords.id, notices))
            .returning({ one: sql<number>`1` });
    counts.consentRecords = (counts.consentRecords ?? 0) + gone.length;
  }
  if (step.purchaseLead) {
    const ids = deleted.flatMap((row) => (row.lead ? [row.lead] : []));
    const gone =
      ids.length === 0
        ? []
        : await tx
            .delete(leads)
            .where(
              and(
                inArray(leads.id, ids),
                eq(leads.kind, "purchase"),
                sql`not exists (select 1 from ${orders} where ${orders.leadId} = ${leads.id})`,
              ),
            )
            .returning({ one: sql<number>`1` });
    counts.purchaseLeads = gone.length;
  }
}

/**
 * One pass: deletes what is past its period at `now` and answers how many rows of each kind
 * went, or null when another process is running a pass.
 */
export async function runRetention(
  db: Database,
  days: RetentionDays,
  now: Date,
): Promise<RetentionCounts | null> {
  const started = performance.now();
  const counts = await db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const deleted: RetentionCounts = {};
    for (const step of PURGES) await purge(tx, step, now, days, deleted);
    return deleted;
  });
  const durationMs = Math.round(performance.now() - started);
  if (counts) logger.info({ deleted: counts, durationMs }, "Retention: expired data deleted");
  else logger.info("Retention: another process is running the pass; skipped");
  return counts;
}

/**
 * Runs a pass now and then every `config.retentionIntervalMinutes` (0: never). The timer does
 * not keep the process alive, and a failed pass is logged and tried again at the next tick.
 */
export function scheduleRetention(db: Database, config: Config, clock: Clock): PeriodicJob {
  return schedulePeriodicJob(
    config.retentionIntervalMinutes * 60 * 1000,
    () => runRetention(db, config.retentionDays, clock.now()),
    "Retention pass failed",
    { now: true },
  );
}
