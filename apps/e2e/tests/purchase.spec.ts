import { createHmac, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { paymentErrorMessage } from "@qs/catalogs/payment-errors";
import {
  API_PORT,
  MAIL_PICKUP_DIR,
  onSites,
  type SiteUnderTest,
  STAFF_TOKEN,
  WEBHOOK_SECRET,
} from "../sites";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/**
 * 'Compra Online' as a buyer goes through it: the steps kept in the address and on the server,
 * the payment on the provider's own page (the API's sandbox), the way back, and what staff see
 * afterwards (the order, the lead, the e-mails). Chile and Colombia: one pays in pesos converted
 * from UF and identifies with a RUT, the other pays in COP with a national id.
 */

const API = `http://localhost:${API_PORT}`;
const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const STAFF = { Authorization: `Bearer ${STAFF_TOKEN}` };

const APPROVED_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

interface Buyer {
  nombre: string;
  apellidoPaterno: string;
  documento: string;
  fechaNacimiento: string;
  email: string;
  telefono: string;
  direccion: string;
}

function buyerFor(site: SiteUnderTest): Buyer {
  const chile = site.code === "CL";
  return {
    nombre: "Camila",
    apellidoPaterno: "Rojas",
    documento: chile ? "12.345.678-5" : "1020304050",
    fechaNacimiento: "1988-04-12",
    email: `compra-${randomUUID().slice(0, 8)}@example.com`,
    telefono: chile ? "+56912345678" : "+573001234567",
    direccion: chile ? "Av. Providencia 1234, Santiago" : "Calle 45 # 12-30, Bogotá",
  };
}

/** The purchase is bought through on Colombia and Chile (the other two run the same pages). */
const PURCHASE_SITES = { tag: onSites("CO", "CL") };

/**
 * From a listing of health plans, the first one sold online: 'Compra Online' opens its
 * purchase. (A pet plan is priced for a pet, so it needs the pet's profile first.)
 */
async function startPurchase(page: Page, site: SiteUnderTest) {
  await page.goto(site.code === "CO" ? "/Comparar/Polizas-de-Salud" : "/Comparar");
  const buy = page.getByRole("link", { name: "Compra Online" }).first();
  await expect(buy).toBeVisible();
  await buy.click();
  await expect(page).toHaveURL(/\/Compra-Online\/[^/?]+\/Datos-personales\?.*session=/);
  await expect(page.getByRole("heading", { name: "Datos personales" })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillHolder(page: Page, site: SiteUnderTest, buyer: Buyer) {
  await field(page, "Nombre").fill(buyer.nombre);
  await field(page, "Apellido paterno").fill(buyer.apellidoPaterno);
  await field(page, site.code === "CL" ? "RUT" : "Número de identificación").fill(buyer.documento);
  await field(page, "Fecha de nacimiento").fill(buyer.fechaNacimiento);
  await field(page, "Sexo").selectOption("Femenino");
  await field(page, "Correo electrónico").fill(buyer.email);
  await field(page, "Teléfono").fill(buyer.telefono);
  await field(page, "Dirección").fill(buyer.direccion);
}

const continueButton = (page: Page) => page.getByRole("button", { name: "Continuar" });

/**
 * Saves the holder, then goes on without beneficiaries and answers 'No' to the health declaration
 * where the plan has one; with `axe`, each step is checked (WCAG 2.2 AA) as it shows.
 */
async function reachPayment(page: Page, site: SiteUnderTest, buyer: Buyer, { axe = false } = {}) {
  const check = async (step: string) => {
    if (axe) await expectAccessible(page, `${site.code} purchase: ${step}`);
  };
  await fillHolder(page, site, buyer);
  await check("personal data, filled");
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/Beneficiarios\?/);
  await expect(continueButton(page)).toBeEnabled();
  await check("beneficiaries");
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/(Estado-de-salud|Pago)\?/);
  if (page.url().includes("/Estado-de-salud")) {
    await expect(page.getByRole("radiogroup").first()).toBeVisible();
    await check("health declaration");
    await answerHealthDeclaration(page);
    await continueButton(page).click();
  }
  await expect(page).toHaveURL(/\/Pago\?/);
  await expect(page.getByRole("radio", { name: /Tarjeta|Webpay/ }).first()).toBeVisible();
  await check("payment");
}

async function answerHealthDeclaration(page: Page) {
  const groups = page.getByRole("radiogroup");
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.getByLabel("No", { exact: true }).check();
  await page
    .getByRole("checkbox", {
      name: "Declaro que la información entregada es verdadera y completa.",
    })
    .check();
}

/** Chooses the first card payment, accepts the conditions and goes to the provider's page. */
async function goToProvider(page: Page) {
  const card = page.getByRole("radio", { name: /Tarjeta|Webpay/ }).first();
  await card.check();
  await page.getByRole("checkbox", { name: /Acepto las condiciones del plan/ }).check();
  await page.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/pasarela-sandbox/`));
  await expect(page.getByRole("heading", { name: "Pago seguro" })).toBeVisible();
}

/** Pays on the sandbox's hosted page with a test card. */
async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Número de tarjeta").fill(cardNumber);
  await page.getByLabel("Vencimiento").fill("12/30");
  await page.getByLabel("Código de seguridad (CVV)").fill("123");
  await page.getByLabel("Nombre del titular").fill("Camila Rojas");
  await page.getByRole("button", { name: /^Pagar/ }).click();
}

async function staffLeadByEmail(request: APIRequestContext, email: string) {
  const leads = await request.get(`${API}/api/back-office/leads`, {
    params: { email },
    headers: STAFF,
  });
  expect(leads.status()).toBe(200);
  const [lead] = ((await leads.json()) as { data: Array<{ id: string }> }).data;
  if (!lead) throw new Error(`no lead for ${email}`);
  const detail = await request.get(`${API}/api/back-office/leads/${lead.id}`, { headers: STAFF });
  expect(detail.status()).toBe(200);
  return (await detail.json()).data as {
    status: { id: number };
    subStatus: { id: number } | null;
    orders: Array<{ number: string; amount: number; currency: string; saleState: string }>;
  };
}

async function mailTo(request: APIRequestContext, to: string) {
  const answer = await request.get(`${API}/api/back-office/correos`, {
    params: { to },
    headers: STAFF,
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Array<{ kind: string; body: string }> }).data;
}

/**
 * The e-mails delivered to `to` of one kind, as the recipient gets them (links included): the
 * .eml files of the API's pickup directory. The back office shows them without their links.
 */
async function deliveredMail(to: string, kind: string): Promise<string[]> {
  const names = await readdir(MAIL_PICKUP_DIR).catch(() => [] as string[]);
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFile(join(MAIL_PICKUP_DIR, name), "utf8")),
  );
  return texts.filter(
    (text) => text.includes(`\r\nTo: ${to}\r\n`) && text.includes(`\r\nX-QS-Kind: ${kind}\r\n`),
  );
}

/** Keeps every address the page goes to, to read the `pago` the provider sends the buyer back with. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

test.describe("Compra Online", () => {
  test(
    "an approved card buys the plan: confirmation, order, closed lead and e-mail",
    PURCHASE_SITES,
    async ({ page, site, request }) => {
      const buyer = buyerFor(site);
      await startPurchase(page, site);
      await reachPayment(page, site, buyer, { axe: true });
      await goToProvider(page);
      await payWith(page, APPROVED_CARD);

      await expect(page).toHaveURL(/\/Compra-Online\/[^/?]+\/Confirmacion\?/);
      await expect(page.getByRole("heading", { name: "Compra exitosa!" })).toBeVisible();
      await expect(page.getByText(`Te enviamos la confirmación a ${buyer.email}`)).toBeVisible();
      await expectAccessible(page, `${site.code} purchase: confirmation`);

      const lead = await staffLeadByEmail(request, buyer.email);
      expect(lead.status.id).toBe(3);
      expect([331, 332]).toContain(lead.subStatus?.id);
      expect(lead.orders).toHaveLength(1);
      const [order] = lead.orders;
      expect(order?.saleState).toBe("OK");
      expect(order?.currency).toBe(site.code === "CL" ? "CLP" : "COP");
      await expect(page.getByText(order?.number ?? "-")).toBeVisible();

      await expect
        .poll(async () => (await mailTo(request, buyer.email)).map((mail) => mail.kind))
        .toContain("compra_confirmada");
    },
  );

  test("a declined card shows the provider's message in Spanish and keeps everything typed", async ({
    page,
    site,
  }) => {
    const buyer = buyerFor(site);
    await startPurchase(page, site);
    await reachPayment(page, site, buyer);
    const chosen = await page
      .getByRole("radio", { name: /Tarjeta|Webpay/ })
      .first()
      .getAttribute("value");
    await goToProvider(page);
    await payWith(page, DECLINED_CARD);

    await expect(page).toHaveURL(/\/Compra-Online\/[^/?]+\/Pago\?/);
    await expect(page.getByRole("alert")).toContainText(
      paymentErrorMessage("cc_rejected_other_reason"),
    );
    await expect(page.getByRole("radio", { checked: true })).toHaveAttribute("value", chosen ?? "");
    await expect(page.getByRole("button", { name: "Intentar nuevamente" })).toBeVisible();

    await page.getByRole("button", { name: "Volver" }).click();
    await page.getByRole("link", { name: /Datos personales/ }).click();
    await expect(field(page, "Nombre")).toHaveValue(buyer.nombre);
    await expect(field(page, "Correo electrónico")).toHaveValue(buyer.email);
    await expect(field(page, "Dirección")).toHaveValue(buyer.direccion);
  });

  test("a reload at every step keeps what was saved", async ({ page, site }) => {
    const buyer = buyerFor(site);
    await startPurchase(page, site);
    await fillHolder(page, site, buyer);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/Beneficiarios\?/);

    await page.reload();
    await expect(page).toHaveURL(/\/Beneficiarios\?/);
    await page.getByRole("button", { name: "Agregar beneficiario" }).click();
    const child = page.getByRole("group", { name: "Beneficiario 1" });
    await child.getByLabel("Nombre", { exact: true }).fill("Tomás");
    await child.getByLabel("Apellido paterno", { exact: true }).fill("Rojas");
    await child
      .getByLabel(site.code === "CL" ? "RUT" : "Número de identificación", { exact: true })
      .fill(site.code === "CL" ? "24.567.890-8" : "1122334455");
    await child.getByLabel("Fecha de nacimiento", { exact: true }).fill("2015-09-03");
    await child.getByLabel("Sexo", { exact: true }).selectOption("Masculino");
    await child.getByLabel("Parentesco", { exact: true }).selectOption("Hijo");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/(Estado-de-salud|Pago)\?/);

    await page.reload();
    if (page.url().includes("/Estado-de-salud")) {
      await answerHealthDeclaration(page);
      await continueButton(page).click();
      await expect(page).toHaveURL(/\/Pago\?/);
      await page.reload();
    }
    await expect(page.getByText(`${buyer.nombre} ${buyer.apellidoPaterno}`)).toBeVisible();

    // Back through the steps after the reloads: every value is there.
    await page.goBack();
    await expect(page).toHaveURL(/\/(Estado-de-salud|Beneficiarios)\?/);
    if (page.url().includes("/Estado-de-salud")) {
      await expect(
        page.getByRole("radiogroup").first().getByLabel("No", { exact: true }),
      ).toBeChecked();
      await page.goBack();
    }
    await expect(page).toHaveURL(/\/Beneficiarios\?/);
    await expect(
      page.getByRole("group", { name: "Beneficiario 1" }).getByLabel("Nombre", { exact: true }),
    ).toHaveValue("Tomás");
    await page.goBack();
    await expect(page).toHaveURL(/\/Datos-personales\?/);
    await expect(field(page, "Apellido paterno")).toHaveValue(buyer.apellidoPaterno);
    await expect(field(page, "Fecha de nacimiento")).toHaveValue(buyer.fechaNacimiento);
  });

  test("two confirmations of one payment make one order", async ({ page, site, request }) => {
    const buyer = buyerFor(site);
    const addresses = recordAddresses(page);
    await startPurchase(page, site);
    await reachPayment(page, site, buyer);
    await goToProvider(page);
    await payWith(page, APPROVED_CARD);
    await expect(page.getByRole("heading", { name: "Compra exitosa!" })).toBeVisible();

    const returned = addresses
      .map((url) => new URL(url))
      .find((url) => url.searchParams.has("pago"));
    const paymentId = returned?.searchParams.get("pago");
    expect(paymentId, "the provider sends the buyer back with the payment").toBeTruthy();
    const [order] = (await staffLeadByEmail(request, buyer.email)).orders;

    // The provider confirms the same payment again: the same event replayed, then a new event.
    const notify = async (eventId: string) => {
      const body = JSON.stringify({
        id: eventId,
        type: "payment.approved",
        paymentId,
        amount: order?.amount,
        currency: order?.currency,
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHmac("sha256", WEBHOOK_SECRET)
        .update(`${timestamp}.${body}`)
        .digest("hex");
      return request.post(`${API}/api/pagos/notificaciones/sandbox`, {
        data: body,
        headers: {
          "Content-Type": "application/json",
          "X-Pasarela-Firma": `t=${timestamp},v1=${signature}`,
        },
      });
    };
    const eventId = `evt_${randomUUID()}`;
    expect((await notify(eventId)).status()).toBe(200);
    expect((await notify(eventId)).status()).toBe(200);
    expect((await notify(`evt_${randomUUID()}`)).status()).toBe(200);

    const lead = await staffLeadByEmail(request, buyer.email);
    expect(lead.orders).toHaveLength(1);
    expect(lead.orders[0]?.number).toBe(order?.number);
    const confirmations = (await mailTo(request, buyer.email)).filter(
      (mail) => mail.kind === "compra_confirmada",
    );
    expect(confirmations).toHaveLength(1);
  });

  test("a buyer who leaves at the payment step gets the 'retomar' e-mail, whose link resumes the purchase", async ({
    page,
    site,
    request,
  }) => {
    const buyer = buyerFor(site);
    await startPurchase(page, site);
    await reachPayment(page, site, buyer);
    await page.goto("/");

    // Staff see the reminder without its link; the buyer's copy has it.
    await expect
      .poll(async () =>
        (await mailTo(request, buyer.email))
          .filter((mail) => mail.kind === "retomar_contratacion_1")
          .map((mail) => mail.body.includes("[enlace privado]") && !mail.body.includes("session=")),
      )
      .toEqual([true]);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const [reminder] = await deliveredMail(buyer.email, "retomar_contratacion_1");
        link = reminder?.match(/https?:\/\/\S+\/Compra-Online\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();

    // Another browser (no stored purchase) opens the link from the e-mail.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(link ?? "/");
    await expect(page).toHaveURL(/\/Pago\?/);
    await expect(page.getByText(`${buyer.nombre} ${buyer.apellidoPaterno}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Ir a pagar" })).toBeVisible();
  });
});

test.describe("Compra Online for a company", () => {
  test("the employee list: every bad cell is listed and nothing is kept, a valid list is counted and priced per employee", async ({
    page,
  }) => {
    await page.goto("/Compra-Online/AND-COL-01");
    await expect(page).toHaveURL(/\/Datos-empresa\?.*session=/);
    await field(page, "Razón social").fill("Transportes Andinos S.A.S.");
    await field(page, "Número de identificación de la empresa").fill("900123456");
    await field(page, "Cantidad de empleados").fill("12");
    await field(page, "Nombre de la persona de contacto").fill("Laura Gómez");
    await field(page, "Correo electrónico de contacto").fill(
      `rrhh-${randomUUID().slice(0, 8)}@example.com`,
    );
    await field(page, "Teléfono de contacto").fill("+573001234567");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/Datos-colaboradores\?/);

    const list = page.getByLabel("Nómina de colaboradores");
    await list.setInputFiles(join(FIXTURES, "nomina-con-errores.csv"));
    await page.getByRole("button", { name: "Subir nómina" }).click();
    const table = page.getByRole("table", { name: "Filas con errores" });
    await expect(table).toBeVisible();
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("RUT");
    await expect(rows.nth(1)).toContainText("Fecha de nacimiento");
    await expect(rows.nth(2)).toContainText("Nombre");
    // Nothing of the refused file was kept: the step is still to be done.
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/Datos-colaboradores\?/);

    await list.setInputFiles(join(FIXTURES, "nomina-valida.csv"));
    await page.getByRole("button", { name: "Subir nómina" }).click();
    await expect(page.getByText(/Nómina recibida: 12 colaboradores/)).toBeVisible();
    await expect(table).toBeHidden();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/Pago\?/);
    await expect(page.getByText("Transportes Andinos S.A.S.")).toBeVisible();
  });
});
