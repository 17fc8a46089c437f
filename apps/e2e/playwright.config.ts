import { playwrightPreset } from "@qs/playwright-config";
import { SITES, type SiteUnderTest } from "./sites";

/** Each country site is a project; the same specs run against all four. */
export default playwrightPreset({
  testDir: "./tests",
  outputDir: "test-results",
  projects: SITES.map((site) => ({
    name: site.code,
    use: { baseURL: `http://localhost:${site.port}`, site } as {
      baseURL: string;
      site: SiteUnderTest;
    },
  })),
  webServer: SITES.map((site) => ({
    command: `pnpm --filter ${site.app} run serve`,
    url: `http://localhost:${site.port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore" as const,
  })),
});
