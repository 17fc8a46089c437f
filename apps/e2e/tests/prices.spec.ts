import type { Locator, Page } from "@playwright/test";
import { onSites } from "../sites";
import { agreeToHealthData } from "./consent";
import { expect, hydrated, test } from "./fixtures";
import { pdfText } from "./pdf-text";
import { dialog, enterFamily, openProfile, submit } from "./profile-steps";

/**
 * Prices a visitor can trust: Chile's Isapre simulation with the 7 % and GES, the yearly cost,
 * the data dates and the quote PDF of a comparison, a company's cover-share slider, and a
 * shared link that brings the comparison and the profile to another browser.
 */

/** Ticks the first three plans of the listing and opens their comparison. */
async function compareFirstThree(page: Page) {
  const boxes = page.getByRole("checkbox", { name: "Comparar" });
  await expect(boxes.nth(2)).toBeVisible();
  for (const index of [0, 1, 2]) await boxes.nth(index).check();
  await page.getByRole("link", { name: /Comparar ahora/ }).click();
  await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
  await expect(page.locator(".qs-comparison__table > thead th")).toHaveCount(3);
}

/** The cells of the comparison row whose header is `name`. */
const rowCells = (page: Page, name: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
    .getByRole("cell");

/** '$1.234.567/mes' → '$1.234.567': the amount as a quote prints it. */
const amountOf = (price: string) => price.replace(/\/.*$/, "").trim();

test.describe("Chile's Isapre prices", { tag: onSites("CL") }, () => {
  test("a household with an income sees the plan in UF and pesos, its 7 % and GES", async ({
    page,
  }) => {
    await page.goto("/Comparar/Isapres");
    await openProfile(page);
    await dialog(page).locator("#qs-pf-cotizante_edad-cotizante").fill("38");
    await dialog(page).locator("#qs-pf-cotizante_ingreso-cotizante").fill("1650000");
    await agreeToHealthData(dialog(page));
    await submit(page).click();
    await expect(dialog(page)).toBeHidden();

    const block = page.locator("article.qs-card").first().getByRole("region", {
      name: "Precio del plan de Isapre",
    });
    await expect(block).toContainText(/\d+,\d{2} UF/);
    await expect(block).toContainText(/\$\d{1,3}(\.\d{3})+/);
    await expect(block).toContainText(/Valor UF \$?[\d.,]+/);
    // 7 % of 1.650.000 is 115.500 pesos.
    await expect(block).toContainText("7 % de tu ingreso");
    await expect(block).toContainText("$115.500");
    await expect(block).toContainText("GES incluido");
  });
});

test.describe("a Colombian comparison", () => {
  test("shows the yearly cost and the data dates, and a quote PDF holds the plans and prices", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/Comparar/Polizas-de-Salud");
    await openProfile(page);
    await enterFamily(page);
    await compareFirstThree(page);

    const names = await page.locator(".qs-comparison__name").allTextContents();
    const prices = rowCells(page, "Precio");
    await expect(prices.first()).toHaveText(/^\$\d{1,3}(\.\d{3})*\/mes/);
    const yearly = rowCells(page, "Costo anual estimado");
    await expect(yearly).toHaveCount(3);
    for (const cell of await yearly.all()) await expect(cell).toContainText(/\$\d{1,3}(\.\d{3})+/);
    const dates = rowCells(page, "Datos actualizados");
    await expect(dates).toHaveCount(3);
    for (const cell of await dates.all()) await expect(cell).toHaveText(/\d{1,2} de \w+ de \d{4}/);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar cotización" }).click();
    const file = await (await download).path();
    const { readFile } = await import("node:fs/promises");
    const text = await pdfText(await readFile(file));
    for (const name of names) expect(text).toContain(name);
    for (const price of await prices.allTextContents()) expect(text).toContain(amountOf(price));
    expect(text).toContain("Costo anual estimado");
    expect(text).toContain("Ninguna aseguradora paga por mejorar su posición");
  });
});

test.describe("a company's cover share", () => {
  test("the slider splits the plan's price between the company and the worker", async ({
    page,
  }) => {
    await page.goto("/Comparar/Empresas");
    const slider = page.getByRole("slider");
    await expect(slider).toBeVisible();
    const company = page.getByTestId("cover-share-company");
    const worker = page.getByTestId("cover-share-worker");
    await expect(slider).toHaveValue("50");
    await expect(company).toHaveText((await worker.textContent()) ?? "");
    await slider.fill("80");
    await expect(page.locator(".qs-cover-share output")).toHaveText("80%");
    const digits = async (locator: Locator) =>
      Number((await locator.textContent())?.replace(/\D/g, ""));
    await expect.poll(async () => (await digits(company)) / (await digits(worker))).toBeCloseTo(4);
  });
});

test.describe("sharing with the profile", () => {
  test("a shared link opened in a fresh browser restores the comparison and the profile", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/Comparar/Polizas-de-Salud");
    await openProfile(page);
    await enterFamily(page);
    await compareFirstThree(page);
    const names = await page.locator(".qs-comparison__table > thead th").allTextContents();

    await page.getByRole("button", { name: "Compartir" }).click();
    await expect(page.getByText("¡Enlace del plan copiado al portapapeles!")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/url\/[A-Za-z0-9_-]+$/);

    const fresh = await browser.newContext({ baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      await hydrated(other);
      await expect(other).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
      await expect(other.locator(".qs-comparison__table > thead th")).toHaveCount(3);
      expect(await other.locator(".qs-comparison__table > thead th").allTextContents()).toEqual(
        names,
      );
      const stored = await other.evaluate(() =>
        JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}"),
      );
      expect(stored.cotizante.map((person: { edad: number }) => person.edad)).toEqual([38, 40]);
      expect(stored.cargas.map((carga: { edad: number }) => carga.edad)).toEqual([7, 4]);
    } finally {
      await fresh.close();
    }
  });
});
