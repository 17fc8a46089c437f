import { playwrightPreset } from "@qs/playwright-config";

/** axe and a picture of every story of the static Storybook, in Debian's Chromium. */
export default playwrightPreset({
  testDir: "./tests",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  outputDir: "test-results",
  globalSetup: "./tests/global-setup.ts",
  use: { trace: "off" },
});
