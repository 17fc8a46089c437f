import { randomUUID } from "node:crypto";
import {
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PENDING_TRANSFER_MESSAGE,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_TOKEN_REQUIRED_MESSAGE,
} from "@qs/domain/api/back-office";
import { CHAT_NOT_FOUND_MESSAGE } from "@qs/domain/api/chat";
import { LEAD_NOT_FOUND_MESSAGE } from "@qs/domain/api/leads";
import type { ApiPathTemplate } from "@qs/domain/api/paths";
import { asc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatMessages,
  leads,
  mailOutbox,
  orders,
  purchaseDrafts,
  staffAudit,
} from "../src/db/schema";
import { createRouter } from "../src/http/define-route";
import { syncStaffMembers } from "../src/platform/staff-auth";
import type { ServerDeps } from "../src/server-deps";
import { fromSocket } from "./support/client";
import { COMMON_HEADERS, type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The back office's country scope and its audit. A member of staff works the countries of
 * their role (the roles named after Chile: Chile) narrowed by their STAFF_TOKENS entry: a
 * list leaves the other countries' records out, a single one answers 404 as if it did not
 * exist, and a change to one is refused the same way. Every read of personal data and every
 * change, refusals included, leaves a row of the staff audit (who, what, when, from where,
 * identifiers only), which only administrators read.
 */

const CL = 1;
const CO = 3;

const CHILE_HEAD = "jefatura-sac-chile-0123456789abcdefghijkl";
const CHILE_AFTER_SALES = "postventa-chile-0123456789abcdefghijklmn";
const CHILE_SELLER = "ejecutivo-chile-0123456789abcdefghijklmn";
const BACKOFFICE = "backoffice-todos-0123456789abcdefghijklm";
const MANAGER = "gerente-todos-0123456789abcdefghijklmnop";
const ADMIN = "administrador-0123456789abcdefghijklmnop";
const CHILE_ADMIN = "administrador-chile-0123456789abcdefghij";

const CHILE_HEAD_EMAIL = "jefa.sac@queplan.test";

/** The address the staff's requests come from (a socket, as @hono/node-server gives it). */
const STAFF_ADDRESS = "203.0.113.7";

describe.each(databaseTargets())("the back office's country scope and audit on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [
        { role: "JEFATURA_SAC_CHILE", email: CHILE_HEAD_EMAIL, token: CHILE_HEAD },
        {
          role: "POSTVENTA_INDIVIDUAL_CHILE",
          email: "postventa.chile@queplan.test",
          token: CHILE_AFTER_SALES,
        },
        {
          role: "EJECUTIVO",
          email: "ejecutivo.chile@queplan.test",
          token: CHILE_SELLER,
          countries: ["CL"],
        },
        { role: "BACKOFFICE", email: "backoffice@queseguro.test", token: BACKOFFICE },
        { role: "GERENTE", email: "gerente@queseguro.test", token: MANAGER },
        { role: "ADMINISTRADOR", email: "admin@queseguro.test", token: ADMIN },
        {
          role: "ADMINISTRADOR",
          email: "admin.chile@queplan.test",
          token: CHILE_ADMIN,
          countries: ["CL"],
        },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A back-office request from STAFF_ADDRESS with a staff token. */
  const staff = (method: string, path: string, token: string | null, body?: unknown) =>
    h.app.request(
      path,
      {
        method,
        headers: {
          ...COMMON_HEADERS,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      fromSocket(STAFF_ADDRESS),
    );
  const get = (path: string, token: string | null) => staff("GET", path, token);

  /** A plan request of `countryId` at 8 Web, stored directly. */
  async function leadOf(countryId: number, email = `lead-${randomUUID().slice(0, 8)}@example.com`) {
    const id = randomUUID();
    await h.db.orm.insert(leads).values({
      id,
      kind: "plan",
      countryId,
      email,
      name: "Persona de Prueba",
      phone: "+56911112222",
      payload: {},
      consent: true,
      consentTextVersion: "v1",
      consentedAt: TEST_NOW,
      statusId: 8,
      statusChangedAt: TEST_NOW,
    });
    return id;
  }

  const leadRow = async (id: string) =>
    (await h.db.orm.select().from(leads).where(eq(leads.id, id)))[0];

  /** An order of `countryId` (a purchase draft behind it), stored directly. */
  async function orderOf(countryId: number, saleState: "OK" | "PENDING") {
    const draftId = randomUUID();
    const number = `QS-TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
    await h.db.orm.insert(purchaseDrafts).values({
      id: draftId,
      countryId,
      productId: 1,
      productCode: "AND-ESENCIAL",
      plan: {},
      activeAt: TEST_NOW,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
    });
    await h.db.orm.insert(orders).values({
      id: randomUUID(),
      number,
      draftId,
      countryId,
      productCode: "AND-ESENCIAL",
      flowType: "transfer-one-time-non-automated",
      subscription: false,
      amount: 100,
      currency: countryId === CL ? "CLP" : "COP",
      saleState,
      createdAt: TEST_NOW,
    });
    return number;
  }

  /** A visitor's chat conversation opened on the site of `country`. */
  async function conversationOf(country: "CO" | "CL") {
    const res = await h.send(
      "POST",
      "/api/chat/conversations",
      {
        name: "Visitante de Prueba",
        email: `chat-${randomUUID().slice(0, 8)}@example.com`,
        phone: "+56911112222",
        topic: 1,
        language: "ES",
        path: "/",
      },
      { "X-Country": country },
    );
    expect(res.status).toBe(201);
    return (await res.json()).data.id as string;
  }

  /** The audit rows written after `since` (an id), oldest first. */
  const auditAfter = (since: number) =>
    h.db.orm.select().from(staffAudit).where(gt(staffAudit.id, since)).orderBy(asc(staffAudit.id));
  const lastAuditId = async () => {
    const rows = await h.db.orm.select({ id: staffAudit.id }).from(staffAudit);
    return Math.max(0, ...rows.map((row) => row.id));
  };

  describe("country scope", () => {
    it("lists a Chilean role only Chile's leads of an address, and every country's to others", async () => {
      const email = "mismo.correo@example.com";
      const chilean = await leadOf(CL, email);
      const colombian = await leadOf(CO, email);
      const listed = async (token: string) => {
        const res = await get(`/api/back-office/leads?email=${encodeURIComponent(email)}`, token);
        expect(res.status).toBe(200);
        return ((await res.json()).data as Json[]).map((lead) => lead.id).sort();
      };
      expect(await listed(CHILE_HEAD)).toEqual([chilean]);
      // An entry's list narrows a role that reaches every country.
      expect(await listed(CHILE_SELLER)).toEqual([chilean]);
      expect(await listed(BACKOFFICE)).toEqual([chilean, colombian].sort());
    });

    it("answers a Colombian lead to a Chilean role as one that does not exist", async () => {
      const colombian = await leadOf(CO);
      const chilean = await leadOf(CL);
      const outside = await get(`/api/back-office/leads/${colombian}`, CHILE_HEAD);
      const missing = await get(`/api/back-office/leads/${randomUUID()}`, CHILE_HEAD);
      expect(outside.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(await outside.json()).toEqual({ error: LEAD_NOT_FOUND_MESSAGE });
      expect(await missing.json()).toEqual({ error: LEAD_NOT_FOUND_MESSAGE });
      expect((await get(`/api/back-office/leads/${colombian}`, CHILE_SELLER)).status).toBe(404);
      expect((await get(`/api/back-office/leads/${chilean}`, CHILE_HEAD)).status).toBe(200);
      expect((await get(`/api/back-office/leads/${colombian}`, BACKOFFICE)).status).toBe(200);
    });

    it("refuses a Chilean role's change to a Colombian lead and changes nothing", async () => {
      const colombian = await leadOf(CO);
      const before = await leadRow(colombian);
      for (const token of [CHILE_HEAD, CHILE_SELLER]) {
        const res = await staff("PATCH", `/api/back-office/leads/${colombian}/estado`, token, {
          statusId: 2,
          subStatusId: 201,
        });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: LEAD_NOT_FOUND_MESSAGE });
      }
      expect(await leadRow(colombian)).toEqual(before);
      const chilean = await leadOf(CL);
      const moved = await staff("PATCH", `/api/back-office/leads/${chilean}/estado`, CHILE_HEAD, {
        statusId: 2,
        subStatusId: 201,
      });
      expect(moved.status).toBe(200);
      expect((await leadRow(chilean))?.statusId).toBe(2);
    });

    it("refuses a Chilean role the confirmation of a Colombian transfer, as an unknown order", async () => {
      const pending = await orderOf(CO, "PENDING");
      const confirm = (number: string, token: string) =>
        staff("POST", `/api/back-office/pedidos/${number}/confirmar-transferencia`, token);
      const refused = await confirm(pending, CHILE_AFTER_SALES);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: ORDER_NOT_FOUND_MESSAGE });
      const [still] = await h.db.orm.select().from(orders).where(eq(orders.number, pending));
      expect(still).toMatchObject({ saleState: "PENDING", paidAt: null });

      // A paid Colombian order: found by staff of every country (409), unknown to Chile's.
      const paid = await orderOf(CO, "OK");
      const found = await confirm(paid, BACKOFFICE);
      expect(found.status).toBe(409);
      expect(await found.json()).toEqual({ error: ORDER_NOT_PENDING_TRANSFER_MESSAGE });
      expect((await confirm(paid, CHILE_AFTER_SALES)).status).toBe(404);
      expect((await confirm(await orderOf(CL, "OK"), CHILE_AFTER_SALES)).status).toBe(409);
    });

    it("keeps a Colombian chat conversation from a Chilean role: not listed, not read, not answered", async () => {
      const colombian = await conversationOf("CO");
      const chilean = await conversationOf("CL");
      const listed = async (token: string) =>
        (
          (await (await get("/api/back-office/chat/conversations?status=all", token)).json())
            .data as Json[]
        ).map((conversation) => conversation.id);
      expect(await listed(CHILE_HEAD)).toContain(chilean);
      expect(await listed(CHILE_HEAD)).not.toContain(colombian);
      expect(await listed(BACKOFFICE)).toEqual(expect.arrayContaining([chilean, colombian]));

      const read = await get(`/api/back-office/chat/conversations/${colombian}`, CHILE_HEAD);
      expect(read.status).toBe(404);
      expect(await read.json()).toEqual({ error: CHAT_NOT_FOUND_MESSAGE });
      const answer = (id: string) =>
        staff("POST", `/api/back-office/chat/conversations/${id}/messages`, CHILE_HEAD, {
          body: "Hola, te escribo desde Chile",
        });
      const refused = await answer(colombian);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: CHAT_NOT_FOUND_MESSAGE });
      const stored = await h.db.orm
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, colombian));
      expect(stored).toEqual([]);
      expect((await answer(chilean)).status).toBe(201);
    });

    it("shows a Chilean role only the messages written for Chile, and older ones of no country to staff of every country", async () => {
      const to = "buzon.compartido@example.com";
      const message = (kind: string, countryId: number | null) => ({
        kind,
        toAddress: to,
        subject: "Asunto",
        body: "Cuerpo",
        countryId,
        createdAt: TEST_NOW,
      });
      await h.db.orm
        .insert(mailOutbox)
        .values([message("chile", CL), message("colombia", CO), message("sin-pais", null)]);
      const kinds = async (token: string) =>
        (
          (await (await get(`/api/back-office/correos?to=${encodeURIComponent(to)}`, token)).json())
            .data as Json[]
        )
          .map((mail) => mail.kind)
          .sort();
      expect(await kinds(CHILE_HEAD)).toEqual(["chile"]);
      expect(await kinds(BACKOFFICE)).toEqual(["chile", "colombia", "sin-pais"]);
    });

    it("writes a lead's confirmation for the lead's country", async () => {
      const email = "confirmacion.chile@example.com";
      const created = await h.send(
        "POST",
        "/api/contactos",
        {
          nombre: "Ana Gómez",
          email,
          telefono: "+56911112222",
          mensaje: "Quiero información",
          agree: true,
        },
        { "X-Country": "CL" },
      );
      expect(created.status, await created.clone().text()).toBe(201);
      const [mail] = await h.db.orm
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      expect(mail?.countryId).toBe(CL);
    });

    it("refuses to start with a role named after Chile given another country", async () => {
      await expect(
        syncStaffMembers(
          h.db.orm,
          [
            {
              role: "JEFATURA_SAC_CHILE",
              email: "otra.jefa@queplan.test",
              token: "otra-jefatura-0123456789abcdefghijklmnop",
              countries: ["CL", "CO"],
            },
          ],
          TEST_NOW,
        ),
      ).rejects.toThrow(/JEFATURA_SAC_CHILE.*CO/);
    });

    it("declares back-office routes only with the staff check and its audit", () => {
      const router = createRouter(new Hono(), {} as ServerDeps);
      const spec = {
        method: "get" as const,
        path: "/api/back-office/sin-auditoria" as ApiPathTemplate,
        summary: "A route that would skip the audit",
        tag: "Back office",
        responses: {},
        handler: () => ({ kind: "empty" as const, status: 204 }),
      };
      expect(() => router.route(spec)).toThrow(/staffRoute/);
      expect(() => router.record({ ...spec, idempotent: false })).toThrow(/staffRoute/);
    });
  });

  describe("audit", () => {
    it("records a read of personal data: who, what, when, from where, with identifiers only", async () => {
      const email = "auditada@example.com";
      const id = await leadOf(CL, email);
      const since = await lastAuditId();
      h.clock.advance(60_000);
      const at = h.clock.now();
      expect((await get(`/api/back-office/leads/${id}`, CHILE_HEAD)).status).toBe(200);
      expect(
        (await get(`/api/back-office/leads?email=${encodeURIComponent(email)}`, CHILE_HEAD)).status,
      ).toBe(200);
      const rows = await auditAfter(since);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        memberEmail: CHILE_HEAD_EMAIL,
        role: "JEFATURA_SAC_CHILE",
        action: "GET /api/back-office/leads/{id}",
        targetType: "lead",
        targetIds: [id],
        countries: ["CL"],
        status: 200,
        clientAddress: STAFF_ADDRESS,
      });
      expect(rows[0]?.at.toISOString()).toBe(at.toISOString());
      expect(rows[1]).toMatchObject({
        action: "GET /api/back-office/leads",
        targetType: "lead",
        targetIds: [id],
        countries: ["CL"],
        status: 200,
      });
      // Neither the address searched for nor the lead's contact data are kept.
      const text = JSON.stringify(rows);
      for (const personal of [email, "Persona de Prueba", "+56911112222"]) {
        expect(text).not.toContain(personal);
      }
    });

    it("records a change in its own transaction, and a refused one after it rolled back", async () => {
      const chilean = await leadOf(CL);
      const colombian = await leadOf(CO);
      const since = await lastAuditId();
      const move = (id: string, body: unknown) =>
        staff("PATCH", `/api/back-office/leads/${id}/estado`, CHILE_HEAD, body);
      expect((await move(chilean, { statusId: 2, subStatusId: 201 })).status).toBe(200);
      expect((await move(colombian, { statusId: 2, subStatusId: 201 })).status).toBe(404);
      // A move the lifecycle refuses (a status that does not exist).
      expect((await move(chilean, { statusId: 999 })).status).toBe(409);
      expect((await leadRow(chilean))?.statusId).toBe(2);
      const rows = await auditAfter(since);
      expect(rows.map((row) => [row.action, row.targetIds, row.countries, row.status])).toEqual([
        ["PATCH /api/back-office/leads/{id}/estado", [chilean], ["CL"], 200],
        ["PATCH /api/back-office/leads/{id}/estado", [colombian], ["CO"], 404],
        ["PATCH /api/back-office/leads/{id}/estado", [chilean], ["CL"], 409],
      ]);
      expect(rows.every((row) => row.clientAddress === STAFF_ADDRESS)).toBe(true);
    });

    it("records a refusal for want of permission, and the chat, outbox and transfer routes", async () => {
      const conversation = await conversationOf("CL");
      const order = await orderOf(CL, "OK");
      const since = await lastAuditId();
      expect(
        (
          await staff(
            "POST",
            `/api/back-office/pedidos/${order}/confirmar-transferencia`,
            CHILE_HEAD,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await staff(
            "POST",
            `/api/back-office/pedidos/${order}/confirmar-transferencia`,
            CHILE_AFTER_SALES,
          )
        ).status,
      ).toBe(409);
      expect(
        (await get(`/api/back-office/chat/conversations/${conversation}`, CHILE_HEAD)).status,
      ).toBe(200);
      expect(
        (
          await staff(
            "POST",
            `/api/back-office/chat/conversations/${conversation}/messages`,
            CHILE_HEAD,
            {
              body: "Te ayudo",
            },
          )
        ).status,
      ).toBe(201);
      expect(
        (await get("/api/back-office/correos?to=nadie%40example.com", CHILE_HEAD)).status,
      ).toBe(200);
      const rows = await auditAfter(since);
      expect(
        rows.map((row) => [row.memberEmail, row.action, row.targetType, row.targetIds, row.status]),
      ).toEqual([
        [
          CHILE_HEAD_EMAIL,
          "POST /api/back-office/pedidos/{orderNumber}/confirmar-transferencia",
          null,
          [],
          403,
        ],
        [
          "postventa.chile@queplan.test",
          "POST /api/back-office/pedidos/{orderNumber}/confirmar-transferencia",
          "order",
          [order],
          409,
        ],
        [
          CHILE_HEAD_EMAIL,
          "GET /api/back-office/chat/conversations/{id}",
          "chat_conversation",
          [conversation],
          200,
        ],
        [
          CHILE_HEAD_EMAIL,
          "POST /api/back-office/chat/conversations/{id}/messages",
          "chat_conversation",
          [conversation],
          201,
        ],
        [CHILE_HEAD_EMAIL, "GET /api/back-office/correos", "mail", [], 200],
      ]);
    });

    it("records nothing without a member of staff, nor the member's own record", async () => {
      const since = await lastAuditId();
      const id = await leadOf(CL);
      const anonymous = await get(`/api/back-office/leads/${id}`, null);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: STAFF_TOKEN_REQUIRED_MESSAGE });
      expect(
        (await get(`/api/back-office/leads/${id}`, "desconocido-0123456789abcdefghijklmnop"))
          .status,
      ).toBe(401);
      expect((await get("/api/back-office/me", CHILE_HEAD)).status).toBe(200);
      expect(await auditAfter(since)).toEqual([]);
    });

    it("is read by administrators only, by member and period, a page at a time, and the reading is recorded", async () => {
      const path = "/api/back-office/auditoria";
      for (const token of [BACKOFFICE, MANAGER, CHILE_HEAD]) {
        const res = await get(path, token);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: STAFF_FORBIDDEN_MESSAGE });
      }
      expect((await get(path, null)).status).toBe(401);

      h.clock.advance(3_600_000);
      const from = h.clock.now().toISOString();
      const id = await leadOf(CL);
      for (let i = 0; i < 3; i++) await get(`/api/back-office/leads/${id}`, CHILE_HEAD);
      h.clock.advance(60_000);
      const to = h.clock.now().toISOString();
      await get(`/api/back-office/leads/${id}`, CHILE_HEAD);

      const read = async (query: string, token = ADMIN) => {
        const res = await get(`${path}?${query}`, token);
        expect(res.status, await res.clone().text()).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        return res.json();
      };
      const period = `member=${encodeURIComponent(CHILE_HEAD_EMAIL)}&from=${from}&to=${to}`;
      const first = await read(`${period}&pageSize=2`);
      expect(first.metadata).toMatchObject({ page: 1, pageSize: 2, total: 3, count: 2 });
      const second = await read(`${period}&pageSize=2&page=2`);
      expect(second.metadata).toMatchObject({ page: 2, total: 3, count: 1 });
      const rows = [...first.data, ...second.data] as Json[];
      expect(new Set(rows.map((row) => row.id)).size).toBe(3);
      for (const row of rows) {
        expect(row).toMatchObject({
          memberEmail: CHILE_HEAD_EMAIL,
          action: "GET /api/back-office/leads/{id}",
          targetIds: [id],
          status: 200,
          clientAddress: STAFF_ADDRESS,
        });
        expect(row.at >= from && row.at < to).toBe(true);
      }

      // The refusals above are rows too; and so is each reading of the audit.
      const refusals = await read(`member=gerente%40queseguro.test&from=${TEST_NOW.toISOString()}`);
      expect(refusals.data.map((row: Json) => [row.action, row.status])).toEqual([
        ["GET /api/back-office/auditoria", 403],
      ]);
      const readings = await read("member=admin%40queseguro.test");
      expect(readings.data[0]).toMatchObject({
        action: "GET /api/back-office/auditoria",
        targetType: "staff_audit",
        status: 200,
      });

      const invalid = await get(`${path}?from=ayer`, ADMIN);
      expect(invalid.status).toBe(400);
    });

    it("shows an administrator limited to Chile only the rows of Chile's records", async () => {
      await get(`/api/back-office/leads/${await leadOf(CO)}`, BACKOFFICE);
      await get(`/api/back-office/leads/${await leadOf(CL)}`, BACKOFFICE);
      const all = (await (await get("/api/back-office/auditoria?pageSize=200", ADMIN)).json())
        .data as Json[];
      const chile = (
        await (await get("/api/back-office/auditoria?pageSize=200", CHILE_ADMIN)).json()
      ).data as Json[];
      expect(all.some((row) => row.countries.includes("CO"))).toBe(true);
      expect(chile.length).toBeGreaterThan(0);
      expect(chile.every((row) => row.countries.every((code: string) => code === "CL"))).toBe(true);
    });
  });
});
