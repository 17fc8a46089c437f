import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { packageRoot } from "../src/config";
import { openDatabase } from "../src/db/database";
import { leads } from "../src/db/schema";
import { hashToken } from "../src/services/capability";
import { createScratchDatabase, testPostgresUrl } from "./support/test-database";

/**
 * Starts the real server as a child process, fires concurrent lead POSTs,
 * kills it with SIGKILL mid-way, restarts it on the same data and checks that
 * every lead acknowledged with 2xx is there exactly once.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startApi(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageRoot,
    env: {
      ...process.env,
      // Every post comes from this one address: the per-client lead limit must not refuse them.
      LEADS_PER_CLIENT_PER_HOUR: "1000000",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 150_000);
    const check = setInterval(() => {
      if (output.includes("API listening")) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners("exit");
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

const leadBody = (i: number) => ({
  nombre: "Cliente Prueba",
  rutsolicitud: `10000${i}`,
  email: `crash-${i}@example.com`,
  telefono: "+573001234567",
  agree: true,
  origin: "/Comparar",
});

const post = (base: string, i: number) =>
  fetch(`${base}/api/solicitarplans`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Country": "CO",
      "x-qpversion": "crash-test",
      "Idempotency-Key": `crash-key-${String(i).padStart(4, "0")}`,
    },
    body: JSON.stringify(leadBody(i)),
  });

interface Target {
  name: string;
  env: Record<string, string>;
  /** Lead rows by e-mail (the hash of their access token), read once the server is stopped. */
  leadsByEmail(email: string): Promise<Array<{ id: string | null }>>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), "qs-api-crash-"));
  cpSync(inject("pgliteTemplateDir"), dataDir, { recursive: true });
  return {
    name: "pglite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async leadsByEmail(email) {
      const db = await openDatabase({ dataDir });
      try {
        return await db.orm
          .select({ id: leads.accessTokenHash })
          .from(leads)
          .where(eq(leads.email, email));
      } finally {
        await db.close();
      }
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const scratch = await createScratchDatabase(serverUrl, inject("postgresTemplateName"));
  return {
    name: "postgres",
    env: { DATABASE_URL: scratch.url },
    async leadsByEmail(email) {
      const db = await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" });
      try {
        return await db.orm
          .select({ id: leads.accessTokenHash })
          .from(leads)
          .where(eq(leads.email, email));
      } finally {
        await db.close();
      }
    },
    cleanup: () => scratch.drop(),
  };
}

const serverUrl = testPostgresUrl();
const targets: Array<() => Promise<Target>> = [pgliteTarget];
if (serverUrl) targets.push(() => postgresTarget(serverUrl));

describe.each(targets.map((make, index) => ({ make, name: index === 0 ? "pglite" : "postgres" })))(
  "acknowledged leads survive kill -9 on $name",
  ({ make }) => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    // Two server starts through tsx and 400 requests: on a busy two-core machine, with the
    // other packages' tests beside it, this takes minutes.
    it("keeps every lead answered 2xx exactly once after SIGKILL and a restart", {
      timeout: 360_000,
    }, async () => {
      const target = await make();
      cleanups.push(() => target.cleanup());
      const first = await startApi(target.env);
      cleanups.push(async () => {
        first.child.kill("SIGKILL");
      });

      const acknowledged = new Map<number, string>();
      let next = 0;
      let killed = false;
      const TOTAL = 400;
      const KILL_AFTER = 25;
      const worker = async () => {
        while (!killed && next < TOTAL) {
          const i = next++;
          try {
            const res = await post(first.base, i);
            const text = await res.text();
            if (res.status === 201)
              acknowledged.set(i, hashToken(JSON.parse(text).data.accessToken));
            if (acknowledged.size >= KILL_AFTER && !killed) {
              killed = true;
              first.child.kill("SIGKILL");
            }
          } catch {
            // The server died under this request: it was never acknowledged.
          }
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      await exited(first.child);
      expect(first.child.signalCode).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await startApi(target.env);
      cleanups.push(async () => {
        second.child.kill("SIGKILL");
      });
      // A retry of an acknowledged request replays the stored answer.
      for (const [i, id] of [...acknowledged].slice(0, 5)) {
        const res = await post(second.base, i);
        expect(res.status).toBe(201);
        expect(res.headers.get("idempotent-replayed")).toBe("true");
        expect(
          hashToken(((await res.json()) as { data: { accessToken: string } }).data.accessToken),
        ).toBe(id);
      }
      second.child.kill("SIGTERM");
      await exited(second.child);

      for (const [i, id] of acknowledged) {
        const rows = await target.leadsByEmail(`crash-${i}@example.com`);
        expect(rows.map((row) => row.id)).toEqual([id]);
      }
    });
  },
);
