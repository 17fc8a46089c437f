import { ROBOT_ERROR, ROBOT_MESSAGE } from "@qs/domain/api/robot-check";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database";
import { robotFlags } from "../db/schema";
import { HttpError } from "../http/reply";
import type { ServerDeps } from "../server-deps";

export const robotError = () => new HttpError(401, { error: ROBOT_ERROR, message: ROBOT_MESSAGE });

const flagQuery = (db: Executor) =>
  db
    .select({ key: robotFlags.clientKey })
    .from(robotFlags)
    .where(and(eq(robotFlags.clientKey, sql.placeholder("clientKey")), isNull(robotFlags.liftedAt)))
    .prepare("robot_flag_active");

/** The flag lookup runs on every comparison request: prepared once per database. */
const preparedFlagQueries = new WeakMap<Executor, ReturnType<typeof flagQuery>>();

/** True while the client carries a robot flag that was not lifted. */
export async function isFlagged(db: Executor, clientKey: string): Promise<boolean> {
  let prepared = preparedFlagQueries.get(db);
  if (!prepared) {
    prepared = flagQuery(db);
    preparedFlagQueries.set(db, prepared);
  }
  const rows = await prepared.execute({ clientKey });
  return rows.length > 0;
}

/**
 * Counts one comparison request of the client. Over the limit the flag is
 * raised in the database (so every API process refuses the client) and the
 * request is refused with 401.
 */
export async function countComparisonRequest(
  db: Executor,
  deps: ServerDeps,
  clientKey: string,
  now: Date,
): Promise<void> {
  if (!deps.state.robotCounter.hit(clientKey, now.getTime())) return;
  await db
    .insert(robotFlags)
    .values({ clientKey, flaggedAt: now, liftedAt: null, liftedWithHash: null })
    .onConflictDoUpdate({
      target: robotFlags.clientKey,
      set: { flaggedAt: now, liftedAt: null, liftedWithHash: null },
    });
  throw robotError();
}

/** The visitor confirmed being human: lifts the flag and forgets its count. */
export async function liftRobotFlag(
  db: Executor,
  deps: ServerDeps,
  clientKey: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  deps.state.robotCounter.reset(clientKey);
  const lifted = await db
    .update(robotFlags)
    .set({ liftedAt: now, liftedWithHash: hash })
    .where(and(eq(robotFlags.clientKey, clientKey), isNull(robotFlags.liftedAt)))
    .returning({ key: robotFlags.clientKey });
  return lifted.length > 0;
}
