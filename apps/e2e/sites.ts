import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteConfigs } from "@qs/country-samples/site-configs";

/** The four country sites as the browser tests see them. */
export interface SiteUnderTest {
  app: string;
  code: "CO" | "CL" | "PE" | "INT";
  name: string;
  brand: string;
  port: number;
  /** The insurance type of the country's default listing, where the resolver falls back. */
  fallbackTypeId: number;
}

/** Each site as its app configures it (name, brand, fallback listing, local address). */
function siteUnderTest(code: SiteUnderTest["code"], app: string): SiteUnderTest {
  const config = siteConfigs[code];
  const url = config.sites.find((site) => site.code === code)?.url ?? "";
  return {
    app,
    code,
    name: config.name,
    brand: config.brand,
    port: Number(new URL(url).port),
    fallbackTypeId: config.fallbackInsuranceTypeId,
  };
}

export const SITES: SiteUnderTest[] = [
  siteUnderTest("CO", "@qs/app-co"),
  siteUnderTest("CL", "@qs/app-cl"),
  siteUnderTest("PE", "@qs/app-pe"),
  siteUnderTest("INT", "@qs/app-int"),
];

export const API_PORT = 4000;

/** The demo partner's page that embeds the Colombian site (tooling/scripts/partner-demo.mjs). */
export const PARTNER_DEMO_PORT = 5180;

/** The back-office token the API under test accepts (a member of staff with the BACKOFFICE role). */
export const STAFF_TOKEN = "e2e-backoffice-token-0123456789abcdefghijklmnop";

/** The payment provider's signing secret of the API under test. */
export const WEBHOOK_SECRET = "e2e-payment-webhook-secret-0123456789abcdef";

/** The site service credential of the run: the sites name each visitor to the API with it. */
/** The back office (apps/backoffice), and the password of the demo's staff (one per role). */
export const BACK_OFFICE_PORT = 5190;
export const DEMO_STAFF_PASSWORD = "Demo-QueSeguro-2026!";
/** The demo's ADMINISTRADOR and GERENTE sign in with codes of this authenticator key. */
export const DEMO_STAFF_TOTP_SECRET = "QUESEGUROXDEMOXSTAFFXKEY";

export const SITE_SERVICE_TOKEN = "e2e-site-service-token-0123456789abcdefghij";

/**
 * Where the API under test delivers its e-mails (its MAIL_PICKUP_DIR): one .eml file per
 * message, links included. The back office shows only '[enlace privado]' in their place, so a
 * test that follows a link from an e-mail reads it here, as the recipient would.
 */
export const MAIL_PICKUP_DIR = join(tmpdir(), `qs-e2e-mail-${API_PORT}`);

/**
 * Which sites a test runs on, by its tags. A test of behaviour every site shares runs on the
 * reference site, Colombia, and carries no tag. A test of what differs by country carries the
 * codes of the sites it concerns (`@CL`, or `@CO @CL`), and the smoke set and the per-country
 * routes carry `EVERY_SITE`.
 */
export const EVERY_SITE = "@every-site";
export const REFERENCE_SITE: SiteUnderTest["code"] = "CO";

/** The tags of a test that runs on these sites. */
export function onSites(...codes: SiteUnderTest["code"][]): string[] {
  return codes.map((code) => `@${code}`);
}

/** The tests a site's project runs: those tagged with it or every site; the reference site also runs the untagged. */
export function testsOfSite(code: SiteUnderTest["code"]): RegExp[] {
  const own = [new RegExp(`@${code}\\b`), new RegExp(EVERY_SITE)];
  if (code !== REFERENCE_SITE) return own;
  const others = SITES.filter((site) => site.code !== code).map((site) => site.code);
  return [...own, new RegExp(`^(?!.*@(${others.join("|")})\\b)`)];
}
