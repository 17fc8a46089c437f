import type { IncomingMessage } from "node:http";
import type { CountryRef } from "@qs/domain/api/request-headers";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import type { ExecutionContext, Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { logger } from "../logger";
import type { ServerDeps } from "../server-deps";
import { addressOf } from "./client-identity";
import {
  COMPRESSIBLE,
  COMPRESSION_THRESHOLD_BYTES,
  mergeVary,
  negotiateEncoding,
} from "./compression";
import { refusalOf } from "./domain-errors";
import { storedReply } from "./http-cache";
import type { RouteSpec } from "./route-spec";

/**
 * Cached answers without work. The first request of an address goes the whole way (Hono's
 * routing, the country, the validation of the query, canonical JSON of the cache key) and
 * leaves behind what that way found: the read cache's key, keyed by the request's address
 * as sent and its X-Country header (all a cached answer's key is made of). The next request
 * with the same address and header is answered here, before Hono: the route's guard (the
 * robot check, in memory), the read cache, and the headers the middleware would add (CORS,
 * Vary). Whatever this path cannot answer exactly as the whole way would (a miss, a staff
 * refresh, an answer the compression middleware would encode, a guard that fails on
 * something other than a refusal) goes the whole way.
 */

type AnySpec = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;

/** What the whole way found for one address: enough to answer it again. */
interface KnownAddress {
  /** The read cache's key (route, country and canonical parameters). */
  key: string;
  spec: AnySpec;
  country: CountryRef;
  input: { params: unknown; query: unknown };
}

/** The read cache's keys by the address and X-Country of the requests that found them. */
export class CachedRoutes {
  readonly #known: LRUCache<string, KnownAddress>;

  constructor(maxEntries: number) {
    this.#known = new LRUCache<string, KnownAddress>({ max: maxEntries });
  }

  static #addressOf(request: Request): string {
    const url = request.url;
    const path = url.indexOf("/", url.indexOf("//") + 2);
    return `${request.headers.get("x-country") ?? ""} ${path < 0 ? "/" : url.slice(path)}`;
  }

  /** Keeps what a request found; a staff refresh (forceRefresh) is never answered here. */
  remember(request: Request, known: KnownAddress): void {
    if (new URL(request.url).searchParams.has("forceRefresh")) return;
    this.#known.set(CachedRoutes.#addressOf(request), known);
  }

  find(request: Request): KnownAddress | undefined {
    return this.#known.get(CachedRoutes.#addressOf(request));
  }
}

/** What the whole way's CORS middleware and compression add to an answer. */
interface AnswerFinish {
  /** The allowed origin for a request's Origin, or null (the CORS rule of create-server.ts). */
  allowOrigin: (origin: string) => string | null;
  /** Access-Control-Expose-Headers. */
  exposeHeaders: string;
}

type Bindings = { incoming?: Pick<IncomingMessage, "socket"> } | undefined;
type Fetch = Hono["fetch"];

const EVENT_STREAM = /^text\/event-stream/i;

function finish(
  request: Request,
  finishing: AnswerFinish,
  status: number,
  headers: Record<string, string>,
  body: Buffer | string | null,
): Response {
  const allowed = finishing.allowOrigin(request.headers.get("origin") || "");
  if (allowed) headers["Access-Control-Allow-Origin"] = allowed;
  headers["Access-Control-Expose-Headers"] = finishing.exposeHeaders;
  const type = headers["Content-Type"] ?? "";
  const compressible = body !== null && COMPRESSIBLE.test(type) && !EVENT_STREAM.test(type);
  headers.Vary = mergeVary(headers.Vary, "Origin", compressible ? "Accept-Encoding" : null);
  return new Response(body as BodyInit | null, { status, headers });
}

/**
 * The API's fetch: a known address with a kept answer is answered here, everything else by
 * `whole` (Hono).
 */
export function cachedFastPath(deps: ServerDeps, finishing: AnswerFinish, whole: Fetch): Fetch {
  const { responseCache, catalogueVersion, cachedRoutes, metrics } = deps.state;
  const { config, clock } = deps;

  async function answer(
    request: Request,
    env: Bindings,
    known: KnownAddress,
    version: number,
    executionCtx: ExecutionContext | undefined,
  ): Promise<Response> {
    const started = config.logRequests ? performance.now() : 0;
    const stored = responseCache.get(known.key, version);
    if (!stored) return whole(request, env, executionCtx);
    const acceptEncoding = request.headers.get("accept-encoding") ?? undefined;
    // An answer the compression middleware would encode on the way out goes the whole way.
    if (
      !stored.br &&
      stored.identity.byteLength >= COMPRESSION_THRESHOLD_BYTES &&
      COMPRESSIBLE.test(stored.contentType) &&
      negotiateEncoding(acceptEncoding)
    ) {
      return whole(request, env, executionCtx);
    }
    const { spec } = known;
    const header = (name: string) => request.headers.get(name) ?? undefined;
    const clientIp = addressOf(
      env?.incoming?.socket?.remoteAddress,
      header,
      deps.state.clientIdentity,
    );
    const clientKey = clientKeyOf(clientIp);
    const now = clock.now();
    let reply: Response;
    try {
      if (spec.workLimit) deps.state.workLimits.take(spec.workLimit, clientKey, now.getTime());
      if (spec.guard) {
        const checking = spec.guard({
          params: known.input.params,
          query: known.input.query,
          body: undefined,
          country: known.country,
          header,
          clientIp,
          clientKey,
          forceRefresh: false,
          url: new URL(request.url),
          deps,
          now,
          db: deps.db.orm,
        });
        if (checking) await checking;
      }
      metrics.cacheHits.inc({ route: spec.path });
      const maxAge = config.responseCacheSeconds;
      const sent = storedReply(stored, {
        cacheControl: maxAge <= 0 ? "no-store" : `public, max-age=${maxAge}`,
        nowMs: clock.now().getTime(),
        ifNoneMatch: header("if-none-match"),
        acceptEncoding,
      });
      reply = finish(request, finishing, sent.status, sent.headers, sent.body);
    } catch (error) {
      // A refusal (401 of the robot check, 429 of a work limit) is answered here as Hono
      // would; anything else (the database failing) goes the whole way and is answered there.
      const refusal = refusalOf(error);
      if (!refusal) return whole(request, env, executionCtx);
      reply = finish(
        request,
        finishing,
        refusal.status,
        { ...refusal.headers, "Content-Type": "application/json" },
        JSON.stringify(refusal.body),
      );
    }
    if (config.logRequests) {
      logger.info(
        {
          requestId: crypto.randomUUID(),
          method: "GET",
          route: spec.path.replace(/\{([^}]+)\}/g, ":$1"),
          status: reply.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
    return reply;
  }

  return (request, env, executionCtx) => {
    if (request.method !== "GET" || !responseCache.enabled) {
      return whole(request, env, executionCtx);
    }
    const known = cachedRoutes.find(request);
    if (!known) return whole(request, env, executionCtx);
    const version = catalogueVersion.current();
    return typeof version === "number"
      ? answer(request, env as Bindings, known, version, executionCtx)
      : version.then((v) => answer(request, env as Bindings, known, v, executionCtx));
  };
}
