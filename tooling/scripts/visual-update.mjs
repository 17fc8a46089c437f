// `npm run visual:update`: after an intended change of the look, build what the pictures
// are taken of (the four sites and Storybook), take them again, and write the ones that
// changed as the new baselines (apps/storybook/tests/__screenshots__ for the stories,
// apps/e2e/tests/__screenshots__/<site> for the pages). Review them in `git diff` and commit.
import { ensurePnpm, ensureSystemPackages, installDependencies, log, pnpm } from "./setup.mjs";

const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);
ensureSystemPackages({ chromium: true, postgres: false });

log("Building the API, the four sites and Storybook");
if (
  pnpm(pnpmCmd, ["exec", "turbo", "run", "build", "build-storybook", "--output-logs=errors-only"])
) {
  console.error("The build failed: see the messages above.");
  process.exit(1);
}

let failed = false;
// Storybook's spec checks axe too; the pictures are written whatever axe finds.
for (const [app, spec] of [
  ["@qs/storybook", "tests/stories.spec.ts"],
  ["@qs/e2e", "tests/visual.spec.ts"],
]) {
  log(`Taking the pictures of ${app} again, keeping those that changed`);
  const status = pnpm(
    pnpmCmd,
    [
      "--filter",
      app,
      "exec",
      "playwright",
      "test",
      spec,
      "--update-snapshots=changed",
      "--reporter=line",
    ],
    {
      // As in CI: the API and the sites are started fresh for the run (a running `npm start`,
      // with its own data, is refused for its ports instead of being pictured).
      env: { ...process.env, CI: "true" },
    },
  );
  if (status !== 0) failed = true;
}
console.log(
  failed
    ? "\nSome pictures could not be taken: see the failures above (a page that failed to load is not a new baseline)."
    : "\nBaselines updated: review the changed pictures with `git status` and `git diff --stat`, then commit them.",
);
process.exit(failed ? 1 : 0);
