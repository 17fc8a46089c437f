import { createHash } from "node:crypto";
import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENT_REPLAY_HEADER } from "@qs/domain/api/idempotency";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import { idempotencyKeys } from "../db/schema";
import { TooManyRequestsError } from "../platform/errors";
import { IDEMPOTENCY_KEY_TTL_MS } from "../platform/retention";
import { seal, unseal } from "../platform/sealed";
import type { ServerDeps } from "../server-deps";
import { refusalOf } from "./domain-errors";
import { fail, type Reply } from "./reply";
import type { CachedAnswer } from "./response-cache";
import type { RouteSpec } from "./route-spec";
import { send, validateOut } from "./send-answer";

/**
 * Replay of writes by Idempotency-Key: the first request with a key runs and its answer is
 * stored with the request's hash; a repeat gets the stored answer, a different request
 * with the same key 409.
 *
 * A key is scoped: what is stored is a hash of the method, the path, the country and the
 * client with the header's value, so the same key sent for another country or by another
 * client runs as a request of its own and never sees someone else's answer. A stored key
 * holds for 24 hours; after that the next request with it replaces it (in the same
 * statement that claims it) and runs again.
 *
 * Some answers carry a capability token (a lead's, a consent's, a purchase's): the stored
 * answer is sealed (`platform/sealed.ts`, bound to its key) so the row alone opens nothing,
 * and the row names the route by its pattern (`/api/compra-online/{token}/pago`), never by an
 * address that may hold a token. The replay opens it and answers the same bytes.
 */

export interface IdempotentRequest {
  /** The Idempotency-Key header, validated. */
  key: string;
  country: number;
  clientKey: string;
  canonicalBody: string;
  /** The route's rate limit: counted once the key is claimed, so a replay is not counted. */
  count: ((db: Executor) => Promise<void>) | undefined;
  run: (db: Executor, inTransaction: boolean, idempotencyKey?: string) => Promise<Reply> | Reply;
}

/** The stored key: one hash of everything that scopes the client's key. */
export function scopedIdempotencyKey(parts: {
  method: string;
  path: string;
  country: number;
  clientKey: string;
  key: string;
}): string {
  return createHash("sha256")
    .update(
      [parts.method, parts.path, String(parts.country), parts.clientKey, parts.key].join("\n"),
    )
    .digest("hex");
}

export async function idempotent(
  c: Context,
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
  request: IdempotentRequest,
): Promise<Response> {
  const method = spec.method.toUpperCase();
  const path = new URL(c.req.url).pathname;
  const key = scopedIdempotencyKey({ method, path, ...request });
  const secret = deps.config.tokenEncryptionKey;
  const requestHash = createHash("sha256")
    .update(`${method} ${path}\n${request.canonicalBody}`)
    .digest("hex");
  const now = deps.clock.now();
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = { requestHash, method, path: spec.path, status: 0, body: null, createdAt: now };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key, ...fresh })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: fresh,
        setWhere: sql`${idempotencyKeys.createdAt} <= ${expired}`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (!first || first.requestHash !== requestHash) {
        throw fail(409, IDEMPOTENCY_CONFLICT_MESSAGE);
      }
      const body =
        first.body === null ? null : unseal(secret, "idempotent-answer", first.body, key);
      return { status: first.status, body, replayed: true };
    }
    await request.count?.(tx);
    let reply: Reply;
    try {
      reply = await tx.transaction(async (savepoint) =>
        validateOut(spec, await request.run(savepoint as Executor, true, key)),
      );
    } catch (error) {
      // A limit's 429 is not an answer to keep: the retry after the wait must run.
      const refusal = refusalOf(error);
      if (!refusal || refusal.status >= 500 || error instanceof TooManyRequestsError) throw error;
      reply = { kind: "json", status: refusal.status, body: refusal.body };
    }
    const text = reply.kind === "json" ? JSON.stringify(reply.body) : null;
    await tx
      .update(idempotencyKeys)
      .set({
        status: reply.status,
        body: text === null ? null : seal(secret, "idempotent-answer", text, key),
      })
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
