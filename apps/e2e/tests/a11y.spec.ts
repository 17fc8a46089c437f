import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { EVERY_SITE } from "../sites";
import { CONSENT_LABEL } from "./consent";
import { expect, test } from "./fixtures";
import { pressEnterProfile } from "./profile-steps";

/** WCAG 2.2 AA, the level the sites promise. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every violation of the page as it is now, one line each: rule, then the elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.describe("accessibility (axe, WCAG 2.2 AA)", { tag: EVERY_SITE }, () => {
  // One test per page type, so each has the whole time budget on a busy machine.
  for (const path of ["/", "/Comparar", "/contacto", "/Politicas", "/esta-ruta/no-existe"]) {
    test(`the page ${path} has no violation`, async ({ page, site }) => {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(await violations(page), `${site.code} ${path}`).toEqual([]);
    });
  }

  test("a plan and its questions tab have no violation", async ({ page, site }) => {
    // Reached from the listing's first card.
    await page.goto("/Comparar");
    const href = await page.locator("article.qs-card a[href]").first().getAttribute("href");
    expect(href, "the listing links its first plan").toBeTruthy();
    await page.goto(href as string);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations(page), `${site.code} ${href}`).toEqual([]);
    const faq = page
      .getByRole("navigation", { name: "Secciones del plan" })
      .getByRole("link", { name: /Preguntas frecuentes/ });
    if (await faq.count()) {
      await faq.click();
      await expect(faq).toHaveAttribute("aria-current", "page");
      expect(await violations(page), `${site.code} ${href} (FAQ)`).toEqual([]);
    }
  });

  test("the open profile dialog has no violation", async ({ page }) => {
    await page.goto("/Comparar");
    await pressEnterProfile(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button").first()).toBeVisible();
    // The consent step (the registry's text and its box) is part of what is checked.
    await expect(
      page.getByRole("dialog").getByRole("checkbox", { name: CONSENT_LABEL }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
