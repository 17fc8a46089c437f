import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, feedbacks, leads, sharedLinks } from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { type Harness, type Json, startHarness } from "./support/harness";
import { bearer, ACCESS_DENIED as DENIED, planRequest as planRequestOf } from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * A second client, holding everything the first one could leak except its tokens (ids,
 * e-mails, codes, its own tokens), can neither read nor change what the first created.
 */

const planRequest = (email: string, nombre = "María José Pérez") =>
  planRequestOf(email, { nombre });

/** A well-formed token nobody was given. */
const strangerToken = () => randomBytes(32).toString("base64url");

const NOT_FOUND = { error: "Solicitud no encontrada" };

describe.each(databaseTargets())("access control on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    // Limits are not under test here: one test client makes every request.
    h = await startHarness(target, {
      sharedLinkHosts: ["localhost"],
      rateLimits: {
        leadsPerHour: 10_000,
        contactsPerHour: 10_000,
        feedbacksPerHour: 10_000,
        sharedLinksPerHour: 10_000,
        downloadLinksPerDay: 10_000,
        privacyRequestsPerHour: 10_000,
        staffSignInsPerHour: 10_000,
        quotesPerHour: 10_000,
        purchasesPerHour: 10_000,
        referralLookupsPerHour: 10_000,
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const leadRow = async (email: string) =>
    (await h.db.orm.select().from(leads).where(eq(leads.email, email)))[0];

  /** The first client's lead, and what a second client may have learned about it. */
  const firstClientLead = async (email: string) => {
    const res = await h.send("POST", "/api/solicitarplans", planRequest(email));
    expect(res.status).toBe(201);
    const receipt: Json = (await res.json()).data;
    const row = await leadRow(email);
    if (!row) throw new Error("lead not stored");
    return { token: receipt.accessToken as string, receipt, id: row.id, row };
  };

  describe("leads", () => {
    it("never hands out the lead's id: the receipt carries a token only", async () => {
      const { receipt, id } = await firstClientLead("ids@example.com");
      expect(JSON.stringify(receipt)).not.toContain(id);
      expect(receipt).not.toHaveProperty("id");
    });

    it("refuses to change a lead without its token: wrong token, id, another lead's token", async () => {
      const victim = await firstClientLead("victim@example.com");
      const attacker = await firstClientLead("attacker@example.com");
      const change = { email: "hijacked@example.com", telefono: "+573009999999", nombre: "Otro" };

      const wrong = await h.send("POST", "/api/solicitarplans/update", {
        accessToken: strangerToken(),
        ...change,
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual(NOT_FOUND);

      for (const body of [{ id: victim.id }, { accessToken: victim.id }]) {
        const res = await h.send("POST", "/api/solicitarplans/update", { ...body, ...change });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }

      // The attacker's own token changes the attacker's lead, never the victim's.
      const own = await h.send("POST", "/api/solicitarplans/update", {
        accessToken: attacker.token,
        telefono: "+573008888888",
      });
      expect(own.status).toBe(200);

      const after = await leadRow("victim@example.com");
      expect(after).toMatchObject({
        email: "victim@example.com",
        phone: "+573001234567",
        name: "María José Pérez",
      });
      expect(after?.updatedAt.toISOString()).toBe(victim.row.updatedAt.toISOString());
      expect(await leadRow("hijacked@example.com")).toBeUndefined();
    });

    it("answers the feedback page's lead lookup only to the token with the lead's e-mail", async () => {
      const victim = await firstClientLead("lookup@example.com");
      const attacker = await firstClientLead("lookup-attacker@example.com");
      const lookup = (a: string, b: string) =>
        h.get(`/api/feedbacks/getLead/${a}/${encodeURIComponent(b)}`);

      expect((await lookup(victim.token, "lookup@example.com")).status).toBe(200);
      // A leaked id plus the right e-mail is never enough.
      expect((await lookup(victim.id, "lookup@example.com")).status).toBe(400);
      // Another lead's token plus the right e-mail neither.
      const other = await lookup(attacker.token, "lookup@example.com");
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual(NOT_FOUND);
      expect((await lookup(strangerToken(), "lookup@example.com")).status).toBe(404);
      expect((await lookup(victim.token, "otra@example.com")).status).toBe(404);
    });

    it("opens no one's data page with an id, a wrong token or another token's kind", async () => {
      const victim = await firstClientLead("page@example.com");
      const page = (headers: Record<string, string>) => h.get("/api/privacidad/mis-datos", headers);
      expect((await page(bearer(victim.id))).status).toBe(401);
      const stranger = await page(bearer(strangerToken()));
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toEqual(DENIED);
      const deleted = await h.send("DELETE", "/api/privacidad/mis-datos", undefined, {
        ...bearer(strangerToken()),
      });
      expect(deleted.status).toBe(404);
      expect(await leadRow("page@example.com")).toBeDefined();
      // The token in the address is not a credential.
      expect(
        (await h.get(`/api/privacidad/mis-datos?token=${victim.token}&codigo=${victim.token}`))
          .status,
      ).toBe(401);
    });
  });

  describe("feedback", () => {
    const firstClientFeedback = async () => {
      const lead = await firstClientLead(`fb-${randomBytes(4).toString("hex")}@example.com`);
      const res = await h.send("POST", "/api/feedbacks", {
        leadToken: lead.token,
        rating: 2,
        comment: "Nadie me llamó",
        email: "autor@example.com",
      });
      expect(res.status).toBe(201);
      const receipt: Json = (await res.json()).data;
      const [row] = await h.db.orm
        .select()
        .from(feedbacks)
        .where(eq(feedbacks.accessTokenHash, hashToken(receipt.accessToken)));
      if (!row) throw new Error("feedback not stored");
      return { lead, receipt, row, token: receipt.accessToken as string };
    };

    it("answers no serial id, lead id or e-mail", async () => {
      const { lead, receipt, row, token } = await firstClientFeedback();
      for (const body of [receipt, (await (await h.get(`/api/feedbacks/${token}`)).json()).data]) {
        const text = JSON.stringify(body);
        expect(body).not.toHaveProperty("id");
        expect(body).not.toHaveProperty("leadId");
        expect(text).not.toContain(lead.id);
        expect(text).not.toContain("autor@example.com");
      }
      expect(row.leadId).toBe(lead.id);
    });

    it("refuses to read or rewrite a feedback without its token", async () => {
      const { lead, row } = await firstClientFeedback();
      const mine = await firstClientFeedback();
      for (const guess of [String(row.id), String(row.id + 1), lead.id]) {
        expect((await h.get(`/api/feedbacks/${guess}`)).status, guess).toBe(400);
        expect((await h.send("PATCH", `/api/feedbacks/${guess}`, { rating: 5 })).status).toBe(400);
      }
      // The lead's token is not the feedback's, nor is a stranger's or the second client's own.
      for (const token of [lead.token, strangerToken(), mine.lead.token]) {
        expect((await h.get(`/api/feedbacks/${token}`)).status).toBe(404);
        const patch = await h.send("PATCH", `/api/feedbacks/${token}`, { comment: "Excelente" });
        expect(patch.status).toBe(404);
        expect(await patch.json()).toEqual({ error: "Comentario no encontrado" });
      }
      const [after] = await h.db.orm.select().from(feedbacks).where(eq(feedbacks.id, row.id));
      expect(after?.data).toEqual(row.data);
    });

    it("ties a feedback to a lead only through the lead's token", async () => {
      const victim = await firstClientLead("tie@example.com");
      const byId = await h.send("POST", "/api/feedbacks", { leadToken: victim.id, rating: 1 });
      expect(byId.status).toBe(400);
      const byLegacyField = await h.send("POST", "/api/feedbacks", {
        leadId: victim.id,
        rating: 1,
      });
      expect(byLegacyField.status).toBe(201);
      const byStranger = await h.send("POST", "/api/feedbacks", {
        leadToken: strangerToken(),
        rating: 1,
      });
      expect(byStranger.status).toBe(404);
      expect(await byStranger.json()).toEqual(NOT_FOUND);
      const attached = await h.db.orm
        .select()
        .from(feedbacks)
        .where(eq(feedbacks.leadId, victim.id));
      expect(attached).toHaveLength(0);
    });
  });

  describe("shared links", () => {
    const create = async (url: string) => {
      const res = await h.send("POST", "/api/buscarplanes/sharedinsurance", {
        url,
        decodedProfile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] },
      });
      expect(res.status).toBe(201);
      return (await res.json()).data as { code: string; editToken: string };
    };

    it("lets whoever has the code read it, and only its creator change it", async () => {
      const victim = await create("http://localhost:5173/Comparar/EPS");
      const attacker = await create("http://localhost:5173/Comparar");
      const put = (editToken: unknown) =>
        h.send("PUT", "/api/buscarplanes/sharedinsurance", {
          sharedLink: victim.code,
          ...(editToken === undefined ? {} : { editToken }),
          url: "http://localhost:5173/phishing",
          decodedProfile: null,
        });

      expect((await h.get(`/api/buscarplanes/sharedinsurance/${victim.code}`)).status).toBe(200);
      for (const token of [attacker.editToken, strangerToken()]) {
        const res = await put(token);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: "Solo quien creó este enlace compartido puede cambiarlo",
        });
      }
      expect((await put(undefined)).status).toBe(400);
      expect((await put(victim.code)).status).toBe(400);

      const [row] = await h.db.orm
        .select()
        .from(sharedLinks)
        .where(eq(sharedLinks.code, victim.code));
      expect(row?.url).toBe("http://localhost:5173/Comparar/EPS");
      expect(row?.editTokenHash).toBe(hashToken(victim.editToken));
      expect((await put(victim.editToken)).status).toBe(200);
    });

    it("makes codes that are not sequential or short", async () => {
      const codes = await Promise.all(
        Array.from({ length: 5 }, () => create("http://localhost:5173/Comparar")),
      );
      for (const { code } of codes) expect(Buffer.from(code, "base64url")).toHaveLength(16);
      expect(new Set(codes.map((c) => c.code)).size).toBe(5);
    });
  });

  describe("consents", () => {
    it("shows and withdraws a consent only for the token it was given with", async () => {
      const current = (await (await h.get("/api/consents/current?purpose=perfil")).json()).data;
      const give = async () => {
        const res = await h.send("POST", "/api/consents", {
          purpose: "perfil",
          version: current.version,
          agree: true,
        });
        expect(res.status).toBe(201);
        return (await res.json()).data.accessToken as string;
      };
      const victim = await give();
      const attacker = await give();

      const own = await (await h.get("/api/privacidad/mis-datos", bearer(attacker))).json();
      expect(own.data.consents).toHaveLength(1);
      expect(own.data.lead).toBeNull();

      const withdraw = await h.send("DELETE", "/api/privacidad/mis-datos", undefined, {
        ...bearer(attacker),
      });
      expect(withdraw.status).toBe(200);
      const [left] = await h.db.orm
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.accessTokenHash, hashToken(victim)));
      expect(left).toBeDefined();
      expect((await h.get("/api/privacidad/mis-datos", bearer(victim))).status).toBe(200);
    });
  });

  it("answers an advisor's name and status by their opaque reference only, never the e-mail", async () => {
    const res = await h.get("/api/users/ana-asesora-ref-8Tq3Zx");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("@");
    expect(Object.keys(JSON.parse(text).data).sort()).toEqual(["name", "status"]);
    // Counting ids finds nobody.
    for (const id of [0, 1, 2, 3]) expect((await h.get(`/api/users/${id}`)).status).toBe(404);
  });
});
