import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  API_PORT,
  BACK_OFFICE_PORT,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  MAIL_PICKUP_DIR,
  SITES,
} from "../sites";
import { expectAccessible } from "./axe";

/**
 * The back office in Chromium, against the real API over the back office's own server: staff
 * sign in with the demo's accounts (one per role), find a request in the inbox by its status,
 * take it, move it through the lifecycle; a supervisor sees the team's queue, an advisor does
 * not; a Chilean role cannot open a Colombian lead, on screen or through the API; a wrong
 * password gets the spec's message; an administrator gives the authenticator code; a
 * forgotten password is reset through the link the e-mail brings. Runs once (on the reference site's project): the back
 * office is one for every market.
 */

const BACK_OFFICE = `http://localhost:${BACK_OFFICE_PORT}`;
const API = `http://localhost:${API_PORT}`;
const COLOMBIA = `http://localhost:${SITES.find((site) => site.code === "CO")?.port}`;

/** Any Content-Security-Policy violation or page error fails the test. */
const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text())) {
        problems.push(message.text());
      }
    });
    await use(page);
    expect(problems, "page errors and CSP violations").toEqual([]);
  },
});

/** A visitor's contact request on a market's site, through the public API. */
async function visitorRequest(request: APIRequestContext, country: "CO" | "CL") {
  const email = `bandeja-${randomUUID().slice(0, 8)}@example.com`;
  const res = await request.post(`${API}/api/contactos`, {
    headers: { "X-Country": country, "x-qpversion": "e2e" },
    data: { nombre: "Lucía Fernández", email, telefono: "+573001234567", agree: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function signIn(page: Page, who: string, path = "/solicitudes") {
  await page.goto(`${BACK_OFFICE}${path}`);
  await expect(page).toHaveURL(/\/ingresar/);
  await page.getByLabel("Correo electrónico").fill(`${who}@demo.queseguro.local`);
  await page.getByLabel("Contraseña").fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  if (who === "administrador" || who === "gerente") {
    // The second factor: the code the demo's authenticator key gives now.
    await expect(page.getByRole("heading", { name: "Código de verificación" })).toBeVisible();
    const app = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) });
    await page.getByLabel("Código de 6 dígitos").fill(app.generate());
    await page.getByRole("button", { name: "Verificar e ingresar" }).click();
  }
  await expect(page).not.toHaveURL(/\/ingresar/);
}

/**
 * The inbox filtered to one customer's e-mail (and a status), from the filters form; waits
 * until the page shows the filtered answer (the address holds the filter, nothing is loading).
 */
async function filterInbox(page: Page, email: string, status?: string) {
  const filters = page.getByRole("form", { name: "Filtros" });
  if (status) await filters.getByLabel("Estado", { exact: true }).selectOption({ label: status });
  await filters.getByLabel("Correo del cliente").fill(email);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(email)}`));
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

test("an advisor signs in, finds a new request by its status, takes it and moves it on", async ({
  page,
  request,
}) => {
  const email = await visitorRequest(request, "CO");
  await signIn(page, "ejecutivo");
  await expect(page.getByRole("heading", { name: "Bandeja de solicitudes" })).toBeVisible();
  await expect(
    page.getByText("Sesión de ejecutivo@demo.queseguro.local (EJECUTIVO)"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Equipo" })).toHaveCount(0);
  await expectAccessible(page, "the inbox");

  await page.getByRole("button", { name: "Sin asignar" }).click();
  await filterInbox(page, email, "8 · Web");
  const row = page.getByRole("row").filter({ hasText: "Lucía Fernández" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Web");
  await row.getByRole("button", { name: "Tomar" }).click();
  await expect(page.getByText("No hay solicitudes con estos filtros.")).toBeVisible();

  await page.getByRole("button", { name: "Mis solicitudes" }).click();
  const mine = page.getByRole("row").filter({ hasText: "Lucía Fernández" });
  await expect(mine).toContainText("ejecutivo@demo.queseguro.local");
  await mine.getByRole("link", { name: "Lucía Fernández" }).click();
  await expect(page.getByRole("heading", { name: "Lucía Fernández" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, "a lead's page");

  const change = page.getByRole("region", { name: "Cambiar estado" });
  await change.getByLabel("Nuevo estado").selectOption({ label: "Asignado" });
  await change.getByLabel("Subestado").selectOption({ label: "Contactado" });
  await change.getByRole("button", { name: "Guardar estado" }).click();
  await expect(change.getByRole("status")).toHaveText("Estado guardado.");
  await expect(page.getByRole("region", { name: "Contacto" })).toContainText(
    "Asignado · Contactado",
  );
});

test("a supervisor sees the team's queue with the advisors' leads", async ({ page, request }) => {
  const email = await visitorRequest(request, "CO");
  await signIn(page, "supervisor");
  await page.getByRole("button", { name: "Equipo" }).click();
  await filterInbox(page, email);
  await expect(page.getByRole("row").filter({ hasText: "Lucía Fernández" })).toHaveCount(1);
  await expect(page).toHaveURL(/queue=team/);
});

test("a Chilean role cannot open a Colombian lead, on screen or through the API", async ({
  page,
  request,
}) => {
  const email = await visitorRequest(request, "CO");
  await signIn(page, "supervisor");
  await page.getByRole("button", { name: "Equipo" }).click();
  await filterInbox(page, email);
  const row = page.getByRole("row").filter({ hasText: "Lucía Fernández" });
  await expect(row).toHaveCount(1);
  const href = await row.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/solicitudes\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/ingresar/);

  await signIn(page, "jefatura-sac-chile", href ?? "/");
  await expect(page.getByRole("alert")).toHaveText("Solicitud no encontrada");
  const answer = await page.request.get(
    `${BACK_OFFICE}/api/back-office/leads/${href?.split("/").pop()}`,
  );
  expect(answer.status()).toBe(404);
  await page.goto(`${BACK_OFFICE}/solicitudes?queue=team`);
  await filterInbox(page, email);
  await expect(page.getByText("No hay solicitudes con estos filtros.")).toBeVisible();
});

test("a wrong password gets the spec's message, and the sign-in page is accessible", async ({
  page,
}) => {
  await page.goto(`${BACK_OFFICE}/ingresar`);
  await page.getByLabel("Correo electrónico").fill("gerente@demo.queseguro.local");
  await page.getByLabel("Contraseña").fill("Otra-clave-2026");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Credenciales inválidas.");
  await expectAccessible(page, "the sign-in page");
  const cookies = await page.context().cookies(BACK_OFFICE);
  expect(cookies.filter((cookie) => cookie.name === "qs_staff_session")).toEqual([]);
});

test("an advisor answers a visitor's chat from the console, live both ways", async ({
  page,
  browser,
}) => {
  const name = `Visitante ${randomUUID().slice(0, 6)}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${COLOMBIA}/contacto`);
  await visitor.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  await visitor.getByRole("button", { name: /Chatea con un asesor/ }).click();
  const chat = visitor.getByRole("dialog", { name: "Chat con un asesor" });
  await chat.getByLabel("Nombre").fill(name);
  await chat.getByLabel("Correo electrónico").fill("visitante.chat@example.com");
  await chat.getByLabel("Teléfono").fill("+573001234567");
  await chat.getByRole("button", { name: "Iniciar chat" }).click();
  const write = async (text: string) => {
    await chat.getByRole("textbox", { name: "Tu mensaje" }).fill(text);
    await chat.getByRole("button", { name: "Enviar" }).click();
    await expect(chat.getByRole("log").getByText(text)).toBeVisible();
  };
  await write("¿El plan cubre maternidad?");

  await signIn(page, "ejecutivo", "/chat");
  await page.getByRole("button", { name: new RegExp(name) }).click();
  const conversation = page.getByRole("region", { name: new RegExp(name) });
  await expect(conversation.getByText("¿El plan cubre maternidad?")).toBeVisible();
  await expectAccessible(page, "the chat console");

  // The visitor writes again: it arrives in the open console without a reload.
  await write("¿Y la atención dental?");
  await expect(conversation.getByText("¿Y la atención dental?")).toBeVisible();

  await conversation.getByLabel("Tu respuesta").fill("Sí: maternidad desde el primer mes.");
  await conversation.getByRole("button", { name: "Enviar" }).click();
  await expect(
    chat.getByRole("log").getByText("Sí: maternidad desde el primer mes."),
  ).toBeVisible();
  await visitorContext.close();
});

test("an administrator signs in with the second factor, reads the audit, disables a member who then reads DISABLED_USER, and enables them again; an advisor has no way in", async ({
  page,
  browser,
}) => {
  await signIn(page, "administrador");
  await page.getByRole("link", { name: "Auditoría" }).click();
  await expect(page.getByRole("heading", { name: "Auditoría del personal" })).toBeVisible();
  const signInRow = page
    .getByRole("row")
    .filter({ hasText: "administrador@demo.queseguro.local" })
    .filter({ hasText: "POST /api/acceso-personal/sesion" });
  await expect(signInRow.first()).toBeVisible();
  await expectAccessible(page, "the audit");

  await page.getByRole("link", { name: "Personal" }).click();
  const row = page.getByRole("row").filter({ hasText: "postventa@demo.queseguro.local" });
  await row.getByRole("button", { name: "Deshabilitar" }).click();
  await expect(row).toContainText("Deshabilitado");
  await expectAccessible(page, "the staff accounts");

  const other = await (await browser.newContext()).newPage();
  await other.goto(`${BACK_OFFICE}/ingresar`);
  await other.getByLabel("Correo electrónico").fill("postventa@demo.queseguro.local");
  await other.getByLabel("Contraseña").fill(DEMO_STAFF_PASSWORD);
  await other.getByRole("button", { name: "Ingresar" }).click();
  await expect(other.getByRole("alert")).toHaveText(
    "Tu usuario está deshabilitado. Pide a un administrador que lo habilite.",
  );

  await row.getByRole("button", { name: "Habilitar" }).click();
  await expect(row).toContainText("Habilitado");
  await other.getByRole("button", { name: "Ingresar" }).click();
  await expect(other).toHaveURL(/\/solicitudes/);
  await other.context().close();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();

  await signIn(page, "ejecutivo");
  await expect(page.getByRole("link", { name: "Auditoría" })).toHaveCount(0);
  const answer = await page.request.get(`${BACK_OFFICE}/api/back-office/auditoria`);
  expect(answer.status()).toBe(403);
  expect((await answer.json()).error).toBe("Tu rol no tiene permiso para esta acción");
});

/** The reset e-mails to `email` in the API's pickup directory: file name and link. */
async function resetMails(email: string): Promise<Array<{ name: string; link?: string }>> {
  const names = await readdir(MAIL_PICKUP_DIR).catch(() => [] as string[]);
  const found: Array<{ name: string; link?: string }> = [];
  for (const name of names.filter((each) => each.endsWith(".eml"))) {
    const text = await readFile(join(MAIL_PICKUP_DIR, name), "utf8");
    if (text.includes(`\r\nTo: ${email}\r\n`) && text.includes("X-QS-Kind: staff-password-reset")) {
      found.push({
        name,
        link: /https?:\/\/\S+\/restablecer#codigo=[A-Za-z0-9_-]+/.exec(text)?.[0],
      });
    }
  }
  return found;
}

test("a member who forgot the password gets a link by e-mail, chooses a new one and is signed in", async ({
  page,
}) => {
  const email = "postventa-individual-chile@demo.queseguro.local";
  // The pickup directory may hold the mails of an earlier run: only a new one counts.
  const earlier = new Set((await resetMails(email)).map((mail) => mail.name));
  await page.goto(`${BACK_OFFICE}/ingresar`);
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status")).toContainText("ya te enviamos el enlace");
  await expectAccessible(page, "the forgotten password form");

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await resetMails(email)).find((mail) => !earlier.has(mail.name))?.link;
      return link;
    })
    .toBeTruthy();

  await page.goto(link ?? "/");
  // The token leaves the address at once.
  await expect(page).toHaveURL(`${BACK_OFFICE}/restablecer`);
  // A password of its own (a database kept from an earlier run holds the earlier ones).
  const chosen = `Valdivia-${randomUUID().slice(0, 8)}-2027!`;
  await page.getByLabel("Nueva contraseña", { exact: true }).fill(chosen);
  await page.getByLabel("Repite la nueva contraseña").fill(chosen);
  await page.getByRole("button", { name: "Guardar contraseña e ingresar" }).click();
  await expect(page).toHaveURL(/\/solicitudes/);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link ?? "/");
  await page.getByLabel("Nueva contraseña", { exact: true }).fill(`${chosen}x`);
  await page.getByLabel("Repite la nueva contraseña").fill(`${chosen}x`);
  await page.getByRole("button", { name: "Guardar contraseña e ingresar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "El enlace para restablecer tu contraseña expiró o ya se usó. Pide uno nuevo.",
  );
});

test("the back office reads the orders and what was written to a customer, with its delivery state", async ({
  page,
  request,
}) => {
  const email = await visitorRequest(request, "CO");
  await signIn(page, "backoffice");
  await page.getByRole("link", { name: "Pedidos" }).click();
  await expect(page.getByRole("heading", { name: "Pedidos" })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expectAccessible(page, "the orders");

  await page.getByRole("link", { name: "Correos" }).click();
  await page.getByLabel("Correo del cliente").fill(email);
  await page.getByRole("button", { name: "Buscar" }).click();
  const message = page.getByRole("listitem").filter({ hasText: "Recibimos tu solicitud" });
  await expect(message).toBeVisible();
  // The customer's private link is never shown to staff.
  await expect(message).toContainText("[enlace privado]");
  await expect(message).not.toContainText("codigo=");
  await expectAccessible(page, "the mail sent to a customer");
});
