import { randomUUID } from "node:crypto";
import { failureReasonsFor } from "@qs/catalogs/failure-reasons";
import {
  FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_TOKEN_INVALID_MESSAGE,
  STAFF_TOKEN_REQUIRED_MESSAGE,
} from "@qs/domain/api/back-office";
import { LEAD_NOT_FOUND_MESSAGE } from "@qs/domain/api/leads";
import { allLeadTransitions, LEAD_CHANGE_MESSAGES } from "@qs/domain/lead-lifecycle";
import { leadStatusById, subStatusesOf } from "@qs/domain/lead-status";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../src/db/schema";
import { type Harness, startHarness, TEST_NOW } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * Every legal move of the lead lifecycle, made by a member of staff through
 * `PATCH /api/back-office/leads/{id}/estado` and checked in the database, and every kind of
 * refusal: an illegal move, an unknown status, a sub-status of another status, a failure
 * reason missing, not allowed or not applicable, and requests without the right token or role.
 */

const BACKOFFICE = "transiciones-backoffice-0123456789abcdefghij";
const SUPPORT = "transiciones-soporte-0123456789abcdefghijklm";
const CO = 3;
/** 'No completa el pago': a reason of 403 No avanza for every kind of lead and country. */
const NO_PAYMENT_REASON = 40;

const transitions = allLeadTransitions().map(({ from, to }) => ({
  from,
  to,
  name: `${leadStatusById(from)?.name} (${from}) → ${leadStatusById(to)?.name} (${to})`,
}));

/** A state a lead may be in at `statusId`: its first sub-status, and a reason when failed. */
function stateAt(statusId: number) {
  if (statusId === 4) return { statusId, subStatusId: 403, failureReasonId: NO_PAYMENT_REASON };
  return { statusId, subStatusId: subStatusesOf(statusId)[0]?.id ?? null, failureReasonId: null };
}

describe.each(databaseTargets())("lead transitions through the back office on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [
        { role: "BACKOFFICE", email: "backoffice@queseguro.test", token: BACKOFFICE },
        { role: "EJECUTIVO DE SOPORTE", email: "soporte@queseguro.test", token: SUPPORT },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A plan request of Colombia stored directly in `state`. */
  async function leadIn(state: ReturnType<typeof stateAt>, kind = "plan"): Promise<string> {
    const id = randomUUID();
    await h.db.orm.insert(leads).values({
      id,
      kind,
      countryId: CO,
      email: `lead-${id.slice(0, 8)}@example.com`,
      payload: {},
      consent: true,
      consentTextVersion: "v1",
      consentedAt: TEST_NOW,
      ...state,
      statusChangedAt: new Date(TEST_NOW.getTime() - 60_000),
    });
    return id;
  }

  const move = (id: string, body: unknown, token: string | null = BACKOFFICE) =>
    h.send(
      "PATCH",
      `/api/back-office/leads/${id}/estado`,
      body,
      token === null ? {} : { Authorization: `Bearer ${token}` },
    );

  const row = async (id: string) =>
    (await h.db.orm.select().from(leads).where(eq(leads.id, id)))[0];

  it("walks every legal transition of the lifecycle", () => {
    expect(transitions.length).toBeGreaterThan(40);
  });

  it.each(transitions)("$name", async ({ from, to }) => {
    const id = await leadIn(stateAt(from));
    const target = stateAt(to);
    const res = await move(id, target);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()).data;
    expect(answer.status.id).toBe(to);
    expect(answer.subStatus?.id ?? null).toBe(target.subStatusId);
    expect(answer.failureReason?.id ?? null).toBe(target.failureReasonId);
    const stored = await row(id);
    expect(stored).toMatchObject({
      statusId: to,
      subStatusId: target.subStatusId,
      failureReasonId: target.failureReasonId,
    });
    expect(stored?.statusChangedAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it("moves inside one status (a new sub-status) and keeps the reason only while failed", async () => {
    const id = await leadIn(stateAt(2));
    expect((await move(id, { statusId: 2, subStatusId: 201 })).status).toBe(200);
    expect((await row(id))?.subStatusId).toBe(201);
    const failed = await move(id, {
      statusId: 4,
      subStatusId: 403,
      failureReasonId: NO_PAYMENT_REASON,
    });
    expect(failed.status).toBe(200);
    expect((await failed.json()).data.failureReason).toEqual({ id: 40, name: "Sin pago" });
    expect((await move(id, { statusId: 2, subStatusId: 200 })).status).toBe(200);
    expect((await row(id))?.failureReasonId).toBeNull();
  });

  describe("refusals (409 with the lifecycle's Spanish message), changing nothing", () => {
    const cases: Array<[string, number, Record<string, unknown>, string]> = [
      [
        "an illegal move: Web → Cerrado",
        8,
        { statusId: 3, subStatusId: 332 },
        LEAD_CHANGE_MESSAGES["illegal-transition"],
      ],
      [
        "a final status: Duplicado → Asignado",
        6,
        { statusId: 2 },
        LEAD_CHANGE_MESSAGES["illegal-transition"],
      ],
      ["an unknown status", 8, { statusId: 999 }, LEAD_CHANGE_MESSAGES["unknown-status"]],
      [
        "an unknown sub-status",
        2,
        { statusId: 2, subStatusId: 999 },
        LEAD_CHANGE_MESSAGES["unknown-sub-status"],
      ],
      [
        "a sub-status of another status",
        8,
        { statusId: 2, subStatusId: 303 },
        LEAD_CHANGE_MESSAGES["sub-status-of-other-status"],
      ],
      ["a missing sub-status", 2, { statusId: 500 }, LEAD_CHANGE_MESSAGES["sub-status-required"]],
      [
        "a failed lead without a reason",
        2,
        { statusId: 4, subStatusId: 403 },
        LEAD_CHANGE_MESSAGES["failure-reason-required"],
      ],
      [
        "a reason for a lead that is not failed",
        8,
        { statusId: 2, failureReasonId: NO_PAYMENT_REASON },
        LEAD_CHANGE_MESSAGES["failure-reason-not-allowed"],
      ],
      [
        "a reason of another country (Fonasa is Chile's)",
        2,
        { statusId: 4, subStatusId: 402, failureReasonId: 16 },
        FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
      ],
      [
        "a reason of another sub-status ('No contesta' is 401's)",
        2,
        { statusId: 4, subStatusId: 403, failureReasonId: 1 },
        FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
      ],
      [
        "a reason of another request type (company only)",
        2,
        { statusId: 4, subStatusId: 403, failureReasonId: 42 },
        FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
      ],
      [
        "a reason that does not exist",
        2,
        { statusId: 4, subStatusId: 403, failureReasonId: 999 },
        FAILURE_REASON_NOT_APPLICABLE_MESSAGE,
      ],
    ];
    it.each(cases)("refuses %s", async (_name, from, body, message) => {
      const before = stateAt(from);
      const id = await leadIn(before);
      const res = await move(id, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: message });
      expect(await row(id)).toMatchObject(before);
    });

    it("applies a reason that fits the lead's type, sub-status and country", async () => {
      const applicable = failureReasonsFor({ requestType: 2, subStatus: 402, countryId: CO });
      expect(applicable.map((reason) => reason.id)).not.toContain(16);
      const id = await leadIn(stateAt(2));
      const res = await move(id, {
        statusId: 4,
        subStatusId: 402,
        failureReasonId: applicable[0]?.id,
      });
      expect(res.status).toBe(200);
    });
  });

  describe("who may do it", () => {
    it("answers 401 without a token, with a malformed one and with one nobody holds", async () => {
      const id = await leadIn(stateAt(8));
      for (const [headers, message] of [
        [{}, STAFF_TOKEN_REQUIRED_MESSAGE],
        [{ Authorization: "Basic abc" }, STAFF_TOKEN_REQUIRED_MESSAGE],
        [
          { Authorization: "Bearer otro-token-que-nadie-tiene-0123456789ab" },
          STAFF_TOKEN_INVALID_MESSAGE,
        ],
      ] as const) {
        const res = await h.send(
          "PATCH",
          `/api/back-office/leads/${id}/estado`,
          { statusId: 2 },
          headers,
        );
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toContain("Bearer");
        expect(await res.json()).toEqual({ error: message });
      }
      expect((await row(id))?.statusId).toBe(8);
    });

    it("answers 403 to a role without the permission, and lets it read", async () => {
      const id = await leadIn(stateAt(8));
      const res = await move(id, { statusId: 2 }, SUPPORT);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: STAFF_FORBIDDEN_MESSAGE });
      expect((await row(id))?.statusId).toBe(8);
      const read = await h.get(`/api/back-office/leads/${id}`, {
        Authorization: `Bearer ${SUPPORT}`,
      });
      expect(read.status).toBe(200);
    });

    it("answers 404 for a lead that does not exist", async () => {
      const res = await move(randomUUID(), { statusId: 2 });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: LEAD_NOT_FOUND_MESSAGE });
    });

    it("revokes a token that leaves STAFF_TOKENS", async () => {
      const id = await leadIn(stateAt(8));
      const app = h.rebuild({
        staffTokens: [
          { role: "BACKOFFICE", email: "backoffice@queseguro.test", token: BACKOFFICE },
        ],
      });
      const res = await app.request(`/api/back-office/leads/${id}`, {
        headers: { Authorization: `Bearer ${SUPPORT}` },
      });
      expect(res.status).toBe(401);
      const still = await app.request(`/api/back-office/leads/${id}`, {
        headers: { Authorization: `Bearer ${BACKOFFICE}` },
      });
      expect(still.status).toBe(200);
    });
  });

  describe("reading", () => {
    it("starts a request from the site at 8 Web and lists an address's leads", async () => {
      const email = "nueva.solicitud@example.com";
      const created = await h.send("POST", "/api/contactos", {
        nombre: "Ana Gómez",
        email,
        telefono: "+573001112233",
        mensaje: "Quiero información",
        agree: true,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const list = await h.get(`/api/back-office/leads?email=${encodeURIComponent(email)}`, {
        Authorization: `Bearer ${BACKOFFICE}`,
      });
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toBe("no-store");
      const [lead] = (await list.json()).data;
      expect(lead).toMatchObject({
        kind: "contact",
        country: "CO",
        status: { id: 8, name: "Web" },
        subStatus: null,
        failureReason: null,
      });
      const one = await h.get(`/api/back-office/leads/${lead.id}`, {
        Authorization: `Bearer ${BACKOFFICE}`,
      });
      expect((await one.json()).data).toMatchObject({ email, orders: [] });
      const mail = await h.get(`/api/back-office/correos?to=${encodeURIComponent(email)}`, {
        Authorization: `Bearer ${BACKOFFICE}`,
      });
      expect((await mail.json()).data[0]).toMatchObject({ kind: "lead-confirmation", to: email });
    });
  });
});
