import type { Page } from "@playwright/test";
import { onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * "Is my clinic in this plan?": a visitor finds a clinic by a misspelt name on the Clínicas y
 * Hospitales landing, lists the plans that include it, narrows them to the plans with a second
 * clinic too (all, never any), and reads a plan's network with its levels and copays. Chile
 * and Colombia, each over its own demo clinics.
 */

const CASES = {
  CL: {
    typed: "clinica alemna",
    first: "Clínica Alemana de Santiago",
    second: "Clínica Las Condes",
  },
  CO: {
    typed: "clinica del contry",
    first: "Clínica del Country",
    second: "Fundación Santa Fe de Bogotá",
  },
} as const;

async function plansFound(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ plan(es)? encontrados?$/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

test.describe("the provider directory", { tag: onSites("CO", "CL") }, () => {
  test("finds a clinic from a misspelt name, keeps only plans with both chosen clinics, and shows a plan's network", async ({
    page,
    site,
  }) => {
    const wanted = CASES[site.code as keyof typeof CASES];
    await page.goto("/Clinicas-y-Hospitales");
    await hydrated(page);
    const search = page.getByRole("search");
    await search.getByLabel("Nombre").fill(wanted.typed);
    await search.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/buscar=/);
    const found = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: wanted.first }),
    });
    await expect(found).toBeVisible();
    await expect(page.getByText(/^\d+ prestador(es)? encontrados?$/)).toBeVisible();
    // The map beside the list draws in the browser (its own code, MapLibre's worker, the CSP).
    await expect(page.locator("[data-map-state]")).toHaveAttribute("data-map-state", "ready");
    await expectAccessible(page, "the provider search with its results");

    // The plans that include the clinic found.
    await found.getByRole("link", { name: `Ver planes con ${wanted.first}` }).click();
    await expect(page).toHaveURL(/coverageOrganizations=\d+/);
    const filter = page.getByRole("group", { name: "Debe incluir mis clínicas" });
    await expect(filter.getByRole("checkbox", { name: wanted.first })).toBeChecked();
    await expect(filter).toContainText("Solo planes que incluyen todas las que marques.");
    await expect(page.locator("article.qs-card").first()).toBeVisible();
    const withOne = await plansFound(page);

    // A second clinic: only the plans that include both stay.
    await filter.getByRole("checkbox", { name: wanted.second }).check();
    await expect(page).toHaveURL(/coverageOrganizations=\d+(%2C|,)\d+/);
    await expect.poll(() => plansFound(page)).toBeLessThan(withOne);
    const withBoth = await plansFound(page);
    expect(withBoth).toBeGreaterThan(0);
    const cards = page.locator("article.qs-card");
    await expect(cards).toHaveCount(Math.min(withBoth, 20));
    for (const card of await cards.all()) {
      const chosen = card.locator(".qs-chosen-network");
      await expect(chosen).toContainText("Tus clínicas en este plan");
      await expect(chosen).toContainText(wanted.first);
      await expect(chosen).toContainText(wanted.second);
      await expect(chosen).toContainText(/Red preferente|Libre elección/);
    }

    // Two of them compared: a row per chosen clinic says how each plan covers it.
    expect(withBoth).toBeGreaterThanOrEqual(2);
    {
      const boxes = page.getByRole("checkbox", { name: "Comparar" });
      for (const index of [0, 1]) await boxes.nth(index).check();
      await page.getByRole("link", { name: /Comparar ahora/ }).click();
      await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=.*clinicas=/);
      for (const name of [wanted.first, wanted.second])
        await expect(
          page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) }),
        ).toContainText(/(Red preferente|Libre elección) · copago \d+ %/);
      // And the cost of each plan over the next five years, for the same household.
      await expect(
        page
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: /Costo en 5 años/ }) }),
      ).toContainText(/\$[\d.]+/);
      await page.goBack();
      await expect(cards.first()).toBeVisible();
    }

    // The first plan's network, on its page.
    const detail = await cards
      .first()
      .getByRole("link", { name: "Ver detalle" })
      .getAttribute("href");
    await page.goto(`${detail}/Clinicas`);
    await hydrated(page);
    const network = page.getByRole("region", { name: "Red de prestadores" });
    await expect(network).toBeVisible();
    for (const name of [wanted.first, wanted.second])
      await expect(
        network.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) }),
      ).toContainText(/(Red preferente|Libre elección) · copago \d+ %/);
    await expect(network.locator("[data-map-state]")).toHaveAttribute("data-map-state", "ready");
    await expectAccessible(page, "a plan's provider network");
  });
});
