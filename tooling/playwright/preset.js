// @ts-check
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same engine as
 * `/usr/bin/chromium` without the browser's own windows and services. For the same browser tests
 * it used about 30 % less CPU (30 site tests: 92 CPU-seconds against 130), CPU the servers and
 * the other workers beside it need. With Chrome's text hinting (below) it lays text out as Chrome.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * Flags without which Chromium keeps calling hosts this network refuses, and Chrome's text
 * hinting on Linux: the headless shell hints glyphs fully by default, which rounds their advances
 * and lays text out narrower than Chrome (a row of buttons that wraps in Chrome fits). With
 * `slight` it draws the sites' font (Inter) as Chrome does, pixel for pixel: every page picture and
 * all but 16 story pictures were unchanged; those 16 show the system's monospace font (the back
 * office's HTML and comment fields), whose lines it draws a pixel taller.
 */
export const chromiumArgs = [
  "--font-render-hinting=slight",
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
