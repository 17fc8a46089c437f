import { onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * How an insurer treats its customers: each card names its reviews and claims paid with the
 * source; the plan page explains every regulator figure with its source and date; the
 * comparison has a row per figure. Chile cites the Superintendencia de Salud for Isapres,
 * Colombia the Superintendencia Financiera.
 */

const LISTING = {
  CO: { path: "/Comparar/Polizas-de-Salud", source: "Superintendencia Financiera de Colombia" },
  CL: { path: "/Comparar/Isapres", source: "Superintendencia de Salud" },
} as const;

test.describe("the insurers' quality figures", { tag: onSites("CO", "CL") }, () => {
  test("a card, the plan page and the comparison show them with their source and date", async ({
    page,
    site,
  }) => {
    const listing = LISTING[site.code as keyof typeof LISTING];
    await page.goto(listing.path);
    await hydrated(page);
    const card = page.locator("article.qs-card").first();
    await expect(card.locator(".qs-quality-summary")).toContainText(/de 5 · [\d.]+ opiniones/);
    await expect(card.locator(".qs-quality-summary")).toContainText(
      new RegExp(`% de siniestros pagados.*${listing.source}, 30 de junio de 2026`),
    );
    await page.getByText("¿Cómo ordenamos?").click();
    await expect(page.getByText(/cifras de calidad de las aseguradoras/)).toBeVisible();

    const insurer = (await card.locator(".qs-card__insurer").textContent()) ?? "";
    await card.getByRole("link", { name: /Ver detalle/ }).click();
    const section = page.getByRole("region", { name: `Calidad de servicio de ${insurer}` });
    await expect(section).toBeVisible();
    for (const name of [
      "Opiniones de clientes",
      "Índice de reclamos",
      "Siniestros pagados",
      "Tiempo de respuesta a reclamos",
    ])
      await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section).toContainText(/por cada 10\.000 pólizas/);
    await expect(section).toContainText(`${listing.source}, 30 de junio de 2026`);
    await expect(section).toContainText("(valores de demostración)");
    await expect(section.getByRole("link", { name: /Ver las cifras que publica/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expectAccessible(page, "a plan's page with its insurer's quality figures");

    await page.goBack();
    await hydrated(page);
    const boxes = page.getByRole("checkbox", { name: "Comparar" });
    for (const index of [0, 1]) await boxes.nth(index).check();
    await page.getByRole("link", { name: /Comparar ahora/ }).click();
    await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Índice de reclamos", exact: true }) });
    await expect(row.getByRole("cell")).toHaveCount(2);
    await expect(row.getByRole("cell").first()).toContainText(listing.source);
    await expect(page.locator(".qs-quality-explanations")).toContainText("Menos es mejor");
    await expectAccessible(page, "a comparison with the insurers' quality figures");
  });
});
