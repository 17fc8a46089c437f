import { like, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../src/db/database";
import { leads } from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { type ChildApi, pgliteDataDir, startChildApi } from "./support/child-api";
import { createScratchDatabase, testPostgresUrl } from "./support/test-database";

/**
 * Starts the real server as a child process, fires concurrent lead POSTs (each with its own
 * Idempotency-Key), kills it with SIGKILL mid-way, restarts it on the same data and retries
 * every key whose answer never came (in flight at the kill, refused by the dying server, or
 * not sent yet). Then every lead is in the database exactly once, and the answer each key got
 * (first time or on the retry) names that row.
 */

/**
 * Posts in all: each a lead of its own, told apart by its e-mail. Ten in flight at a time, so
 * the kill always lands with writes under way and well over a hundred still to send after the
 * restart.
 */
const TOTAL = 240;
/** The kill comes once this many leads were acknowledged. */
const KILL_AFTER = 60;
const CONCURRENCY = 10;

const emailOf = (i: number) => `crash-${i}@example.com`;

const leadBody = (i: number) => ({
  nombre: "Cliente Prueba",
  rutsolicitud: `10000${i}`,
  email: emailOf(i),
  telefono: "+573001234567",
  agree: true,
  origin: "/Comparar",
});

/** One post; the access token of its answer, or null when no 201 came back. */
async function post(base: string, i: number): Promise<string | null> {
  try {
    const res = await fetch(`${base}/api/solicitarplans`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Country": "CO",
        "x-qpversion": "crash-test",
        "Idempotency-Key": `crash-key-${String(i).padStart(4, "0")}`,
      },
      body: JSON.stringify(leadBody(i)),
    });
    const text = await res.text();
    if (res.status !== 201) return null;
    return (JSON.parse(text) as { data: { accessToken: string } }).data.accessToken;
  } catch {
    // The server died under this request (or refused it): no answer.
    return null;
  }
}

interface Target {
  env: Record<string, string>;
  /** The crash test's lead rows (e-mail and token hash), read once the server is stopped. */
  crashLeads(): Promise<Array<{ email: string | null; tokenHash: string | null }>>;
  cleanup(): Promise<void>;
}

async function readCrashLeads(db: Awaited<ReturnType<typeof openDatabase>>) {
  try {
    return await db.orm
      .select({ email: leads.email, tokenHash: leads.accessTokenHash })
      .from(leads)
      .where(like(leads.email, sql`${"crash-%@example.com"}`));
  } finally {
    await db.close();
  }
}

async function pgliteTarget(): Promise<Target> {
  const data = pgliteDataDir();
  return {
    env: { DATA_DIR: data.dataDir, DATABASE_URL: "" },
    crashLeads: async () => readCrashLeads(await openDatabase({ dataDir: data.dataDir })),
    cleanup: async () => data.remove(),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const scratch = await createScratchDatabase(serverUrl, inject("postgresTemplateName"));
  return {
    env: { DATABASE_URL: scratch.url },
    crashLeads: async () =>
      readCrashLeads(await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" })),
    cleanup: () => scratch.drop(),
  };
}

const serverUrl = testPostgresUrl();
const targets = [{ name: "pglite", make: pgliteTarget }];
if (serverUrl) targets.push({ name: "postgres", make: () => postgresTarget(serverUrl) });

describe.each(targets)("leads survive kill -9 on $name", ({ make }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const start = async (target: Target): Promise<ChildApi> => {
    const api = await startChildApi(target.env);
    cleanups.push(() => {
      api.child.kill("SIGKILL");
    });
    return api;
  };

  // Two server starts and about 250 posts: on a busy two-core machine, with the other
  // packages' tests beside it, this takes a minute or two.
  it("retries every key left without an answer after SIGKILL and finds each lead exactly once", {
    timeout: 360_000,
  }, async () => {
    const target = await make();
    cleanups.push(() => target.cleanup());
    const first = await start(target);

    /** The access token each post was answered with. */
    const answered = new Map<number, string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < TOTAL) {
        const i = next++;
        const token = await post(first.base, i);
        if (token) answered.set(i, token);
        if (answered.size >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect((await first.exited).signal).toBe("SIGKILL");
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size).toBeLessThan(TOTAL);

    const second = await start(target);
    const unanswered = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !answered.has(i));
    let retried = 0;
    const retryWorker = async () => {
      while (retried < unanswered.length) {
        const i = unanswered[retried++] as number;
        const token = await post(second.base, i);
        expect(token, `the retry of key ${i} was not answered 201`).not.toBeNull();
        answered.set(i, token as string);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, retryWorker));
    // An acknowledged key replays its answer.
    const [firstAcknowledged, token] = [...answered][0] as [number, string];
    expect(await post(second.base, firstAcknowledged)).toBe(token);
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);

    const rows = await target.crashLeads();
    const byEmail = new Map<string, Array<string | null>>();
    for (const row of rows) {
      byEmail.set(row.email ?? "", [...(byEmail.get(row.email ?? "") ?? []), row.tokenHash]);
    }
    expect(rows).toHaveLength(TOTAL);
    for (let i = 0; i < TOTAL; i++) {
      expect(byEmail.get(emailOf(i)), `lead ${i}`).toEqual([hashToken(answered.get(i) ?? "")]);
    }
  });
});
