import { UNTIL } from "@qs/vitest-config/conditions";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "../src/db/database";
import { logger } from "../src/logger";
import { silentServer } from "./support/silent-server";
import { testPostgresUrl } from "./support/test-database";

/**
 * The PostgreSQL pool's faults: a database that never answers fails the query after the
 * connect timeout, a statement past its limit is cancelled, and an idle connection that
 * breaks is logged and replaced, never a crash.
 */

const failureOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return error as Error & { cause?: Error & { code?: string } };
  }
  throw new Error("expected the query to fail");
};

describe("a PostgreSQL address that accepts connections and never answers", () => {
  const silent = silentServer();

  it("fails the query once the connect timeout has passed", async () => {
    const db = await openDatabase({
      databaseUrl: silent.databaseUrl(),
      dataDir: "unused",
      connectTimeoutMs: 200,
    });
    try {
      const error = await failureOf(() => db.orm.execute(sql`select 1`));
      expect(error.cause?.message ?? error.message).toMatch(/timeout/i);
    } finally {
      await db.close();
    }
  });
});

const serverUrl = testPostgresUrl();

describe.runIf(serverUrl)("the pool on PostgreSQL", () => {
  it("cancels a statement past DB_STATEMENT_TIMEOUT_MS", async () => {
    const db = await openDatabase({
      databaseUrl: serverUrl,
      dataDir: "unused",
      statementTimeoutMs: 200,
    });
    try {
      const error = await failureOf(() => db.orm.execute(sql`select pg_sleep(5)`));
      // 57014: query_canceled, "canceling statement due to statement timeout".
      expect(error.cause?.code).toBe("57014");
      await expect(db.orm.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await db.close();
    }
  });

  it("logs an idle connection the server drops, and goes on with a new one", async () => {
    const db = await openDatabase({ databaseUrl: serverUrl, dataDir: "unused", poolSize: 1 });
    const warn = vi.spyOn(logger, "warn");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = (await db.orm.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      // The pool's one connection, idle now: the server ends it.
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await vi.waitFor(
        () =>
          expect(warn.mock.calls.some(([, message]) => message === "PostgreSQL pool error")).toBe(
            true,
          ),
        UNTIL,
      );
      await expect(db.orm.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
