import { createHash } from "node:crypto";
import type { CountryRef } from "@qs/domain/api/request-headers";
import type { Context } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import type { ServerDeps } from "../server-deps";
import type { Reply } from "./reply";
import type { RouteSpec } from "./route-spec";
import { send, serialize, validateOut } from "./send-answer";

/**
 * Caching of GET catalogue answers: Cache-Control, a strong ETag and 304 on a match; the
 * in-process cache for routes that ask for it; forceRefresh skips both.
 */

const CACHE_CONTROL = "public, max-age=300";

function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

/** If-None-Match compares weakly (RFC 9110): W/"x" matches "x", so compressed answers revalidate. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export async function cachedGet(
  c: Context,
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
  country: CountryRef,
  forceRefresh: boolean,
  run: (db: Executor, inTransaction: boolean) => Promise<Reply> | Reply,
): Promise<Response> {
  const url = new URL(c.req.url);
  url.searchParams.delete("forceRefresh");
  url.searchParams.delete("country");
  url.searchParams.sort();
  const cacheKey = `${country.code} ${url.pathname}?${url.searchParams.toString()}`;
  const nowMs = deps.clock.now().getTime();
  const useServerCache = spec.cache === "server";
  let answer =
    useServerCache && !forceRefresh ? deps.state.responseCache.get(cacheKey, nowMs) : undefined;
  if (!answer) {
    const reply = validateOut(spec, await run(deps.db.orm, false));
    const serialized = serialize(reply);
    if (reply.status !== 200 || !serialized) {
      return send(c, reply.status, serialized, { "Cache-Control": "no-store" });
    }
    answer = { ...serialized, etag: strongEtag(serialized.body) };
    if (useServerCache) deps.state.responseCache.set(cacheKey, answer, nowMs);
  }
  const headers = {
    "Cache-Control": forceRefresh ? "no-store" : CACHE_CONTROL,
    ETag: answer.etag,
    Vary: "X-Country, Origin",
  };
  if (!forceRefresh && matchesEtag(c.req.header("if-none-match"), answer.etag)) {
    return c.body(null, 304, headers);
  }
  return send(c, 200, answer, headers);
}
