import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { API_PORT } from "../sites";
import { expect, test } from "./fixtures";

/**
 * A visitor's first press works while the page is still being taken over by React: on a CPU
 * four times slower, each control is pressed as soon as it shows, and does what it does later.
 */

const API = `http://localhost:${API_PORT}`;

type Item = { displayName: string; url: string; organization: { metadata: { url: string } } };

/** The first health policy the API lists, and its detail path. */
async function firstPolicy(request: APIRequestContext): Promise<{ item: Item; path: string }> {
  const params = new URLSearchParams({
    organizationTypes: "ASEG",
    organizationType: "ASEG",
    country: "CO",
  });
  const response = await request.get(`${API}/api/compare/products?${params}`);
  expect(response.ok()).toBe(true);
  const item = ((await response.json()) as { items: Item[] }).items[0] as Item;
  return { item, path: `/Seguros/${item.organization.metadata.url}/${item.url}` };
}

/**
 * Opens `path` and presses `control` as soon as it is visible. The site's scripts arrive only
 * once the press is made, so it always comes before the page has hydrated, as on a slow
 * connection; then the page hydrates.
 */
async function pressAsSoonAsShown(page: Page, path: string, control: (page: Page) => Locator) {
  let release = () => {};
  const pressed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await pressed;
    await route.continue();
  });
  const loading = page.goto(path, { waitUntil: "commit" });
  await control(page).click();
  expect(
    await page.evaluate(() => (window as Window & { pressedEarly?: boolean }).pressedEarly),
    "the press came before the page had hydrated",
  ).toBe(true);
  release();
  await loading;
}

test.describe("presses while the page hydrates", () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Notes whether the visitor's first press came before React had taken the page over.
    await page.addInitScript(() => {
      window.addEventListener(
        "click",
        (event) => {
          if (!event.isTrusted) return;
          (window as Window & { pressedEarly?: boolean }).pressedEarly =
            document.documentElement.dataset.hydrated !== "true";
        },
        { capture: true, once: true },
      );
    });
  });

  test("'Ingresa tu perfil' opens the profile dialog", async ({ page }) => {
    await pressAsSoonAsShown(page, "/Comparar/Polizas-de-Salud", (page) =>
      page.getByRole("link", { name: "Ingresa tu perfil" }).first(),
    );
    // The dialog's form then loads from the API, which on a CPU this slow can take longer
    // than a request may: that is the form's own retry, not the press.
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "¿A quién quieres asegurar?" }),
    ).toBeVisible();
  });

  test("'Ver detalle' opens the plan over the listing", async ({ page }) => {
    const card = page.locator("article.qs-card").first();
    await pressAsSoonAsShown(page, "/Comparar/Polizas-de-Salud", () =>
      card.getByRole("link", { name: "Ver detalle" }),
    );
    const title = (await card.locator("h3").textContent()) ?? "";
    await expect(page).toHaveURL(/\/Seguros\/[^/]+\/[^/]+$/);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("a plan tab opens its section", async ({ page, request }) => {
    const { item, path } = await firstPolicy(request);
    const tab = (page: Page) =>
      page
        .getByRole("navigation", { name: "Secciones del plan" })
        .getByRole("link", { name: /Coberturas/ });
    await pressAsSoonAsShown(page, path, tab);
    await expect(page).toHaveURL(new RegExp(`${path}/Coberturas$`));
    await expect(tab(page)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: item.displayName })).toBeVisible();
  });

  test("another document of the plan's documents tab shows", async ({ page, request }) => {
    const { path } = await firstPolicy(request);
    // The tab's own document shows first; the second in the list is another one.
    const second = (page: Page) => page.locator(".qs-document-tab__list button").nth(1);
    await pressAsSoonAsShown(page, `${path}/Condiciones`, second);
    await expect(second(page)).toHaveAttribute("aria-pressed", "true");
  });
});
