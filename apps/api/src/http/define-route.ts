import { createHash } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import {
  INVALID_DATA_MESSAGE,
  INVALID_JSON_MESSAGE,
  type ValidationIssue,
} from "@qs/domain/api/error-body";
import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
} from "@qs/domain/api/idempotency";
import {
  COUNTRY_HEADER_MESSAGE,
  type CountryRef,
  DEFAULT_COUNTRY,
  parseCountry,
  QP_VERSION_HEADER_MESSAGE,
  qpVersionHeaderSchema,
} from "@qs/domain/api/request-headers";
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import { idempotencyKeys } from "../db/schema";
import type { ServerDeps } from "../server-deps";
import { canonicalJson } from "./canonical-json";
import { formatIssues } from "./format-issues";
import { fail, HttpError, type Reply } from "./reply";
import type { CachedAnswer } from "./response-cache";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface ResponseSpec {
  description: string;
  /** JSON body schema; answers are validated against it on the way out. */
  schema?: z.ZodType;
  /** Content type of a non-JSON answer (application/pdf). */
  contentType?: string;
}

type Infer<T> = [T] extends [z.ZodType] ? z.output<T> : undefined;

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  country: CountryRef;
  /** The database, or the open transaction of an idempotent request. */
  db: Executor;
  /** Runs `work` in a transaction (the already open one inside an idempotent request). */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  header(name: string): string | undefined;
  /** Client address: the first X-Forwarded-For hop, else the socket's address. */
  clientIp: string;
  /** Client identity for the robot check: address plus the optional X-Fingerprint header. */
  clientKey: string;
  forceRefresh: boolean;
  url: URL;
  deps: ServerDeps;
  now: Date;
}

export interface RouteSpec<P, Q, B> {
  method: Method;
  /** OpenAPI-style path: /api/insurance/{id}/calculatePrice. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * GET catalogue answers: Cache-Control, strong ETag and 304. "server" also
   * keeps the answer in the in-process cache; forceRefresh=1 skips both.
   */
  cache?: "server" | "client-only";
  /** POSTs that honour Idempotency-Key. */
  idempotent?: boolean;
  responses: Record<number, ResponseSpec>;
  handler: (ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>>) => Promise<Reply> | Reply;
}

/** What the OpenAPI document needs to know about a route. */
export interface RecordedRoute {
  method: Method;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  cache?: "server" | "client-only";
  idempotent: boolean;
  responses: Record<number, ResponseSpec>;
}

const CACHE_CONTROL = "public, max-age=300";

export interface Router {
  route<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: RouteSpec<P, Q, B>): void;
  readonly routes: readonly RecordedRoute[];
}

/** Declares each route once: registered in Hono with its validators and recorded for OpenAPI. */
export function createRouter(app: Hono, deps: ServerDeps): Router {
  const routes: RecordedRoute[] = [];
  return {
    routes,
    route(spec) {
      routes.push({
        method: spec.method,
        path: spec.path,
        summary: spec.summary,
        tag: spec.tag,
        idempotent: spec.idempotent ?? false,
        responses: spec.responses,
        ...(spec.description ? { description: spec.description } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.cache ? { cache: spec.cache } : {}),
      });
      const honoPath = spec.path.replace(/\{([^}]+)\}/g, ":$1");
      app.on(spec.method.toUpperCase(), honoPath, (c) =>
        handle(c, spec as unknown as RouteSpec<z.ZodType, z.ZodType, z.ZodType>, deps),
      );
    },
  };
}

function invalid(issues: ValidationIssue[]): HttpError {
  return new HttpError(400, { error: INVALID_DATA_MESSAGE, issues });
}

/** Text with a NUL character cannot be stored by PostgreSQL: refused as input. */
const NUL_MESSAGE = "Contiene caracteres no permitidos";

function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = key.includes("\u0000") ? [...path, key] : findNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  prefix: string[],
): z.output<T> | undefined {
  if (!schema) return undefined;
  const nul = findNul(value, prefix);
  if (nul) throw invalid([{ path: nul.join("."), message: NUL_MESSAGE }]);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(formatIssues(result.error, prefix));
  return result.data;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid([{ path: "", message: INVALID_JSON_MESSAGE }]);
  }
}

function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  if (first) return first;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}

function requestCountry(c: Context, isGet: boolean): CountryRef {
  const header = c.req.header("x-country");
  if (!isGet) {
    const country = parseCountry(header);
    if (!country) throw fail(400, COUNTRY_HEADER_MESSAGE);
    const version = qpVersionHeaderSchema.safeParse(c.req.header("x-qpversion"));
    if (!version.success) throw fail(400, QP_VERSION_HEADER_MESSAGE);
    return country;
  }
  const raw = header ?? c.req.query("country");
  if (raw === undefined || raw.trim() === "") return DEFAULT_COUNTRY;
  const country = parseCountry(raw);
  if (!country) throw fail(400, COUNTRY_HEADER_MESSAGE);
  return country;
}

function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === etag || tag === "*");
}

function validateOut(spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>, reply: Reply): Reply {
  if (reply.kind !== "json") return reply;
  const schema = spec.responses[reply.status]?.schema;
  if (!schema) return reply;
  const checked = schema.safeParse(reply.body);
  if (!checked.success) {
    throw new Error(
      `Answer of ${spec.method.toUpperCase()} ${spec.path} (${reply.status}) does not match its schema: ${JSON.stringify(formatIssues(checked.error))}`,
    );
  }
  return { ...reply, body: checked.data };
}

function serialize(reply: Reply): CachedAnswer | null {
  const headers = reply.headers ?? {};
  if (reply.kind === "json") {
    return {
      body: JSON.stringify(reply.body),
      contentType: "application/json; charset=UTF-8",
      etag: "",
      headers,
    };
  }
  if (reply.kind === "binary") {
    return { body: reply.bytes, contentType: reply.contentType, etag: "", headers };
  }
  return null;
}

function send(
  c: Context,
  status: number,
  answer: CachedAnswer | null,
  extra: Record<string, string>,
) {
  const headers: Record<string, string> = { ...(answer?.headers ?? {}), ...extra };
  if (answer) headers["Content-Type"] = answer.contentType;
  if (!answer) return c.body(null, status as 204, headers);
  const body =
    typeof answer.body === "string"
      ? answer.body
      : (answer.body.buffer.slice(
          answer.body.byteOffset,
          answer.body.byteOffset + answer.body.byteLength,
        ) as ArrayBuffer);
  return c.body(body, status as 200, headers);
}

async function handle(
  c: Context,
  spec: RouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
): Promise<Response> {
  const isGet = spec.method === "get";
  try {
    const country = requestCountry(c, isGet);
    const url = new URL(c.req.url);
    const params = parsePart(spec.params, c.req.param(), []);
    const query = parsePart(spec.query, c.req.query(), []);
    const rawBody = spec.body ? await readJsonBody(c) : undefined;
    const body = parsePart(spec.body, rawBody ?? {}, []);
    const forceRefresh = ["1", "true"].includes(url.searchParams.get("forceRefresh") ?? "");
    const ip = clientAddress(c);
    const fingerprint = c.req.header("x-fingerprint")?.trim().slice(0, 200);
    const base = {
      params,
      query,
      body,
      country,
      header: (name: string) => c.req.header(name),
      clientIp: ip,
      clientKey: fingerprint ? `${ip}|${fingerprint}` : ip,
      forceRefresh,
      url,
      deps,
      now: deps.clock.now(),
    };
    const run = (db: Executor, inTransaction: boolean) =>
      spec.handler({
        ...base,
        db,
        transaction: inTransaction
          ? (work) => work(db)
          : (work) => deps.db.transaction((tx) => work(tx)),
      });

    if (isGet && spec.cache) return await cachedGet(c, spec, deps, country, forceRefresh, run);

    const keyHeader = spec.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
    if (keyHeader !== undefined) {
      const key = idempotencyKeySchema.safeParse(keyHeader);
      if (!key.success) throw invalid(formatIssues(key.error, [IDEMPOTENCY_HEADER]));
      return await idempotent(c, spec, deps, key.data, canonicalJson(rawBody ?? null), run);
    }

    const reply = validateOut(spec, await run(deps.db.orm, false));
    return send(c, reply.status, serialize(reply), {});
  } catch (error) {
    if (error instanceof HttpError) return c.json(error.body, error.status as 400);
    throw error;
  }
}

async function cachedGet(
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

async function idempotent(
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
