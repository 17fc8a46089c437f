import type { Page, Request } from "@playwright/test";
import { EVERY_SITE, SITES } from "../sites";
import { expect, test } from "./fixtures";

test.describe("site shell", { tag: EVERY_SITE }, () => {
  test("home shows the header, the page and the footer of the country", async ({ page, site }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
    await expect(page).toHaveTitle(new RegExp(site.brand));

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Contacto" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Portal Clientes" })).toBeVisible();
    const language = header.getByRole("combobox", { name: "Idioma" });
    await expect(language.locator("option")).toHaveText(["Español"]);

    const footer = page.getByRole("contentinfo");
    const sites = footer.getByRole("region", { name: "Nuestros sitios" }).getByRole("link");
    await expect(sites).toHaveText(["Colombia", "Chile", "Perú", "Internacional"]);
    for (const other of SITES) {
      await expect(footer.getByRole("link", { name: other.name, exact: true })).toHaveAttribute(
        "href",
        `http://localhost:${other.port}/`,
      );
    }
    await expect(footer.getByRole("link", { name: site.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("an unknown path answers 404 with the not-found page, buttons home and to contact", async ({
    page,
    site,
  }) => {
    // Two segments: on the international site three segments read as /{type}/{provider}/{plan}.
    const answer = await page.goto("/esta-ruta/no-existe");
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveURL(/\/esta-ruta\/no-existe$/);
    await expect(page.getByRole("heading", { name: "No encontramos esta página" })).toBeVisible();

    await page.getByRole("link", { name: "Ir a contacto" }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole("heading", { name: "Contacto", level: 1 })).toBeVisible();

    await page.goto("/otra-ruta-inexistente");
    await page.getByRole("link", { name: "Ir al inicio" }).click();
    await expect(page).toHaveURL(`http://localhost:${site.port}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
  });

  test("a language prefix shows the translated page under its translated address", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.getByRole("link", { name: "Privacy and personal data policy" }).click();
    await expect(page).toHaveURL(/\/en\/Policies$/);
  });

  test("the policy page names the country's data-protection law", async ({ page, site }) => {
    await page.goto("/Politicas");
    const laws = { CO: "Ley 1581", CL: "Ley 21.719", PE: "Ley 29733", INT: "Ley 21.719" } as const;
    await expect(page.getByText(laws[site.code])).toBeVisible();
  });
});

test.describe("a page open across a release", () => {
  /**
   * Opens the home page and, from then on, answers 404 to the code files it did not load, as the
   * site does once a release has replaced them (`times`: how many such requests fail).
   */
  async function openBeforeRelease(page: Page, times: number) {
    const loaded = new Set<string>();
    const documents: string[] = [];
    const pending = new Set<Request>();
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
      else loaded.add(request.url());
      if (request.resourceType() === "script") pending.add(request);
    });
    const settled = (request: Request) => pending.delete(request);
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    await page.goto("/");
    // The release comes once the page has all it loads by itself: after hydrating it offers the
    // chat (its launcher loads last, after asking whether the chat is open) and records the
    // visit, each with code of its own.
    await expect(page.getByRole("button", { name: /Chatea con un asesor/ })).toBeVisible();
    await expect.poll(() => pending.size).toBe(0);
    documents.length = 0;
    const before = new Set(loaded);
    const removed: string[] = [];
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
      const url = route.request().url();
      if (before.has(url) || removed.length >= times) return route.continue();
      removed.push(url);
      return route.fulfill({ status: 404, body: "" });
    });
    return { documents, removed };
  }

  test("the next page is loaded from the server when its code has gone", async ({ page }) => {
    const { documents, removed } = await openBeforeRelease(page, 1);

    await page.getByRole("banner").getByRole("link", { name: "Contacto" }).click();

    await expect(page.getByRole("heading", { name: "Contacto", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    expect(removed, "the next page asked for code the open page did not have").toHaveLength(1);
    expect(documents, "the page was loaded again from the server").toEqual(["/contacto"]);
  });

  test("code that stays missing shows the site's error page once, with a way to load it again", async ({
    page,
  }) => {
    const { documents } = await openBeforeRelease(page, Number.POSITIVE_INFINITY);

    await page.getByRole("banner").getByRole("link", { name: "Contacto" }).click();

    await expect(
      page.getByRole("heading", { name: "No pudimos mostrar esta página" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Cargar de nuevo" })).toHaveAttribute(
      "href",
      "/contacto",
    );
    await expect(page.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    expect(documents, "one load from the server, not a loop").toEqual(["/contacto"]);
  });
});
