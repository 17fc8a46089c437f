// Time of the employee-list check of a company purchase (`parseEmployeeFile`): reading a CSV or
// XLSX file and checking every row against the activation layout, what the upload route does
// before it answers. The goal is at most 2 s for 5,000 rows.
//
//   pnpm --filter @qs/bench bench:employee-file [--rows 5000] [--runs 7] [--warmup 2]
//
// The files are built here: a valid CSV (`;`, UTF-8 with a byte order mark, as Excel writes
// it), the same rows with a bad RUT in every row (the error path), and a valid XLSX written by
// exceljs (shared strings, date cells). The API's service runs from source through tsx (this
// script starts itself again from apps/api with `--import tsx`), with no HTTP and no database:
// the figures are the check alone. Each line gives the median, fastest and slowest of the
// timed runs.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const apiDir = join(root, "apps", "api");

// tsx is the API's: the measuring run starts from apps/api, where `--import tsx` resolves.
if (!process.env.EMPLOYEE_FILE_BENCH_RUN) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { cwd: apiDir, stdio: "inherit", env: { ...process.env, EMPLOYEE_FILE_BENCH_RUN: "1" } },
  );
  process.exit(run.status ?? 1);
}

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    rows: { type: "string", default: "5000" },
    runs: { type: "string", default: "7" },
    warmup: { type: "string", default: "2" },
  },
});
const rowCount = Number(values.rows);
const runs = Number(values.runs);
const warmup = Number(values.warmup);

// exceljs is the API's dependency: resolved from there.
const ExcelJS = createRequire(join(apiDir, "package.json"))("exceljs");
const source = (path) => import(pathToFileURL(join(root, path)).href);
const { parseEmployeeFile } = await source("apps/api/src/platform/employee-file.ts");
const { computeRutCheckDigit } = await source("packages/domain/src/rut.ts");

const HEADER = [
  "N° de fila",
  "Nombre",
  "Apellido paterno",
  "Apellido materno",
  "RUT",
  "Fecha de nacimiento",
  "Género",
  "Correo electrónico",
  "Teléfono",
  "Tipo de asegurado",
  "Fecha de vigencia",
  "Grupo de cobertura",
  "RUT del titular",
  "Tipo de carga",
  "Tipo de cuenta",
  "Número de cuenta",
  "Banco",
];

/** Row n of the list: a holder every fourth row, the three after it their dependants. */
function row(n, { badRut = false } = {}) {
  const body = String(10_000_000 + n);
  const holderBody = String(10_000_000 + n - ((n - 1) % 4));
  const holder = (n - 1) % 4 === 0;
  const birth = new Date(Date.UTC(1960 + (n % 45), n % 12, 1 + (n % 28)));
  return [
    n,
    `Nombre ${n}`,
    "González",
    "Muñoz",
    badRut ? `${body}-X` : `${body}-${computeRutCheckDigit(body)}`,
    birth,
    n % 2 ? "Femenino" : "Masculino",
    holder ? `persona${n}@empresa.cl` : "",
    holder ? `+56 9 ${String(10_000_000 + n).slice(-8)}` : "",
    holder ? "Titular" : "Carga",
    "01-01-2027",
    "Plan A",
    holder ? "" : `${holderBody}-${computeRutCheckDigit(holderBody)}`,
    holder ? "" : n % 4 === 2 ? "Cónyuge" : "Hijo",
    holder ? "Cuenta corriente" : "",
    holder ? String(900_000 + n) : "",
    holder ? "Banco de Chile" : "",
  ];
}

const dayFirst = (date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${date.getUTCFullYear()}`;

function csvBytes(options) {
  const lines = [HEADER.join(";")];
  for (let n = 1; n <= rowCount; n += 1) {
    lines.push(
      row(n, options)
        .map((cell) => (cell instanceof Date ? dayFirst(cell) : String(cell)))
        .join(";"),
    );
  }
  return new TextEncoder().encode(`\ufeff${lines.join("\r\n")}\r\n`);
}

async function xlsxBytes() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Nómina");
  sheet.addRow(HEADER);
  for (let n = 1; n <= rowCount; n += 1) sheet.addRow(row(n));
  sheet.getColumn(6).numFmt = "dd-mm-yyyy";
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

async function measure(name, bytes, contentType, expectValid) {
  const check = async () => {
    const started = performance.now();
    const result = await parseEmployeeFile(bytes, contentType, "activation");
    const ms = performance.now() - started;
    if (result.ok !== expectValid) {
      throw new Error(`${name}: unexpected ${JSON.stringify(result.errors?.slice(0, 3))}`);
    }
    if (result.ok && result.rows.length !== rowCount) throw new Error(`${name}: row count`);
    return { ms, totalErrors: result.ok ? 0 : result.totalErrors };
  };
  for (let i = 0; i < warmup; i += 1) await check();
  const times = [];
  let totalErrors = 0;
  for (let i = 0; i < runs; i += 1) {
    const result = await check();
    times.push(result.ms);
    totalErrors = result.totalErrors;
  }
  times.sort((a, b) => a - b);
  return {
    file: name,
    rows: rowCount,
    KB: Math.round(bytes.byteLength / 1024),
    runs,
    "median ms": median(times).toFixed(0),
    "min ms": times[0].toFixed(0),
    "max ms": times.at(-1).toFixed(0),
    errors: totalErrors,
  };
}

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
console.log(`Building ${rowCount}-row files...`);
const files = [
  ["CSV, valid", csvBytes(), CSV, true],
  ["CSV, a bad RUT in every row", csvBytes({ badRut: true }), CSV, false],
  ["XLSX, valid", await xlsxBytes(), XLSX, true],
];
const results = [];
for (const [name, bytes, type, valid] of files)
  results.push(await measure(name, bytes, type, valid));
console.log(`\nparseEmployeeFile, activation layout (${new Date().toISOString()})`);
console.table(results);
