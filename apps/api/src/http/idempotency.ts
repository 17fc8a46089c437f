import { createHash } from "node:crypto";
import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENT_REPLAY_HEADER } from "@qs/domain/api/idempotency";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import { idempotencyKeys } from "../db/schema";
import type { ServerDeps } from "../server-deps";
import { fail, HttpError, type Reply } from "./reply";
import type { CachedAnswer } from "./response-cache";
import type { RouteSpec } from "./route-spec";
import { send, validateOut } from "./send-answer";

/**
 * Replay of writes by Idempotency-Key: the first request with a key runs and its answer is
 * stored with the request's hash; a repeat gets the stored answer, a different request
 * with the same key 409.
 */
export async function idempotent(
  c: Context,
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
  key: string,
  canonicalBody: string,
  run: (db: Executor, inTransaction: boolean) => Promise<Reply> | Reply,
): Promise<Response> {
  const method = spec.method.toUpperCase();
  const path = new URL(c.req.url).pathname;
  const requestHash = createHash("sha256")
    .update(`${method} ${path}\n${canonicalBody}`)
    .digest("hex");
  const outcome = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        key,
        requestHash,
        method,
        path,
        status: 0,
        body: null,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (!first || first.requestHash !== requestHash) {
        throw fail(409, IDEMPOTENCY_CONFLICT_MESSAGE);
      }
      return { status: first.status, body: first.body, replayed: true };
    }
    let reply: Reply;
    try {
      reply = await tx.transaction(async (savepoint) =>
        validateOut(spec, await run(savepoint as Executor, true)),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      reply = { kind: "json", status: error.status, body: error.body };
    }
    const text = reply.kind === "json" ? JSON.stringify(reply.body) : null;
    await tx
      .update(idempotencyKeys)
      .set({ status: reply.status, body: text })
      .where(eq(idempotencyKeys.key, key));
    return { status: reply.status, body: text, replayed: false };
  });
  const answer: CachedAnswer | null =
    outcome.body === null
      ? null
      : {
          body: outcome.body,
          contentType: "application/json; charset=UTF-8",
          etag: "",
          headers: {},
        };
  return send(
    c,
    outcome.status,
    answer,
    outcome.replayed ? { [IDEMPOTENT_REPLAY_HEADER]: "true" } : {},
  );
}
