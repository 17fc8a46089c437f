// @ts-check
// The API the browser tests talk to, built (`apps/api/dist`). When `npm test` has started a
// PostgreSQL cluster (TEST_DATABASE_URL), the API runs on a database of its own there, created
// now and dropped when the run stops it; otherwise on PGlite in DATA_DIR, as `npm start` does.
// PostgreSQL does the same work for a fraction of the embedded database's CPU, which the browsers
// beside it need; the API's own tests run on both.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";

const apiDir = fileURLToPath(new URL("../../api/", import.meta.url));
const server = process.env.TEST_DATABASE_URL;
const env = { ...process.env };

/** Runs one statement on the cluster's default database. */
async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let database;
if (server) {
  database = `qs_e2e_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.href;
}

const api = spawn(process.execPath, ["dist/main.js"], { cwd: apiDir, env, stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => api.kill(signal));
}
api.on("exit", async (code, signal) => {
  if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  process.exit(code ?? (signal ? 1 : 0));
});
