import { playwrightPreset } from "@qs/playwright-config";

/** axe over every story of the static Storybook, in Debian's Chromium. */
export default playwrightPreset({
  testDir: "./tests",
  outputDir: "test-results",
  globalSetup: "./tests/global-setup.ts",
  use: { trace: "off" },
});
