import type { APIRequestContext, Page } from "@playwright/test";
import { API_PORT } from "../sites";
import { expect, test } from "./fixtures";

/** The flows below read the Colombian demo catalogue; every site gets the smoke test. */
const colombiaOnly = (code: string) => test.skip(code !== "CO", "Colombian demo catalogue");

const cards = (page: Page) => page.locator("article.qs-card");
const cardTitles = (page: Page) => page.locator("article.qs-card h3");
const categoryBadges = (page: Page) => page.locator("article.qs-card .qs-card__category");

const API = `http://localhost:${API_PORT}`;
const ORGANIZATION_TYPES =
  "ISAPRE,ASEG,PRESTADOR,EPS,CORREDOR,CORREDORA,MEDICINA PREPAGADA,CLINICA,FUNDACION,REASEG,POLIZA,MASCOTAS,DOMICILIO,ASISTENCIA";

type Item = { displayName: string; url: string; organization: { metadata: { url: string } } };

/** The products the real API lists for a query, to compare the page against. */
async function apiItems(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<Item[]> {
  const params = new URLSearchParams({
    organizationTypes: ORGANIZATION_TYPES,
    country: "CO",
    ...query,
  });
  const response = await request.get(`${API}/api/compare/products?${params}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Item[] }).items;
}

/** Asks the real API for smaller pages, so that few products span several pages. */
async function smallPages(page: Page, pageSize: number) {
  await page.route("**/api/compare/products?**", (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("pageSize", String(pageSize));
    return route.continue({ url: url.toString() });
  });
}

test.describe("comparator", () => {
  test("the listing answers on every site", async ({ page }) => {
    await page.goto("/Comparar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/planes? encontrados?|No encontramos planes/)).toBeVisible();
  });

  test("browse a category", async ({ page, site }) => {
    colombiaOnly(site.code);
    await page.goto("/Comparar/Polizas-de-Salud");
    await expect(page.getByRole("heading", { level: 1, name: "Pólizas de Salud" })).toBeVisible();
    await expect(page.getByText(/^\d+ planes encontrados$/)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(new Set(await categoryBadges(page).allTextContents())).toEqual(
      new Set(["Pólizas de Salud"]),
    );
    const first = cards(page).first();
    await expect(first.getByText(/^\$[\d.]+\/mes$/)).toBeVisible();
    await expect(first.locator(".qs-card__tag, .qs-card__no-coverage").first()).toBeVisible();
  });

  test("filters and sort live in the address; back and forward walk through them", async ({
    page,
    request,
    site,
  }) => {
    colombiaOnly(site.code);
    const [dearest] = await apiItems(request, { sort: "higherPrice" });
    const [cheapest] = await apiItems(request, { sort: "lowerPrice" });
    await page.goto("/Comparar?sort=higherPrice");
    await expect(cardTitles(page).first()).toHaveText(dearest?.displayName ?? "");
    await page.getByLabel("Ordenar por").selectOption("lowerPrice");
    await expect(page).toHaveURL(/sort=lowerPrice/);
    await expect(cardTitles(page).first()).toHaveText(cheapest?.displayName ?? "");
    await page.getByRole("checkbox", { name: "EPS", exact: true }).check();
    await expect(page).toHaveURL(/insuranceTypeIds=\d+/);
    await expect(categoryBadges(page).first()).toHaveText("EPS");
    expect(new Set(await categoryBadges(page).allTextContents())).toEqual(new Set(["EPS"]));
    await page.goBack();
    await expect(page).not.toHaveURL(/insuranceTypeIds/);
    await expect(cardTitles(page).first()).toHaveText(cheapest?.displayName ?? "");
    await page.goForward();
    await expect(page).toHaveURL(/insuranceTypeIds=\d+/);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "EPS", exact: true })).toBeChecked();
    await expect(categoryBadges(page).first()).toHaveText("EPS");
  });

  test("paginates to the next page and back to the top", async ({ page, site }) => {
    colombiaOnly(site.code);
    await smallPages(page, 4);
    await page.goto("/Comparar");
    await expect(cards(page)).toHaveCount(4);
    const firstPage = await cardTitles(page).allTextContents();
    const next = page.getByRole("button", { name: "Siguiente" });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await expect(cardTitles(page).first()).not.toHaveText(firstPage[0] ?? "");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test("'more results' adds the next page below", async ({ page, site }) => {
    colombiaOnly(site.code);
    await smallPages(page, 1);
    await page.goto("/Seguros/Seguros-Andinos/Polizas-de-Salud");
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Ver más resultados" }).click();
    await expect(cards(page)).toHaveCount(2);
  });

  test("three products ticked disable the fourth box; the comparison reloads from its link", async ({
    page,
    site,
  }) => {
    colombiaOnly(site.code);
    await page.goto("/Comparar");
    const boxes = page.getByRole("checkbox", { name: "Comparar" });
    await expect(boxes.nth(3)).toBeVisible();
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await expect(boxes.nth(3)).toBeDisabled();
    await expect(boxes.nth(0)).toBeEnabled();
    await page.getByRole("link", { name: /Comparar ahora/ }).click();
    await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
    await expect(page.getByRole("heading", { name: "Comparación de planes" })).toBeVisible();
    const columns = page.locator("thead th");
    await expect(columns).toHaveCount(3);
    const names = await columns.allTextContents();
    await page.reload();
    await expect(columns).toHaveCount(3);
    expect(await columns.allTextContents()).toEqual(names);
    await expect(page.getByRole("row", { name: /Precio/ })).toContainText("/mes");
  });

  test("opens a product's detail; other paths redirect to its canonical one", async ({
    page,
    request,
    site,
  }) => {
    colombiaOnly(site.code);
    await page.goto("/Comparar/Polizas-de-Salud");
    const title = (await cardTitles(page).first().textContent()) ?? "";
    await cards(page).first().getByRole("link", { name: "Ver detalle" }).click();
    await expect(page).toHaveURL(/\/Seguros\/[^/]+\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const [policy] = await apiItems(request, { organizationType: "ASEG" });
    const policyPath = `/Seguros/${policy?.organization.metadata.url}/${policy?.url}`;
    await page.goto(`/Comparar/Polizas-de-Salud/${policy?.url}`);
    await expect(page).toHaveURL(new RegExp(`${policyPath}$`));

    const [eps] = await apiItems(request, { organizationType: "EPS" });
    const epsPath = `/EPS/${eps?.organization.metadata.url}/${eps?.url}`;
    await page.goto(`/EPS/${eps?.organization.metadata.url}/Planes/${eps?.url}/Solicitar`);
    await expect(page).toHaveURL(new RegExp(`${epsPath}/Solicitar$`));
    await expect(page.getByRole("heading", { name: "Solicita este plan" })).toBeVisible();
  });

  test("shows the retry view when the API fails, and recovers", async ({ page, site }) => {
    colombiaOnly(site.code);
    await page.route("**/api/compare/products?**", (route) => route.abort("failed"));
    await page.goto("/Comparar");
    await expect(page.getByText("Error al cargar resultados")).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        "No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.",
      ),
    ).toBeVisible();
    await page.unroute("**/api/compare/products?**");
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test("a 401 shows the robot message; 'Soy humano!' confirms and reloads", async ({
    page,
    site,
  }) => {
    colombiaOnly(site.code);
    let refused = false;
    await page.route("**/api/compare/products?**", (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 401,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify({ error: "robot", message: "El sistema piensa que eres un robot..." }),
      });
    });
    await page.goto("/Comparar");
    await expect(page.getByText("El sistema piensa que eres un robot...")).toBeVisible();
    const check = page.waitForResponse((response) =>
      response.url().includes("/api/buscarplanes/notrobot"),
    );
    await page.getByRole("button", { name: "Soy humano!" }).click();
    expect((await check).status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
  });
});
