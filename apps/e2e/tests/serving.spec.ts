import type { APIRequestContext } from "@playwright/test";
import { API_PORT, EVERY_SITE } from "../sites";
import { expect, test } from "./fixtures";

const API = `http://localhost:${API_PORT}`;

type SitemapPlan = { organizationUrl: string; productUrl: string };

/** The country's plans as the API lists them for the sitemap. */
async function sitemapPlans(request: APIRequestContext, code: string): Promise<SitemapPlan[]> {
  const answer = await request.get(`${API}/api/sitemap/products?country=${code}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SitemapPlan[];
}

/** The JSON-LD types a page declares. */
async function structuredTypes(html: string): Promise<string[]> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}")["@type"] as string,
  );
}

test.describe("production serving", () => {
  test("HTML answers carry a nonce CSP and the security headers; assets are immutable and maps private", async ({
    request,
  }) => {
    const page = await request.get("/Comparar");
    expect(page.status()).toBe(200);
    const headers = page.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce).not.toBe("");
    for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBeTruthy();
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const executable = scripts.filter((tag) => !tag.includes("application/ld+json"));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);

    // The page requests its code once drawn: the entry is the last module its loader names.
    // (The router's state repeats that script escaped, which this leaves out.)
    const loader = /var modules=(\["[^\]\\]*\])/.exec(html)?.[1];
    const modules = JSON.parse(loader ?? "[]") as string[];
    const entry = modules.at(-1) ?? "";
    expect(entry).toMatch(/^\/assets\/main-[^/]+\.js$/);
    const asset = await request.get(entry, { headers: { "Accept-Encoding": "br" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
  });

  test("unknown addresses answer 404; canonical redirects answer 301", { tag: EVERY_SITE }, async ({
    request,
    site,
  }) => {
    expect((await request.get("/esta-ruta/no-existe")).status()).toBe(404);
    const translated = await request.get("/en/Comparar", { maxRedirects: 0 });
    expect(translated.status()).toBe(301);
    expect(translated.headers().location).toMatch(/\/en\/Compare$/);
    const resolver =
      site.code === "INT"
        ? "/Viajes/nadie-asegura/esto-no-existe"
        : "/Comparar/Nada/esto-no-existe";
    const fallback = await request.get(resolver, { maxRedirects: 0 });
    expect(fallback.status()).toBe(301);
    expect(fallback.headers().location).toContain(`insuranceTypeIds=${site.fallbackTypeId}`);
  });

  test("the older Planes address redirects permanently to the plan", async ({ request }) => {
    const answer = await request.get("/EPS/Salud-Total/Planes/Cualquier-Plan", { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/EPS\/Salud-Total\/Cualquier-Plan$/);
  });

  test("search engines get robots.txt, a sitemap of every plan, and metadata on each page", {
    tag: EVERY_SITE,
  }, async ({ request, site }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("sitemap.xml");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const plans = await sitemapPlans(request, site.code);
    expect(plans.length).toBeGreaterThan(0);
    const locs = sitemap
      .split("\n")
      .filter((line) => line.includes("<lastmod>"))
      .map((line) => /<loc>([^<]+)<\/loc>/.exec(line)?.[1] ?? "");
    // Each plan at its country's address shape: the insurer's segment, the plan's last.
    const addressOf = (plan: SitemapPlan) =>
      locs.find(
        (loc) => loc.includes(`/${plan.organizationUrl}/`) && loc.endsWith(`/${plan.productUrl}`),
      );
    for (const plan of plans) expect(addressOf(plan), plan.productUrl).toBeTruthy();

    const home = await (await request.get("/")).text();
    expect(await structuredTypes(home)).toEqual(["Organization", "WebSite"]);
    expect(home).toMatch(/<title>[^<]+<\/title>/);
    expect(home).toMatch(/<meta name="description" content="[^"]+"/);
    for (const lang of ["es", "en", "pt", "x-default"]) {
      expect(home).toContain(`hrefLang="${lang}"`);
    }

    const listing = await (await request.get("/Comparar")).text();
    expect(await structuredTypes(listing)).toEqual(["ItemList"]);
    expect(listing).toMatch(/<link rel="canonical" href="http[^"]+\/Comparar"/);

    const [first] = plans;
    const planUrl = first ? addressOf(first) : undefined;
    expect(planUrl).toBeTruthy();
    const planPath = new URL(planUrl ?? "/").pathname;
    const detail = await (await request.get(planPath ?? "/")).text();
    expect(await structuredTypes(detail)).toEqual(["Product", "BreadcrumbList"]);
  });

  test("without JavaScript the listing, its pages and a plan with its tabs are readable and navigable", async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: `http://localhost:${site.port}`,
    });
    const page = await context.newPage();
    await page.goto("/Comparar");
    const cards = page.locator("article.qs-card");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator("h3")).not.toBeEmpty();
    await expect(cards.first().locator(".qs-card__price")).toContainText("/mes");
    const next = page.getByRole("link", { name: "Siguiente" });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    }
    const detailLink = page.locator("article.qs-card a[href]").first();
    await detailLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Secciones del plan" }).getByRole("link");
    const href = (await tabs.nth(1).getAttribute("href")) ?? "";
    expect(href).not.toBe("");
    await tabs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
    await context.close();
  });
});
