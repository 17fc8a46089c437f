import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { API_PORT, BACK_OFFICE_PORT, DEMO_STAFF_PASSWORD, MAIL_PICKUP_DIR } from "../sites";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/**
 * After the sale, in Chromium against the real API and the back office's server: a company
 * buys its plan on Colombia's site with the employee list and a card, the portal's e-mail
 * arrives (the API's pickup directory, as the recipient reads it), the buyer creates a
 * password with the spec's rule, sees the policy, uploads an activation list and then a
 * cancellation list (each refused cell by cell first, then received in process), after-sales
 * accept both movements in the back office, and the buyer downloads the paid period's tax
 * document.
 */

const API = `http://localhost:${API_PORT}`;
const BACK_OFFICE = `http://localhost:${BACK_OFFICE_PORT}`;
const PORTAL = `${BACK_OFFICE}/portal`;
const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const HEADER =
  "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Tipo de asegurado;Fecha de vigencia";
const CANCEL_HEADER =
  "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Fecha de exclusión;Tipo de asegurado";
/** Camila González is on the purchase's list (fixtures/nomina-valida.csv). */
const CAMILA = "1;Camila;González;15.234.871-1;14-02-1986;Femenino;Titular;01-01-2027";
const CSV = (lines: string[]) => ({
  name: "nomina.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\n"), "utf8"),
});

/** The portal's e-mail to `email`, and the link it carries. */
async function portalLink(email: string): Promise<string | undefined> {
  const names = await readdir(MAIL_PICKUP_DIR).catch(() => [] as string[]);
  for (const name of names.filter((each) => each.endsWith(".eml"))) {
    const text = await readFile(join(MAIL_PICKUP_DIR, name), "utf8");
    if (text.includes(`\r\nTo: ${email}\r\n`) && text.includes("X-QS-Kind: portal_contrasena")) {
      return /https?:\/\/\S+\/portal\/contrasena#codigo=[A-Za-z0-9_-]+/.exec(text)?.[0];
    }
  }
  return undefined;
}

async function buyCompanyPlan(page: Page, email: string) {
  await page.goto("/Compra-Online/AND-COL-01");
  await expect(page).toHaveURL(/\/Datos-empresa\?.*session=/);
  await field(page, "Razón social").fill("Transportes Andinos S.A.S.");
  await field(page, "Número de identificación de la empresa").fill(
    `9${String(Date.now()).slice(-8)}`,
  );
  await field(page, "Cantidad de empleados").fill("12");
  await field(page, "Nombre de la persona de contacto").fill("Laura Gómez");
  await field(page, "Correo electrónico de contacto").fill(email);
  await field(page, "Teléfono de contacto").fill("+573001234567");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/Datos-colaboradores\?/);
  await page
    .getByLabel("Nómina de colaboradores")
    .setInputFiles(join(FIXTURES, "nomina-valida.csv"));
  await page.getByRole("button", { name: "Subir nómina" }).click();
  await expect(page.getByText(/Nómina recibida: 12 colaboradores/)).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/Pago\?/);
  await page.getByRole("radio", { name: /Tarjeta de crédito/ }).check();
  await page.getByRole("checkbox", { name: /Acepto las condiciones del plan/ }).check();
  await page.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/pasarela-sandbox/`));
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByLabel("Vencimiento").fill("12/30");
  await page.getByLabel("Código de seguridad (CVV)").fill("123");
  await page.getByLabel("Nombre del titular").fill("Laura Gómez");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await expect(page.getByRole("heading", { name: "Compra exitosa!" })).toBeVisible();
}

test("a company buys a plan, creates its portal password, manages its payroll and downloads its tax document; its payroll manager sees no payments", async ({
  page,
  browser,
}) => {
  const email = `rrhh-${randomUUID().slice(0, 8)}@example.com`;
  await buyCompanyPlan(page, email);

  // The e-mail is written when the payment is confirmed; the pickup directory gets it on delivery.
  await expect.poll(() => portalLink(email), { timeout: 30_000 }).toMatch(/#codigo=/);
  const link = (await portalLink(email)) ?? "";
  // The portal is the back office server's single-page app (no server-rendered page to hydrate).
  const portal = await page.context().newPage();
  await portal.goto(link.replace(/^https?:\/\/[^/]+\/portal/, PORTAL));
  await expect(portal.getByRole("heading", { name: "Crea tu contraseña" })).toBeVisible();
  // The code left the address as soon as the page read it.
  expect(portal.url()).not.toContain("codigo=");
  await expectAccessible(portal, "the portal's password page");
  const password = portal.getByLabel("Contraseña", { exact: true });
  await password.fill("clave#2026");
  await portal.getByRole("button", { name: "Guardar contraseña e ingresar" }).click();
  await expect(
    portal.getByText(
      "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
    ),
  ).toBeVisible();
  await password.fill("Clave#2026");
  await portal.getByRole("button", { name: "Guardar contraseña e ingresar" }).click();

  await expect(portal.getByRole("heading", { name: "Mis pólizas" })).toBeVisible();
  const policyLink = portal.getByRole("link", { name: /^Ver póliza POL-/ });
  await expect(policyLink).toBeVisible();
  await expect(portal.getByRole("row", { name: /POL-/ })).toContainText("12");
  await expectAccessible(portal, "the portal's policies");
  await policyLink.click();
  await expect(portal.getByRole("heading", { name: /^Póliza POL-/ })).toBeVisible();
  await expect(portal.getByText("Página 1 de 1 · 12 personas")).toBeVisible();

  // An activation naming someone insured, and a bad cell: nothing applies.
  const file = portal.getByLabel("Archivo (CSV o XLSX, hasta 5 MB)");
  // The layout's rules first (a bad RUT), then the policy's (someone already insured).
  await file.setInputFiles(
    CSV([HEADER, "1;Nueva;Persona;1-2;15-03-1985;Femenino;Titular;01-01-2027"]),
  );
  await portal.getByRole("button", { name: "Subir nómina de altas" }).click();
  const errors = portal.getByRole("region", { name: /Errores de la nómina/ });
  await expect(errors.getByRole("row", { name: /^1 RUT/ })).toBeVisible();
  await file.setInputFiles(CSV([HEADER, CAMILA]));
  await portal.getByRole("button", { name: "Subir nómina de altas" }).click();
  await expect(errors.getByRole("row", { name: /^1 RUT/ })).toContainText(
    "Esta persona ya está asegurada en la póliza",
  );
  await expectAccessible(portal, "a refused bulk load");
  await file.setInputFiles(
    CSV([HEADER, "1;Nueva;Persona;20.000.004-8;15-03-1985;Femenino;Titular;01-01-2027"]),
  );
  await portal.getByRole("button", { name: "Subir nómina de altas" }).click();
  await expect(portal.getByRole("status")).toHaveText(
    "Nómina de altas recibida: quedan en proceso de alta hasta que la aseguradora las confirme (1 persona).",
  );
  // In process until after-sales accept it: the insured are still the purchase's twelve.
  await expect(portal.getByText("Página 1 de 1 · 12 personas")).toBeVisible();

  // A cancellation naming someone who is not insured, then Camila's.
  await portal.getByRole("radio", { name: "Bajas" }).check();
  await file.setInputFiles(
    CSV([CANCEL_HEADER, "1;Nadie;Nunca;11.111.111-1;15-03-1985;Femenino;31-01-2027;Titular"]),
  );
  await portal.getByRole("button", { name: "Subir nómina de bajas" }).click();
  await expect(errors).toContainText("Esta persona no está asegurada en la póliza");
  await file.setInputFiles(
    CSV([CANCEL_HEADER, "1;Camila;González;15.234.871-1;14-02-1986;Femenino;31-01-2027;Titular"]),
  );
  await portal.getByRole("button", { name: "Subir nómina de bajas" }).click();
  await expect(portal.getByRole("status")).toHaveText(
    "Nómina de bajas recibida: quedan en proceso de baja hasta que la aseguradora las confirme (1 persona).",
  );
  await expect(portal.getByRole("row", { name: /Camila González/ })).toContainText(
    "En proceso de baja",
  );

  // After-sales, in the back office: both movements accepted once the insurer confirms them.
  const policyNumber = (
    (await portal.getByRole("heading", { name: /^Póliza POL-/ }).textContent()) ?? ""
  ).replace(/^Póliza /, "");
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${BACK_OFFICE}/polizas`);
  await expect(staff).toHaveURL(/\/ingresar/);
  await staff.getByLabel("Correo electrónico").fill("postventa@demo.queseguro.local");
  await staff.getByLabel("Contraseña").fill(DEMO_STAFF_PASSWORD);
  await staff.getByRole("button", { name: "Ingresar" }).click();
  await staff.getByRole("button", { name: "Con movimientos pendientes" }).click();
  await staff.getByRole("link", { name: `Abrir la póliza ${policyNumber}` }).click();
  await expect(staff.getByRole("row", { name: /Camila González/ })).toBeVisible();
  await expect(staff.getByRole("row", { name: /Nueva Persona/ })).toBeVisible();
  await expectAccessible(staff, "the back office's policy page");
  await staff
    .getByRole("checkbox", { name: "Elegir todos los movimientos de esta página" })
    .check();
  await staff.getByRole("button", { name: "Aceptar" }).click();
  await expect(staff.getByRole("status")).toContainText("Aceptados: 2");
  await staffContext.close();

  // The portal now insures the new person and no longer Camila, from the date asked for.
  await portal.reload();
  await expect(portal.getByText("Página 1 de 1 · 12 personas")).toBeVisible();
  await expect(portal.getByRole("row", { name: /Nueva Persona/ })).toContainText("Vigente");
  await portal.getByRole("searchbox", { name: "Buscar por nombre o RUT" }).fill("camila");
  await portal.getByLabel("Mostrar").selectOption("INACTIVE");
  await portal.getByRole("button", { name: "Buscar" }).click();
  await expect(portal.getByRole("row", { name: /Camila González/ })).toContainText("31 ene 2027");

  // The paid period's tax document.
  const download = portal.waitForEvent("download");
  await portal
    .getByRole("link", { name: "Descargar el documento tributario del período 1 (PDF)" })
    .click();
  const pdf = await readFile((await (await download).path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await expect(portal.getByRole("row", { name: /^2 / })).toContainText("Se emite al pagar");

  // The whole payroll as CSV: the 12 of the purchase, the one added, Camila among those removed.
  const exported = portal.waitForEvent("download");
  await portal.getByRole("link", { name: "Exportar la nómina completa (CSV)" }).click();
  const csv = (await readFile((await (await exported).path()) ?? "", "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe("RUT;Nombre;Estado;Desde;Hasta;Movimiento");
  expect(csv).toHaveLength(14);
  expect(csv.find((line) => line.startsWith("15234871-1;"))).toContain(";INACTIVE;");
  await expectAccessible(portal, "the portal's policy page");

  // The administrator gives the payroll manager an account.
  const payrollEmail = `nomina-${randomUUID().slice(0, 8)}@example.com`;
  await portal.getByRole("link", { name: "Cuentas" }).click();
  await field(portal, "Nombre").fill("Pedro Soto");
  await field(portal, "Correo electrónico").fill(payrollEmail);
  await field(portal, "Rol").selectOption("PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE");
  await portal.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(portal.getByRole("status")).toContainText(`Cuenta creada para ${payrollEmail}`);
  await expect(portal.getByRole("row", { name: /Pedro Soto/ })).toContainText(
    "Encargado de nómina",
  );
  await expectAccessible(portal, "the portal's accounts");

  // The payroll manager, in a browser of their own: the payroll, and no payments.
  await expect.poll(() => portalLink(payrollEmail), { timeout: 30_000 }).toMatch(/#codigo=/);
  const payrollContext = await browser.newContext();
  const payroll = await payrollContext.newPage();
  await payroll.goto(
    ((await portalLink(payrollEmail)) ?? "").replace(/^https?:\/\/[^/]+\/portal/, PORTAL),
  );
  await payroll.getByLabel("Contraseña", { exact: true }).fill("Nomina#26");
  await payroll.getByRole("button", { name: "Guardar contraseña e ingresar" }).click();
  await payroll.getByRole("link", { name: /^Ver póliza POL-/ }).click();
  await expect(payroll.getByRole("heading", { name: "Nómina" })).toBeVisible();
  await expect(payroll.getByRole("button", { name: "Subir nómina de altas" })).toBeVisible();
  await expect(
    payroll.getByRole("heading", { name: "Pagos y documentos tributarios" }),
  ).toHaveCount(0);
  await expect(payroll.getByRole("link", { name: "Cuentas" })).toHaveCount(0);
  const document = await payroll.request.get(
    `${PORTAL.replace(/\/portal$/, "")}${new URL(payroll.url()).pathname.replace(/^\/portal\/polizas\/([^/]+)$/, "/api/portal/polizas/$1/periodos/1/documento-tributario")}`,
  );
  expect(document.status()).toBe(403);
  await payrollContext.close();
});

test("the portal refuses a wrong password with the spec's message and opens nothing without a session", async ({
  page: site,
}) => {
  const page = await site.context().newPage();
  await page.goto(`${PORTAL}/polizas/00000000-0000-4000-8000-000000000000`);
  await expect(page).toHaveURL(`${PORTAL}/ingresar`);
  await field(page, "Correo electrónico").fill("nadie@example.com");
  await field(page, "Contraseña").fill("Clave#2026");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Credenciales inválidas.");
  await expectAccessible(page, "the portal's sign-in");
  const answer = await page.request.get(`${PORTAL.replace(/\/portal$/, "")}/api/portal/polizas`);
  expect(answer.status()).toBe(401);
});
