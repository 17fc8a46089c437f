import type { APIRequestContext, Browser, Page, Request } from "@playwright/test";
import { API_PORT, type SiteUnderTest, STAFF_TOKEN } from "../sites";
import { firstPolicyPath } from "./catalogue";
import { expect, test } from "./fixtures";

/**
 * The contact form and a plan's request form without JavaScript (or before the page has
 * hydrated): sent by POST to their page, answered with the page and its messages, or with a
 * redirect to the page marked sent. Nothing the visitor types may ever be in an address.
 */

const API = `http://localhost:${API_PORT}`;
const STAFF = { Authorization: `Bearer ${STAFF_TOKEN}` };

/** A browser without JavaScript on the site, and every request it makes. */
async function withoutJavaScript(browser: Browser, site: SiteUnderTest) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://localhost:${site.port}`,
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return { context, page, requests };
}

/** No address the browser asked for holds any of the visitor's data, as typed or encoded. */
function expectNothingPersonalInAddresses(requests: Request[], personal: string[]) {
  const addresses = requests.map((request) => request.url());
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replaceAll("+", " ")).toLowerCase();
    for (const value of personal) {
      expect(decoded, address).not.toContain(value.toLowerCase());
    }
  }
}

/** The form's submissions the browser made: POSTs to the page, the data in their bodies. */
function formPosts(requests: Request[], path: string): Request[] {
  return requests.filter(
    (request) =>
      request.method() === "POST" &&
      new URL(request.url()).pathname === path &&
      request.isNavigationRequest(),
  );
}

/** The leads the API stored for an e-mail (the back office's view). */
async function leadsOf(request: APIRequestContext, email: string) {
  const answer = await request.get(`${API}/api/back-office/leads`, {
    params: { email },
    headers: STAFF,
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Array<{ kind: string; productCode: string | null }> })
    .data;
}

async function send(page: Page, button: RegExp | string) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.request().isNavigationRequest(),
  );
  await page.getByRole("button", { name: button }).click();
  return answer;
}

test.describe("forms without JavaScript", () => {
  test("the contact form is sent by POST: messages with the values kept, then the confirmation", async ({
    browser,
    site,
    request,
  }) => {
    const stamp = Date.now();
    const email = `zoila.quintero.${stamp}@example.com`;
    const personal = ["Zoila", "Quintero", email, "zoila.quintero", "3005550199", "sin guion"];
    const { context, page, requests } = await withoutJavaScript(browser, site);
    await page.goto("/contacto");
    const form = page.getByRole("region", { name: "Escríbenos" });

    // Without the name: the server's answer is the page, with the message and every value.
    await form.getByLabel("Correo electrónico").fill("zoila.quintero@ejemplo");
    await form.getByLabel(/^Teléfono/).fill("300 555 0199");
    await form.getByLabel(/^Mensaje/).fill("Consulta sin guion ni scripts");
    await form.getByRole("checkbox").check();
    const missing = await send(page, "Enviar");
    expect(missing.status()).toBe(422);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    await expect(form.getByLabel("Nombre")).toHaveAccessibleDescription("campo requerido");
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("zoila.quintero@ejemplo");
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue("Consulta sin guion ni scripts");
    await expect(form.getByRole("checkbox")).toBeChecked();
    await expect(page).toHaveURL(/\/contacto$/);

    // The API's own judgement of the e-mail, in Spanish beside it.
    await form.getByLabel("Nombre").fill("Zoila Quintero");
    const refused = await send(page, "Enviar");
    expect(refused.status()).toBe(422);
    await expect(form.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    await expect(form.getByLabel("Nombre")).toHaveValue("Zoila Quintero");

    await form.getByLabel("Correo electrónico").fill(email);
    const sent = await send(page, "Enviar");
    expect(sent.status()).toBe(303);
    await expect(page).toHaveURL(/\/contacto\?enviado=1$/);
    await expect(page.getByRole("heading", { name: "¡Mensaje enviado!" })).toBeVisible();
    // A reload asks for the page again: nothing is sent twice.
    await page.reload();
    await expect(page.getByRole("heading", { name: "¡Mensaje enviado!" })).toBeVisible();

    expect(formPosts(requests, "/contacto")).toHaveLength(3);
    expect(formPosts(requests, "/contacto").at(-1)?.postData()).toContain("Zoila+Quintero");
    expectNothingPersonalInAddresses(requests, personal);
    expect((await leadsOf(request, email)).map((lead) => lead.kind)).toEqual(["contact"]);
    await context.close();
  });

  test("a plan's request form is sent by POST: Spanish messages with the values kept, then the confirmation", async ({
    browser,
    site,
    request,
  }) => {
    const path = await firstPolicyPath(request);
    const email = `ramiro.quevedo.${Date.now()}@example.com`;
    const personal = ["Ramiro", "Quevedo", email, "ramiro.quevedo", "1098765432", "3015550123"];
    const { context, page, requests } = await withoutJavaScript(browser, site);
    await page.goto(`${path}/Solicitar`);
    const form = page.locator(".qs-detail__content");
    const button = /Me interesa|Contratar/;

    const empty = await send(page, button);
    expect(empty.status()).toBe(422);
    await expect(form.getByText("campo requerido")).toHaveCount(4);
    await expect(
      form.getByText("Debes aceptar los términos y condiciones para enviar tu solicitud"),
    ).toBeVisible();
    await expect(
      form.getByText("Revisa los campos marcados para enviar tu solicitud."),
    ).toBeVisible();

    await form.getByLabel("Nombre completo").fill("Ramiro Quevedo");
    await form.getByLabel("Número de identificación").fill("1098765432");
    await form.getByLabel("Correo electrónico").fill("ramiro.quevedo@");
    await form.getByLabel("Teléfono").fill("301 555 0123");
    await form.getByRole("checkbox").check();
    const invalid = await send(page, button);
    expect(invalid.status()).toBe(422);
    await expect(form.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ramiro Quevedo");
    await expect(form.getByLabel("Número de identificación")).toHaveValue("1098765432");
    await expect(form.getByLabel("Teléfono")).toHaveValue("301 555 0123");
    await expect(form.getByRole("checkbox")).toBeChecked();

    await form.getByLabel("Correo electrónico").fill(email);
    const sent = await send(page, button);
    expect(sent.status()).toBe(303);
    // The page keeps its own query (a collective plan's page carries its profile link, perfil=),
    // and gains the mark of a sent form.
    await expect(page).toHaveURL(
      (url) => url.pathname === `${path}/Solicitar` && url.searchParams.get("enviado") === "1",
    );
    await expect(form.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();
    await page.reload();
    await expect(form.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();

    expect(formPosts(requests, `${path}/Solicitar`)).toHaveLength(3);
    expectNothingPersonalInAddresses(requests, personal);
    const leads = await leadsOf(request, email);
    expect(leads.map((lead) => lead.kind)).toEqual(["plan"]);
    await context.close();
  });

  test("a form sent before the page hydrated comes back hydrated with its messages and values, and sends with JavaScript", async ({
    page,
    request,
  }) => {
    const email = `antes.de.hidratar.${Date.now()}@example.com`;
    await page.goto("/contacto");
    const form = page.getByRole("region", { name: "Escríbenos" });
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel(/^Mensaje/).fill("Enviado antes de que cargara la página");
    await form.getByRole("checkbox").check();
    // The browser's own submission, as before hydration: the page's handler never runs.
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.request().isNavigationRequest(),
    );
    await form
      .locator("form")
      .evaluate((element) => HTMLFormElement.prototype.submit.call(element));
    expect((await answer).status()).toBe(422);
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    await expect(form.getByLabel("Nombre")).toHaveAccessibleDescription("campo requerido");
    await expect(form.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue("Enviado antes de que cargara la página");

    await form.getByLabel("Nombre").fill("Hidratada Después");
    const sent = page.waitForRequest(
      (sending) => sending.method() === "POST" && sending.url().endsWith("/api/contactos"),
    );
    await form.getByRole("button", { name: "Enviar" }).click();
    await sent;
    await expect(page.getByRole("heading", { name: "¡Mensaje enviado!" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);
    expect((await leadsOf(request, email)).map((lead) => lead.kind)).toEqual(["contact"]);
  });

  test("a form from another site creates nothing", async ({ request, site }) => {
    const email = `otro.sitio.${Date.now()}@example.com`;
    const answer = await request.post(`http://localhost:${site.port}/contacto`, {
      form: { formulario: "contacto", nombre: "Otro Sitio", email, agree: "on" },
      headers: { Origin: "https://otro-sitio.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await leadsOf(request, email)).toEqual([]);
  });
});
