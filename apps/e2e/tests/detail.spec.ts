import type { APIRequestContext, Page } from "@playwright/test";
import { API_PORT, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/** The flows below read the Colombian demo catalogue (the reference site's). */

const API = `http://localhost:${API_PORT}`;

type Item = {
  id: number;
  displayName: string;
  url: string;
  organization: { metadata: { url: string } };
};

/** The first health policy (insurer ASEG) the real API lists, and its detail path. */
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

/** A document of the product with more than 7 pages. */
async function longDocument(request: APIRequestContext, productId: number) {
  const response = await request.get(`${API}/api/documents/insurance/${productId}?country=CO`);
  const documents = (
    (await response.json()) as {
      data: { id: number; name: string; pages: number }[];
    }
  ).data;
  const document = documents.find((item) => item.pages > 7);
  expect(document).toBeDefined();
  return document as { id: number; name: string; pages: number };
}

const tab = (scope: Page | ReturnType<Page["getByRole"]>, name: string | RegExp) =>
  scope.getByRole("navigation", { name: "Secciones del plan" }).getByRole("link", { name });

test.describe("plan detail", () => {
  test("opens from a card as a modal over the listing; tabs and back button", async ({ page }) => {
    await page.goto("/Comparar/Polizas-de-Salud");
    const card = page.locator("article.qs-card").first();
    const title = (await card.locator("h3").textContent()) ?? "";
    await card.getByRole("link", { name: "Ver detalle" }).click();

    const dialog = page.getByRole("dialog");
    await expect(page).toHaveURL(/\/Seguros\/[^/]+\/[^/]+$/);
    await expect(dialog.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("article.qs-card").first()).toBeAttached();
    await expect(dialog.getByRole("navigation", { name: "Ruta de navegación" })).toHaveCount(0);
    const detailUrl = page.url();

    await tab(dialog, /Coberturas/).click();
    await expect(page).toHaveURL(`${detailUrl}/Coberturas`);
    await expect(tab(dialog, /Coberturas/)).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(tab(page.getByRole("dialog"), /Resumen/)).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await card.getByRole("link", { name: "Ver detalle" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/Comparar\/Polizas-de-Salud$/);
  });

  test("by its address it is a page; tabs switch by click and by address", async ({
    page,
    request,
  }) => {
    const { item, path } = await firstPolicy(request);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: item.displayName })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText(
      "Inicio",
    );

    await tab(page, /Preguntas frecuentes/).click();
    await expect(page).toHaveURL(new RegExp(`${path}/Preguntas-Frecuentes$`));
    await expect(page.locator(".qs-detail__faq details").first()).toBeVisible();

    await page.goto(`${path}/Coberturas`);
    await expect(tab(page, /Coberturas/)).toHaveAttribute("aria-current", "page");
    await expect(tab(page, /Resumen/)).not.toHaveAttribute("aria-current", "page");
    await tab(page, /Resumen/).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(tab(page, /Coberturas/)).toHaveAttribute("aria-current", "page");

    await page.goto(`${path}/Solicitar?perfil=e30`);
    await expect(page).toHaveURL(new RegExp(`${path}/Solicitar$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
  });

  test("reads a document past page 7", async ({ page, request }) => {
    test.slow();
    const { item, path } = await firstPolicy(request);
    const document = await longDocument(request, item.id);
    await page.goto(`${path}/Condiciones`);
    await page.getByRole("button", { name: document.name }).click();
    const counter = page.locator(".qs-document__counter");
    // The first document fetches pdf.js and its worker (1.4 MB) and parses the whole file
    // before the counter shows: on a machine busy with other suites that is the slowest
    // step of any page, so it gets the longest wait.
    await expect(counter).toHaveText(`1/${document.pages}`, { timeout: 45_000 });
    await expect(page.locator(".qs-document__page")).toHaveCount(7);
    await page.getByRole("button", { name: "Seguir leyendo..." }).click();
    await expect(page.locator(".qs-document__page")).toHaveCount(document.pages);
    for (let index = 0; index < 8; index += 1)
      await page.getByRole("button", { name: "Página siguiente" }).click();
    await expect(counter).toHaveText(`9/${document.pages}`);
    await expect(page.locator('[data-page="9"] canvas')).toBeInViewport();
    await page.getByRole("button", { name: "Página anterior" }).click();
    await expect(counter).toHaveText(`8/${document.pages}`);
  });

  test("internal traffic downloads a document; the 6th link for one e-mail hits the limit", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => localStorage.setItem("qs.internalTraffic", "true"));
    const { item, path } = await firstPolicy(request);
    const document = await longDocument(request, item.id);
    const email = `descargas-${Date.now()}@example.com`;
    await page.goto(`${path}/Condiciones`);
    await page.getByRole("button", { name: document.name }).click();
    await page.getByRole("button", { name: "Descargar", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Descargar Documento" });
    const confirm = dialog.getByRole("button", { name: "Confirmar" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Correo electrónico").fill("ana@");
    await expect(dialog.getByText("Ingresa un correo electrónico válido")).toBeVisible();
    await expectAccessible(page, "the download dialog with its message");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Correo electrónico").fill(email);
    await confirm.click();
    await expect(
      dialog.getByText("Enlace de descarga enviado a tu correo electrónico"),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);

    for (let sent = 1; sent < 5; sent += 1) {
      const response = await request.post(`${API}/api/documentdownload/generate`, {
        headers: { "X-Country": "CO", "x-qpversion": "1.0.0" },
        data: {
          fingerprintId: "Sin Fingerprint",
          document_id: document.id,
          insurance_id: item.id,
          email,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.getByRole("button", { name: "Descargar", exact: true }).click();
    await dialog.getByLabel("Correo electrónico").fill(email);
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(
      dialog.getByText("Límite de descargas alcanzado. Intenta nuevamente en 24 horas."),
    ).toBeVisible();
    await expect(dialog.getByLabel("Correo electrónico")).toHaveValue(email);
  });

  test("a request lands once even when the first answer is lost and the POST is retried", async ({
    page,
    request,
  }) => {
    const { path } = await firstPolicy(request);
    const answers: { key: string | null; accessToken: string; replayed: string | null }[] = [];
    await page.route("**/api/solicitarplans", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { accessToken: string } };
      answers.push({
        key: route.request().headers()["idempotency-key"] ?? null,
        accessToken: body.data.accessToken,
        replayed: response.headers()["idempotent-replayed"] ?? null,
      });
      // The server stored the first request; its answer never reaches the page.
      if (answers.length === 1) return route.abort("connectionreset");
      return route.fulfill({ response });
    });

    await page.goto(`${path}/Solicitar`);
    const form = page.locator(".qs-detail__content");
    await form.getByRole("button", { name: /Me interesa|Contratar/ }).click();
    await expect(form.getByText("campo requerido").first()).toBeVisible();

    const email = `solicitud-${Date.now()}@example.com`;
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Número de identificación").fill("1020304050");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Teléfono").fill("3001234567");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: /Me interesa|Contratar/ }).click();
    await expect(form.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible({
      timeout: 15_000,
    });

    expect(answers).toHaveLength(2);
    expect(answers[0]?.key).toBeTruthy();
    expect(answers[1]?.key).toBe(answers[0]?.key);
    expect(answers[1]?.accessToken).toBe(answers[0]?.accessToken);
    expect(answers[1]?.replayed).toBe("true");
    const lead = await request.get(
      `${API}/api/feedbacks/getLead/${answers[0]?.accessToken}/${encodeURIComponent(email)}?country=CO`,
    );
    expect(lead.ok()).toBe(true);
  });
});

test.describe("Chile's Isapre plan detail", { tag: onSites("CL") }, () => {
  test("a plan by its code opens with its tab; an unknown code goes to /Comparar/Isapres", async ({
    page,
    request,
  }) => {
    const params = new URLSearchParams({ organizationTypes: "ISAPRE", country: "CL" });
    const response = await request.get(`${API}/api/compare/products?${params}`);
    const [plan] = (
      (await response.json()) as {
        items: {
          displayName: string;
          productCode: string;
          organization: { metadata: { url: string } };
        }[];
      }
    ).items;
    expect(plan).toBeDefined();
    const path = `/Isapre/${plan?.organization.metadata.url}/Planes/${plan?.productCode}`;
    await page.goto(`${path}/Preguntas-Frecuentes`);
    await expect(page.getByRole("heading", { level: 1, name: plan?.displayName })).toBeVisible();
    await expect(tab(page, /Preguntas frecuentes/)).toHaveAttribute("aria-current", "page");
    await page.goto(`/Isapre/${plan?.organization.metadata.url}/Planes/NO-EXISTE`);
    await expect(page).toHaveURL(/\/Comparar\/Isapres$/);
  });
});
