// What the benches share: a free port, the API from source in its own process, and percentiles.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTestPostgres } from "../tooling/scripts/postgres.mjs";

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..", "apps", "api");

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the API from source (tsx) with `env` and resolves once it listens. */
export function startApi(env) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    output += String(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not ready in time:\n${output}`)), 1_200_000);
    const poll = setInterval(() => {
      if (output.includes("API listening")) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`Exited with ${code}:\n${output}`));
    });
  });
}

export function stopApi(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Measures the API on each database named in `databases` ("pglite", "postgres"): starts it
 * once so it migrates and seeds, writes the bench's rows with `seed(db)` (`db.query(sql,
 * params)`; on PGlite with the API stopped, as PGlite serves one process), starts it again
 * and resolves to the rows `measure(baseUrl, name)` returns, for every database in turn.
 */
export async function measureOnDatabases(databases, { env, seed, measure }) {
  const fromApi = createRequire(join(apiDir, "package.json"));
  const rows = [];
  if (databases.includes("pglite")) {
    const dataDir = mkdtempSync(join(tmpdir(), "qs-bench-"));
    const port = await freePort();
    const pgliteEnv = { ...env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      await stopApi(await startApi(pgliteEnv));
      const { PGlite } = fromApi("@electric-sql/pglite");
      const { pg_trgm } = fromApi("@electric-sql/pglite/contrib/pg_trgm");
      // The API's database uses pg_trgm (the provider search): loaded as the API loads it.
      const db = new PGlite(dataDir, { extensions: { pg_trgm } });
      await seed(db);
      await db.close();
      const api = await startApi(pgliteEnv);
      try {
        rows.push(...(await measure(`http://127.0.0.1:${port}`, "PGlite")));
      } finally {
        await stopApi(api);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (databases.includes("postgres")) {
    const cluster = await startTestPostgres();
    if (!cluster) {
      console.log("PostgreSQL is not installed: skipped");
      return rows;
    }
    const port = await freePort();
    try {
      const api = await startApi({ ...env, PORT: String(port), DATABASE_URL: cluster.url });
      try {
        const { Client } = fromApi("pg");
        const client = new Client({ connectionString: cluster.url });
        await client.connect();
        await seed(client);
        await client.end();
        rows.push(...(await measure(`http://127.0.0.1:${port}`, "PostgreSQL")));
      } finally {
        await stopApi(api);
      }
    } finally {
      cluster.stop();
    }
  }
  return rows;
}
