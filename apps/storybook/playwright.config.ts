import { availableParallelism } from "node:os";
import { playwrightPreset } from "@qs/playwright-config";

/** axe and a picture of every story of the static Storybook, in Debian's Chromium. */
export default playwrightPreset({
  testDir: "./tests",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  outputDir: "test-results",
  globalSetup: "./tests/global-setup.ts",
  use: { trace: "off" },
  // One worker more than the cores: a story spends part of its time waiting (its fixture
  // answers, a card's one-second delay, the page staying still), and with one worker per core
  // a fifth of the CPU stood idle through the run (vmstat, 2 cores).
  workers: availableParallelism() + 1,
});
