import { randomBytes } from "node:crypto";
import {
  EMPLOYEE_CANCELLATION_IN_PURCHASE_MESSAGE,
  PRICE_UNAVAILABLE_MESSAGE,
  PURCHASE_PAYMENT_PENDING_MESSAGE,
} from "@qs/domain/api/purchase";
import { computeRutCheckDigit } from "@qs/domain/rut";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, purchaseDraftTokens } from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { type Harness, startHarness, type TestResponse } from "./support/harness";
import {
  BENEFICIARIES,
  CO_PLAN,
  HEALTH,
  HOLDER,
  purchaseClient,
  sellCompanyPlanOnline,
} from "./support/purchase";
import { databaseTargets } from "./support/test-database";

/**
 * What a buyer pays is decided by the server from what it holds: the people the steps saved,
 * priced by the engine; the data stays as it is while a payment is under way; the order is
 * exactly what was paid. The profile a browser sends when a purchase starts is only where the
 * price starts from.
 */

const eventId = () => `evt_${randomBytes(12).toString("hex")}`;

/** Ages on the tests' date (2025-07-01) of the birth dates used here. */
const born = (age: number, monthDay = "03-01") => `${2025 - age}-${monthDay}`;

type Person = { age: number; sex: "Masculino" | "Femenino" };

describe.each(databaseTargets())("purchase amounts on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;

  beforeAll(async () => {
    h = await startHarness(target);
    buyer = purchaseClient(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  /**
   * The engine's price of a household, asked the way a visitor's browser asks it: a purchase
   * started for a profile naming those people (ages counted by the test, not by the server).
   */
  async function engineAmount(holder: Person, others: Person[] = [], spouse?: Person) {
    const profile = {
      ingresodatos: true,
      enPareja: Boolean(spouse),
      cotizante: [
        { tipo: "cotizante", sexo: holder.sex, edad: holder.age },
        ...(spouse ? [{ tipo: "pareja", sexo: spouse.sex, edad: spouse.age }] : []),
      ],
      cargas: others.map((person) => ({ tipo: "carga", sexo: person.sex, edad: person.age })),
    };
    return (await buyer.start(CO_PLAN, { profile })).amount as number;
  }

  /** The draft a token opens, as the server finds it (by the token's hash). */
  const draftIdOf = async (token: string) => {
    const [row] = await h.db.orm
      .select({ id: purchaseDraftTokens.draftId })
      .from(purchaseDraftTokens)
      .where(eq(purchaseDraftTokens.tokenHash, hashToken(token)));
    return { draftId: row?.id ?? "" };
  };
  const latestPayment = async (draftId: string) =>
    (
      await h.db.orm
        .select()
        .from(payments)
        .where(eq(payments.draftId, draftId))
        .orderBy(desc(payments.seq))
        .limit(1)
    )[0];
  const notify = (payment: { id: string; amount: number; currency: string }, approved: boolean) =>
    buyer.notify("kushki", {
      id: eventId(),
      type: approved ? "payment.approved" : "payment.declined",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      ...(approved ? {} : { code: "K006" }),
    });
  const viewOf = async (token: string) => (await (await buyer.view(token)).json()).data;

  it("charges the holder the buyer saved, not the age the browser priced when it started", async () => {
    const young = await engineAmount({ age: 20, sex: "Masculino" });
    const started = await buyer.start(CO_PLAN, {
      profile: {
        ingresodatos: true,
        cotizante: [{ tipo: "cotizante", sexo: "Masculino", edad: 20 }],
      },
    });
    expect(started.amount).toBe(young);
    const saved = await buyer.save(started.token, "holder", {
      ...HOLDER,
      email: "mayor@example.com",
      fechaNacimiento: born(64),
      sexo: "Femenino",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const expected = await engineAmount({ age: 64, sex: "Femenino" });
    expect(expected).toBeGreaterThan(young);
    expect((await saved.json()).data.amount).toBe(expected);
  });

  it("refuses a holder the plan has no price for, keeping what was saved before", async () => {
    const { token } = await buyer.start(CO_PLAN);
    const first = await buyer.save(token, "holder", { ...HOLDER, email: "sin.precio@example.com" });
    expect(first.status).toBe(200);
    const amount = (await first.json()).data.amount;
    // The plan prices people up to 64: a holder of 70 has no price.
    const old = await buyer.save(token, "holder", {
      ...HOLDER,
      email: "sin.precio@example.com",
      fechaNacimiento: born(70),
    });
    expect(old.status).toBe(409);
    expect((await old.json()).error).toBe(PRICE_UNAVAILABLE_MESSAGE);
    const view = await viewOf(token);
    expect(view.amount).toBe(amount);
    expect(view.data.holder.fechaNacimiento).toBe(HOLDER.fechaNacimiento);
  });

  it("charges every beneficiary saved: the spouse as the partner, the others as dependants", async () => {
    const { token } = await buyer.start(CO_PLAN);
    await buyer.save(token, "holder", {
      ...HOLDER,
      email: "familia@example.com",
      fechaNacimiento: born(40),
    });
    const res = await buyer.save(token, "beneficiaries", {
      beneficiarios: [
        { ...BENEFICIARIES.beneficiarios[0], fechaNacimiento: born(10), sexo: "Masculino" },
        {
          ...BENEFICIARIES.beneficiarios[0],
          documento: "99887766",
          parentesco: "Cónyuge",
          fechaNacimiento: born(42),
          sexo: "Masculino",
        },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).data.amount).toBe(
      await engineAmount({ age: 40, sex: "Femenino" }, [{ age: 10, sex: "Masculino" }], {
        age: 42,
        sex: "Masculino",
      }),
    );
  });

  it("keeps the data as it is while a payment is under way; the order is exactly what was paid", async () => {
    const email = "pago.en.curso@example.com";
    const { token } = await buyer.readyToPay(email);
    const pay = await buyer.pay(token);
    expect(pay.status).toBe(200);
    const { draftId } = await draftIdOf(token);
    const payment = await latestPayment(draftId);
    expect(payment?.state).toBe("PENDING");
    // An older holder and more beneficiaries would cost more than the payment asks for.
    for (const [step, data] of [
      ["holder", { ...HOLDER, email, fechaNacimiento: born(64) }],
      ["beneficiaries", { beneficiarios: [] }],
      ["health", HEALTH],
    ] as const) {
      const res = await buyer.save(token, step, data);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(PURCHASE_PAYMENT_PENDING_MESSAGE);
    }
    const approved = await notify(payment as NonNullable<typeof payment>, true);
    expect(approved.status).toBe(200);
    const [order] = await h.db.orm.select().from(orders).where(eq(orders.draftId, draftId));
    expect(order?.amount).toBe(payment?.amount);
    expect(order?.amount).toBe(
      await engineAmount({ age: 35, sex: "Femenino" }, [{ age: 10, sex: "Masculino" }]),
    );
  });

  it("opens the data again once the payment is declined", async () => {
    const email = "rechazado@example.com";
    const { token } = await buyer.readyToPay(email);
    await buyer.pay(token);
    const { draftId } = await draftIdOf(token);
    const payment = await latestPayment(draftId);
    expect((await notify(payment as NonNullable<typeof payment>, false)).status).toBe(200);
    const res = await buyer.save(token, "holder", { ...HOLDER, email, fechaNacimiento: born(50) });
    expect(res.status).toBe(200);
  });

  describe("a company purchase", () => {
    const COMPANY = {
      razonSocial: "Logística del Valle SAS",
      documentoEmpresa: "900765432",
      cantidadEmpleados: 3,
      contactoNombre: "Andrés Mejía",
      contactoEmail: "nomina@logistica.example.com",
      contactoTelefono: "+573105556677",
    };
    beforeAll(() => sellCompanyPlanOnline(h));
    const HEADER =
      "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Tipo de asegurado;Fecha de vigencia";
    const rut = (body: number) => `${body}-${computeRutCheckDigit(String(body))}`;
    const list = (rows: number) =>
      [
        HEADER,
        ...Array.from({ length: rows }, (_, index) =>
          [
            index + 1,
            `Persona ${index + 1}`,
            "Soto",
            rut(16_000_000 + index),
            "15-03-1985",
            "Femenino",
            "Titular",
            "01/09/2025",
          ].join(";"),
        ),
      ].join("\n");
    const upload = async (token: string, rows: number, layout = "activation") =>
      (await h.app.request(`/api/compra-online/${token}/colaboradores?layout=${layout}`, {
        method: "POST",
        headers: { "Content-Type": "text/csv", "X-Country": "CO", "x-qpversion": "1.0.0" },
        body: list(rows),
      })) as TestResponse;

    it("bills a cancellation list as nobody: a new purchase refuses it", async () => {
      const { token } = await buyer.start("AND-EMPRESA");
      await buyer.save(token, "company", {
        ...COMPANY,
        contactoEmail: "bajas@logistica.example.com",
      });
      const res = await upload(token, 5, "cancellation");
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(EMPLOYEE_CANCELLATION_IN_PURCHASE_MESSAGE);
      expect((await viewOf(token)).data.employees).toBeNull();
    });

    it("pays for one employee and gets an order for one: the list cannot grow while paying", async () => {
      const { token } = await buyer.start("AND-EMPRESA");
      await buyer.save(token, "company", COMPANY);
      expect((await upload(token, 1)).status).toBe(200);
      const perEmployee = (await viewOf(token)).amount as number;
      expect((await buyer.pay(token, "transfer-one-time")).status).toBe(200);
      const { draftId } = await draftIdOf(token);
      const payment = await latestPayment(draftId);
      expect(payment?.amount).toBe(perEmployee);
      const larger = await upload(token, 1000);
      expect(larger.status).toBe(409);
      expect((await larger.json()).error).toBe(PURCHASE_PAYMENT_PENDING_MESSAGE);
      expect((await notify(payment as NonNullable<typeof payment>, true)).status).toBe(200);
      const [order] = await h.db.orm.select().from(orders).where(eq(orders.draftId, draftId));
      expect(order?.amount).toBe(perEmployee);
      expect((await viewOf(token)).data.employees.rowCount).toBe(1);
    });
  });

  it("in any order of saves, payments and answers, order amount = paid amount = the engine's price of the people saved", async () => {
    const personArb = fc.record({
      age: fc.integer({ min: 18, max: 64 }),
      sex: fc.constantFrom("Masculino" as const, "Femenino" as const),
    });
    const childArb = fc.record({
      age: fc.integer({ min: 0, max: 17 }),
      sex: fc.constantFrom("Masculino" as const, "Femenino" as const),
    });
    const actionArb = fc.oneof(
      fc.record({ kind: fc.constant("holder" as const), person: personArb }),
      fc.record({
        kind: fc.constant("beneficiaries" as const),
        spouse: fc.option(personArb, { nil: undefined }),
        children: fc.array(childArb, { maxLength: 2 }),
      }),
      fc.record({ kind: fc.constant("health" as const) }),
      fc.record({ kind: fc.constant("pay" as const) }),
      fc.record({ kind: fc.constant("answer" as const), approved: fc.boolean() }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 8 }), async (actions) => {
        run += 1;
        const email = `propiedad.${run}@example.com`;
        const { token } = await buyer.start(CO_PLAN);
        const { draftId } = await draftIdOf(token);
        // What the server holds, as the test saw it accepted.
        let holder: Person | null = null;
        let spouse: Person | undefined;
        let children: Person[] = [];
        /** The engine's price of the people held when each payment started, by payment id. */
        const priced = new Map<string, number>();
        let beneficiariesSaved = false;
        const plan: typeof actions = [
          { kind: "holder", person: { age: 35, sex: "Femenino" } },
          ...actions,
          // Then the buyer completes what is missing and pays, and the provider approves.
          { kind: "beneficiaries", spouse: undefined, children: [] },
          { kind: "health" },
          { kind: "pay" },
          { kind: "answer", approved: true },
        ];
        for (const [index, action] of plan.entries()) {
          if (action.kind === "holder") {
            const res = await buyer.save(token, "holder", {
              ...HOLDER,
              email,
              fechaNacimiento: born(action.person.age, "01-01"),
              sexo: action.person.sex,
            });
            if (res.status === 200) holder = action.person;
          } else if (action.kind === "beneficiaries") {
            // The closing beneficiaries step only fills a step never saved.
            if (index === plan.length - 4 && beneficiariesSaved) continue;
            const kids = action.children;
            const res = await buyer.save(token, "beneficiaries", {
              beneficiarios: [
                ...kids.map((child, index) => ({
                  ...BENEFICIARIES.beneficiarios[0],
                  documento: `5566778${index}`,
                  parentesco: child.sex === "Femenino" ? "Hija" : "Hijo",
                  fechaNacimiento: born(child.age, "01-02"),
                  sexo: child.sex,
                })),
                ...(action.spouse
                  ? [
                      {
                        ...BENEFICIARIES.beneficiarios[0],
                        documento: "44332211",
                        parentesco: "Cónyuge",
                        fechaNacimiento: born(action.spouse.age, "01-03"),
                        sexo: action.spouse.sex,
                      },
                    ]
                  : []),
              ],
            });
            if (res.status === 200) {
              spouse = action.spouse;
              children = kids;
              beneficiariesSaved = true;
            }
          } else if (action.kind === "health") {
            await buyer.save(token, "health", HEALTH);
          } else if (action.kind === "pay") {
            const res = await buyer.pay(token);
            if (res.status === 200 && holder) {
              const payment = await latestPayment(draftId);
              priced.set(payment?.id ?? "", await engineAmount(holder, children, spouse));
            }
          } else {
            const payment = await latestPayment(draftId);
            if (payment?.state === "PENDING") await notify(payment, action.approved);
          }
        }
        for (const payment of await h.db.orm
          .select()
          .from(payments)
          .where(eq(payments.draftId, draftId))) {
          expect(payment.amount).toBe(priced.get(payment.id));
        }
        const [order] = await h.db.orm.select().from(orders).where(eq(orders.draftId, draftId));
        expect(order).toBeDefined();
        const [paid] = await h.db.orm
          .select()
          .from(payments)
          .where(eq(payments.id, order?.paymentId ?? ""));
        expect(paid?.state).toBe("OK");
        expect(order?.amount).toBe(paid?.amount);
        expect(order?.amount).toBe(priced.get(paid?.id ?? ""));
      }),
      { numRuns: 12 },
    );
  });
});
