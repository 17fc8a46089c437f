// Load benchmark of the API beside a bare node:http hello-world server measured in the
// same run (read the API's figures against it: the machine may be busy). Scenarios:
//
//   listing cached    GET /api/compare/products, read cache on (the default)
//   listing uncached  the same with API_READ_CACHE=off: every request runs the queries
//   batch price       POST /api/insurance/calculatePrices, 20 products, a five-person household
//   sort by my price  POST /api/compare/products/byProfilePrice over every matching product,
//                     page 1 for a new household on every request (no kept order helps)
//   sort by yearly cost  the same with sort: "yearlyCost"
//   sort by cost over 5 years  the same with sort: "fiveYearCost" (each product priced five times)
//   ... next pages    the same household, pages 2 to 10 in turn: the order kept for it
//
// The sorts are measured from the price memory (the default) and, with --memory-off, also
// with PRICE_MEMORY_MAX_BYTES=0 (every request reads the matching products' price rows).
//
// on PGlite and on PostgreSQL (when installed), over the default demo catalogue and a scaled
// one (--products, 10,000 by default; --catalogues default,10000 picks).
//
//   pnpm --filter @qs/bench bench:api [--duration 5] [--connections 10]
//        [--catalogues default,10000] [--targets bare,pglite,postgres]
//        [--scenarios listing-cached,listing-uncached,batch-price,sort-by-price,sort-by-yearly-cost,
//                     sort-by-five-year-cost]
//        [--memory-off] [--processes 1,2]
//
// On PostgreSQL the cached listing is measured once per count of --processes (API_PROCESSES:
// the API's servers sharing the port); PGlite serves from one process only.
//
// Each server runs in its own process (the built API, node dist/main.js) so autocannon does
// not share an event loop with it. The POST scenarios are also measured with one connection:
// their p50 there is the time one request takes.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startTestPostgres } from "../tooling/scripts/postgres.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, "..", "apps", "api");

// `pnpm --filter @qs/bench bench:api -- --duration 5` passes the "--" through.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    catalogues: { type: "string", default: "default,10000" },
    targets: { type: "string", default: "bare,pglite,postgres" },
    scenarios: {
      type: "string",
      default:
        "listing-cached,listing-uncached,batch-price,sort-by-price,sort-by-yearly-cost,sort-by-five-year-cost",
    },
    "memory-off": { type: "boolean", default: false },
    types: { type: "string", default: "ASEG,EPS,MEDICINA PREPAGADA" },
    processes: { type: "string", default: "1,2" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const catalogues = values.catalogues.split(",").map((c) => c.trim());
const targets = values.targets.split(",").map((t) => t.trim());
const scenarios = values.scenarios.split(",").map((t) => t.trim());
const processCounts = values.processes.split(",").map((n) => Number(n.trim()));
const listingPath = `/api/compare/products?organizationTypes=${encodeURIComponent(values.types)}&sort=lowerPrice`;
const postHeaders = {
  "content-type": "application/json",
  "x-country": "CO",
  "x-qpversion": "bench",
};
/** A five-person household: a couple and three children. */
const household = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Masculino", edad: 41 },
    { sexo: "Femenino", edad: 39 },
  ],
  cargas: [
    { sexo: "Femenino", edad: 12 },
    { sexo: "Masculino", edad: 7 },
    { sexo: "Masculino", edad: 1 },
  ],
};

/**
 * The n-th household of a run: the bench household with the couple's ages moved (18 to 80
 * each), so consecutive requests never share a kept order.
 */
function householdNumber(n) {
  const [holder, partner] = household.cotizante;
  return {
    ...household,
    cotizante: [
      { ...holder, edad: 18 + (n % 63) },
      { ...partner, edad: 18 + (Math.floor(n / 63) % 63) },
    ],
  };
}

/** A sort request whose body `bodyOf(n)` changes with each request sent. */
function sortRequest(base, bodyOf) {
  let n = 0;
  return {
    url: base,
    requests: [
      {
        method: "POST",
        path: "/api/compare/products/byProfilePrice",
        headers: postHeaders,
        setupRequest: (request) => {
          n += 1;
          return { ...request, body: JSON.stringify(bodyOf(n)) };
        },
      },
    ],
  };
}

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

function run(request, seconds, conns) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections: conns, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(row, request, conns = connections) {
  await run(request, 1, conns); // warm-up
  const result = await run(request, duration, conns);
  return {
    ...row,
    connections: conns,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measureBare(when) {
  const port = await freePort();
  const source = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "text/plain"); s.end("hello world"); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = await startProcess(["-e", source], { ready: "ready", cwd: here });
  try {
    const request = { url: `http://127.0.0.1:${port}/` };
    return [
      await measure({ server: "bare node:http", scenario: `hello world (${when})` }, request),
      await measure({ server: "bare node:http", scenario: `hello world (${when})` }, request, 1),
    ];
  } finally {
    await stopProcess(child);
  }
}

async function seed(name, env, catalogue) {
  const seedArgs = [
    "--import",
    "tsx",
    "src/db/seed/run-seed.ts",
    ...(catalogue === "default" ? [] : [`--products=${catalogue}`]),
  ];
  const started = Date.now();
  await startProcess(seedArgs, { env, ready: "Catalogue loaded" });
  console.log(
    `  ${name}: ${catalogue} catalogue seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function withApi(env, work) {
  const port = await freePort();
  const child = await startProcess(["dist/main.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    ready: "API listening",
  });
  try {
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await stopProcess(child);
  }
}

async function measureApi(name, env, catalogue) {
  // The load comes from one client (this machine): the per-client bounds are lifted.
  const baseEnv = {
    ...env,
    ROBOT_MAX_REQUESTS: "1000000000",
    PRICING_PER_CLIENT_PER_MINUTE: "1000000000",
    PRICE_SORTS_PER_CLIENT_PER_MINUTE: "1000000000",
    LOG_REQUESTS: "false",
  };
  await seed(name, baseEnv, catalogue);
  const rows = [];
  const row = (scenario) => ({ server: name, catalogue, scenario });
  if (scenarios.includes("listing-cached")) {
    const counts = env.DATABASE_URL ? processCounts : [1];
    for (const processes of counts) {
      await withApi({ ...baseEnv, API_PROCESSES: String(processes) }, async (base) => {
        // Every process keeps its own read cache: a few requests warm each before the count.
        for (let i = 0; i < 4 * processes; i += 1) await fetch(`${base}${listingPath}`);
        const probe = await (await fetch(`${base}${listingPath}`)).json();
        console.log(`  ${name}: listing ${probe.items?.length} items of ${probe.total}`);
        const label = processes === 1 ? "listing cached" : `listing cached, ${processes} processes`;
        rows.push(await measure(row(label), { url: `${base}${listingPath}` }));
        // As browsers and the sites ask: the kept brotli bytes instead of the whole JSON.
        rows.push(
          await measure(row(`${label}, br`), {
            url: `${base}${listingPath}`,
            headers: { "accept-encoding": "br, gzip" },
          }),
        );
      });
    }
  }
  await withApi({ ...baseEnv, API_READ_CACHE: "off" }, async (base) => {
    if (scenarios.includes("listing-uncached")) {
      rows.push(await measure(row("listing uncached"), { url: `${base}${listingPath}` }));
    }
    if (scenarios.includes("batch-price")) {
      const page = await (await fetch(`${base}${listingPath}&pageSize=20`)).json();
      const ids = page.items.map((item) => item.id);
      const request = {
        url: `${base}/api/insurance/calculatePrices`,
        method: "POST",
        headers: postHeaders,
        body: JSON.stringify({ ids, profile: household }),
      };
      const probe = await fetch(request.url, { ...request, url: undefined });
      const priced = (await probe.json()).data?.filter((entry) => entry.price).length;
      console.log(`  ${name}: batch price ${probe.status}, ${priced} of ${ids.length} priced`);
      rows.push(await measure(row(`batch price (${ids.length})`), request));
      rows.push(await measure(row(`batch price (${ids.length})`), request, 1));
    }
  });
  await measureSorts(baseEnv, row, rows, "");
  if (values["memory-off"]) {
    await measureSorts({ ...baseEnv, PRICE_MEMORY_MAX_BYTES: "0" }, row, rows, ", memory off");
  }
  return rows;
}

/** The household sorts: page 1 for a new household each request, then the next pages. */
async function measureSorts(env, row, rows, label) {
  const sorts = [
    ["sort-by-price", "profilePrice", "sort by my price"],
    ["sort-by-yearly-cost", "yearlyCost", "sort by yearly cost"],
    ["sort-by-five-year-cost", "fiveYearCost", "sort by cost over 5 years"],
  ].filter(([scenario]) => scenarios.includes(scenario));
  if (sorts.length === 0) return;
  await withApi({ ...env, API_READ_CACHE: "off" }, async (base) => {
    for (const [, sort, title] of sorts) {
      const query = { organizationTypes: values.types, sort };
      const probe = await fetch(`${base}/api/compare/products/byProfilePrice`, {
        method: "POST",
        headers: postHeaders,
        body: JSON.stringify({ query, profile: household }),
      });
      const { total } = await probe.json();
      console.log(`  ${title}${label}: ${probe.status} over ${total} products`);
      const firstPages = sortRequest(base, (n) => ({ query, profile: householdNumber(n) }));
      rows.push(await measure(row(`${title} (${total})${label}`), firstPages));
      rows.push(await measure(row(`${title} (${total})${label}`), firstPages, 1));
      const nextPages = sortRequest(base, (n) => ({
        query: { ...query, page: 2 + (n % 9) },
        profile: household,
      }));
      rows.push(await measure(row(`${title}, next pages${label}`), nextPages, 1));
    }
  });
}

const loadavg = () => readFileSync("/proc/loadavg", "utf8").trim();
console.log(`loadavg at start: ${loadavg()}`);
console.log("Building the API (dist/main.js)...");
const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "ignore" });
if (build.status !== 0) throw new Error("The API build failed");

const rows = [];
if (targets.includes("bare")) rows.push(...(await measureBare("start")));
if (targets.includes("pglite")) {
  const dataDir = mkdtempSync(join(tmpdir(), "qs-bench-pglite-"));
  try {
    for (const catalogue of catalogues) {
      rows.push(
        ...(await measureApi("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, catalogue)),
      );
    }
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
      for (const catalogue of catalogues) {
        rows.push(...(await measureApi("PostgreSQL", { DATABASE_URL: pg.url }, catalogue)));
      }
    } finally {
      pg.stop();
    }
  }
}
if (targets.includes("bare")) rows.push(...(await measureBare("end")));
console.log(`loadavg at end: ${loadavg()}`);

/** The bare server's mean rate at a connection count, over its start and end runs. */
const bareRate = (conns) => {
  const runs = rows.filter((row) => row.server === "bare node:http" && row.connections === conns);
  return runs.length ? runs.reduce((sum, row) => sum + row.reqPerSec, 0) / runs.length : null;
};
console.log(`\n${duration} s a run, listing GET ${listingPath}\n`);
console.table(
  rows.map((row) => ({
    server: row.server,
    catalogue: row.catalogue ?? "-",
    scenario: row.scenario,
    conns: row.connections,
    "req/s": Math.round(row.reqPerSec),
    "p50 ms": row.p50,
    "p99 ms": row.p99,
    "vs bare": bareRate(row.connections)
      ? `${((row.reqPerSec / bareRate(row.connections)) * 100).toFixed(1)} %`
      : "-",
    "non-2xx": row.non2xx,
    errors: row.errors,
  })),
);
