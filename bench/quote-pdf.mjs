// Time of the quote PDF (POST /api/quotes) for three plans and a household, one request at a
// time: what a visitor waits for after 'Descargar cotización'. The goal is well under 1 s.
//
//   pnpm --filter @qs/bench bench:quote [--requests 50] [--warmup 5]
//
// The API runs from source (tsx) in its own process on a fresh PGlite directory, seeded with
// the demo catalogue at its first start; the figures include loopback HTTP and reading the
// whole PDF. Colombia prices three health plans; Chile three Isapre plans in UF (the
// simulation and the UF value add work). Each row gives p50, p95 and the slowest request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort, percentile, startApi, stopApi } from "./api-process.mjs";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    requests: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
  },
});
const requests = Number(values.requests);
const warmup = Number(values.warmup);

/** A household of four: a couple, a child of 12 and one of 1 (GES only on an Isapre plan). */
const household = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Masculino", edad: 41, ingreso: 2_400_000 },
    { sexo: "Femenino", edad: 39, ingreso: 1_800_000 },
  ],
  cargas: [
    { sexo: "Femenino", edad: 12 },
    { sexo: "Masculino", edad: 1 },
  ],
};

const SITES = {
  CO: {
    types: "ASEG,EPS,MEDICINA PREPAGADA",
    locale: "es-CO",
    currencies: [{ code: "COP", symbol: "$", decimals: 0 }],
  },
  CL: {
    types: "ISAPRE",
    locale: "es-CL",
    currencies: [
      { code: "CLP", symbol: "$", decimals: 0 },
      { code: "UF", symbol: "", decimals: 2, suffix: "UF", convertTo: "CLP" },
    ],
  },
};

async function measureCountry(base, code) {
  const site = SITES[code];
  const listing = await fetch(
    `${base}/api/compare/products?country=${code}&organizationTypes=${encodeURIComponent(site.types)}&pageSize=3`,
  );
  const ids = (await listing.json()).items.map((item) => item.id);
  const body = JSON.stringify({
    ids,
    profile: household,
    locale: site.locale,
    currencies: site.currencies,
  });
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/quotes`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-country": code, "x-qpversion": "bench" },
      body,
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${code}: ${res.status}`);
    return { ms: performance.now() - started, bytes };
  };
  for (let i = 0; i < warmup; i++) await ask();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const result = await ask();
    times.push(result.ms);
    bytes = result.bytes;
  }
  times.sort((a, b) => a - b);
  return {
    country: code,
    plans: ids.length,
    requests,
    "p50 ms": percentile(times, 50).toFixed(1),
    "p95 ms": percentile(times, 95).toFixed(1),
    "max ms": times.at(-1).toFixed(1),
    "PDF bytes": bytes,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "qs-bench-quote-"));
const port = await freePort();
console.log("Starting the API on a fresh PGlite (seeding the demo catalogue)...");
const api = await startApi({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: String(port),
  HOST: "127.0.0.1",
  RETENTION_INTERVAL_MINUTES: "0",
  QUOTES_PER_CLIENT_PER_HOUR: "1000000",
  ROBOT_MAX_REQUESTS: "1000000000",
});
try {
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  for (const code of Object.keys(SITES)) rows.push(await measureCountry(base, code));
  console.log(`\nPOST /api/quotes, one request at a time (${new Date().toISOString()})`);
  console.table(rows);
} finally {
  await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });
}
