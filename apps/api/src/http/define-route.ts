import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from "@qs/domain/api/idempotency";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import type { ServerDeps } from "../server-deps";
import { countRequest } from "../services/rate-limit";
import { authenticateStaff, ensureStaffMembers } from "../services/staff-auth";
import { canonicalJson } from "./canonical-json";
import { clientAddress } from "./client-identity";
import { formatIssues } from "./format-issues";
import { cachedGet } from "./http-cache";
import { idempotent } from "./idempotency";
import { HttpError } from "./reply";
import { requestCountry } from "./request-country";
import { invalid, parsePart, readJsonBody } from "./request-input";
import type { RecordedRoute, RouteSpec } from "./route-spec";
import { send, serialize, validateOut } from "./send-answer";

/**
 * Routes are declared once: registered in Hono and recorded for the OpenAPI document. A
 * request goes through its country, its validated inputs, then the cache (GET), the
 * idempotency store (keyed writes) or straight to its handler. A route with a `rateLimit`
 * counts the request after validation and before the work: a request refused as malformed
 * costs the client nothing, and an idempotent replay is answered before counting.
 */

export interface Router {
  route<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: RouteSpec<P, Q, B>): void;
  /**
   * Records a route Hono serves without this helper (a raw body: a file upload, a provider's
   * signed notification), so the OpenAPI document still describes it.
   */
  record(route: RecordedRoute): void;
  readonly routes: readonly RecordedRoute[];
}

/** Declares each route once: registered in Hono with its validators and recorded for OpenAPI. */
export function createRouter(app: Hono, deps: ServerDeps): Router {
  const routes: RecordedRoute[] = [];
  return {
    routes,
    record(route) {
      routes.push(route);
    },
    route(spec) {
      routes.push({
        method: spec.method,
        path: spec.path,
        summary: spec.summary,
        tag: spec.tag,
        idempotent: spec.idempotent ?? false,
        responses: spec.responses,
        ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
        ...(spec.workLimit ? { workLimit: spec.workLimit } : {}),
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

/**
 * Whether the request carries the bearer token of an active member of staff. Only staff may
 * force a refresh: a visitor's `forceRefresh=1` would make every request reach the database
 * and replace the answer kept for everyone. A missing or unknown token is a visitor, never an
 * error: the parameter is then ignored and the answer comes from the cache as usual.
 */
export async function isStaffRequest(deps: ServerDeps, authorization: string | undefined) {
  if (!authorization) return false;
  await ensureStaffMembers(deps.db, deps.config, deps.clock.now());
  try {
    await authenticateStaff(deps.db.orm, authorization);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
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
    const forceRefresh =
      isGet &&
      spec.cache !== undefined &&
      ["1", "true"].includes(url.searchParams.get("forceRefresh") ?? "") &&
      (await isStaffRequest(deps, c.req.header("authorization")));
    const ip = clientAddress(c, deps.state.clientIdentity);
    const clientKey = clientKeyOf(ip);
    const base = {
      params,
      query,
      body,
      country,
      header: (name: string) => c.req.header(name),
      clientIp: ip,
      clientKey,
      forceRefresh,
      url,
      deps,
      now: deps.clock.now(),
    };
    const limit = spec.rateLimit;
    const count = limit
      ? (db: Executor) => countRequest(db, deps.config, limit, clientKey, base.now)
      : undefined;
    const run = (db: Executor, inTransaction: boolean, idempotencyKey?: string) =>
      spec.handler({
        ...base,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        db,
        transaction: inTransaction
          ? (work) => work(db)
          : (work) => deps.db.transaction((tx) => work(tx)),
      });

    if (spec.workLimit) deps.state.workLimits.take(spec.workLimit, clientKey, base.now.getTime());
    if (spec.guard) await spec.guard({ ...base, db: deps.db.orm });
    if (isGet && spec.cache) {
      await count?.(deps.db.orm);
      return await cachedGet(c, spec, deps, country, forceRefresh, { params, query }, run);
    }

    const keyHeader = spec.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
    if (keyHeader !== undefined) {
      const key = idempotencyKeySchema.safeParse(keyHeader);
      if (!key.success) throw invalid(formatIssues(key.error, [IDEMPOTENCY_HEADER]));
      return await idempotent(c, spec, deps, {
        key: key.data,
        country: country.id,
        clientKey,
        canonicalBody: canonicalJson(rawBody ?? null),
        count,
        run,
      });
    }

    await count?.(deps.db.orm);
    const reply = validateOut(spec, await run(deps.db.orm, false));
    return send(c, reply.status, serialize(reply), {});
  } catch (error) {
    if (error instanceof HttpError) return c.json(error.body, error.status as 400, error.headers);
    throw error;
  }
}
