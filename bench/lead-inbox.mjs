// The leads inbox at 100,000 leads: how long a member of staff waits for a page of their queue,
// the team's queue, a filtered queue and a deep page, one request at a time over loopback HTTP
// with a signed-in session (GET /api/back-office/leads, which counts its total too).
//
//   pnpm --filter @qs/bench bench:inbox [-- --leads 100000 --requests 100 --database pglite,postgres]
//
// The API runs from source (tsx) with the demo's staff (DEMO_STAFF_PASSWORD). Its first start
// migrates and seeds the database; the leads are then written straight into it in one statement
// (PGlite: with the API stopped, as PGlite serves one process), and the API is started again.
// A quarter of the leads are in the advisor's queue; statuses, markets and origins rotate.
import { parseArgs } from "node:util";
import { measureOnDatabases, percentile } from "./api-process.mjs";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    leads: { type: "string", default: "100000" },
    requests: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
    database: { type: "string", default: "pglite,postgres" },
  },
});
const LEADS = Number(values.leads);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const PASSWORD = "Demo-QueSeguro-2026!";

/** One statement writes every lead: statuses, markets and origins rotate; a quarter are the advisor's. */
const INSERT_LEADS = `
insert into leads (id, kind, country_id, email, name, phone, product_code, payload, consent,
  consent_text_version, consented_at, status_id, sub_status_id, status_changed_at,
  assigned_to, assigned_at, created_at, updated_at)
select gen_random_uuid(),
  (array['plan','contact','purchase','additionalInsurance'])[1 + i % 4],
  1 + (i / 3) % 4,
  'persona' || i || '@example.com', 'Persona ' || i, '+573001234567',
  (array['AND-POL-04', null, 'VT3-ISA-05', null])[1 + i % 4],
  '{}'::jsonb, true, 'v1', now() - make_interval(mins => i),
  (array[8, 2, 500, 4, 3])[1 + (i / 5) % 5],
  (array[null, 201, 303, null, null])[1 + (i / 5) % 5],
  now() - make_interval(mins => i),
  case when i % 4 = 0 then (select id from staff_members where email = 'ejecutivo@demo.queseguro.local') end,
  case when i % 4 = 0 then now() - make_interval(mins => i) end,
  now() - make_interval(mins => i), now() - make_interval(mins => i)
from generate_series(1, $1::int) as i`;

async function signIn(base, who) {
  const res = await fetch(`${base}/api/acceso-personal/sesion`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-country": "CO", "x-qpversion": "bench" },
    body: JSON.stringify({ email: `${who}@demo.queseguro.local`, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${who}: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

const SCENARIOS = [
  ["team queue, page 1", "supervisor", "queue=team"],
  ["team queue, status 500, CO", "supervisor", "queue=team&status=500&market=CO"],
  ["team queue, product type ISAPRE", "supervisor", "queue=team&productType=ISAPRE"],
  ["team queue, one day", "supervisor", "queue=team&from=DAY&to=DAY"],
  ["advisor's own queue, page 1", "ejecutivo", "queue=mine"],
  ["unassigned, newest first", "ejecutivo", "queue=unassigned&sort=newest"],
  ["team queue, page 400 (the deepest)", "supervisor", "queue=team&page=400"],
];

async function measure(base, database) {
  const cookies = {
    supervisor: await signIn(base, "supervisor"),
    ejecutivo: await signIn(base, "ejecutivo"),
  };
  const day = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const rows = [];
  for (const [name, who, query] of SCENARIOS) {
    const url = `${base}/api/back-office/leads?${query.replaceAll("DAY", day)}&pageSize=25`;
    let total = 0;
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie: cookies[who] } });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      total = body.metadata.total;
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await ask();
    const times = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await ask());
    times.sort((a, b) => a - b);
    rows.push({
      database,
      scenario: name,
      "leads matched": total,
      "p50 ms": percentile(times, 50).toFixed(1),
      "p95 ms": percentile(times, 95).toFixed(1),
    });
  }
  return rows;
}

const rows = await measureOnDatabases(values.database.split(","), {
  env: { HOST: "127.0.0.1", DEMO_STAFF_PASSWORD: PASSWORD, JOBS_INTERVAL_MS: "0" },
  seed: async (db) => {
    await db.query(INSERT_LEADS, [LEADS]);
    await db.query("analyze leads");
  },
  measure,
});
console.log(
  `\nGET /api/back-office/leads at ${LEADS.toLocaleString("en")} leads, 25 a page, one request at a time (${new Date().toISOString()})`,
);
console.table(rows);
