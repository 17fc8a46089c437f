// Site server benchmark: requests per second of a server-rendered listing page, from the
// page cache and rendered on every request (SITE_PAGE_CACHE=off), beside a bare node:http
// hello-world server in the same run; and, with --lighthouse, Lighthouse mobile runs (median
// of --runs) of the home, a listing and a plan of each site.
//
//   pnpm --filter @qs/bench bench:site [--duration 5] [--connections 10] [--lighthouse] [--runs 3]
//     [--database pglite|postgres] [--sites co,cl,pe,int] [--main-thread] [--skip-load]
//
// `--main-thread` loads the same pages in the tests' Chromium as a phone with its CPU slowed
// four times (DevTools throttling, real not simulated) and reports, median of --runs, the
// blocking time after the first paint (each long task's time over 50 ms, as Lighthouse counts
// it), the first and largest paints, and the long tasks; `--skip-load` leaves out the request
// rates.
//
// The cached page is also compared with a bare node:http server sending the same bytes (the
// page's body and headers as the site server sent them), which is the rate the page cache
// can at most reach. `--database postgres` runs the API on a throwaway PostgreSQL (as the
// tests start it) instead of the embedded PGlite; `--sites` limits Lighthouse to some sites.
//
// It needs the built API and sites (`pnpm turbo run build`), and ports 4000 and 5173-5176 free:
// the sites are built to call the API on localhost:4000. Lighthouse 12.8 is fetched with npx.

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumPath, launchOptions } from "@qs/playwright-config";
import autocannon from "autocannon";
import { startTestPostgres } from "../tooling/scripts/postgres.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    lighthouse: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    path: { type: "string", default: "/Comparar/Medicina-Prepagada" },
    database: { type: "string", default: "pglite" },
    sites: { type: "string", default: "co,cl,pe,int" },
    "main-thread": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const SITES = [
  { dir: "co", port: 5173 },
  { dir: "cl", port: 5174 },
  { dir: "pe", port: 5175 },
  { dir: "int", port: 5176 },
];
const children = [];

function start(args, { cwd, env = {}, port }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function answers(url, deadline = Date.now() + 300_000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function load(url, conns = connections, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: conns, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

async function measure(label, url, conns = connections, headers = {}) {
  await load(url, conns, headers); // warm-up (fills the page cache where there is one)
  const result = await load(url, conns, headers);
  return {
    label,
    connections: conns,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    non2xx: result.non2xx,
  };
}

/**
 * One load of `url` in a new phone context, its CPU slowed 4x: the long tasks the page reports
 * (PerformanceObserver 'longtask'), from navigation until 6 s after it has hydrated, and its
 * paints. Blocking time counts each task after the first paint by its time over 50 ms.
 */
let browser;
async function mainThread(url) {
  browser ??= await chromium.launch(launchOptions);
  // The phone Lighthouse's mobile run emulates (a Moto G Power's screen).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [], lcp: 0 };
      Object.defineProperty(window, "__mainThread", { value: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.lcp = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated]", { timeout: 120_000 });
    // What a page does after hydrating (cards' information, chat, attribution) counts too.
    await page.waitForTimeout(6000);
    const seen = await page.evaluate(() => ({
      ...window.__mainThread,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    const after = seen.tasks.filter(([start]) => start >= seen.fcp);
    return {
      tbt: Math.round(after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
      fcp: Math.round(seen.fcp),
      lcp: Math.round(seen.lcp),
      longTasks: seen.tasks.length,
      longest: Math.round(Math.max(0, ...seen.tasks.map(([, d]) => d))),
    };
  } finally {
    await context.close();
  }
}

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("exit", stopAll);
// Ctrl-C stops the servers and the PostgreSQL this run started, through the exit handlers.
process.on("SIGINT", () => process.exit(130));

const dataDir = mkdtempSync(join(tmpdir(), "qs-site-bench-"));
// The sites name the visitor to the API with the site service credential; the load comes from
// one client (this machine), so the per-client render bound is lifted.
const serviceToken = randomBytes(32).toString("base64url");
const siteEnv = { SITE_SERVICE_TOKEN: serviceToken, RENDERS_PER_CLIENT_PER_MINUTE: "100000000" };
const pg = values.database === "postgres" ? await startTestPostgres() : null;
if (values.database === "postgres" && !pg) throw new Error("PostgreSQL is not installed");
process.on("exit", () => pg?.stop());
try {
  start([join(root, "apps/api/dist/main.js")], {
    cwd: join(root, "apps/api"),
    env: {
      DATA_DIR: dataDir,
      SITE_SERVICE_TOKEN: serviceToken,
      // Every rendering names this machine as its visitor: thousands of listings a minute
      // from one client would otherwise be flagged as a robot, or refused their prices, and
      // rendered as an error page.
      ROBOT_MAX_REQUESTS: "100000000",
      PRICING_PER_CLIENT_PER_MINUTE: "100000000",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
    port: 4000,
  });
  await answers("http://127.0.0.1:4000/api/qp-version");
  for (const site of SITES) {
    start([join(root, `apps/${site.dir}/dist/server/server.js`)], {
      cwd: join(root, `apps/${site.dir}`),
      env: siteEnv,
      port: site.port,
    });
  }
  const uncachedPort = 5180;
  start([join(root, "apps/co/dist/server/server.js")], {
    cwd: join(root, "apps/co"),
    env: { ...siteEnv, SITE_PAGE_CACHE: "off" },
    port: uncachedPort,
  });
  const bare = 5181;
  start(
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.setHeader("content-type", "text/plain"); s.end("hello world"); }).listen(${bare}, "127.0.0.1")`,
    ],
    { cwd: here, port: bare },
  );
  await Promise.all(
    [...SITES.map((s) => s.port), uncachedPort, bare].map((port) =>
      answers(`http://127.0.0.1:${port}/`),
    ),
  );

  // The cached page as autocannon gets it (no Accept-Encoding), sent by a bare server as is.
  const cachedUrl = `http://127.0.0.1:5173${values.path}`;
  await fetch(cachedUrl, { headers: { "accept-encoding": "identity" } });
  const page = await fetch(cachedUrl, { headers: { "accept-encoding": "identity" } });
  const pageFile = join(dataDir, "page.json");
  writeFileSync(
    pageFile,
    JSON.stringify({
      headers: [...page.headers].filter(
        ([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name),
      ),
      body: Buffer.from(await page.arrayBuffer()).toString("base64"),
    }),
  );
  const sameBytes = 5182;
  start(
    [
      "-e",
      `const p = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(pageFile)}, "utf8")); const body = Buffer.from(p.body, "base64"); require("node:http").createServer((q, s) => { for (const [n, v] of p.headers) s.setHeader(n, v); s.setHeader("content-length", body.length); s.end(body); }).listen(${sameBytes}, "127.0.0.1")`,
    ],
    { cwd: here, port: sameBytes },
  );
  await answers(`http://127.0.0.1:${sameBytes}/`);

  console.log(`load average: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  const rows = values["skip-load"]
    ? []
    : [
        await measure("bare node:http hello world", `http://127.0.0.1:${bare}/`),
        await measure(
          "bare node:http sending the cached page's bytes",
          `http://127.0.0.1:${sameBytes}/`,
        ),
        await measure(`listing ${values.path}, page cache`, cachedUrl),
        await measure(
          `listing ${values.path}, page cache, gzip or brotli accepted`,
          cachedUrl,
          connections,
          {
            "accept-encoding": "gzip, deflate, br, zstd",
          },
        ),
        await measure(
          `listing ${values.path}, rendered every request`,
          `http://127.0.0.1:${uncachedPort}${values.path}`,
        ),
        await measure(
          `listing ${values.path}, rendered every request, one connection`,
          `http://127.0.0.1:${uncachedPort}${values.path}`,
          1,
        ),
        await measure("bare node:http hello world (again)", `http://127.0.0.1:${bare}/`),
      ];
  if (rows.length > 0) {
    console.log(`API on ${pg ? "PostgreSQL" : "PGlite"}, ${duration} s each`);
    console.table(rows);
  }

  const sitemapPlan = async (port) => {
    // The sites' kept-alive connections from the start may have been closed by the server since
    // (after 5 s idle): a request written as it closes fails, and is sent again once.
    const url = `http://127.0.0.1:${port}/sitemap.xml`;
    const xml = await fetch(url)
      .catch(() => fetch(url))
      .then((res) => res.text());
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>/g)].map((m) => m[1]);
    return new URL(locs[0] ?? `http://localhost:${port}/`).pathname;
  };
  const chosenSites = SITES.filter((s) => values.sites.split(",").includes(s.dir));

  if (values["main-thread"]) {
    const results = [];
    for (const site of chosenSites) {
      for (const [kind, path] of [
        ["home", "/"],
        ["listing", "/Comparar"],
        ["plan", await sitemapPlan(site.port)],
      ]) {
        const runs = [];
        for (let i = 0; i < Number(values.runs); i++) {
          runs.push(await mainThread(`http://localhost:${site.port}${path}`));
        }
        runs.sort((a, b) => a.tbt - b.tbt);
        const median = runs[Math.floor(runs.length / 2)];
        results.push({
          site: site.dir,
          page: kind,
          ...median,
          tbtRuns: runs.map((r) => r.tbt).join(" "),
        });
      }
    }
    console.log(
      `Main thread on a phone with the CPU slowed 4x (DevTools throttling), median of ${values.runs} by blocking time:`,
    );
    console.table(results);
  }

  if (values.lighthouse) {
    const results = [];
    for (const site of chosenSites) {
      const pages = [
        ["home", "/"],
        ["listing", "/Comparar"],
        ["plan", await sitemapPlan(site.port)],
      ];
      for (const [kind, path] of pages) {
        const runs = [];
        for (let i = 0; i < Number(values.runs); i++) {
          const out = join(dataDir, `lh-${site.dir}-${kind}-${i}.json`);
          spawnSync(
            "npx",
            [
              "--yes",
              "lighthouse@12.8.2",
              `http://localhost:${site.port}${path}`,
              "--quiet",
              "--output=json",
              `--output-path=${out}`,
              "--only-categories=performance,accessibility,seo",
              "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
            ],
            {
              env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath },
            },
          );
          const report = JSON.parse(readFileSync(out, "utf8"));
          // A run Lighthouse could not measure (its runtimeError) is reported, not counted.
          const number = (id, digits = 0) => {
            const value = report.audits[id]?.numericValue;
            return typeof value === "number" ? Number(value.toFixed(digits)) : null;
          };
          if (report.runtimeError || number("largest-contentful-paint") === null) {
            console.log(
              `  ${site.dir} ${kind} run ${i + 1}: not measured (${report.runtimeError?.code ?? report.audits["largest-contentful-paint"]?.errorMessage ?? "no metrics"})`,
            );
            continue;
          }
          runs.push({
            performance: Math.round(report.categories.performance.score * 100),
            accessibility: Math.round(report.categories.accessibility.score * 100),
            seo: Math.round(report.categories.seo.score * 100),
            lcp: number("largest-contentful-paint"),
            tbt: number("total-blocking-time"),
            cls: number("cumulative-layout-shift", 3),
          });
        }
        runs.sort((a, b) => a.performance - b.performance);
        if (runs.length > 0)
          results.push({ site: site.dir, page: kind, ...runs[Math.floor(runs.length / 2)] });
      }
    }
    console.log(`Lighthouse 12.8 mobile, median of ${values.runs}:`);
    console.table(results);
  }
} finally {
  await browser?.close();
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
