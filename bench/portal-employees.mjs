// The clients' portal's payroll at 10,000 employees: how long a company's administrator waits for
// a page of a policy's employees, a search by name and by RUT, a deep page, the movements in
// process, the uninsured list and the policies' list (which counts the insured and the movements),
// one request at a time over loopback HTTP with a signed-in client.
//
//   pnpm --filter @qs/bench bench:portal [-- --employees 10000 --requests 100 --database pglite,postgres]
//
// The API runs from source (tsx). Its first start migrates and seeds the database; a company, its
// account (with a set-password link whose token the bench knows), a paid order and its policy and
// the employees are then written straight into it (PGlite: with the API stopped), and the API is
// started again; the bench sets the password through the link, as the e-mail's reader would.
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { measureOnDatabases, percentile } from "./api-process.mjs";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    employees: { type: "string", default: "10000" },
    requests: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
    database: { type: "string", default: "pglite,postgres" },
  },
});
const EMPLOYEES = Number(values.employees);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const TOKEN = "b".repeat(43);
const PASSWORD = "Clave#2026";
const POLICY = "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01";

const SEED = `
with draft as (
  insert into purchase_drafts (id, country_id, product_id, product_code, plan, steps, active_at,
    created_at, updated_at, expires_at)
  select gen_random_uuid(), 3, id, product_code,
    '{"productName":"Plan empresa","insurerName":"Aseguradora","amount":1000,"currency":"COP"}'::jsonb,
    '{}'::jsonb, now(), now(), now(), now() + interval '30 days'
  from products where country_id = 3 limit 1
  returning id, product_code
), sale as (
  insert into orders (id, number, draft_id, country_id, product_code, flow_type, subscription,
    amount, currency, sale_state, paid_at, created_at)
  select gen_random_uuid(), 'QS-BENCH-1', id, 3, product_code, 'tdc-subscriptions', true, 1000,
    'COP', 'OK', now(), now() from draft
  returning id, product_code
), company as (
  insert into client_companies (id, country_id, identification, name, created_at)
  values (gen_random_uuid(), 3, '900123456', 'Empresa de prueba', now()) returning id
), account as (
  insert into client_accounts (id, email, name, role, company_id, created_at)
  select gen_random_uuid(), 'rrhh@empresa.example', 'RRHH', 'ADMIN_CLIENT_QPCLIENTS', id, now()
  from company returning id
), link as (
  insert into client_password_links (token_hash, account_id, expires_at)
  select $1, id, now() + interval '3 days' from account returning account_id
)
insert into policies (id, number, order_id, company_id, country_id, product_code, product_name,
  insurer_name, state, starts_on, ends_on, created_at)
select '${POLICY}', 'POL-BENCH-1', sale.id, company.id, 3, sale.product_code, 'Plan empresa',
  'Aseguradora', 'ACTIVE', current_date, current_date + 364, now()
from sale, company, (select count(*) from link) as written`;

/**
 * Names rotate over a few hundred combinations; a tenth of the people are cancelled, and one in
 * twenty waits for after-sales (half an activation, half a cancellation).
 */
const EMPLOYEES_SQL = `
insert into policy_employees (policy_id, legal_id, full_name, search, state, effective_date,
  end_date, process, data, updated_at)
select '${POLICY}', (10000000 + i)::text || '-' || (i % 10)::text,
  (array['Camila','Matías','Valentina','Benjamín','Isidora','Agustín','Florencia','Tomás'])[1 + i % 8]
    || ' ' || (array['González','Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva','Martínez','Sepúlveda'])[1 + (i / 8) % 10]
    || ' ' || i,
  lower((array['camila','matias','valentina','benjamin','isidora','agustin','florencia','tomas'])[1 + i % 8]
    || ' ' || (array['gonzalez','munoz','rojas','diaz','perez','soto','contreras','silva','martinez','sepulveda'])[1 + (i / 8) % 10]
    || ' ' || i || ' ' || (10000000 + i)::text || '-' || (i % 10)::text),
  case when i % 10 = 0 then 'INACTIVE' when i % 40 = 1 then 'PENDING' else 'ACTIVE' end,
  current_date,
  case when i % 10 = 0 or i % 40 = 21 then current_date + 30 end,
  case when i % 40 = 1 then 'activation' when i % 40 = 21 then 'cancellation' end,
  '{}'::jsonb, now()
from generate_series(1, $1::int) as i`;

async function signIn(base) {
  const res = await fetch(`${base}/api/acceso-clientes/contrasena`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-country": "CO", "x-qpversion": "bench" },
    body: JSON.stringify({ token: TOKEN, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`password: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

const EMPLOYEES_PATH = `/api/portal/polizas/${POLICY}/empleados`;
const SCENARIOS = [
  ["insured, page 1", EMPLOYEES_PATH],
  ["all states, page 1", `${EMPLOYEES_PATH}?estado=TODOS`],
  ["search by name (gonzalez)", `${EMPLOYEES_PATH}?q=gonzalez`],
  ["search by name and surname (camila rojas)", `${EMPLOYEES_PATH}?q=camila%20rojas`],
  ["search by RUT (10005002)", `${EMPLOYEES_PATH}?q=10005002`],
  ["insured, page 170 (the deepest)", `${EMPLOYEES_PATH}?page=170`],
  ["movements in process, page 1", `${EMPLOYEES_PATH}?estado=EN_PROCESO`],
  ["the uninsured, page 1", "/api/portal/no-asegurados"],
  ["the policies (insured and movements counted)", "/api/portal/polizas"],
];

async function measure(base, database) {
  const cookie = await signIn(base);
  const rows = [];
  for (const [name, path] of SCENARIOS) {
    const url = `${base}${path}`;
    let total = 0;
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      total = body.metadata.total ?? body.data.length;
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await ask();
    const times = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await ask());
    times.sort((a, b) => a - b);
    rows.push({
      database,
      scenario: name,
      matched: total,
      "p50 ms": percentile(times, 50).toFixed(1),
      "p95 ms": percentile(times, 95).toFixed(1),
    });
  }
  return rows;
}

const rows = await measureOnDatabases(values.database.split(","), {
  env: { HOST: "127.0.0.1", JOBS_INTERVAL_MS: "0" },
  seed: async (db) => {
    await db.query(SEED, [createHash("sha256").update(TOKEN).digest("hex")]);
    await db.query(EMPLOYEES_SQL, [EMPLOYEES]);
    await db.query("analyze policy_employees");
  },
  measure,
});
console.log(
  `\nThe portal's payroll reads at ${EMPLOYEES.toLocaleString("en")} employees, 50 a page, one request at a time (${new Date().toISOString()})`,
);
console.table(rows);
