import type { IncomingMessage, RequestListener } from "node:http";
import type { CountryRef } from "@qs/domain/api/request-headers";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import type { Hono } from "hono";
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

/**
 * A request as the fast path reads it, from a fetch `Request` or from node's own request
 * without building one (`nodeCachedFastPath`).
 */
interface PlainRequest {
  /** The path and query as sent. */
  target: string;
  /** A header's value by its lower-case name. */
  header(name: string): string | undefined;
  remoteAddress: string | undefined;
  url(): URL;
}

/** An answer of the fast path, to send as a `Response` or with node's own response. */
interface PlainReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** Where an address's path starts in an absolute URL. */
function targetOf(url: string): string {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  return path < 0 ? "/" : url.slice(path);
}

/** The read cache's keys by the address and X-Country of the requests that found them. */
export class CachedRoutes {
  readonly #known: LRUCache<string, KnownAddress>;

  constructor(maxEntries: number) {
    this.#known = new LRUCache<string, KnownAddress>({ max: maxEntries });
  }

  /** Keeps what a request found; a staff refresh (forceRefresh) is never answered here. */
  remember(request: Request, known: KnownAddress): void {
    if (new URL(request.url).searchParams.has("forceRefresh")) return;
    this.#known.set(`${request.headers.get("x-country") ?? ""} ${targetOf(request.url)}`, known);
  }

  /**
   * What the whole way found for an address (path and query as sent) and X-Country. An address
   * node hands over as sent that URL parsing would have written otherwise is not found, and
   * goes the whole way.
   */
  find(country: string | undefined, target: string): KnownAddress | undefined {
    return this.#known.get(`${country ?? ""} ${target}`);
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
  request: PlainRequest,
  finishing: AnswerFinish,
  status: number,
  headers: Record<string, string>,
  body: Buffer | string | null,
): PlainReply {
  const allowed = finishing.allowOrigin(request.header("origin") || "");
  if (allowed) headers["Access-Control-Allow-Origin"] = allowed;
  headers["Access-Control-Expose-Headers"] = finishing.exposeHeaders;
  const type = headers["Content-Type"] ?? "";
  const compressible = body !== null && COMPRESSIBLE.test(type) && !EVENT_STREAM.test(type);
  headers.Vary = mergeVary(headers.Vary, "Origin", compressible ? "Accept-Encoding" : null);
  return { status, headers, body };
}

/**
 * The answer to a request for a kept answer, or null where the whole way must answer it (not
 * a GET, an address the whole way has not seen, a miss, an answer to compress on the way out,
 * a guard failing on something other than a refusal).
 */
function cachedAnswerer(
  deps: ServerDeps,
  finishing: AnswerFinish,
): (method: string, request: PlainRequest) => PlainReply | null | Promise<PlainReply | null> {
  const { responseCache, catalogueVersion, cachedRoutes, metrics } = deps.state;
  const { config, clock } = deps;

  async function answer(
    request: PlainRequest,
    known: KnownAddress,
    version: number,
  ): Promise<PlainReply | null> {
    const started = config.logRequests ? performance.now() : 0;
    const stored = responseCache.get(known.key, version);
    if (!stored) return null;
    const acceptEncoding = request.header("accept-encoding");
    // An answer the compression middleware would encode on the way out goes the whole way.
    if (
      !stored.br &&
      stored.identity.byteLength >= COMPRESSION_THRESHOLD_BYTES &&
      COMPRESSIBLE.test(stored.contentType) &&
      negotiateEncoding(acceptEncoding)
    ) {
      return null;
    }
    const { spec } = known;
    const header = request.header;
    const clientIp = addressOf(request.remoteAddress, header, deps.state.clientIdentity);
    const clientKey = clientKeyOf(clientIp);
    const now = clock.now();
    let reply: PlainReply;
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
          url: request.url(),
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
      if (!refusal) return null;
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

  return (method, request) => {
    if (method !== "GET" || !responseCache.enabled) return null;
    const known = cachedRoutes.find(request.header("x-country"), request.target);
    if (!known) return null;
    const version = catalogueVersion.current();
    return typeof version === "number"
      ? answer(request, known, version)
      : version.then((v) => answer(request, known, v));
  };
}

/**
 * The API's fetch: a known address with a kept answer is answered here, everything else by
 * `whole` (Hono).
 */
export function cachedFastPath(deps: ServerDeps, finishing: AnswerFinish, whole: Fetch): Fetch {
  const answerer = cachedAnswerer(deps, finishing);
  return (request, env, executionCtx) => {
    const plain: PlainRequest = {
      target: targetOf(request.url),
      header: (name) => request.headers.get(name) ?? undefined,
      remoteAddress: (env as Bindings)?.incoming?.socket?.remoteAddress,
      url: () => new URL(request.url),
    };
    const toResponse = (reply: PlainReply | null) =>
      reply
        ? new Response(reply.body as BodyInit | null, {
            status: reply.status,
            headers: reply.headers,
          })
        : whole(request, env, executionCtx);
    const reply = answerer(request.method, plain);
    return reply instanceof Promise ? reply.then(toResponse) : toResponse(reply);
  };
}

/**
 * The same fast path in front of node's request listener: a kept answer is written with
 * node's own response, without the `Request` and `Response` objects the fetch adapter builds
 * for every request (most of what a hit cost); everything else goes to `whole`.
 */
export function nodeCachedFastPath(
  deps: ServerDeps,
  finishing: AnswerFinish,
  whole: RequestListener,
): RequestListener {
  const answerer = cachedAnswerer(deps, finishing);
  return (req, res) => {
    const plain: PlainRequest = {
      target: req.url ?? "/",
      header: (name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      },
      remoteAddress: req.socket.remoteAddress,
      url: () => new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`),
    };
    const send = (reply: PlainReply | null) => {
      if (!reply) return whole(req, res);
      const headers: Record<string, string | number> = reply.headers;
      if (reply.body !== null) headers["Content-Length"] = Buffer.byteLength(reply.body);
      res.writeHead(reply.status, headers);
      res.end(reply.body ?? undefined);
    };
    let reply: ReturnType<typeof answerer>;
    try {
      reply = answerer(req.method ?? "", plain);
    } catch {
      return whole(req, res);
    }
    if (reply instanceof Promise) reply.then(send, () => whole(req, res));
    else send(reply);
  };
}
