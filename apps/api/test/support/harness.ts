import { type Config, loadConfig } from "../../src/config";
import { type ApiServer, createServer } from "../../src/create-server";
import type { Database } from "../../src/db/database";
import { loadCatalog } from "../../src/db/seed/load-catalog";
import { type Clock, manualClock } from "../../src/platform/clock";
import { buildSmallCatalog } from "../fixtures/small-catalog";
import type { DatabaseTarget } from "./test-database";

/** JSON read in assertions: any shape, checked by the assertions themselves. */
// biome-ignore lint/suspicious/noExplicitAny: assertions read arbitrary answer bodies
export type Json = any;

/** A Response whose JSON body is typed for assertions. */
export type TestResponse = Omit<Response, "json" | "clone"> & {
  json(): Promise<Json>;
  clone(): TestResponse;
};

export const readJson = (response: Response): Promise<Json> => response.json();

/** The moment the tests' clock starts at. */
export const TEST_NOW = new Date("2025-07-01T12:00:00.000Z");

export interface Harness {
  app: ApiServer;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  config: Config;
  /** The PostgreSQL URL of the file's database (postgres target only). */
  databaseUrl?: string;
  /** GET with optional headers. */
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** A request with a JSON body and the X-Country (CO) and x-qpversion headers. */
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  /** A fresh server over the same database (for per-process state). */
  rebuild(overrides?: Partial<Config>): ApiServer;
  close(): Promise<void>;
}

export const COMMON_HEADERS = { "X-Country": "CO", "x-qpversion": "test-1.0.0" };

/**
 * Requests made with `app.request` have no socket, so every suite is one client: the
 * per-client limits are lifted here, and the suites that test them set their own.
 */
const UNLIMITED: Config["rateLimits"] = {
  leadsPerHour: 1_000_000,
  contactsPerHour: 1_000_000,
  feedbacksPerHour: 1_000_000,
  sharedLinksPerHour: 1_000_000,
  downloadLinksPerDay: 1_000_000,
  privacyRequestsPerHour: 1_000_000,
  staffSignInsPerHour: 1_000_000,
  quotesPerHour: 1_000_000,
  purchasesPerHour: 1_000_000,
  referralLookupsPerHour: 1_000_000,
};

/** The in-process bounds lifted the same way: a suite that tests one sets it. */
const UNBOUNDED_WORK: Config["workLimits"] = {
  pricingPerMinute: 1_000_000,
  priceSortsPerMinute: 1_000_000,
  purchaseStepsPerMinute: 1_000_000,
  chatActionsPerMinute: 1_000_000,
  profileFormPerMinute: 1_000_000,
};

/**
 * A member of staff every harness knows, for the service routes only staff read (the metrics,
 * the whole OpenAPI document); suites that test staff add their own.
 */
export const SERVICE_STAFF_TOKEN = "harness-service-token-0123456789abcdefgh";
export const SERVICE_AUTH = { Authorization: `Bearer ${SERVICE_STAFF_TOKEN}` };
const withServiceStaff = (staff: Config["staffTokens"] = []): Config["staffTokens"] => [
  ...staff,
  { role: "BACKOFFICE", email: "servicio@queseguro.test", token: SERVICE_STAFF_TOKEN },
];

/** Opens the target database, migrates it, loads the small catalogue and builds the server. */
export async function startHarness(
  target: DatabaseTarget,
  overrides: Partial<Config> = {},
): Promise<Harness> {
  const opened = await target.open();
  const { db } = opened;
  if (!opened.seeded) {
    await db.migrate();
    await loadCatalog(db, await buildSmallCatalog());
  }
  const clock = manualClock(TEST_NOW);
  const config = loadConfig(
    {},
    {
      dataDir: opened.dataDir ?? "unused",
      rateLimits: UNLIMITED,
      workLimits: UNBOUNDED_WORK,
      ...overrides,
      staffTokens: withServiceStaff(overrides.staffTokens),
    },
  );
  const build = (extra: Partial<Config> = {}) =>
    createServer({
      db,
      clock: clock as Clock,
      config: {
        ...config,
        ...extra,
        staffTokens: extra.staffTokens ? withServiceStaff(extra.staffTokens) : config.staffTokens,
      },
    });
  const harness: Harness = {
    app: build(),
    db,
    clock,
    config,
    ...(opened.url ? { databaseUrl: opened.url } : {}),
    get: async (path, headers = {}) =>
      (await harness.app.request(path, { headers })) as TestResponse,
    send: async (method, path, body, headers = {}) =>
      (await harness.app.request(path, {
        method,
        headers: { "Content-Type": "application/json", ...COMMON_HEADERS, ...headers },
        ...(body === undefined
          ? {}
          : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      })) as TestResponse,
    rebuild: (extra) => build(extra),
    close: () => opened.cleanup(),
  };
  return harness;
}
