import { CSRF_HEADER } from "@qs/domain/api/back-office";
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from "@qs/domain/api/idempotency";
import type { ApiPathTemplate } from "@qs/domain/api/paths";
import { type CountryCode, MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { Executor } from "../db/database";
import { logger } from "../logger";
import { canonicalJson } from "../platform/canonical-json";
import { clientOfSession, requireClientPermission } from "../platform/client-sessions";
import { countRequest } from "../platform/rate-limit";
import { recordStaffAction } from "../platform/staff-audit";
import {
  authenticateStaff,
  checkPermission,
  countryIdsOf,
  ensureStaffMembers,
  reachesEveryCountry,
  type StaffMember,
} from "../platform/staff-auth";
import type { ServerDeps } from "../server-deps";
import { clientAddress } from "./client-identity";
import { refusalOf } from "./domain-errors";
import { formatIssues } from "./format-issues";
import { cachedGet } from "./http-cache";
import { idempotent } from "./idempotency";
import type { Reply } from "./reply";
import { requestCountry } from "./request-country";
import { invalid, parsePart, readJsonBody } from "./request-input";
import type {
  ClientRouteSpec,
  RecordedRoute,
  RouteContext,
  RouteSpec,
  StaffRequest,
  StaffRouteSpec,
} from "./route-spec";
import { send, serialize, validateOut } from "./send-answer";

/**
 * Routes are declared once: registered in Hono and recorded for the OpenAPI document. A
 * request goes through its country, its validated inputs, then the cache (GET), the
 * idempotency store (keyed writes) or straight to its handler. A route with a `rateLimit`
 * counts the request after validation and before the work: a request refused as malformed
 * costs the client nothing, and an idempotent replay is answered before counting.
 *
 * The back office (`/api/back-office/…`) is declared with `staffRoute` only, so no route of
 * it can skip the member's check or the staff audit: the member of staff is known first
 * (401 otherwise), then the permission (403), then the inputs and the handler, which sees
 * the member's countries; every answer from the permission on is recorded in the audit.
 */

export interface Router {
  route<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: RouteSpec<P, Q, B>): void;
  /** Declares a back-office route: a member of staff, their countries and the staff audit. */
  staffRoute<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: StaffRouteSpec<P, Q, B>): void;
  /** Declares a portal route: the signed-in client's account and its role's permission. */
  clientRoute<
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: ClientRouteSpec<P, Q, B>): void;
  /**
   * Records a route Hono serves without this helper (a raw body: a file upload, a provider's
   * signed notification), so the OpenAPI document still describes it.
   */
  record(route: RecordedRoute): void;
  readonly routes: readonly RecordedRoute[];
}

const BACK_OFFICE = "/api/back-office/";
const PORTAL = "/api/portal/";

/** Hono's form of a declared path: `/api/chat/conversations/:id` for `/api/chat/conversations/{id}`. */
export function honoPath(template: ApiPathTemplate): string {
  return template.replace(/\{([^}]+)\}/g, ":$1");
}

/** Staff and portal routes stay out of `route`: their account's check would be skipped. */
function refuseBackOffice(path: string) {
  if (path.startsWith(BACK_OFFICE)) {
    throw new Error(`${path}: back-office routes are declared with router.staffRoute`);
  }
  if (path.startsWith(PORTAL)) {
    throw new Error(`${path}: portal routes are declared with router.clientRoute`);
  }
}

/** What the OpenAPI document says of a staff route: who may call it, and that it is audited. */
function staffNote({ staff }: Pick<StaffRouteSpec<unknown, unknown, unknown>, "staff">): string {
  const who = staff.permission
    ? `Staff whose role holds \`${staff.permission}\``
    : "Any member of staff";
  if (staff.audit === "none") return `${who}.`;
  return `${who}, for the records of the countries the member works only. Recorded in the staff audit (member, route, records, countries, status, client address, time).`;
}

/** What the OpenAPI document says of a route. */
function recordOf(
  spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
): RecordedRoute {
  return {
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
  };
}

const PORTAL_NO_STORE = { "Cache-Control": "no-store" };

/** Declares each route once: registered in Hono with its validators and recorded for OpenAPI. */
export function createRouter(app: Hono, deps: ServerDeps): Router {
  const routes: RecordedRoute[] = [];
  return {
    routes,
    record(route) {
      // A raw route of the portal (a file upload) checks its client itself, as bulk loads do.
      if (route.path.startsWith(BACK_OFFICE)) refuseBackOffice(route.path);
      routes.push(route);
    },
    staffRoute(spec) {
      if (!spec.path.startsWith(BACK_OFFICE)) {
        throw new Error(`${spec.path}: staff routes live under ${BACK_OFFICE}`);
      }
      const note = staffNote(spec);
      routes.push({
        method: spec.method,
        path: spec.path,
        summary: spec.summary,
        tag: spec.tag,
        idempotent: false,
        responses: spec.responses,
        description: spec.description ? `${spec.description} ${note}` : note,
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
      });
      app.on(spec.method.toUpperCase(), honoPath(spec.path), (c) =>
        handleStaff(c, spec as unknown as StaffRouteSpec<z.ZodType, z.ZodType, z.ZodType>, deps),
      );
    },
    clientRoute(spec) {
      if (!spec.path.startsWith(PORTAL)) {
        throw new Error(`${spec.path}: portal routes live under ${PORTAL}`);
      }
      const note = spec.client.permission
        ? `A signed-in client whose role holds \`${spec.client.permission}\`, for the records their account reaches only.`
        : "Any signed-in client.";
      const wrapped: RouteSpec<z.ZodType, z.ZodType, z.ZodType> = {
        ...(spec as unknown as ClientRouteSpec<z.ZodType, z.ZodType, z.ZodType>),
        description: spec.description ? `${spec.description} ${note}` : note,
        handler: async (ctx) => {
          const client = await clientOfSession(
            ctx.db,
            {
              cookie: ctx.header("cookie"),
              method: spec.method,
              csrfHeader: ctx.header(CSRF_HEADER),
            },
            ctx.now,
          );
          if (spec.client.permission) requireClientPermission(client, spec.client.permission);
          const answer = await (
            spec as unknown as ClientRouteSpec<z.ZodType, z.ZodType, z.ZodType>
          ).handler({ ...ctx, client });
          // What one account reads is never kept for another.
          if (answer.kind !== "stream") {
            answer.headers = { ...(answer.headers ?? {}), ...PORTAL_NO_STORE };
          }
          return answer;
        },
      };
      routes.push(recordOf(wrapped));
      app.on(spec.method.toUpperCase(), honoPath(spec.path), (c) => handle(c, wrapped, deps));
    },
    route(spec) {
      refuseBackOffice(spec.path);
      routes.push(recordOf(spec));
      app.on(spec.method.toUpperCase(), honoPath(spec.path), (c) =>
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
    await authenticateStaff(
      deps.db.orm,
      { authorization, cookie: undefined, method: "GET", csrfHeader: undefined },
      deps.clock.now(),
    );
    return true;
  } catch (error) {
    if (refusalOf(error)) return false;
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
    const emptyHeaders = reply.kind === "empty" ? (reply.headers ?? {}) : {};
    return send(c, reply.status, serialize(reply), emptyHeaders);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return c.json(refusal.body, refusal.status as 400, refusal.headers);
    throw error;
  }
}

const STAFF_NO_STORE = { "Cache-Control": "no-store" };

const codeOfCountry = (countryId: number): CountryCode | undefined =>
  MARKET_COUNTRIES.find((market) => market.id === countryId)?.code;

/**
 * A back-office request: its member of staff (401 without one, unrecorded: nobody to name),
 * the permission (403), the inputs, then the handler; a `change` runs in one transaction with
 * its audit row. Every answer from the permission check on is recorded (`read` and `change`
 * routes): a refusal's row is written after the refused work rolled back.
 */
async function handleStaff(
  c: Context,
  spec: StaffRouteSpec<z.ZodType, z.ZodType, z.ZodType>,
  deps: ServerDeps,
): Promise<Response> {
  const isGet = spec.method === "get";
  const now = deps.clock.now();
  const clientIp = clientAddress(c, deps.state.clientIdentity);
  const audited = spec.staff.audit !== "none";
  const action = `${spec.method.toUpperCase()} ${spec.path}`;
  const named = {
    type: null as string | null,
    ids: new Set<string>(),
    countries: new Set<CountryCode>(),
  };
  let member: StaffMember | undefined;
  const record = (db: Executor, who: StaffMember, status: number) =>
    recordStaffAction(db, {
      member: who,
      action,
      targetType: named.type,
      targetIds: [...named.ids],
      countries: [...named.countries],
      status,
      clientAddress: clientIp,
      at: now,
    });
  try {
    await ensureStaffMembers(deps.db, deps.config, now);
    const who = await authenticateStaff(
      deps.db.orm,
      {
        authorization: c.req.header("authorization"),
        cookie: c.req.header("cookie"),
        method: c.req.method,
        csrfHeader: c.req.header(CSRF_HEADER),
      },
      now,
    );
    member = who;
    if (spec.staff.permission) checkPermission(who, spec.staff.permission);
    const country = requestCountry(c, isGet);
    const url = new URL(c.req.url);
    const params = parsePart(spec.params, c.req.param(), []);
    const query = parsePart(spec.query, c.req.query(), []);
    const rawBody = spec.body ? await readJsonBody(c) : undefined;
    const body = parsePart(spec.body, rawBody ?? {}, []);
    const countryIds = countryIdsOf(who);
    const afterCommit: Array<() => unknown> = [];
    const change = spec.staff.audit === "change";
    const staff: StaffRequest = {
      member: who,
      countryIds,
      everyCountry: reachesEveryCountry(who),
      reaches: (countryId) => countryIds.includes(countryId),
      target(type, ids, targetCountries = []) {
        named.type = type;
        for (const id of ids) named.ids.add(id);
        for (const countryId of targetCountries) {
          const code = codeOfCountry(countryId);
          if (code) named.countries.add(code);
        }
      },
      afterCommit: (work) => (change ? afterCommit.push(work) : work()),
    };
    const context = (
      db: Executor,
      inTransaction: boolean,
    ): RouteContext<unknown, unknown, unknown> & { staff: StaffRequest } => ({
      params,
      query,
      body,
      country,
      header: (name: string) => c.req.header(name),
      clientIp,
      clientKey: clientKeyOf(clientIp),
      forceRefresh: false,
      url,
      deps,
      now,
      db,
      transaction: inTransaction
        ? (work) => work(db)
        : (work) => deps.db.transaction((tx) => work(tx)),
      staff,
    });
    let reply: Reply;
    if (change) {
      reply = await deps.db.transaction(async (tx) => {
        const answer = validateOut(spec, await spec.handler(context(tx, true)));
        await record(tx, who, answer.status);
        return answer;
      });
      for (const work of afterCommit) await work();
    } else {
      reply = validateOut(spec, await spec.handler(context(deps.db.orm, false)));
      if (audited) await record(deps.db.orm, who, reply.status);
    }
    if (reply.kind === "stream") return await reply.open(c);
    return send(c, reply.status, serialize(reply), {});
  } catch (error) {
    const refusal = refusalOf(error);
    if (member && audited) {
      try {
        await record(deps.db.orm, member, refusal?.status ?? 500);
      } catch (auditError) {
        // A refusal answered nothing; a failure is rethrown below either way.
        logger.error({ err: auditError, action }, "Staff audit: the refusal was not recorded");
      }
    }
    if (refusal) {
      return c.json(refusal.body, refusal.status as 400, { ...STAFF_NO_STORE, ...refusal.headers });
    }
    throw error;
  }
}
