import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Executor } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { TooManyRequestsError } from "./errors";

/**
 * Per-client request limits, counted in PostgreSQL so every API process behind a load
 * balancer enforces one limit. Each counted request is one atomic upsert on
 * `rate_limit_counters`: a fixed window opens at a key's first request and lasts the
 * limit's period; later requests add one until it closes, and the first request after
 * that opens a new window. A client can thus make at most twice the limit across the
 * edge of two windows, which these limits tolerate; in exchange a request costs one
 * statement and one row per client and limit.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The route families a route spec can name (`rateLimit: "leads"`), with their setting and period. */
const LIMITS = {
  leads: { max: (c: Config) => c.rateLimits.leadsPerHour, windowMs: HOUR_MS },
  contacts: { max: (c: Config) => c.rateLimits.contactsPerHour, windowMs: HOUR_MS },
  feedbacks: { max: (c: Config) => c.rateLimits.feedbacksPerHour, windowMs: HOUR_MS },
  sharedLinks: { max: (c: Config) => c.rateLimits.sharedLinksPerHour, windowMs: HOUR_MS },
  downloadLinks: { max: (c: Config) => c.rateLimits.downloadLinksPerDay, windowMs: DAY_MS },
  privacy: { max: (c: Config) => c.rateLimits.privacyRequestsPerHour, windowMs: HOUR_MS },
  staffSignIns: { max: (c: Config) => c.rateLimits.staffSignInsPerHour, windowMs: HOUR_MS },
  quotes: { max: (c: Config) => c.rateLimits.quotesPerHour, windowMs: HOUR_MS },
  purchases: { max: (c: Config) => c.rateLimits.purchasesPerHour, windowMs: HOUR_MS },
  referralLookups: {
    max: (c: Config) => c.rateLimits.referralLookupsPerHour,
    windowMs: HOUR_MS,
  },
} as const;

export type RateLimitName = keyof typeof LIMITS;

export interface Hit {
  /** What is counted, e.g. ["leads", clientKey]; stored only as a hash (no address or e-mail in the table). */
  key: readonly string[];
  max: number;
  windowMs: number;
  now: Date;
  /** The 429's text; by default "Demasiadas solicitudes. Intenta nuevamente en N minutos." */
  message?: string;
}

/** Counts one request under `key`; throws TooManyRequestsError when it goes over `max` in the window. */
export async function hitLimit(db: Executor, hit: Hit): Promise<void> {
  const [name = "", ...parts] = hit.key;
  const digest = createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 32);
  const open = sql`${rateLimitCounters.expiresAt} > excluded.window_start`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      key: `${name}:${digest}`,
      windowStart: hit.now,
      hits: 1,
      expiresAt: new Date(hit.now.getTime() + hit.windowMs),
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${open} then ${rateLimitCounters.hits} + 1 else 1 end`,
        windowStart: sql`case when ${open} then ${rateLimitCounters.windowStart} else excluded.window_start end`,
        expiresAt: sql`case when ${open} then ${rateLimitCounters.expiresAt} else excluded.expires_at end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
  if (!row || row.hits <= hit.max) return;
  const wait = Math.max(1, Math.ceil((row.expiresAt.getTime() - hit.now.getTime()) / 1000));
  throw new TooManyRequestsError(wait, hit.message);
}

/** Counts one request of `clientKey` against the named limit of the configuration. */
export function countRequest(
  db: Executor,
  config: Config,
  name: RateLimitName,
  clientKey: string,
  now: Date,
): Promise<void> {
  const limit = LIMITS[name];
  return hitLimit(db, {
    key: [name, clientKey],
    max: limit.max(config),
    windowMs: limit.windowMs,
    now,
  });
}
