// `npm test`: install what is needed, then run every check — typecheck, lint,
// unit tests (the API's on both databases), the Storybook build, the dead-code
// check and the browser tests — and end with one summary line.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startTestPostgres } from "./postgres.mjs";
import {
  ensurePnpm,
  ensureSystemPackages,
  installDependencies,
  log,
  pnpm,
  root,
} from "./setup.mjs";

const started = Date.now();
const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);
ensureSystemPackages({ chromium: true, postgres: true });

const workspaceDirs = ["apps", "packages", "tooling"]
  .flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((d) => join(root, group, d))
      : [],
  )
  .concat([join(root, "bench")]);
for (const dir of workspaceDirs) rmSync(join(dir, "reports"), { recursive: true, force: true });

log("Starting a PostgreSQL cluster on loopback for the API tests");
const pg = await startTestPostgres();
if (!pg) {
  console.error("PostgreSQL is not installed: apt-get install -y postgresql");
  process.exit(1);
}
const env = {
  ...process.env,
  TEST_DATABASE_URL: pg.url,
  TURBO_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: "1",
};

const phases = [];
function phase(name, tasks, extra = []) {
  log(name);
  const status = pnpm(
    pnpmCmd,
    ["exec", "turbo", "run", ...tasks, "--continue", "--output-logs=new-only", ...extra],
    { env },
  );
  phases.push({ name, ok: status === 0 });
}

try {
  phase("Typecheck, lint, unit tests and the Storybook build", [
    "typecheck",
    "lint",
    "test",
    "build-storybook",
  ]);
  log("Dead code: unused files, exports and dependencies (knip, then knip --production)");
  const knipOk =
    pnpm(pnpmCmd, ["exec", "knip"], { env }) === 0 &&
    pnpm(pnpmCmd, ["exec", "knip", "--production"], { env }) === 0;
  phases.push({ name: "Dead code (knip)", ok: knipOk });
  // The sites' browser tests and Storybook's stories (axe and pictures) run one after the other: each already runs
  // Chromium on every core, and side by side they starve each other's pages.
  phase("Browser tests in Chromium", ["e2e"], ["--concurrency=1"]);
} finally {
  pg.stop();
}

// Add up the reports every runner wrote (Vitest JSON, Playwright JSON).
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of workspaceDirs) {
  const reports = join(dir, "reports");
  if (!existsSync(reports)) continue;
  for (const file of readdirSync(reports).filter((f) => f.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(join(reports, file), "utf8"));
    if (typeof data.numTotalTests === "number") {
      passed += data.numPassedTests;
      failed += data.numFailedTests;
      skipped += data.numPendingTests + (data.numTodoTests ?? 0);
    } else if (data.stats) {
      passed += data.stats.expected + data.stats.flaky;
      failed += data.stats.unexpected;
      skipped += data.stats.skipped;
    }
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log("");
for (const p of phases) console.log(`${p.ok ? "✔" : "✘"} ${p.name}`);
console.log(`(${minutes} min)`);
const allOk = phases.every((p) => p.ok) && failed === 0;
if (!allOk && failed === 0) failed = phases.filter((p) => !p.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
