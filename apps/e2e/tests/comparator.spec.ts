import type { APIRequestContext, Page } from "@playwright/test";
import { API_PORT, EVERY_SITE, type SiteUnderTest } from "../sites";
import { expectAccessible } from "./axe";
import { browse, expect, test } from "./fixtures";

const cards = (page: Page) => page.locator("article.qs-card");
const cardTitles = (page: Page) => page.locator("article.qs-card h3");
const categoryBadges = (page: Page) => page.locator("article.qs-card .qs-card__category");

const API = `http://localhost:${API_PORT}`;
const ORGANIZATION_TYPES =
  "ISAPRE,ASEG,PRESTADOR,EPS,CORREDOR,CORREDORA,MEDICINA PREPAGADA,CLINICA,FUNDACION,REASEG,POLIZA,MASCOTAS,DOMICILIO,ASISTENCIA";

/**
 * A monthly price in each country's currency: '$25.600/mes', '0,19 UF/mes', 'S/ 12.70/mes' or
 * a Peruvian plan sold in dollars '$176/mes', '$49/mes'.
 */
const MONTHLY_PRICE: Record<SiteUnderTest["code"], RegExp> = {
  CO: /^\$\d{1,3}(\.\d{3})*\/mes/,
  CL: /^\d+(\.\d{3})*,\d{2} UF\/mes/,
  PE: /^(S\/ |\$)\d[\d.,]*\/mes/,
  INT: /^\$\d[\d.,]*\/mes/,
};

type Item = {
  id: number;
  displayName: string;
  url: string;
  organization: { id: number; type: string; metadata: { url: string } };
  insuranceType: { id: number; url: string; displayName: string };
};
type Category = { id: number; url: string; displayName: string };

/** The products the real API lists for a query in the site's country, to compare the page against. */
async function apiItems(
  request: APIRequestContext,
  site: SiteUnderTest,
  query: Record<string, string>,
): Promise<Item[]> {
  const params = new URLSearchParams({
    organizationTypes: ORGANIZATION_TYPES,
    country: site.code,
    ...query,
  });
  const response = await request.get(`${API}/api/compare/products?${params}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Item[] }).items;
}

/** The country's categories (insurance types) that list at least `min` products, in menu order. */
async function categoriesWithProducts(
  request: APIRequestContext,
  site: SiteUnderTest,
  min = 2,
): Promise<Category[]> {
  const response = await request.get(`${API}/api/categories?country=${site.code}`);
  expect(response.ok()).toBe(true);
  const categories = ((await response.json()) as { data: Category[] }).data;
  const listed: Category[] = [];
  for (const category of categories) {
    const items = await apiItems(request, site, { insuranceTypeIds: String(category.id) });
    if (items.length >= min) listed.push(category);
  }
  expect(listed.length, `${site.code} has categories with products`).toBeGreaterThan(0);
  return listed;
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
  test("the listing answers on every site", { tag: EVERY_SITE }, async ({ page }) => {
    await page.goto("/Comparar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/planes? encontrados?|No encontramos planes/)).toBeVisible();
  });

  test("browse a category", async ({ page, request, site }) => {
    const [category] = await categoriesWithProducts(request, site);
    await page.goto(`/Comparar/${category?.url}`);
    await expect(
      page.getByRole("heading", { level: 1, name: category?.displayName }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ planes encontrados$/)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(new Set(await categoryBadges(page).allTextContents())).toEqual(
      new Set([category?.displayName]),
    );
    const first = cards(page).first();
    await expect(first.locator(".qs-card__price strong")).toHaveText(MONTHLY_PRICE[site.code]);
    await expect(first.locator(".qs-card__tag, .qs-card__no-coverage").first()).toBeVisible();
  });

  test("a page of cards is priced by one request, never one per card", async ({
    page,
    request,
    site,
  }) => {
    const single: string[] = [];
    const batches: string[] = [];
    page.on("request", (sent) => {
      const url = sent.url();
      if (/\/api\/insurance\/\d+\/calculatePrice/.test(url)) single.push(url);
      if (url.includes("/api/insurance/calculatePrices")) batches.push(url);
    });
    const [category] = await categoriesWithProducts(request, site);
    const priced = page.waitForResponse((answer) =>
      answer.url().includes("/api/insurance/calculatePrices"),
    );
    // Following a link inside the site, the browser loads the page's cards and prices them.
    await browse(page, `/Comparar/${category?.url}`);
    expect((await priced).status()).toBe(200);
    // A card priced for the profile drops its 'desde' price.
    await expect(
      page.locator("article.qs-card .qs-card__price:not(:has(.qs-card__from))").first(),
    ).toBeVisible();
    expect(batches).toHaveLength(1);
    expect(single).toEqual([]);
  });

  test("filters and sort live in the address; back and forward walk through them", async ({
    page,
    request,
    site,
  }) => {
    const [dearest] = await apiItems(request, site, { sort: "higherPrice" });
    const [cheapest] = await apiItems(request, site, { sort: "lowerPrice" });
    // A category other than the cheapest product's, so ticking it changes the first card.
    const categories = await categoriesWithProducts(request, site, 1);
    const category =
      categories.find((candidate) => candidate.id !== cheapest?.insuranceType.id) ?? categories[0];
    const box = page
      .getByRole("group", { name: "Tipo de seguro" })
      .getByRole("checkbox", { name: category?.displayName, exact: true });

    await page.goto("/Comparar?sort=higherPrice");
    await expect(cardTitles(page).first()).toHaveText(dearest?.displayName ?? "");
    await page.getByLabel("Ordenar por").selectOption("lowerPrice");
    await expect(page).toHaveURL(/sort=lowerPrice/);
    await expect(cardTitles(page).first()).toHaveText(cheapest?.displayName ?? "");
    await box.check();
    await expect(page).toHaveURL(new RegExp(`insuranceTypeIds=${category?.id}`));
    await expect(categoryBadges(page).first()).toHaveText(category?.displayName ?? "");
    expect(new Set(await categoryBadges(page).allTextContents())).toEqual(
      new Set([category?.displayName]),
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/insuranceTypeIds/);
    await expect(cardTitles(page).first()).toHaveText(cheapest?.displayName ?? "");
    await page.goForward();
    await expect(page).toHaveURL(/insuranceTypeIds=\d+/);
    await page.reload();
    await expect(box).toBeChecked();
    await expect(categoryBadges(page).first()).toHaveText(category?.displayName ?? "");
  });

  test("paginates to the next page and back to the top", async ({ page }) => {
    await smallPages(page, 4);
    await browse(page, "/Comparar");
    await expect(cards(page)).toHaveCount(4);
    const firstPage = await cardTitles(page).allTextContents();
    const next = page.getByRole("link", { name: "Siguiente" });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await expect(cardTitles(page).first()).not.toHaveText(firstPage[0] ?? "");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test("'more results' adds the next page below", async ({ page, request, site }) => {
    // An insurer with two products or more in one category: /Seguros/{insurer}/{category} lists
    // them with 'Ver más resultados' instead of pages.
    const items = await apiItems(request, site, {
      organizationType: "ASEG",
      sort: "lowerPrice",
      pageSize: "50",
    });
    const counts = new Map<string, number>();
    for (const item of items) {
      const key = `${item.organization.metadata.url}/${item.insuranceType.url}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const landing = [...counts].find(([, count]) => count >= 2)?.[0];
    expect(landing, `${site.code} has an insurer with two products in a category`).toBeTruthy();
    await smallPages(page, 1);
    await browse(page, `/Seguros/${landing}`);
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Ver más resultados" }).click();
    await expect(cards(page)).toHaveCount(2);
  });

  test("three products ticked disable the fourth box; the comparison reloads from its link", {
    tag: EVERY_SITE,
  }, async ({ page, site }) => {
    await page.goto("/Comparar");
    const boxes = page.getByRole("checkbox", { name: "Comparar" });
    await expect(boxes.nth(3)).toBeVisible();
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await expect(boxes.nth(3)).toBeDisabled();
    await expect(boxes.nth(0)).toBeEnabled();
    // The chat launcher, fixed at the bottom right, sits above the tray: it never covers the
    // tray's main action at its right end.
    const compareNow = page.getByRole("link", { name: /Comparar ahora/ });
    const launcher = page.getByRole("button", { name: "Chatea con un asesor" });
    const [action, chat] = [await compareNow.boundingBox(), await launcher.boundingBox()];
    expect(action && chat && chat.y + chat.height <= action.y).toBe(true);
    await compareNow.click();
    await expect(page).toHaveURL(/\/Comparar\/Comparacion\?productos=/);
    await expect(page.getByRole("heading", { name: "Comparación de planes" })).toBeVisible();
    const columns = page.locator(".qs-comparison__table > thead th");
    await expect(columns).toHaveCount(3);
    const names = await columns.allTextContents();
    await page.reload();
    await expect(columns).toHaveCount(3);
    expect(await columns.allTextContents()).toEqual(names);
    const prices = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Precio", exact: true }) })
      .getByRole("cell");
    await expect(prices).toHaveCount(3);
    for (const price of await prices.all())
      await expect(price).toHaveText(MONTHLY_PRICE[site.code]);
    await expectAccessible(page, `${site.code} the comparison of three plans`);
  });

  test("opens a product's detail from its card", { tag: EVERY_SITE }, async ({
    page,
    request,
    site,
  }) => {
    const [category] = await categoriesWithProducts(request, site);
    await page.goto(`/Comparar/${category?.url}`);
    const title = (await cardTitles(page).first().textContent()) ?? "";
    await cards(page).first().getByRole("link", { name: "Ver detalle" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("other paths of a plan redirect to its canonical one (Colombia's EPS and Seguros)", async ({
    page,
    request,
    site,
  }) => {
    const [policy] = await apiItems(request, site, { organizationType: "ASEG" });
    const policyPath = `/Seguros/${policy?.organization.metadata.url}/${policy?.url}`;
    await page.goto(`/Comparar/Polizas-de-Salud/${policy?.url}`);
    await expect(page).toHaveURL(new RegExp(`${policyPath}$`));

    const [eps] = await apiItems(request, site, { organizationType: "EPS" });
    const epsPath = `/EPS/${eps?.organization.metadata.url}/${eps?.url}`;
    await page.goto(`/EPS/${eps?.organization.metadata.url}/Planes/${eps?.url}/Solicitar`);
    await expect(page).toHaveURL(new RegExp(`${epsPath}/Solicitar$`));
    await expect(page.getByRole("heading", { name: "Solicita este plan" })).toBeVisible();
  });

  test("a path that resolves to nothing goes to the resolver's fallback listing", {
    tag: EVERY_SITE,
  }, async ({ page, site }) => {
    // International plan pages are /{type}/{provider}/{plan}: any three segments reach the
    // resolver. Elsewhere /Comparar/{category}/{product} does.
    const path =
      site.code === "INT"
        ? "/Viajes/nadie-asegura/esto-no-existe"
        : "/Comparar/Nada/esto-no-existe";
    // The fallback is the country's own default listing, never an empty one.
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/Comparar\\?insuranceTypeIds=${site.fallbackTypeId}$`),
    );
    await expect(page).not.toHaveURL(/not-found/);
    await expect(page.getByText(/^[1-9]\d* planes? encontrados?$/)).toBeVisible();
  });

  test("a landing list of the menu links each institution to its plans", {
    tag: EVERY_SITE,
  }, async ({ page, site }) => {
    const [path, title, filter] =
      site.code === "INT"
        ? ["/Seguros", "Aseguradoras", /organizationIds=\d+/]
        : ["/Clinicas-y-Hospitales", "Clínicas y Hospitales", /coverageOrganizations=\d+/];
    await page.goto("/");
    await page.getByRole("navigation", { name: "Menú" }).getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page
      .getByRole("link", { name: /^Ver planes: / })
      .first()
      .click();
    await expect(page).toHaveURL(filter);
    await expect(page.getByText(/^\d+ planes? encontrados?$/)).toBeVisible();
  });

  test("shows the retry view when the API fails, and recovers", async ({ page }) => {
    test.slow();
    await page.route("**/api/compare/products?**", (route) => route.abort("failed"));
    await browse(page, "/Comparar");
    // Three tries 1.5 s apart, each through the page's chunk and the aborted route: on a busy
    // machine that took 16 s, so the wait for the retry view is long.
    await expect(page.getByText("Error al cargar resultados")).toBeVisible({ timeout: 45_000 });
    await expect(
      page.getByText(
        "No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.",
      ),
    ).toBeVisible();
    await page.unroute("**/api/compare/products?**");
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test("a 401 shows the robot message; 'Soy humano!' confirms and reloads", async ({ page }) => {
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
    await browse(page, "/Comparar");
    await expect(page.getByText("El sistema piensa que eres un robot...")).toBeVisible();
    const check = page.waitForResponse((response) =>
      response.url().includes("/api/buscarplanes/notrobot"),
    );
    await page.getByRole("button", { name: "Soy humano!" }).click();
    expect((await check).status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
  });
});
