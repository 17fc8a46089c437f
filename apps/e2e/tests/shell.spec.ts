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
