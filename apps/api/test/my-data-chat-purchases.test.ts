import { randomBytes } from "node:crypto";
import { marketByCode } from "@qs/domain/market-countries";
import { computeRutCheckDigit } from "@qs/domain/rut";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatConversations,
  chatMessages,
  consentRecords,
  leads,
  mailOutbox,
  orders,
  payments,
  purchaseDrafts,
  purchaseDraftTokens,
  purchaseEmployees,
} from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { type Harness, type Json, startHarness, type TestResponse } from "./support/harness";
import {
  BENEFICIARIES,
  CO_PLAN,
  COMPANY_PLAN,
  HEALTH,
  HOLDER,
  purchaseClient,
  sellCompanyPlanOnline,
} from "./support/purchase";
import {
  bearer,
  ACCESS_DENIED as DENIED,
  CONSENT_VERSION_REFUSED as VERSION_REFUSED,
} from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * Chat conversations and online purchases under the privacy rights: opening a conversation
 * and starting a purchase record the notice shown (the consent registry's `chat` and `compra`
 * texts), and their tokens open 'Mis datos', where the holder sees, exports and deletes
 * exactly that conversation or purchase: never another visitor's, even with the same
 * e-mail address. A purchase's order is kept for legal and accounting reasons, and the
 * answer says so.
 */

const SHARED_EMAIL = "misma.persona@example.com";

const preForm = (overrides: Record<string, unknown> = {}) => ({
  name: "María José Pérez",
  email: SHARED_EMAIL,
  phone: "+573001234567",
  topic: 0,
  language: "ES",
  path: "/Comparar/Seguros-de-Salud?insuranceTypeIds=1",
  ...overrides,
});

describe.each(databaseTargets())("chat and purchases in 'Mis datos' on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;
  beforeAll(async () => {
    h = await startHarness(target);
    buyer = purchaseClient(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const open = async (overrides: Record<string, unknown> = {}) => {
    const res = await h.send("POST", "/api/chat/conversations", preForm(overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).data as { id: string; token: string };
  };
  const say = async (id: string, token: string, body: string) => {
    const res = await h.send(
      "POST",
      `/api/chat/conversations/${id}/messages`,
      { body },
      bearer(token),
    );
    expect(res.status).toBe(201);
  };
  const myData = async (token: string) => {
    const res = await h.get("/api/privacidad/mis-datos", bearer(token));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data as Json;
  };
  const erase = (token: string) =>
    h.send("DELETE", "/api/privacidad/mis-datos", undefined, bearer(token));
  const currentVersion = async (purpose: string) =>
    (await (await h.get(`/api/consents/current?purpose=${purpose}`)).json()).data.version as string;
  const recordOf = async (id: string | null) => {
    const [record] = await h.db.orm
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.id, id ?? "00000000-0000-0000-0000-000000000000"));
    return record;
  };
  const draftOfToken = async (token: string) => {
    const [row] = await h.db.orm
      .select({ draft: purchaseDrafts })
      .from(purchaseDraftTokens)
      .innerJoin(purchaseDrafts, eq(purchaseDrafts.id, purchaseDraftTokens.draftId))
      .where(eq(purchaseDraftTokens.tokenHash, hashToken(token)));
    if (!row) throw new Error("no draft for the token");
    return row.draft;
  };

  describe("the notice's record", () => {
    it("is written when a conversation opens: the chat text in effect, its language, the time and the page", async () => {
      const version = await currentVersion("chat");
      expect(version).toMatch(/^chat-\d{4}-\d{2}$/);
      const { id, token } = await open({ language: "EN", consentVersion: version });
      const [conversation] = await h.db.orm
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
      const record = await recordOf(conversation?.consentRecordId ?? null);
      expect(record).toMatchObject({
        purpose: "chat",
        version,
        countryId: marketByCode("CO").id,
        language: "en",
        grantedAt: h.clock.now(),
        withdrawnAt: null,
        origin: "/Comparar/Seguros-de-Salud",
        // The conversation's token reaches it, as a lead's reaches its consent.
        accessTokenHash: hashToken(token),
      });

      // A pre-form that showed another version opens nothing.
      const before = await h.db.orm.select({ id: chatConversations.id }).from(chatConversations);
      const refused = await h.send(
        "POST",
        "/api/chat/conversations",
        preForm({ consentVersion: "chat-2020-01" }),
      );
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(VERSION_REFUSED);
      expect(
        await h.db.orm.select({ id: chatConversations.id }).from(chatConversations),
      ).toHaveLength(before.length);
    });

    it("is written when a purchase starts: the purchase text in effect, its language, the time and the purchase's address", async () => {
      const version = await currentVersion("compra");
      expect(version).toMatch(/^compra-\d{4}-\d{2}$/);
      const view = await buyer.start(CO_PLAN, { consentVersion: version, consentLanguage: "pt" });
      const draft = await draftOfToken(view.token);
      expect(await recordOf(draft.consentRecordId)).toMatchObject({
        purpose: "compra",
        version,
        language: "pt",
        grantedAt: h.clock.now(),
        origin: `/Compra-Online/${CO_PLAN}`,
        accessTokenHash: hashToken(view.token),
      });
      // Without a version or a language: the one in effect, in Spanish.
      const plain = await draftOfToken((await buyer.start(CO_PLAN)).token);
      expect(await recordOf(plain.consentRecordId)).toMatchObject({
        purpose: "compra",
        version,
        language: "es",
      });

      const drafts = await h.db.orm.select({ id: purchaseDrafts.id }).from(purchaseDrafts);
      const refused = await h.send("POST", "/api/compra-online", {
        productCode: CO_PLAN,
        consentVersion: "compra-2020-01",
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(VERSION_REFUSED);
      expect(await h.db.orm.select({ id: purchaseDrafts.id }).from(purchaseDrafts)).toHaveLength(
        drafts.length,
      );
    });
  });

  describe("a conversation's token", () => {
    it("shows and exports that conversation with its messages and notice, and nothing of another visitor with the same e-mail", async () => {
      const mine = await open();
      await say(mine.id, mine.token, "Quiero saber si el plan cubre maternidad");
      const other = await open({ name: "Otra Persona", phone: "+573009999999" });
      await say(other.id, other.token, "Mensaje de otra persona");
      const lead = await h.send("POST", "/api/contactos", {
        nombre: "Solicitud Ajena",
        email: SHARED_EMAIL,
        agree: true,
      });
      expect(lead.status).toBe(201);

      const data = await myData(mine.token);
      expect(data).toMatchObject({
        lead: null,
        feedbacks: [],
        messages: [],
        purchase: null,
        conversation: {
          country: "CO",
          language: "ES",
          topic: 0,
          nombre: "María José Pérez",
          email: SHARED_EMAIL,
          telefono: "+573001234567",
          path: "/Comparar/Seguros-de-Salud",
          closedAt: null,
          messages: [
            {
              author: "visitor",
              body: "Quiero saber si el plan cubre maternidad",
              createdAt: h.clock.now().toISOString(),
            },
          ],
        },
      });
      expect(data.consents).toEqual([
        expect.objectContaining({
          purpose: "chat",
          language: "es",
          law: "Ley 1581 de 2012",
          origin: "/Comparar/Seguros-de-Salud",
          text: expect.stringContaining("Aviso de privacidad del chat"),
        }),
      ]);
      expect(data.retention).toContainEqual({
        record: "Conversaciones del chat",
        period: `${h.config.retentionDays.chat} días después de su último mensaje, o hasta que las borres`,
      });
      const text = JSON.stringify(data);
      for (const foreign of ["Otra Persona", "Mensaje de otra persona", "Solicitud Ajena"]) {
        expect(text).not.toContain(foreign);
      }
      expect(text).not.toContain(mine.token);
      expect(text).not.toContain(mine.id);

      const file = await h.get("/api/privacidad/mis-datos/exportar", bearer(mine.token));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="mis-datos.json"');
      expect(await file.json()).toEqual(data);
    });

    it("deletes that conversation, its messages and its notice's record; the other visitor's stays", async () => {
      const mine = await open();
      await say(mine.id, mine.token, "Borren esto, por favor");
      const other = await open({ name: "Otra Persona" });
      await say(other.id, other.token, "Esto se queda");
      const [row] = await h.db.orm
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, mine.id));

      const deleted = await erase(mine.token);
      expect(deleted.status).toBe(200);
      expect((await deleted.json()).data).toEqual({
        deleted: true,
        deletedAt: h.clock.now().toISOString(),
      });

      expect(
        await h.db.orm.select().from(chatConversations).where(eq(chatConversations.id, mine.id)),
      ).toEqual([]);
      expect(
        await h.db.orm.select().from(chatMessages).where(eq(chatMessages.conversationId, mine.id)),
      ).toEqual([]);
      expect(await recordOf(row?.consentRecordId ?? null)).toBeUndefined();
      // The token reaches nothing any more: neither 'Mis datos' nor the chat.
      const again = await h.get("/api/privacidad/mis-datos", bearer(mine.token));
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual(DENIED);
      expect((await h.get(`/api/chat/conversations/${mine.id}`, bearer(mine.token))).status).toBe(
        404,
      );

      const kept = await myData(other.token);
      expect(kept.conversation.messages.map((m: Json) => m.body)).toEqual(["Esto se queda"]);
      expect(kept.consents).toHaveLength(1);
    });
  });

  describe("a purchase's token", () => {
    /** A household purchase with every step saved, by a holder named `nombre`. */
    const readyToPay = async (nombre: string, email = SHARED_EMAIL) => {
      const { token } = await buyer.start(CO_PLAN);
      for (const [step, data] of [
        ["holder", { ...HOLDER, nombre, email }],
        ["beneficiaries", BENEFICIARIES],
        ["health", HEALTH],
      ] as const) {
        const res = await buyer.save(token, step, data);
        expect(res.status, await res.clone().text()).toBe(200);
      }
      return { token, draft: await draftOfToken(token) };
    };
    /** Pays the purchase of `token` at the sandbox of kushki: its order is written. */
    const payAndApprove = async (token: string) => {
      expect((await buyer.pay(token)).status).toBe(200);
      const draft = await draftOfToken(token);
      const [payment] = await h.db.orm
        .select()
        .from(payments)
        .where(eq(payments.draftId, draft.id));
      if (!payment) throw new Error("no payment");
      const notified = await buyer.notify("kushki", {
        id: `evt_${randomBytes(12).toString("hex")}`,
        type: "payment.approved",
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      });
      expect(notified.status).toBeLessThan(300);
      const [order] = await h.db.orm.select().from(orders).where(eq(orders.draftId, draft.id));
      if (!order) throw new Error("no order");
      return order;
    };

    it("shows and exports that purchase (steps, health declaration, notice), and nothing of another buyer with the same e-mail", async () => {
      const mine = await readyToPay("Camila");
      const other = await readyToPay("Otrabuyer");
      const data = await myData(mine.token);
      expect(data).toMatchObject({
        lead: null,
        conversation: null,
        purchase: {
          country: "CO",
          productCode: CO_PLAN,
          productName: "Salud Esencial",
          insurerName: "Seguros Andinos",
          currency: "COP",
          employees: null,
          payments: [],
          order: null,
          steps: {
            holder: { ...HOLDER, nombre: "Camila", email: SHARED_EMAIL },
            beneficiaries: BENEFICIARIES,
            health: HEALTH,
          },
        },
      });
      expect(data.purchase.amount).toBeGreaterThan(0);
      expect(data.consents).toEqual([
        expect.objectContaining({
          purpose: "compra",
          origin: `/Compra-Online/${CO_PLAN}`,
          text: expect.stringContaining("Aviso de privacidad de la compra en línea"),
        }),
      ]);
      const text = JSON.stringify(data);
      expect(text).not.toContain("Otrabuyer");
      expect(text).not.toContain(mine.token);
      expect(text).not.toContain(mine.draft.id);

      const file = await h.get("/api/privacidad/mis-datos/exportar", bearer(mine.token));
      expect(await file.json()).toEqual(data);
      // The other buyer's token shows their own purchase.
      expect((await myData(other.token)).purchase.steps.holder.nombre).toBe("Otrabuyer");
    });

    it("shows a company purchase's employee list and deletes it with the purchase", async () => {
      await sellCompanyPlanOnline(h);
      const { token } = await buyer.start(COMPANY_PLAN);
      const company = {
        razonSocial: "Transportes Andinos SAS",
        documentoEmpresa: "900123456",
        cantidadEmpleados: 2,
        contactoNombre: "Laura Gómez",
        contactoEmail: SHARED_EMAIL,
        contactoTelefono: "+573104445566",
      };
      expect((await buyer.save(token, "company", company)).status).toBe(200);
      const rut = (n: number) => `${n}-${computeRutCheckDigit(String(n))}`;
      const csv = [
        "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Tipo de asegurado;Fecha de vigencia",
        `1;Persona Uno;Soto;${rut(15_000_001)};15-03-1985;Femenino;Titular;01/09/2025`,
        `2;Persona Dos;Soto;${rut(15_000_002)};15-03-1986;Masculino;Titular;01/09/2025`,
      ].join("\n");
      const uploaded = (await h.app.request(
        `/api/compra-online/${token}/colaboradores?layout=activation&fileName=nomina.csv`,
        {
          method: "POST",
          headers: { "Content-Type": "text/csv", "X-Country": "CO", "x-qpversion": "1.0.0" },
          body: csv,
        },
      )) as TestResponse;
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const draft = await draftOfToken(token);

      const data = await myData(token);
      expect(data.purchase.steps.company).toEqual(company);
      expect(data.purchase.employees).toMatchObject({
        fileName: "nomina.csv",
        layout: "activation",
        rowCount: 2,
      });
      expect(data.purchase.employees.rows).toHaveLength(2);
      expect(JSON.stringify(data.purchase.employees.rows)).toContain("Persona Dos");

      expect((await erase(token)).status).toBe(200);
      expect(
        await h.db.orm
          .select()
          .from(purchaseEmployees)
          .where(eq(purchaseEmployees.draftId, draft.id)),
      ).toEqual([]);
      expect(
        await h.db.orm.select().from(purchaseDrafts).where(eq(purchaseDrafts.id, draft.id)),
      ).toEqual([]);
    });

    it("deletes that purchase with its tokens, lead and notice's record; another buyer's with the same e-mail stays", async () => {
      const mine = await readyToPay("Borrame");
      const other = await readyToPay("Mequedo");
      // A reminder's link is another token of the same purchase.
      const second = await h.db.orm
        .select()
        .from(purchaseDraftTokens)
        .where(eq(purchaseDraftTokens.draftId, mine.draft.id));
      expect(second).toHaveLength(1);
      const leadId = mine.draft.leadId;
      expect(leadId).not.toBeNull();
      await h.db.orm.insert(mailOutbox).values({
        kind: "retomar_contratacion_1",
        toAddress: SHARED_EMAIL,
        subject: "Retoma tu compra",
        body: "b",
        reference: leadId,
        createdAt: h.clock.now(),
      });
      expect((await myData(mine.token)).messages).toEqual([
        expect.objectContaining({ kind: "retomar_contratacion_1" }),
      ]);

      const deleted = await erase(mine.token);
      expect(deleted.status).toBe(200);
      expect((await deleted.json()).data).toEqual({
        deleted: true,
        deletedAt: h.clock.now().toISOString(),
      });
      expect(
        await h.db.orm.select().from(purchaseDrafts).where(eq(purchaseDrafts.id, mine.draft.id)),
      ).toEqual([]);
      expect(
        await h.db.orm
          .select()
          .from(purchaseDraftTokens)
          .where(eq(purchaseDraftTokens.draftId, mine.draft.id)),
      ).toEqual([]);
      expect(
        await h.db.orm
          .select()
          .from(leads)
          .where(eq(leads.id, leadId ?? "")),
      ).toEqual([]);
      expect(
        await h.db.orm
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.reference, leadId ?? "")),
      ).toEqual([]);
      expect(await recordOf(mine.draft.consentRecordId)).toBeUndefined();
      expect((await h.get("/api/privacidad/mis-datos", bearer(mine.token))).status).toBe(404);
      expect((await buyer.view(mine.token)).status).toBe(404);

      // The other buyer, same address: purchase, lead and notice untouched.
      const kept = await myData(other.token);
      expect(kept.purchase.steps.holder.nombre).toBe("Mequedo");
      expect(
        await h.db.orm
          .select()
          .from(leads)
          .where(eq(leads.id, other.draft.leadId ?? "")),
      ).toHaveLength(1);
      expect(await recordOf(other.draft.consentRecordId)).toBeDefined();
    });

    it("keeps a paid purchase's order for legal and accounting reasons, says so, and erases the rest", async () => {
      const { token, draft } = await readyToPay("Pagadora");
      const order = await payAndApprove(token);
      const seen = await myData(token);
      expect(seen.purchase.order).toMatchObject({
        number: order.number,
        saleState: "OK",
        kept: expect.stringContaining("obligaciones legales y contables"),
      });
      expect(seen.purchase.payments).toEqual([expect.objectContaining({ state: "OK" })]);
      expect(seen.messages).toContainEqual(expect.objectContaining({ kind: "compra_confirmada" }));

      const deleted = await erase(token);
      expect(deleted.status).toBe(200);
      const receipt = (await deleted.json()).data;
      expect(receipt).toEqual({
        deleted: true,
        deletedAt: h.clock.now().toISOString(),
        kept: [
          {
            record: `Pedido ${order.number}`,
            reason: expect.stringContaining("obligaciones legales y contables"),
          },
        ],
      });

      // The sale's record stays: the order, its payment, the plan and who contracted.
      const [stillOrder] = await h.db.orm.select().from(orders).where(eq(orders.id, order.id));
      expect(stillOrder).toMatchObject({
        number: order.number,
        amount: order.amount,
        leadId: null,
      });
      expect(
        await h.db.orm.select().from(payments).where(eq(payments.draftId, draft.id)),
      ).toHaveLength(1);
      const [anonymised] = await h.db.orm
        .select()
        .from(purchaseDrafts)
        .where(eq(purchaseDrafts.id, draft.id));
      expect(anonymised).toMatchObject({
        steps: {
          holder: {
            nombre: "Pagadora",
            apellidoPaterno: HOLDER.apellidoPaterno,
            apellidoMaterno: HOLDER.apellidoMaterno,
            documento: HOLDER.documento,
            email: SHARED_EMAIL,
          },
        },
        profile: null,
        employees: null,
        consentRecordId: null,
        leadId: null,
      });
      const text = JSON.stringify(anonymised?.steps);
      for (const gone of [HOLDER.telefono, HOLDER.direccion, HOLDER.fechaNacimiento, "Juan"]) {
        expect(text).not.toContain(gone);
      }
      expect(anonymised?.steps).not.toHaveProperty("health");
      // The rest goes: its lead, the mail written for it, the notice's record and every token.
      expect(
        await h.db.orm
          .select()
          .from(leads)
          .where(eq(leads.id, draft.leadId ?? "")),
      ).toEqual([]);
      expect(
        await h.db.orm
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.reference, draft.leadId ?? "")),
      ).toEqual([]);
      expect(await recordOf(draft.consentRecordId)).toBeUndefined();
      expect(
        await h.db.orm
          .select()
          .from(purchaseDraftTokens)
          .where(eq(purchaseDraftTokens.draftId, draft.id)),
      ).toEqual([]);
      expect((await h.get("/api/privacidad/mis-datos", bearer(token))).status).toBe(404);
    });

    it("refuses to delete a purchase while its payment awaits the provider", async () => {
      const { token, draft } = await readyToPay("Pendiente");
      expect((await buyer.pay(token)).status).toBe(200);
      const refused = await erase(token);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: "Hay un pago en curso: espera su resultado para borrar los datos de esta compra",
      });
      expect(
        await h.db.orm.select().from(purchaseDrafts).where(eq(purchaseDrafts.id, draft.id)),
      ).toHaveLength(1);
      expect((await myData(token)).purchase.payments).toEqual([
        expect.objectContaining({ state: "PENDING" }),
      ]);
    });

    it("reaches the purchase with its first token after the purchase's link expired, and with later tokens only while they are valid", async () => {
      const { token, draft } = await readyToPay("Tardia");
      // A later token (a reminder's, a provider's return address) of the same purchase.
      const later = randomBytes(32).toString("base64url");
      await h.db.orm.insert(purchaseDraftTokens).values({
        tokenHash: hashToken(later),
        draftId: draft.id,
        createdAt: h.clock.now(),
        expiresAt: draft.expiresAt,
      });
      const before = h.clock.now();
      h.clock.set(new Date(draft.expiresAt.getTime() + 60_000));
      try {
        expect((await buyer.view(token)).status).toBe(404);
        expect((await myData(token)).purchase.steps.holder.nombre).toBe("Tardia");
        expect((await h.get("/api/privacidad/mis-datos", bearer(later))).status).toBe(404);
      } finally {
        h.clock.set(before);
      }
      expect((await h.get("/api/privacidad/mis-datos", bearer(later))).status).toBe(200);
    });
  });
});
