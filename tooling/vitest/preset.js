// @ts-check
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";

const setupDom = fileURLToPath(new URL("./setup-dom.js", import.meta.url));

/**
 * Every package writes a JSON report next to the console output so the root
 * `npm test` can add up the counts into one summary line.
 * @param {"node" | "jsdom"} environment
 * @param {import("vitest/config").ViteUserConfig} [overrides]
 */
export function vitestPreset(environment, overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        environment,
        include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
        setupFiles: environment === "jsdom" ? [setupDom] : [],
        reporters: ["default", "json"],
        outputFile: { json: "reports/unit.json" },
        // A guard against a hung test, not a speed check: with every suite running at once on a
        // small machine, a jsdom test that awaits several renders can pass 5 s.
        testTimeout: 60_000,
        // A worker imports the modules once and runs file after file in them (and, for jsdom,
        // in one document): a fresh process and document per file cost more than the tests
        // themselves (the domain's 669 tests: 36 s isolated, 5 s not). What a file changes is
        // undone after each test: mocks restored, stubs removed, the DOM cleaned (setup-dom.js),
        // and no test mocks a module.
        isolate: false,
        restoreMocks: true,
        unstubEnvs: true,
        unstubGlobals: true,
      },
    }),
    overrides,
  );
}
