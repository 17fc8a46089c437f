import type { SiteUnderTest } from "../sites";
import { EVERY_SITE } from "../sites";
import { expectAccessible } from "./axe";
import { CONSENT_LABEL } from "./consent";
import { expect, test } from "./fixtures";
import { pressEnterProfile } from "./profile-steps";

/** Each site's blog section and its landing list of institutions (the menu's first landing). */
const BLOG: Record<SiteUnderTest["code"], string> = {
  CO: "QS-Blog",
  CL: "QP-Blog",
  PE: "QP-Blog",
  INT: "IH-Blog",
};
const LANDING: Record<SiteUnderTest["code"], string> = {
  CO: "/Clinicas-y-Hospitales",
  CL: "/Clinicas-y-Hospitales",
  PE: "/Clinicas-y-Hospitales",
  INT: "/Seguros",
};

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  // One test per page type, in Spanish, English and Portuguese, so each has the whole time
  // budget on a busy machine. The pages each country draws from its own data (its home, its
  // listing with its filters and prices, its landing list, its plans and profile dialog) are
  // checked on every site; the pages every site draws from one template with the same parts
  // (contact, policies, 'Mis datos', about, blog, not found) on the reference site.
  const pages: [string, (site: SiteUnderTest) => string, string[]][] = [
    ["home", () => "/", [EVERY_SITE]],
    ["listing", () => "/Comparar", [EVERY_SITE]],
    ["landing", (site) => LANDING[site.code], [EVERY_SITE]],
    ["contact", () => "/contacto", []],
    ["policies", () => "/Politicas", []],
    ["my data", () => "/mis-datos", []],
    ["about", () => "/Que-es-QueSeguro", []],
    ["blog", (site) => `/${BLOG[site.code]}`, []],
    ["not found", () => "/esta-ruta/no-existe", []],
  ];
  for (const [name, pathOf, tag] of pages) {
    test(`the ${name} page has no violation in es, en and pt`, { tag }, async ({ page, site }) => {
      for (const prefix of ["", "/en", "/pt"]) {
        const path = `${prefix}${pathOf(site)}`;
        await page.goto(path);
        await expect(page.locator("main h1").first()).toBeVisible();
        await expectAccessible(page, `${site.code} ${path} (${page.url()})`);
      }
    });
  }

  test("a plan and its questions tab have no violation", { tag: EVERY_SITE }, async ({
    page,
    site,
  }) => {
    // Reached from the listing's first card.
    await page.goto("/Comparar");
    const href = await page.locator("article.qs-card a[href]").first().getAttribute("href");
    expect(href, "the listing links its first plan").toBeTruthy();
    await page.goto(href as string);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, `${site.code} ${href}`);
    const faq = page
      .getByRole("navigation", { name: "Secciones del plan" })
      .getByRole("link", { name: /Preguntas frecuentes/ });
    if (await faq.count()) {
      await faq.click();
      await expect(faq).toHaveAttribute("aria-current", "page");
      await expectAccessible(page, `${site.code} ${href} (FAQ)`);
    }
  });

  test("the open profile dialog has no violation", { tag: EVERY_SITE }, async ({ page }) => {
    await page.goto("/Comparar");
    await pressEnterProfile(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button").first()).toBeVisible();
    // The consent step (the registry's text and its box) is part of what is checked.
    await expect(
      page.getByRole("dialog").getByRole("checkbox", { name: CONSENT_LABEL }),
    ).toBeVisible();
    await expectAccessible(page, "the profile dialog");
  });
});
