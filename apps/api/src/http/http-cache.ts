import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { CountryRef } from "@qs/domain/api/request-headers";
import type { Context } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import { canonicalJson } from "../platform/canonical-json";
import type { ServerDeps } from "../server-deps";
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from "./compression";
import type { Reply } from "./reply";
import type { StoredAnswer } from "./response-cache";
import type { RouteSpec } from "./route-spec";
import { send, serialize, validateOut } from "./send-answer";

/**
 * Caching of GET catalogue answers: Cache-Control with the cache's lifetime as max-age, a
 * strong ETag and 304 on a match. Routes marked "server" are also kept in the in-process read
 * cache, keyed by the route, the country and the validated (normalised) parameters, tied to
 * the catalogue version and stored with their brotli and gzip encodings made once.
 * `forceRefresh` (true only for a member of staff, see define-route.ts) skips the cached copy,
 * replaces it and answers no-store; a visitor's forceRefresh=1 is ignored.
 */

const brotli = promisify(brotliCompress);

/** What a cached answer depends on besides its address (Accept-Encoding is added when encoded). */
const VARY = "X-Country, Origin";
const gzipAsync = promisify(gzip);

function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

/** If-None-Match compares weakly (RFC 9110): W/"x" matches "x", so compressed answers revalidate. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** What identifies an answer: route, country and its parsed parameters (defaults filled, unknown ones dropped). */
export function cacheKey(
  path: string,
  country: CountryRef,
  input: { params: unknown; query: unknown },
) {
  return `${country.code} ${path} ${canonicalJson({ params: input.params ?? null, query: input.query ?? null })}`;
}

/** Stores an answer with its encodings: compressed once here, sent many times. */
async function storeAnswer(
  answer: NonNullable<ReturnType<typeof serialize>>,
  version: number,
  storedAtMs: number,
): Promise<StoredAnswer> {
  const identity = Buffer.from(answer.body);
  const stored: StoredAnswer = {
    identity,
    contentType: answer.contentType,
    etag: strongEtag(identity),
    headers: answer.headers,
    version,
    storedAtMs,
  };
  if (
    identity.byteLength >= COMPRESSION_THRESHOLD_BYTES &&
    /json|text|svg/i.test(answer.contentType)
  ) {
    [stored.br, stored.gzip] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
  }
  return stored;
}

export async function cachedGet(
  c: Context,
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
  country: CountryRef,
  forceRefresh: boolean,
  input: { params: unknown; query: unknown },
  run: (db: Executor, inTransaction: boolean) => Promise<Reply> | Reply,
): Promise<Response> {
  const { responseCache, catalogueVersion, metrics } = deps.state;
  const maxAge = deps.config.responseCacheSeconds;
  const cacheControl = forceRefresh || maxAge <= 0 ? "no-store" : `public, max-age=${maxAge}`;

  if (spec.cache !== "server" || !responseCache.enabled) {
    const reply = validateOut(spec, await run(deps.db.orm, false));
    const serialized = serialize(reply);
    if (reply.status !== 200 || !serialized) {
      return send(c, reply.status, serialized, { "Cache-Control": "no-store" });
    }
    const etag = strongEtag(serialized.body);
    const headers = { "Cache-Control": cacheControl, ETag: etag, Vary: VARY };
    if (!forceRefresh && matchesEtag(c.req.header("if-none-match"), etag)) {
      return c.body(null, 304, headers);
    }
    return send(c, 200, { ...serialized, etag }, headers);
  }

  const key = cacheKey(spec.path, country, input);
  // The version is read before the answer is computed: an entry holds data of its version or newer.
  const version = await catalogueVersion.current();
  let stored = forceRefresh ? undefined : responseCache.get(key, version);
  if (stored) {
    metrics.cacheHits.inc({ route: spec.path });
  } else {
    metrics.cacheMisses.inc({ route: spec.path });
    const reply = validateOut(spec, await run(deps.db.orm, false));
    const serialized = serialize(reply);
    if (reply.status !== 200 || !serialized) {
      return send(c, reply.status, serialized, { "Cache-Control": "no-store" });
    }
    stored = await storeAnswer(serialized, version, deps.clock.now().getTime());
    responseCache.set(key, stored);
  }

  if (!forceRefresh) deps.state.cachedRoutes.remember(c.req.raw, { key, spec, country, input });
  const answer = storedReply(stored, {
    cacheControl,
    nowMs: deps.clock.now().getTime(),
    ifNoneMatch: forceRefresh ? undefined : c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  if (answer.status === 304) return c.body(null, 304, answer.headers);
  return c.body(answer.body as unknown as ArrayBuffer, 200, answer.headers);
}

/**
 * The answer to a request for a kept answer: 304 when If-None-Match matches, else the bytes
 * in the encoding the client accepts best, with Cache-Control, ETag (weak when encoded),
 * Vary and Age. Shared by `cachedGet` and the cached fast path, so both send the same.
 */
export function storedReply(
  stored: StoredAnswer,
  request: {
    cacheControl: string;
    nowMs: number;
    ifNoneMatch: string | undefined;
    acceptEncoding: string | undefined;
  },
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const ageSeconds = Math.max(0, Math.floor((request.nowMs - stored.storedAtMs) / 1000));
  const encoding = stored.br ? negotiateEncoding(request.acceptEncoding) : null;
  const headers: Record<string, string> = {
    ...stored.headers,
    "Cache-Control": request.cacheControl,
    ETag: encoding ? `W/${stored.etag}` : stored.etag,
    Vary: stored.br ? `${VARY}, Accept-Encoding` : VARY,
    // Downstream caches count the time the answer already spent here against max-age.
    Age: String(ageSeconds),
  };
  if (matchesEtag(request.ifNoneMatch, stored.etag)) return { status: 304, headers, body: null };
  const bytes = (encoding && stored[encoding]) || stored.identity;
  headers["Content-Type"] = stored.contentType;
  if (encoding) headers["Content-Encoding"] = encoding;
  return { status: 200, headers, body: bytes };
}
