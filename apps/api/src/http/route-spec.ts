import type { ApiPathTemplate } from "@qs/domain/api/paths";
import type { CountryRef } from "@qs/domain/api/request-headers";
import type { ClientPermission } from "@qs/domain/client-access";
import type { StaffPermission } from "@qs/domain/staff-access";
import type { z } from "zod";
import type { Executor } from "../db/database";
import type { SignedInClient } from "../platform/client-sessions";
import type { RateLimitName } from "../platform/rate-limit";
import type { StaffMember } from "../platform/staff-auth";
import type { WorkLimitName } from "../platform/work-limit";
import type { ServerDeps } from "../server-deps";
import type { Reply } from "./reply";

/** How a route is declared: its method, path, inputs, answers and handler. */

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
  /**
   * Client address: the socket's, or the rightmost untrusted X-Forwarded-For hop when the
   * socket is a proxy named in TRUST_PROXY (see client-identity.ts).
   */
  clientIp: string;
  /** What limits, robot flags and idempotency scopes count: the IPv4 address or the IPv6 /64. */
  clientKey: string;
  /**
   * Inside an idempotent request: the stored, scoped key (a hash of method, path, country,
   * client and the Idempotency-Key header). It reaches the work only when no unexpired
   * request holds it.
   */
  idempotencyKey?: string;
  /** A cached GET a member of staff asked to refresh (`forceRefresh=1` with their bearer token). */
  forceRefresh: boolean;
  url: URL;
  deps: ServerDeps;
  now: Date;
}

export interface RouteSpec<P, Q, B> {
  method: Method;
  /** A declared path (`@qs/domain/api/paths`), OpenAPI-style: /api/insurance/{id}/calculatePrice. */
  path: ApiPathTemplate;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * GET catalogue answers: Cache-Control, strong ETag and 304. "server" also
   * keeps the answer in the in-process read cache (tied to the catalogue version);
   * forceRefresh=1 from a member of staff skips the cached copy (a visitor's is ignored).
   */
  cache?: "server" | "client-only";
  /**
   * Runs on every request before the cache and the handler (it may throw an HttpError): the
   * robot check of the comparison results counts cached answers too. It returns nothing when
   * it decided without waiting (in memory), so a cached answer can be sent at once.
   */
  guard?: (
    ctx: Omit<RouteContext<Infer<P>, Infer<Q>, Infer<B>>, "transaction">,
  ) => Promise<void> | undefined;
  /** POSTs that honour Idempotency-Key. */
  idempotent?: boolean;
  /**
   * Counts each request of the client against this limit of `config.rateLimits` (after
   * validation, before the work; an idempotent replay is not counted) and answers 429 with
   * Retry-After over it.
   */
  rateLimit?: RateLimitName;
  /**
   * Counts each request of the client against this in-process bound of `config.workLimits`
   * (work-limit.ts: routes whose work grows with what is sent), before the cache and the work.
   */
  workLimit?: WorkLimitName;
  responses: Record<number, ResponseSpec>;
  handler: (ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>>) => Promise<Reply> | Reply;
}

/**
 * A back-office route's access: the permission it needs and what the staff audit records.
 * - `read`: it answers personal data; its row is written once the answer is ready (a read
 *   whose row cannot be written is not answered);
 * - `change`: it writes; the handler runs in one transaction that also writes its row;
 * - `none`: neither (the member's own record).
 * Every answer once the member is known is recorded, refusals (403, 400, 404, 409) too.
 */
export interface StaffAccess {
  /** `@qs/domain/staff-access`; null: any member of staff. */
  permission: StaffPermission | null;
  audit: "read" | "change" | "none";
}

/** What a back-office handler knows of its member of staff, and tells the audit. */
export interface StaffRequest {
  member: StaffMember;
  /** The `country_id`s of the markets the member works, for a query's WHERE. */
  countryIds: number[];
  /** Whether the member works every market (rows of no known market are theirs alone). */
  everyCountry: boolean;
  /** Whether the member works the market of `countryId`. */
  reaches(countryId: number): boolean;
  /**
   * Names the records the request reads or changes, for its audit row: their kind, ids and
   * markets (`country_id`). Calls add up; name the record asked for before looking it up,
   * so a refusal is recorded with it.
   */
  target(type: string, ids: readonly string[], countryIds?: readonly number[]): void;
  /**
   * Runs `work` once the request's transaction committed (a `change` route), else at once;
   * the answer leaves after it (awaited), so it may make this process see the write first.
   */
  afterCommit(work: () => unknown): void;
}

/** A back-office route (`/api/back-office/…`): never cached, idempotent or rate-limited. */
export interface StaffRouteSpec<P, Q, B>
  extends Omit<RouteSpec<P, Q, B>, "handler" | "cache" | "guard" | "idempotent" | "rateLimit"> {
  staff: StaffAccess;
  handler: (
    ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>> & { staff: StaffRequest },
  ) => Promise<Reply> | Reply;
}

/** What the OpenAPI document needs to know about a route. */
export interface RecordedRoute {
  method: Method;
  path: ApiPathTemplate;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  cache?: "server" | "client-only";
  idempotent: boolean;
  rateLimit?: RateLimitName;
  workLimit?: WorkLimitName;
  responses: Record<number, ResponseSpec>;
  /**
   * A route served outside the JSON route helper, whose body is not JSON (a file upload, a
   * provider's signed notification): the content types it reads, for the document.
   */
  rawBody?: { contentTypes: readonly string[]; description: string };
  /** False when the route needs no X-Country / x-qpversion (a provider's server calls it). */
  countryHeaders?: boolean;
}

/**
 * A portal route (`/api/portal/…`): the signed-in client's account (401 without a session,
 * 403 for a change without its anti-forgery token) and the permission its role must hold
 * (`@qs/domain/client-access`; null: any account). Answers are never cached.
 */
export interface ClientRouteSpec<P, Q, B>
  extends Omit<RouteSpec<P, Q, B>, "handler" | "cache" | "guard" | "idempotent"> {
  client: { permission: ClientPermission | null };
  handler: (
    ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>> & { client: SignedInClient },
  ) => Promise<Reply> | Reply;
}
