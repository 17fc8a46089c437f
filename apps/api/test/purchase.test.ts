import { randomBytes } from "node:crypto";
import { paymentErrorMessage } from "@qs/catalogs/payment-errors";
import { EMAIL_MESSAGE } from "@qs/domain/api/leads";
import {
  BIRTH_DATE_MESSAGE,
  CHILD_AGE_MESSAGE,
  EMPLOYEES_MISSING_MESSAGE,
  HEALTH_DETAIL_MESSAGE,
  HEALTH_TRUTH_MESSAGE,
  HOLDER_AGE_MESSAGE,
  ONE_SPOUSE_MESSAGE,
  PARENT_YOUNGER_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  PURCHASE_ALREADY_PAID_MESSAGE,
  PURCHASE_NOT_FOUND_MESSAGE,
  PURCHASE_NOT_ONLINE_MESSAGE,
  PURCHASE_STEP_CLOSED_MESSAGE,
  TERMS_MESSAGE,
} from "@qs/domain/api/purchase";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { computeRutCheckDigit } from "@qs/domain/rut";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, purchaseDrafts, purchaseEmployees, staffMembers } from "../src/db/schema";
import { PURCHASE_STEP_ABSENT_MESSAGE } from "../src/features/purchase/purchase-routes";
import { createStaffAccount } from "../src/features/staff-accounts/staff-accounts";
import {
  type Harness,
  type Json,
  startHarness,
  TEST_NOW,
  type TestResponse,
} from "./support/harness";
import {
  BENEFICIARIES,
  CL_PLAN,
  CO_PLAN,
  HEALTH,
  HOLDER,
  purchaseClient,
  sellCompanyPlanOnline,
} from "./support/purchase";
import { databaseTargets } from "./support/test-database";

const DAY = 24 * 60 * 60 * 1000;

/** The issues of a 400 answer as `path → message`. */
async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    error: string;
    issues: Array<{ path: string; message: string }>;
  };
  expect(body.error).toBe("Datos inválidos");
  return Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]));
}

describe.each(databaseTargets())("the online purchase on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;
  beforeAll(async () => {
    h = await startHarness(target);
    buyer = purchaseClient(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("starting", () => {
    it("starts a purchase of a plan sold online: its token, steps, amount and payment options", async () => {
      const res = await h.send("POST", "/api/compra-online", { productCode: CO_PLAN });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const view = (await res.json()).data;
      expect(view.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(view).toMatchObject({
        productCode: CO_PLAN,
        productName: "Salud Esencial",
        insurerName: "Seguros Andinos",
        collective: false,
        currency: "COP",
        periodicity: "mensual",
        payment: null,
        order: null,
        data: { holder: null, beneficiaries: null, health: null, company: null, employees: null },
      });
      expect(view.steps.map((step: Json) => [step.key, step.slug, step.done])).toEqual([
        ["holder", "Datos-personales", false],
        ["beneficiaries", "Beneficiarios", false],
        ["health", "Estado-de-salud", false],
        ["payment", "Pago", false],
        ["confirmation", "Confirmacion", false],
      ]);
      expect(view.paymentOptions).toEqual([
        {
          flowType: "tdc-subscriptions",
          label: "Tarjeta de crédito",
          kind: "tdc",
          provider: "kushki",
          subscription: true,
          hosted: true,
        },
      ]);
      expect(new Date(view.expiresAt).getTime()).toBe(TEST_NOW.getTime() + 30 * DAY);
    });

    it("charges the price engine's price for the profile, after offers", async () => {
      const profile = {
        ingresodatos: true,
        cotizante: [{ sexo: "Femenino", edad: 35 }],
        cargas: [{ sexo: "Masculino", edad: 8, parentesco: "Hijo" }],
      };
      const priced = await h.send("POST", "/api/insurance/1002/calculatePrice", { profile });
      expect(priced.status).toBe(200);
      const price = (await priced.json()).data;
      const expected = price.discount?.final ?? price.total.minPrice;
      expect(expected).toBeGreaterThan(0);
      const view = await buyer.start("AND-PLUS", { profile });
      expect(view.amount).toBe(Math.round(expected));
    });

    it("charges a Chilean plan priced in UF in pesos, at the stored UF value", async () => {
      const priced = await h.send(
        "POST",
        "/api/insurance/2001/calculatePrice",
        { profile: { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 40 }] } },
        { "X-Country": "CL" },
      );
      const price = (await priced.json()).data;
      expect(price.conversion.to.code).toBe("CLP");
      const view = await buyer.start(
        CL_PLAN,
        { profile: { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 40 }] } },
        "CL",
      );
      expect(view.currency).toBe("CLP");
      expect(view.amount).toBe(price.conversion.to.value);
      expect(Number.isInteger(view.amount)).toBe(true);
    });

    it("refuses a product the country does not list (404) and one not sold online (409)", async () => {
      const missing = await h.send("POST", "/api/compra-online", { productCode: "NO-EXISTE" });
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toBe(PRODUCT_NOT_FOUND_MESSAGE);
      const elsewhere = await h.send("POST", "/api/compra-online", { productCode: CL_PLAN });
      expect(elsewhere.status).toBe(404);
      const offline = await h.send("POST", "/api/compra-online", { productCode: "PDN-ORO" });
      expect(offline.status).toBe(409);
      expect((await offline.json()).error).toBe(PURCHASE_NOT_ONLINE_MESSAGE);
    });

    it("refuses a malformed profile with its field in Spanish", async () => {
      const res = await h.send("POST", "/api/compra-online", {
        productCode: CO_PLAN,
        profile: { cotizante: "nadie" },
      });
      const issues = await issuesOf(res);
      expect(Object.keys(issues)[0]).toMatch(/^profile\.cotizante/);
    });
  });

  describe("each step", () => {
    it("saves the holder and creates the purchase's lead at 500/300", async () => {
      const { token } = await buyer.start();
      const res = await buyer.save(token, "holder", {
        ...HOLDER,
        email: "titular.uno@example.com",
      });
      expect(res.status).toBe(200);
      const view = (await res.json()).data;
      expect(view.data.holder).toMatchObject({ nombre: "María", documento: "1020304050" });
      expect(view.steps.find((step: Json) => step.key === "holder").done).toBe(true);
      const [lead] = await h.db.orm
        .select()
        .from(leads)
        .where(eq(leads.email, "titular.uno@example.com"));
      expect(lead).toMatchObject({
        kind: "purchase",
        statusId: 500,
        subStatusId: 300,
        name: "María Pérez Soto",
        phone: HOLDER.telefono,
        productCode: CO_PLAN,
      });
    });

    it("puts the lead of a purchase started from a referral in its executive's queue", async () => {
      await createStaffAccount(
        h.db,
        { email: "pedro.ejecutivo@queseguro.com", role: "EJECUTIVO", password: "Valparaiso-2026" },
        h.clock.now(),
      );
      const { token } = await buyer.start(CO_PLAN, {
        profile: { ingresodatos: false, referido: { email: "Ana.Asesora@queseguro.com" } },
      });
      const email = "titular.referido@example.com";
      expect((await buyer.save(token, "holder", { ...HOLDER, email })).status).toBe(200);
      const [row] = await h.db.orm
        .select({ lead: leads, assignee: staffMembers.email })
        .from(leads)
        .leftJoin(staffMembers, eq(staffMembers.id, leads.assignedTo))
        .where(eq(leads.email, email));
      expect(row?.assignee).toBe("pedro.ejecutivo@queseguro.com");
      expect(row?.lead.payload).toMatchObject({
        profile: { referido: { email: "ana.asesora@queseguro.com" } },
      });
    });

    it("refuses a holder field by field, in Spanish, and stores nothing", async () => {
      const { token } = await buyer.start();
      const issues = await issuesOf(
        await buyer.save(token, "holder", {
          ...HOLDER,
          documento: "12",
          email: "no-es-correo",
          fechaNacimiento: "2031-02-30",
          sexo: "Otro",
          nombre: "",
        }),
      );
      expect(issues.email).toBe(EMAIL_MESSAGE);
      expect(issues.fechaNacimiento).toBe(BIRTH_DATE_MESSAGE);
      expect(issues.sexo).toBe("Elige el sexo");
      expect(issues.documento).toMatch(/\p{L}/u);
      expect(issues.nombre).toBeDefined();
      const young = await issuesOf(
        await buyer.save(token, "holder", { ...HOLDER, fechaNacimiento: "2015-01-01" }),
      );
      expect(young).toEqual({ fechaNacimiento: HOLDER_AGE_MESSAGE });
      expect((await (await buyer.view(token)).json()).data.data.holder).toBeNull();
    });

    it("checks beneficiaries among themselves and against the saved holder", async () => {
      const { token } = await buyer.start();
      await buyer.save(token, "holder", HOLDER);
      const youngerParent = await issuesOf(
        await buyer.save(token, "beneficiaries", {
          beneficiarios: [
            BENEFICIARIES.beneficiarios[0],
            {
              ...BENEFICIARIES.beneficiarios[0],
              fechaNacimiento: "1995-01-01",
              parentesco: "Padre",
            },
          ],
        }),
      );
      expect(youngerParent).toEqual({ "beneficiarios.1.fechaNacimiento": PARENT_YOUNGER_MESSAGE });
      const oldChild = await issuesOf(
        await buyer.save(token, "beneficiaries", {
          beneficiarios: [{ ...BENEFICIARIES.beneficiarios[0], fechaNacimiento: "1985-01-01" }],
        }),
      );
      expect(oldChild).toEqual({ "beneficiarios.0.fechaNacimiento": CHILD_AGE_MESSAGE });
      const spouse = {
        ...BENEFICIARIES.beneficiarios[0],
        fechaNacimiento: "1989-01-01",
        parentesco: "Cónyuge",
        sexo: "Masculino",
      };
      const twoSpouses = await issuesOf(
        await buyer.save(token, "beneficiaries", { beneficiarios: [spouse, spouse] }),
      );
      expect(twoSpouses).toEqual({ beneficiarios: ONE_SPOUSE_MESSAGE });
      const saved = await buyer.save(token, "beneficiaries", BENEFICIARIES);
      expect(saved.status).toBe(200);
    });

    it("asks the detail of every yes and the truth of the health declaration", async () => {
      const { token } = await buyer.start();
      await buyer.save(token, "holder", HOLDER);
      await buyer.save(token, "beneficiaries", BENEFICIARIES);
      const answers = HEALTH.respuestas.map((answer, index) =>
        index === 1 ? { ...answer, respuesta: true } : answer,
      );
      const issues = await issuesOf(
        await buyer.save(token, "health", { respuestas: answers, declaraVeracidad: false }),
      );
      expect(issues).toEqual({
        "respuestas.1.detalle": HEALTH_DETAIL_MESSAGE,
        declaraVeracidad: HEALTH_TRUTH_MESSAGE,
      });
      const res = await buyer.save(token, "health", HEALTH);
      expect(res.status).toBe(200);
    });

    it("moves the lead to the payment step (500/303) once every earlier step is saved", async () => {
      const email = "pago.listo@example.com";
      const { view } = await buyer.readyToPay(email);
      expect(view.steps.map((step: Json) => step.done)).toEqual([true, true, true, false, false]);
      const [lead] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      expect([lead?.statusId, lead?.subStatusId]).toEqual([500, 303]);
    });
  });

  describe("closed steps", () => {
    it("refuses a step whose earlier steps are missing, and the payment before them", async () => {
      const { token } = await buyer.start();
      for (const [step, data] of [
        ["beneficiaries", BENEFICIARIES],
        ["health", HEALTH],
      ] as const) {
        const res = await buyer.save(token, step, data);
        expect(res.status, step).toBe(409);
        expect((await res.json()).error).toBe(PURCHASE_STEP_CLOSED_MESSAGE);
      }
      await buyer.save(token, "holder", HOLDER);
      const health = await buyer.save(token, "health", HEALTH);
      expect(health.status).toBe(409);
      const pay = await buyer.pay(token);
      expect(pay.status).toBe(409);
      expect((await pay.json()).error).toBe(PURCHASE_STEP_CLOSED_MESSAGE);
    });

    it("refuses a step that is not part of the plan's purchase", async () => {
      const { token } = await buyer.start();
      const res = await buyer.save(token, "company", {});
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(PURCHASE_STEP_ABSENT_MESSAGE);
    });

    it("refuses a payment option the plan does not offer, and unaccepted conditions", async () => {
      const { token } = await buyer.readyToPay("opciones@example.com");
      const other = await h.send("POST", `/api/compra-online/${token}/pago`, {
        flowType: "t-one-time",
        aceptaCondiciones: true,
      });
      expect(await issuesOf(other)).toEqual({ flowType: PAYMENT_METHOD_MESSAGE });
      const terms = await h.send("POST", `/api/compra-online/${token}/pago`, {
        flowType: "tdc-subscriptions",
        aceptaCondiciones: false,
      });
      expect(await issuesOf(terms)).toEqual({ aceptaCondiciones: TERMS_MESSAGE });
    });
  });

  describe("coming back", () => {
    it("finds every saved step after a reload, the next day, and until the draft expires", async () => {
      const { token, view } = await buyer.readyToPay("vuelve@example.com");
      h.clock.advance(DAY);
      const nextDay = await buyer.view(token);
      expect(nextDay.status).toBe(200);
      const again = (await nextDay.json()).data;
      expect(again.data).toEqual(view.data);
      expect(again.data.beneficiaries).toEqual(BENEFICIARIES);
      expect(again.data.health).toEqual(HEALTH);
      expect(again.data.holder).toEqual({ ...HOLDER, email: "vuelve@example.com" });

      // A save moves the expiry forward; thirty idle days later the link no longer opens it.
      await buyer.save(token, "health", HEALTH);
      h.clock.advance(29 * DAY);
      expect((await buyer.view(token)).status).toBe(200);
      h.clock.advance(DAY + 1000);
      const expired = await buyer.view(token);
      expect(expired.status).toBe(404);
      expect((await expired.json()).error).toBe(PURCHASE_NOT_FOUND_MESSAGE);
      h.clock.set(TEST_NOW);
    });

    it("answers 404 for a token nobody holds and 400 for a malformed one", async () => {
      const unknown = await buyer.view(randomBytes(32).toString("base64url"));
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toBe(PURCHASE_NOT_FOUND_MESSAGE);
      expect((await buyer.view("corto")).status).toBe(400);
    });

    it("keeps every step's data after a declined payment, shows the mapped message, and pays again", async () => {
      const email = "rechazo@example.com";
      const { token, view } = await buyer.readyToPay(email);
      expect((await buyer.pay(token)).status).toBe(200);
      const payment = await buyer.paymentOf(email);
      const declined = await buyer.notify("kushki", {
        id: `evt_${randomBytes(12).toString("hex")}`,
        type: "payment.declined",
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        code: "insufficient_amount",
      });
      expect(declined.status).toBe(200);
      const after = (await (await buyer.view(token)).json()).data;
      expect(after.payment).toMatchObject({
        state: "DECLINED",
        flowType: "tdc-subscriptions",
        errorCode: "insufficient_amount",
        errorMessage: paymentErrorMessage("insufficient_amount"),
      });
      expect(after.payment.errorMessage).toBe(
        "Tu tarjeta no tiene saldo suficiente para este pago.",
      );
      expect(after.data).toEqual(view.data);
      expect(after.order).toBeNull();
      const [lead] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      expect([lead?.statusId, lead?.subStatusId]).toEqual([500, 303]);
      const retry = await buyer.pay(token);
      expect(retry.status).toBe(200);
      expect((await retry.json()).data.redirectUrl).toContain("/pasarela-sandbox/");
    });

    it("takes no change once the purchase is paid", async () => {
      const email = "pagado@example.com";
      const { token } = await buyer.readyToPay(email);
      await buyer.pay(token);
      const payment = await buyer.paymentOf(email);
      const approved = await buyer.notify("kushki", {
        id: `evt_${randomBytes(12).toString("hex")}`,
        type: "payment.approved",
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      });
      expect(approved.status).toBe(200);
      const view = (await (await buyer.view(token)).json()).data;
      expect(view.order).toMatchObject({ saleState: "OK", currency: "COP" });
      expect(view.steps.every((step: Json) => step.done)).toBe(true);
      for (const res of [await buyer.save(token, "holder", HOLDER), await buyer.pay(token)]) {
        expect(res.status).toBe(409);
        expect((await res.json()).error).toBe(PURCHASE_ALREADY_PAID_MESSAGE);
      }
    });
  });

  describe("a company purchase", () => {
    const COMPANY = {
      razonSocial: "Transportes Andinos SAS",
      documentoEmpresa: "900123456",
      cantidadEmpleados: 12,
      contactoNombre: "Laura Gómez",
      contactoEmail: "rrhh@transportes.example.com",
      contactoTelefono: "+573104445566",
    };
    beforeAll(() => sellCompanyPlanOnline(h));
    const upload = async (token: string, body: string, type: string, query = "layout=activation") =>
      (await h.app.request(`/api/compra-online/${token}/colaboradores?${query}`, {
        method: "POST",
        headers: { "Content-Type": type, "X-Country": "CO", "x-qpversion": "1.0.0" },
        body,
      })) as TestResponse;

    it("asks for the company, then its employee list, then the payment", async () => {
      const view = await buyer.start("AND-EMPRESA");
      expect(view.collective).toBe(true);
      expect(view.steps.map((step: Json) => step.key)).toEqual([
        "company",
        "employees",
        "payment",
        "confirmation",
      ]);
      const early = await upload(view.token, "a;b", "text/csv");
      expect(early.status).toBe(409);
      expect((await early.json()).error).toBe(PURCHASE_STEP_CLOSED_MESSAGE);
      const saved = await buyer.save(view.token, "company", COMPANY);
      expect(saved.status).toBe(200);
      const [lead] = await h.db.orm
        .select()
        .from(leads)
        .where(eq(leads.email, COMPANY.contactoEmail));
      expect(lead).toMatchObject({
        kind: "purchase",
        statusId: 500,
        subStatusId: 304,
        name: "Laura Gómez",
        payload: expect.objectContaining({ collective: true }),
      });
      const pay = await buyer.pay(view.token, "transfer-one-time");
      expect(pay.status).toBe(409);
      expect((await pay.json()).error).toBe(EMPLOYEES_MISSING_MESSAGE);
      const holder = await buyer.save(view.token, "holder", HOLDER);
      expect(holder.status).toBe(409);
      expect((await holder.json()).error).toBe(PURCHASE_STEP_ABSENT_MESSAGE);
    });

    const HEADER =
      "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Tipo de asegurado;Fecha de vigencia";
    const rut = (body: number) => `${body}-${computeRutCheckDigit(String(body))}`;
    const row = (n: number, changes: { rut?: string; birth?: string } = {}) =>
      [
        n,
        `Persona ${n}`,
        "Soto",
        changes.rut ?? rut(15_000_000 + n),
        changes.birth ?? "15-03-1985",
        n % 2 ? "Femenino" : "Masculino",
        "Titular",
        "01/09/2025",
      ].join(";");

    it("stores a valid employee list, and nothing of a list with a bad cell (422, each one listed)", async () => {
      const { token } = await buyer.start("AND-EMPRESA");
      await buyer.save(token, "company", {
        ...COMPANY,
        contactoEmail: "nomina@transportes.example.com",
      });
      const good = [HEADER, row(1), row(2), row(3)].join("\n");
      const stored = await upload(
        token,
        good,
        "text/csv; charset=utf-8",
        "layout=activation&fileName=nomina-septiembre.csv",
      );
      expect(stored.status, await stored.clone().text()).toBe(200);
      const view = (await stored.json()).data;
      expect(view.data.employees).toEqual({
        fileName: "nomina-septiembre.csv",
        layout: "activation",
        rowCount: 3,
        uploadedAt: TEST_NOW.toISOString(),
      });
      expect(view.steps.find((step: Json) => step.key === "employees").done).toBe(true);
      // A company pays the plan's price for each employee of its list.
      const found = await buyer.draftOf("AND-EMPRESA", "nomina@transportes.example.com");
      const perEmployee = (found?.draft.plan as { amount: number } | undefined)?.amount ?? 0;
      expect(view.amount).toBeCloseTo(perEmployee * 3, 2);
      expect(perEmployee).toBeGreaterThan(0);
      expect([found?.lead.statusId, found?.lead.subStatusId]).toEqual([500, 303]);
      const rows = await h.db.orm
        .select()
        .from(purchaseEmployees)
        .where(eq(purchaseEmployees.draftId, found?.draft.id ?? ""));
      expect(rows).toHaveLength(3);

      const bad = [
        HEADER,
        row(1),
        row(2, { rut: "12345678-0" }),
        row(3, { birth: "31-02-1985" }),
        row(4),
      ].join("\n");
      const refused = await upload(token, bad, "text/csv");
      expect(refused.status).toBe(422);
      const body = await refused.json();
      expect(body.error).toBe(
        "La nómina tiene datos inválidos: corrige cada fila indicada y vuelve a subirla",
      );
      expect(body.totalErrors).toBe(2);
      expect(body.errors.map((error: Json) => [error.row, error.column])).toEqual([
        [2, "RUT"],
        [3, "Fecha de nacimiento"],
      ]);
      for (const error of body.errors) expect(error.message).toMatch(/\p{L}/u);
      // The earlier list stays, whole.
      const after = (await (await buyer.view(token)).json()).data;
      expect(after.data.employees.rowCount).toBe(3);
      expect(
        await h.db.orm
          .select()
          .from(purchaseEmployees)
          .where(eq(purchaseEmployees.draftId, found?.draft.id ?? "")),
      ).toHaveLength(3);
      const pay = await buyer.pay(token, "transfer-one-time");
      expect(pay.status).toBe(200);
      expect((await pay.json()).data.redirectUrl).toContain("/pasarela-sandbox/");
    });

    it("refuses another file type (415), an unknown layout (400), an empty file and one over 5 MB (413)", async () => {
      const { token } = await buyer.start("AND-EMPRESA");
      await buyer.save(token, "company", COMPANY);
      const type = await upload(token, "x", "application/pdf");
      expect(type.status).toBe(415);
      expect((await type.json()).error).toBe("Sube la nómina como archivo CSV o XLSX");
      const layout = await upload(token, "x", "text/csv", "layout=otro");
      expect(await issuesOf(layout)).toEqual({
        layout: "Elige el formato de la nómina: altas (activation) o bajas (cancellation)",
      });
      const empty = await upload(token, "", "text/csv");
      expect(empty.status).toBe(400);
      expect((await empty.json()).error).toBe("El archivo está vacío");
      const big = await upload(token, "a".repeat(5 * 1024 * 1024 + 1), "text/csv");
      expect(big.status).toBe(413);
      expect((await big.json()).error).toBe("El archivo es demasiado grande (máximo 5 MB)");
      // Every other route keeps the 64 KB limit.
      const other = await h.send("POST", "/api/contactos", { mensaje: "a".repeat(70 * 1024) });
      expect(other.status).toBe(413);
    });
  });

  it("stores nothing of a refused step (the draft's steps stay as they were)", async () => {
    const { token } = await buyer.start();
    await buyer.save(token, "holder", { ...HOLDER, email: "sin.cambios@example.com" });
    await buyer.save(token, "holder", { ...HOLDER, email: "mal" });
    const found = await buyer.draftOf(CO_PLAN, "sin.cambios@example.com");
    const [draft] = await h.db.orm
      .select()
      .from(purchaseDrafts)
      .where(eq(purchaseDrafts.id, found?.draft.id ?? ""));
    expect((draft?.steps as Json | undefined)?.holder.email).toBe("sin.cambios@example.com");
  });
});
