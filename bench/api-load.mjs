// Load benchmark of the comparison endpoint: autocannon against
// GET /api/compare/products on PGlite and on PostgreSQL, beside a bare
// node:http hello-world server measured in the same run.
//
//   pnpm --filter @qs/bench bench:api [--duration 10] [--connections 10]
//        [--products 10000] [--targets bare,pglite,postgres]
//
// Each server runs in its own process (the built API, node dist/main.js) so
// autocannon does not share an event loop with it.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startTestPostgres } from "../tooling/scripts/postgres.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, "..", "apps", "api");

// `pnpm --filter @qs/bench bench:api -- --products 10000` passes the "--" through.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    products: { type: "string" },
    targets: { type: "string", default: "bare,pglite,postgres" },
    path: {
      type: "string",
      default:
        "/api/compare/products?organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&sort=lowerPrice",
    },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const products = values.products ? Number(values.products) : undefined;
const targets = values.targets.split(",").map((t) => t.trim());

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a process and resolves once its output contains `ready`. */
function startProcess(args, { env = {}, cwd = apiDir, ready }) {
  const child = spawn(process.execPath, args, {
    cwd,
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
    const timer = setTimeout(() => reject(new Error(`Not ready in time:\n${output}`)), 600_000);
    const poll = setInterval(() => {
      if (output.includes(ready)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      if (output.includes(ready)) resolve(child);
      else reject(new Error(`Exited with ${code}:\n${output}`));
    });
  });
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(name, url) {
  await run(url, 1); // warm-up
  const result = await run(url, duration);
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measureBare() {
  const port = await freePort();
  const source = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "text/plain"); s.end("hello world"); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = await startProcess(["-e", source], { ready: "ready", cwd: here });
  try {
    return await measure("bare node:http", `http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(child);
  }
}

async function measureApi(name, env) {
  const baseEnv = { ...env, ROBOT_MAX_REQUESTS: "1000000000", LOG_REQUESTS: "false" };
  const seedArgs = [
    "--import",
    "tsx",
    "src/seed/run-seed.ts",
    ...(products ? [`--products=${products}`] : []),
  ];
  const started = Date.now();
  await startProcess(seedArgs, { env: baseEnv, ready: "Catalogue loaded" });
  console.log(`  ${name}: catalogue seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const port = await freePort();
  const child = await startProcess(["dist/main.js"], {
    env: { ...baseEnv, PORT: String(port), HOST: "127.0.0.1" },
    ready: "API listening",
  });
  try {
    const probe = await fetch(`http://127.0.0.1:${port}${values.path}`);
    const body = await probe.json();
    console.log(`  ${name}: ${probe.status}, ${body.items?.length} items of ${body.total}`);
    return await measure(name, `http://127.0.0.1:${port}${values.path}`);
  } finally {
    await stopProcess(child);
  }
}

console.log("Building the API (dist/main.js)...");
const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "ignore" });
if (build.status !== 0) throw new Error("The API build failed");

const rows = [];
if (targets.includes("bare")) rows.push(await measureBare());
if (targets.includes("pglite")) {
  const dataDir = mkdtempSync(join(tmpdir(), "qs-bench-pglite-"));
  try {
    rows.push(await measureApi("API on PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (targets.includes("postgres")) {
  const pg = await startTestPostgres();
  if (!pg) {
    console.log("  PostgreSQL is not installed: skipping that target.");
  } else {
    try {
      rows.push(await measureApi("API on PostgreSQL", { DATABASE_URL: pg.url }));
    } finally {
      pg.stop();
    }
  }
}

const bare = rows.find((row) => row.name === "bare node:http");
console.log(
  `\n${connections} connections, ${duration} s, ${products ?? "default demo catalogue"} products, GET ${values.path}\n`,
);
console.table(
  rows.map((row) => ({
    server: row.name,
    "req/s": Math.round(row.reqPerSec),
    "p50 ms": row.p50,
    "p99 ms": row.p99,
    "vs bare": bare ? `${((row.reqPerSec / bare.reqPerSec) * 100).toFixed(1)} %` : "-",
    "non-2xx": row.non2xx,
    errors: row.errors,
  })),
);
