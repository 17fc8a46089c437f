import { ROBOT_ERROR, ROBOT_MESSAGE } from "@qs/domain/api/robot-check";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { LRUCache } from "lru-cache";
import type { Executor } from "../db/database";
import { robotFlags } from "../db/schema";
import { UnauthenticatedError } from "./errors";
import type { RobotCounter } from "./robot-counter";

/** What the robot check keeps per process (the server's state carries it). */
interface RobotState {
  state: { robotCounter: RobotCounter; notFlagged: LRUCache<string, true> };
}

const robotError = () => new UnauthenticatedError(ROBOT_ERROR, { message: ROBOT_MESSAGE });

const flagQuery = (db: Executor) =>
  db
    .select({ key: robotFlags.clientKey })
    .from(robotFlags)
    .where(and(eq(robotFlags.clientKey, sql.placeholder("clientKey")), isNull(robotFlags.liftedAt)))
    .prepare("robot_flag_active");

/** The flag lookup runs on every comparison request: prepared once per database. */
const preparedFlagQueries = new WeakMap<Executor, ReturnType<typeof flagQuery>>();

/** True while the client carries a robot flag that was not lifted. */
async function isFlagged(db: Executor, clientKey: string): Promise<boolean> {
  let prepared = preparedFlagQueries.get(db);
  if (!prepared) {
    prepared = flagQuery(db);
    preparedFlagQueries.set(db, prepared);
  }
  const rows = await prepared.execute({ clientKey });
  return rows.length > 0;
}

/**
 * Over the limit: raises the flag in the database (so every API process refuses the client)
 * and refuses the request with 401.
 *
 * Counts are per process: a flag lifted in another process leaves this process's count,
 * made partly before the lift, over the limit. So the flag is raised again only when it was
 * lifted before the oldest request this process still counts; otherwise this process's
 * count starts over from the lift (a solved challenge buys one fresh count, no more).
 */
async function raiseFlag(
  db: Executor,
  deps: RobotState,
  clientKey: string,
  now: Date,
): Promise<void> {
  const counter = deps.state.robotCounter;
  const countingSince = new Date(counter.countingSince(clientKey) ?? now.getTime());
  const raised = await db
    .insert(robotFlags)
    .values({ clientKey, flaggedAt: now, liftedAt: null, liftedWithHash: null })
    .onConflictDoUpdate({
      target: robotFlags.clientKey,
      set: { flaggedAt: now, liftedAt: null, liftedWithHash: null },
      setWhere: or(isNull(robotFlags.liftedAt), lte(robotFlags.liftedAt, countingSince)),
    })
    .returning({ key: robotFlags.clientKey });
  if (raised.length === 0) {
    counter.reset(clientKey);
    counter.hit(clientKey, now.getTime());
    return;
  }
  deps.state.notFlagged.delete(clientKey);
  throw robotError();
}

/** Looks the client's flag up in the database (the verdict every process shares). */
async function checkFlag(db: Executor, deps: RobotState, clientKey: string): Promise<void> {
  if (await isFlagged(db, clientKey)) throw robotError();
  deps.state.notFlagged.set(clientKey, true);
}

/**
 * The robot check of one comparison request, cached answers included: counts it in this
 * process's memory (the address the socket or a trusted proxy gives, never a header the
 * client picks), then refuses a flagged client. Only verdicts go through the database: a
 * client over the limit raises its flag there, and a client found unflagged is not looked
 * up again for a second (a flag raised by another process applies here within that second);
 * a flagged client is looked up every time, so lifting the flag works at once everywhere.
 *
 * Returns nothing when memory decides (the common case: a known, unflagged client under the
 * limit), so a cached answer waits on no database; a promise otherwise.
 */
export function guardComparisonRequest(
  db: Executor,
  deps: RobotState,
  clientKey: string,
  now: Date,
): Promise<void> | undefined {
  if (deps.state.robotCounter.hit(clientKey, now.getTime())) {
    return raiseFlag(db, deps, clientKey, now).then(() =>
      deps.state.notFlagged.has(clientKey) ? undefined : checkFlag(db, deps, clientKey),
    );
  }
  if (deps.state.notFlagged.has(clientKey)) return undefined;
  return checkFlag(db, deps, clientKey);
}

/**
 * The visitor solved a proof-of-work challenge (checked and spent by robot-challenge.ts):
 * lifts the flag, recording the proof's signature, and forgets the client's count.
 */
export async function liftRobotFlag(
  db: Executor,
  deps: RobotState,
  clientKey: string,
  proofSignature: string,
  now: Date,
): Promise<boolean> {
  deps.state.robotCounter.reset(clientKey);
  const lifted = await db
    .update(robotFlags)
    .set({ liftedAt: now, liftedWithHash: proofSignature })
    .where(and(eq(robotFlags.clientKey, clientKey), isNull(robotFlags.liftedAt)))
    .returning({ key: robotFlags.clientKey });
  return lifted.length > 0;
}
