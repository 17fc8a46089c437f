// @ts-check
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags without which Chromium keeps calling hosts this network refuses. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** @type {import("@playwright/test").LaunchOptions} */
export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * @param {import("@playwright/test").PlaywrightTestConfig} config
 */
export function playwrightPreset(config) {
  return defineConfig({
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    // One worker per core: each test owns its data (its own browser context, e-mail addresses and
    // records), so none waits for another.
    workers: availableParallelism(),
    reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
    timeout: 30_000,
    // On CI a picture without a baseline fails instead of becoming one; locally the first run
    // writes it. `npm run visual:update` rewrites the ones that changed.
    updateSnapshots: process.env.CI ? "none" : "missing",
    ...config,
    expect: {
      timeout: 10_000,
      ...config.expect,
      // Pictures are taken with animations finished, no caret and one CSS pixel per pixel,
      // so a second run on another machine draws the same picture.
      toHaveScreenshot: {
        animations: "disabled",
        caret: "hide",
        scale: "css",
        ...config.expect?.toHaveScreenshot,
      },
    },
    use: {
      ...devices["Desktop Chrome"],
      launchOptions,
      // A trace records every action's page (snapshots, a screencast): about 15 % of a site
      // test's time. A run on CI is a clean clone that nobody opens afterwards, so there it
      // records none; a failure still keeps its message and picture. Locally, a failing test
      // keeps its trace (`npx playwright show-trace`).
      trace: process.env.CI ? "off" : "retain-on-failure",
      screenshot: "only-on-failure",
      locale: "es-CO",
      ...config.use,
    },
  });
}
