import { and, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Database, Tx } from "../db/database";
import {
  consentRecords,
  downloadLinks,
  idempotencyKeys,
  mailOutbox,
  orders,
  purchaseDrafts,
  purchaseDraftTokens,
  rateLimitCounters,
  robotFlags,
  spentChallenges,
  staffAudit,
} from "../db/schema";
import { IDEMPOTENCY_KEY_TTL_MS } from "../http/idempotency";
import { logger } from "../logger";

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
 *   (their tokens, employee lists, payments and sandbox checkouts go with them); tokens of a
 *   kept draft once they expire;
 * - the staff audit: `retentionDays.audit` days after the request it records.
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
  },
];

export type RetentionCounts = Record<string, number>;

async function purge(tx: Tx, { table, expired }: Purge, now: Date, days: RetentionDays) {
  const deleted = await tx
    .delete(table)
    .where(expired(now, days))
    .returning({ one: sql<number>`1` });
  return deleted.length;
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
    for (const step of PURGES) deleted[step.name] = await purge(tx, step, now, days);
    return deleted;
  });
  const durationMs = Math.round(performance.now() - started);
  if (counts) logger.info({ deleted: counts, durationMs }, "Retention: expired data deleted");
  else logger.info("Retention: another process is running the pass; skipped");
  return counts;
}

export interface RetentionSchedule {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs a pass now and then every `config.retentionIntervalMinutes` (0: never). The timer does
 * not keep the process alive, and a failed pass is logged and tried again at the next tick.
 */
export function scheduleRetention(db: Database, config: Config, clock: Clock): RetentionSchedule {
  const everyMs = config.retentionIntervalMinutes * 60 * 1000;
  if (everyMs === 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runRetention(db, config.retentionDays, clock.now())
      .catch((error) => logger.error({ err: error }, "Retention pass failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
