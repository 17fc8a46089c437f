import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { playwrightPreset } from "@qs/playwright-config";
import {
  API_PORT,
  BACK_OFFICE_PORT,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  MAIL_PICKUP_DIR,
  PARTNER_DEMO_PORT,
  SITE_SERVICE_TOKEN,
  SITES,
  type SiteUnderTest,
  STAFF_TOKEN,
  testsOfSite,
  WEBHOOK_SECRET,
} from "./sites";

/**
 * Each country site is a project. A test runs on the sites its tags name (sites.ts): what differs
 * by country on the sites it concerns, the smoke set on all four, the rest on Colombia.
 */
export default playwrightPreset({
  testDir: "./tests",
  // Pages are rendered on the server, several per test, and pdf.js, the profile form and the
  // retries run in the page: on a machine at load 16 a step took up to 18 s. These are ceilings
  // for conditions to come true, never waits.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: "test-results",
  // One folder of page pictures per site (visual.spec.ts).
  snapshotPathTemplate: "{testDir}/__screenshots__/{projectName}/{arg}{ext}",
  projects: SITES.map((site) => ({
    name: site.code,
    grep: testsOfSite(site.code),
    use: { baseURL: `http://localhost:${site.port}`, site } as {
      baseURL: string;
      site: SiteUnderTest;
    },
  })),
  webServer: [
    {
      // On a database of its own in npm test's PostgreSQL cluster, else on PGlite in DATA_DIR.
      command: "node scripts/api-server.mjs",
      url: `http://localhost:${API_PORT}/api/qp-version`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), "qs-e2e-api-")),
        // Every browser of every project is one client (127.0.0.1): the per-client limits
        // are for visitors, not for a test run (the per-e-mail download limit is tested as it
        // is). The robot challenge stays small.
        LEADS_PER_CLIENT_PER_HOUR: "100000",
        CONTACTS_PER_CLIENT_PER_HOUR: "100000",
        FEEDBACKS_PER_CLIENT_PER_HOUR: "100000",
        SHARED_LINKS_PER_CLIENT_PER_HOUR: "100000",
        DOWNLOAD_LINKS_PER_CLIENT_PER_DAY: "100000",
        PRIVACY_REQUESTS_PER_CLIENT_PER_HOUR: "100000",
        STAFF_SIGN_INS_PER_CLIENT_PER_HOUR: "100000",
        QUOTES_PER_CLIENT_PER_HOUR: "100000",
        REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR: "100000",
        PRICING_PER_CLIENT_PER_MINUTE: "100000",
        PRICE_SORTS_PER_CLIENT_PER_MINUTE: "100000",
        PURCHASE_STEPS_PER_CLIENT_PER_MINUTE: "100000",
        CHAT_ACTIONS_PER_CLIENT_PER_MINUTE: "100000",
        PROFILE_FORM_PER_CLIENT_PER_MINUTE: "100000",
        ALTCHA_MAX_NUMBER: "1000",
        // The back office the purchase tests read (orders, the mail outbox), the payment
        // provider's signing secret they sign a replayed notification with, and reminder jobs
        // that run every second and send the first 'retomar' e-mail as soon as a buyer leaves
        // the payment step (the next ones keep their real delays); e-mails are delivered to a
        // directory the tests read (within a second: mail goes out on the jobs' timer).
        STAFF_TOKENS: `BACKOFFICE:backoffice@queseguro.test:${STAFF_TOKEN}`,
        DEMO_STAFF_PASSWORD,
        DEMO_STAFF_TOTP_SECRET,
        PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SITE_SERVICE_TOKEN,
        JOBS_INTERVAL_MS: "1000",
        RESUME_REMINDER_DELAYS_MS: "0,86400000,259200000",
        MAIL_PICKUP_DIR,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Stopped with SIGTERM, so the API ends its requests and its database is dropped.
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
      stdout: "ignore" as const,
    },
    {
      // The demo partner's page that embeds the Colombian site (partners.spec.ts).
      command: "node ../../tooling/scripts/partner-demo.mjs",
      url: `http://localhost:${PARTNER_DEMO_PORT}/`,
      env: { PORT: String(PARTNER_DEMO_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore" as const,
    },
    {
      // The back office staff sign in to (back-office.spec.ts), forwarding /api/ to the API.
      command: "pnpm --filter @qs/app-backoffice run serve",
      url: `http://localhost:${BACK_OFFICE_PORT}/ingresar`,
      env: {
        PORT: String(BACK_OFFICE_PORT),
        API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
        SITE_SERVICE_TOKEN,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore" as const,
    },
    ...SITES.map((site) => ({
      command: `pnpm --filter ${site.app} run serve`,
      url: `http://localhost:${site.port}/`,
      // The sites name each visitor to the API with the run's credential; every browser of
      // the run is one client (127.0.0.1), so the per-client render bound is lifted.
      env: { SITE_SERVICE_TOKEN, RENDERS_PER_CLIENT_PER_MINUTE: "1000000" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore" as const,
    })),
  ],
});
