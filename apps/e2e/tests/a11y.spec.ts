import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test("every page type has no violation", async ({ page, site }) => {
    const pages = ["/", "/Comparar", "/contacto", "/Politicas", "/esta-ruta/no-existe"];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      found[path] = await violations(page);
    }
    // A plan and its tabs, reached from the listing's first card.
    await page.goto("/Comparar");
    const href = await page.locator("article.qs-card a[href]").first().getAttribute("href");
    if (href) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found[href] = await violations(page);
      const faq = page
        .getByRole("navigation", { name: "Secciones del plan" })
        .getByRole("link", { name: /Preguntas frecuentes/ });
      if (await faq.count()) {
        await faq.click();
        await expect(faq).toHaveAttribute("aria-current", "page");
        found[`${href} (FAQ)`] = await violations(page);
      }
    }
    expect(found, `${site.code}: violations by page`).toEqual(
      Object.fromEntries(Object.keys(found).map((path) => [path, []])),
    );
  });

  test("the open profile dialog has no violation", async ({ page }) => {
    await page.goto("/Comparar");
    await page.getByRole("button", { name: "Ingresa tu perfil" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
