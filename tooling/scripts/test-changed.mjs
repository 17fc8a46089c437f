// `npm run test:changed`: the fast path while working. It checks what a change since `main`
// touches, and takes the rest from turbo's cache:
//   1. Biome over the changed files, each README's Owns line, imports through packages'
//      exports, TypeScript references that follow the package.json files;
//   2. the type check (`tsc -b` rechecks only the projects the change touches) and the unit
//      tests of the affected packages (those changed and those that depend on them);
//   3. the stories (render, play function, axe and picture) of the affected packages only,
//      over a Storybook rebuilt when a package it shows changed.
// The sites' browser tests are not part of it; `npm test` stays the whole suite.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { log, repositoryChecks, root, run } from "./setup.mjs";

const started = Date.now();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const bin = (name) => join(root, "node_modules/.bin", name);
const ok = (command, args, options = {}) => run(command, args, { env, ...options }) === 0;

function step(name, ok) {
  if (ok) return;
  console.error(`✘ ${name}`);
  process.exit(1);
}

log("Checks of the changed files");
step(
  "checks",
  ok(bin("biome"), ["check", "--changed", "--no-errors-on-unmatched"]) && repositoryChecks(),
);

log("Type check and the affected packages' unit tests");
step(
  "typecheck and unit tests",
  ok(bin("turbo"), ["run", "typecheck", "test", "--affected", "--output-logs=new-only"]),
);

// The UI packages with stories among the affected ones.
const affected = JSON.parse(
  execFileSync(bin("turbo"), ["ls", "--affected", "--output=json"], { cwd: root, env }).toString(),
);
const withStories = (affected.packages?.items ?? [])
  .map((item) => item.path)
  .filter((path) => path.startsWith("packages/") && hasStories(join(root, path, "src")))
  .map((path) => path.slice("packages/".length));

function hasStories(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? hasStories(join(dir, entry.name))
      : entry.name.endsWith(".stories.tsx") || entry.name.endsWith(".stories.ts"),
  );
}

if (withStories.length === 0) {
  log("No affected package has stories");
} else {
  log(`Stories of ${withStories.join(", ")}`);
  step(
    "stories",
    ok(bin("turbo"), ["run", "build-storybook", "--output-logs=errors-only"]) &&
      ok(
        join(root, "apps/storybook/node_modules/.bin/playwright"),
        ["test", "--pass-with-no-tests", "--reporter=dot", "tests/stories.spec.ts"],
        {
          cwd: join(root, "apps/storybook"),
          env: { ...env, STORY_PACKAGES: withStories.join(",") },
        },
      ),
  );
}
log(`Done in ${((Date.now() - started) / 60000).toFixed(1)} min`);
