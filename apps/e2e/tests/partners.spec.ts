import { PARTNER_DEMO_PORT } from "../sites";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Partner mode in Chromium, on the Colombian site whose demo catalogue holds the partners:
 * the 'bancoandino' subdomain (Chromium resolves *.localhost to this machine) and the
 * 'Cafeteros Unidos' page that embeds the comparator with its IFRAME_AUTH token.
 */
const SUBDOMAIN = "bancoandino";
const IFRAME_TOKEN = "qs-ifr-cafeteros-7d1e5a3c90";
const HEALTH_POLICIES = "/Comparar/Polizas-de-Salud";
const insurers = (root: { locator: (selector: string) => import("@playwright/test").Locator }) =>
  root.locator("article.qs-card .qs-card__insurer");

test.describe("partners", () => {
  test("a partner subdomain sends its root to its default path", async ({ page, site }) => {
    await page.goto(`http://${SUBDOMAIN}.localhost:${site.port}/`);
    await expect(page).toHaveURL(`http://${SUBDOMAIN}.localhost:${site.port}${HEALTH_POLICIES}`);
  });

  test("a partner subdomain lists only its allowed organisations, in its own layout", async ({
    page,
    site,
  }) => {
    // The own site lists several insurers of health policies...
    await page.goto(HEALTH_POLICIES);
    await expect(insurers(page).first()).toBeVisible();
    await expect(insurers(page).filter({ hasText: "Aseguradora Cóndor" }).first()).toBeVisible();
    await expect(page.locator(".partner-banner")).toHaveCount(0);

    // ...the partner's subdomain only Seguros Andinos, under the partner's banner and header.
    await page.goto(`http://${SUBDOMAIN}.localhost:${site.port}${HEALTH_POLICIES}`);
    await expect(insurers(page).first()).toBeVisible();
    const names = await insurers(page).allTextContents();
    expect(new Set(names.map((name) => name.trim()))).toEqual(new Set(["Seguros Andinos"]));
    await expect(page.locator(".partner-banner")).toContainText("Banco Andino");
    const header = page.getByLabel("Encabezado del aliado");
    await expect(header.getByRole("link", { name: "Banco Andino" })).toBeVisible();
    // The partner's HTML arrives sanitised: no script, no handler.
    await expect(header.locator("script")).toHaveCount(0);
    await expect(header.locator("[onclick]")).toHaveCount(0);
    // The partner switches the chat off.
    await expect(page.locator(".qs-chat")).toHaveCount(0);
    await expectAccessible(page, "a partner subdomain's listing");
  });

  test("a partner subdomain sends a path outside its list to its default path", async ({
    page,
    site,
  }) => {
    await page.goto(`http://${SUBDOMAIN}.localhost:${site.port}/contacto`);
    await expect(page).toHaveURL(`http://${SUBDOMAIN}.localhost:${site.port}${HEALTH_POLICIES}`);
  });

  test("the iframe page loads inside the demo partner page", async ({ context }) => {
    // A page of its own: the demo partner's page is not one of our sites (no hydration mark).
    const partnerPage = await context.newPage();
    await partnerPage.goto(`http://localhost:${PARTNER_DEMO_PORT}/`);
    const frame = partnerPage.frameLocator("#comparador");
    await expect(frame.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(insurers(frame).first()).toBeVisible();
    const names = new Set((await insurers(frame).allTextContents()).map((name) => name.trim()));
    expect(
      [...names].every((name) => ["Seguros Andinos", "Aseguradora Cóndor"].includes(name)),
      [...names].join(", "),
    ).toBe(true);
    await expect(frame.locator(".partner-banner")).toContainText("Cafeteros Unidos");
    // The partner hides our header and footer.
    await expect(frame.locator("footer.qs-footer")).toHaveCount(0);
    await expect(frame.locator("header.qs-header")).toHaveCount(0);
  });

  test("the policy lists exactly the partner's origins", async ({ request }) => {
    const framed = await request.get(`${HEALTH_POLICIES}?IFRAME_AUTH=${IFRAME_TOKEN}`);
    expect(framed.status()).toBe(200);
    expect(framed.headers()["content-security-policy"]).toMatch(
      /frame-ancestors 'self' https:\/\/www\.cafeterosunidos\.com\.co http:\/\/localhost:5180(;|$)/,
    );
    const own = await request.get(HEALTH_POLICIES);
    expect(own.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  test("a non-authorised origin is refused by frame-ancestors", async ({ context }) => {
    const partnerPage = await context.newPage();
    const refused = partnerPage.waitForEvent("console", {
      predicate: (message) => /frame-ancestors/.test(message.text()),
    });
    // The same partner page, from an origin the partner did not authorise.
    await partnerPage.goto(`http://127.0.0.1:${PARTNER_DEMO_PORT}/`);
    await refused;
    const frame = partnerPage.frameLocator("#comparador");
    await expect(frame.locator("article.qs-card")).toHaveCount(0);
  });

  test("an unknown token gets the blank page", async ({ context, site }) => {
    // A page of its own: the blank page has no script, so it never hydrates.
    const visitor = await context.newPage();
    const answer = await visitor.goto(
      `http://localhost:${site.port}${HEALTH_POLICIES}?IFRAME_AUTH=otro`,
    );
    expect(answer?.status()).toBe(403);
    await expect(visitor.locator("body")).toBeEmpty();
    await expect(visitor.locator("script")).toHaveCount(0);
  });
});
