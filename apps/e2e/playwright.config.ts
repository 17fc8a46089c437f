import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { playwrightPreset } from "@qs/playwright-config";
import { API_PORT, SITES, type SiteUnderTest } from "./sites";

/** Each country site is a project; the same specs run against all four. */
export default playwrightPreset({
  testDir: "./tests",
  // Pages are rendered on the server, several per test: a busy machine needs the room.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: "test-results",
  projects: SITES.map((site) => ({
    name: site.code,
    use: { baseURL: `http://localhost:${site.port}`, site } as {
      baseURL: string;
      site: SiteUnderTest;
    },
  })),
  webServer: [
    {
      command: "pnpm --filter @qs/api run serve",
      url: `http://localhost:${API_PORT}/api/qp-version`,
      env: { PORT: String(API_PORT), DATA_DIR: mkdtempSync(join(tmpdir(), "qs-e2e-api-")) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore" as const,
    },
    ...SITES.map((site) => ({
      command: `pnpm --filter ${site.app} run serve`,
      url: `http://localhost:${site.port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore" as const,
    })),
  ],
});
