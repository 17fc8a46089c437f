import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createServer } from "../src/create-server";
import { type Database, openDatabase } from "../src/db/database";
import { manualClock } from "../src/platform/clock";
import { freePort } from "./support/child-api";
import { type Harness, readJson, startHarness, TEST_NOW } from "./support/harness";
import { silentServer } from "./support/silent-server";
import { databaseTargets } from "./support/test-database";

/** Liveness, readiness and the older /api/health, with the database up, down or hanging. */

const UNAVAILABLE = { error: "Base de datos no disponible" };

/** A server over `db`, as main.ts builds it. */
const serverOver = (db: Database) =>
  createServer({ db, clock: manualClock(TEST_NOW), config: loadConfig({}, { dataDir: "unused" }) });

async function expectUnavailable(app: ReturnType<typeof serverOver>, path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await readJson(res)).toEqual(UNAVAILABLE);
}

describe.each(databaseTargets())("health endpoints on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("answers live, ready and /api/health 200, never cacheable", async () => {
    const live = await h.get("/api/health/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(live.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/health/ready", "/api/health"]) {
      const res = await h.get(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", database: target.name });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers readiness 503 once shutdown has begun, and liveness still 200", async () => {
    const app = h.rebuild();
    app.lifecycle.beginShutdown();
    for (const path of ["/api/health/ready", "/api/health"]) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await readJson(res)).toEqual({ error: "El servidor se está deteniendo" });
    }
    expect((await app.request("/api/health/live")).status).toBe(200);
  });
});

describe("readiness without a database", () => {
  it("answers 503 when the embedded database is closed, and liveness 200", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    const app = serverOver(db);
    expect((await app.request("/api/health/ready")).status).toBe(200);
    await db.close();
    await expectUnavailable(app, "/api/health/ready");
    await expectUnavailable(app, "/api/health");
    expect((await app.request("/api/health/live")).status).toBe(200);
  });

  it("answers 503 when nothing listens at the PostgreSQL address", async () => {
    const port = await freePort();
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/qs`,
      dataDir: "unused",
    });
    try {
      const app = serverOver(db);
      await expectUnavailable(app, "/api/health/ready");
      await expectUnavailable(app, "/api/health");
      expect((await app.request("/api/health/live")).status).toBe(200);
    } finally {
      await db.close();
    }
  });

  describe("a PostgreSQL address that accepts connections and never answers", () => {
    const silent = silentServer();

    it("answers 503 after the readiness wait, long before the pool's own connect timeout", async () => {
      const db = await openDatabase({
        databaseUrl: silent.databaseUrl(),
        dataDir: "unused",
        connectTimeoutMs: 600_000,
      });
      const app = serverOver(db);
      await expectUnavailable(app, "/api/health/ready");
      // The pending connection is ended with the pool.
      silent.cutConnections();
      await db.close().catch(() => undefined);
    });
  });
});
