// `npm test`: install what is needed, then run every check — lint, typecheck, unit tests, the
// Storybook build, the dead-code check and the browser tests (every story with axe and its
// picture, then the sites), with the API's tests on both databases beside them from the start —
// and end with the time of each phase, the ten slowest tests, the counts by kind, and one
// summary line.
import { spawn } from "node:child_process";
import { existsSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { startTestPostgres } from "./postgres.mjs";
import {
  ensurePnpm,
  ensureSystemPackages,
  installDependencies,
  log,
  pnpm,
  repositoryChecks,
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

/** Each phase's name, outcome and minutes. */
const phases = [];
function timed(name, run) {
  log(name);
  const phaseStart = Date.now();
  const ok = run();
  phases.push({ name, ok, minutes: (Date.now() - phaseStart) / 60000 });
}
/** Turbo tasks that failed, from each phase's run summary (`--summarize`). */
const failedTasks = [];
const runsDir = join(root, ".turbo", "runs");
const summaries = () => new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
function phase(name, tasks, extra = []) {
  const before = summaries();
  timed(name, () => {
    const status = pnpm(
      pnpmCmd,
      [
        "exec",
        "turbo",
        "run",
        ...tasks,
        "--continue",
        "--output-logs=new-only",
        "--summarize",
        ...extra,
      ],
      { env },
    );
    return status === 0;
  });
  for (const file of summaries()) {
    if (before.has(file) || !file.endsWith(".json")) continue;
    const summary = JSON.parse(readFileSync(join(runsDir, file), "utf8"));
    for (const task of summary.tasks ?? []) {
      if (task.execution && task.execution.exitCode !== 0) failedTasks.push(task.taskId);
    }
  }
}

/**
 * The API's tests (both databases) are the longest task of the unit phase, and much of their
 * time is one process waiting on another (a database, a child API killed and restarted): on 2
 * cores the phase's last minutes were theirs alone, with a core idle. They run from the start
 * beside every other phase, as their own turbo run, their output kept in a file that is shown
 * if they fail.
 */
function startApiTests() {
  const name = "API tests on PGlite and PostgreSQL (beside the other phases)";
  log(`${name}: started`);
  const output = join(tmpdir(), `qs-api-tests-${process.pid}.log`);
  const phaseStart = Date.now();
  const child = spawn(
    pnpmCmd[0],
    [
      ...pnpmCmd.slice(1),
      "exec",
      "turbo",
      "run",
      "test",
      "--filter=@qs/api",
      "--output-logs=new-only",
      "--summarize",
    ],
    { cwd: root, env, stdio: ["ignore", openSync(output, "w"), openSync(output, "a")] },
  );
  const done = new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
  return async () => {
    const status = await done;
    // A result turbo replays from its cache carries the times of the run that made it.
    const end = Math.max(apiTestsEnd(), phaseStart);
    phases.push({
      name,
      ok: status === 0,
      minutes: (Math.min(end, Date.now()) - phaseStart) / 60000,
    });
    if (status !== 0) {
      console.log(readFileSync(output, "utf8"));
      failedTasks.push("@qs/api#test");
    }
    rmSync(output, { force: true });
  };
}

/**
 * When the API's last test file ended, from its Vitest report: the exit of its run is only
 * seen once the phase running beside it has ended.
 */
function apiTestsEnd() {
  try {
    const report = JSON.parse(
      readFileSync(join(root, "apps", "api", "reports", "unit.json"), "utf8"),
    );
    const ends = (report.testResults ?? []).map((result) => result.endTime ?? 0);
    return Math.max(...ends, report.startTime ?? 0) || Date.now();
  } catch {
    return Date.now();
  }
}

try {
  const apiTests = startApiTests();
  timed(
    "Lint and format (Biome, once over the repository), each README's Owns line, imports only through packages' exports, TypeScript references that follow the package.json files",
    () => {
      return pnpm(pnpmCmd, ["exec", "biome", "check", "."], { env }) === 0 && repositoryChecks();
    },
  );
  phase(
    "Typecheck (tsc -b, each project once), unit tests (the API's aside) and the Storybook build",
    ["typecheck", "test", "build-storybook"],
    ["--filter=!@qs/api"],
  );
  timed("Dead code: unused files, exports and dependencies (knip, then knip --production)", () => {
    return (
      pnpm(pnpmCmd, ["exec", "knip"], { env }) === 0 &&
      pnpm(pnpmCmd, ["exec", "knip", "--production"], { env }) === 0
    );
  });
  // The sites' browser tests and Storybook's stories (axe and pictures) run one after the other: each already runs
  // Chromium on every core, and side by side they starve each other's pages.
  phase("Browser tests in Chromium", ["e2e"], ["--concurrency=1"]);
  await apiTests();
} finally {
  pg.stop();
}

// Add up the reports every runner wrote (Vitest JSON, Playwright JSON), and name each failure so
// the end of the output says what to look at.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Every test with its place and duration, for the ten slowest. */
const durations = [];
/** Counts by kind: unit tests, stories, page pictures, browser tests per site. */
const kinds = new Map();
const count = (kind) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
/** Playwright's passing tests, counted by site, and their durations. */
function playwrightDurations(suite, titles, where) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const title = [...titles, spec.title].join(" › ");
      durations.push({ ms, name: `${where}: [${test.projectName}] ${spec.file} › ${title}` });
      if (test.status === "skipped") continue;
      if (spec.file.endsWith("stories.spec.ts")) count("stories (render, play, axe, picture)");
      else count(`browser tests on ${test.projectName}`);
      if (spec.file.endsWith("visual.spec.ts")) count("page pictures");
    }
  }
  for (const child of suite.suites ?? []) {
    playwrightDurations(child, suite.file === child.file ? [...titles, child.title] : [], where);
  }
}
/**
 * The first lines of a failure's message, without colours, indented under its name: the end of
 * the output (all a CI log may keep) says why as well as what.
 */
function why(message) {
  if (!message) return "";
  const lines = stripVTControlCharacters(String(message))
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 4);
  return lines.map((line) => `\n    ${line.slice(0, 200)}`).join("");
}
/** Playwright's tests that did not pass, with their project, file, titles and first error lines. */
function playwrightFailures(suite, titles, where) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") {
        const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
        failures.push(
          `${where}: [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}${why(error?.message)}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) {
    playwrightFailures(child, suite.file === child.file ? [...titles, child.title] : [], where);
  }
}
for (const dir of workspaceDirs) {
  const reports = join(dir, "reports");
  if (!existsSync(reports)) continue;
  for (const file of readdirSync(reports).filter((f) => f.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(join(reports, file), "utf8"));
    const where = relative(root, dir);
    if (typeof data.numTotalTests === "number") {
      passed += data.numPassedTests;
      failed += data.numFailedTests;
      skipped += data.numPendingTests + (data.numTodoTests ?? 0);
      for (const result of data.testResults ?? []) {
        const testFile = relative(dir, result.name);
        for (const a of result.assertionResults ?? []) {
          durations.push({ ms: a.duration ?? 0, name: `${where}: ${testFile} › ${a.fullName}` });
          if (a.status === "passed") count("unit tests");
        }
        const failing = (result.assertionResults ?? []).filter((a) => a.status === "failed");
        for (const a of failing) {
          failures.push(`${where}: ${testFile} › ${a.fullName}${why(a.failureMessages?.[0])}`);
        }
        // A file that fails before its tests run (an import, a hook) has no failed test of its own.
        if (result.status === "failed" && failing.length === 0) {
          failures.push(`${where}: ${testFile}: ${String(result.message).split("\n")[0]}`);
        }
      }
    } else if (data.stats) {
      passed += data.stats.expected + data.stats.flaky;
      failed += data.stats.unexpected;
      skipped += data.stats.skipped;
      for (const suite of data.suites ?? []) {
        playwrightFailures(suite, [], where);
        playwrightDurations(suite, [], where);
      }
    }
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log("");
if (failedTasks.length > 0) console.log(`Failed tasks: ${[...new Set(failedTasks)].join(", ")}`);
for (const failure of failures) console.log(`✘ ${failure}`);
console.log("Ten slowest tests:");
for (const { ms, name } of durations.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
console.log("Checked:");
for (const [kind, n] of [...kinds].sort()) console.log(`  ${String(n).padStart(5)}  ${kind}`);
for (const p of phases) {
  console.log(`${p.ok ? "✔" : "✘"} ${p.name} (${p.minutes.toFixed(1)} min)`);
}
console.log(`(${minutes} min in all, installation included)`);
const allOk = phases.every((p) => p.ok) && failed === 0;
if (!allOk && failed === 0) failed = phases.filter((p) => !p.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
