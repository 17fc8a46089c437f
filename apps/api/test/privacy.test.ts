import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consentRecords,
  consentTexts,
  downloadLinks,
  feedbacks,
  leads,
  mailOutbox,
} from "../src/db/schema";
import { syncConsentRegistry } from "../src/features/privacy/consent-registry";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, type Json, startHarness } from "./support/harness";
import { mailAsSent } from "./support/mail";
import {
  bearer,
  ACCESS_DENIED as DENIED,
  planRequest as planRequestOf,
  TOKEN_REQUIRED,
  CONSENT_VERSION_REFUSED as VERSION_REFUSED,
} from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * Consent and privacy rights: the registry decides the consent text and its version, each
 * consent is recorded, and with their token visitors see, export and delete what is kept.
 */

const planRequest = (email: string) =>
  planRequestOf(email, {
    nombre: "Camila Rojas",
    profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 34 }] },
  });

/** 1 December 2026, midnight in Santiago: Chile's Ley 21.719 takes effect. */
const LEY_21719 = new Date("2026-12-01T03:00:00.000Z");

describe.each(databaseTargets())("consent and privacy rights on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      publicSiteUrls: {
        CO: "https://www.queseguro.example",
        CL: "https://www.queplan.example",
        PE: "https://pe.example",
        INT: "https://int.example",
      },
      publicApiUrl: "https://api.queseguro.example",
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

  /** Runs `work` with the clock at `at`, then puts it back. */
  const at = async <T>(moment: Date, work: () => Promise<T>): Promise<T> => {
    const before = h.clock.now();
    h.clock.set(moment);
    try {
      return await work();
    } finally {
      h.clock.set(before);
    }
  };

  const currentText = async (query: string, headers: Record<string, string> = {}) => {
    const res = await h.get(`/api/consents/current?${query}`, headers);
    expect(res.status).toBe(200);
    return (await res.json()).data as Json;
  };

  const createLead = async (email: string, headers: Record<string, string> = {}) => {
    const res = await h.send("POST", "/api/solicitarplans", planRequest(email), headers);
    expect(res.status).toBe(201);
    return (await res.json()).data.accessToken as string;
  };

  describe("the consent registry", () => {
    it("answers each country's current text and law, in the language asked", async () => {
      const co = await currentText("purpose=perfil&lang=en", { "X-Country": "CO" });
      expect(co).toMatchObject({ purpose: "perfil", language: "en", law: "Ley 1581 de 2012" });
      expect(co.version).toMatch(/^perfil-\d{4}-\d{2}$/);
      expect(co.text).toContain("What data");
      const pe = await currentText("purpose=solicitud&country=PE&lang=pt");
      expect(pe).toMatchObject({ purpose: "solicitud", language: "pt", law: "Ley 29733" });
      expect(pe.text).toContain("Quais dados");
      const int = await currentText("purpose=perfil&country=INT");
      expect(int.text).toContain("tu país de residencia");
      const invalid = await h.get("/api/consents/current?purpose=marketing");
      expect(invalid.status).toBe(400);
    });

    it("switches Chile to Ley 21.719 on 1 December 2026 and refuses the older version after", async () => {
      const before = await currentText("purpose=perfil&country=CL");
      expect(before.law).toBe("Ley 19.628");
      const after = await at(LEY_21719, () => currentText("purpose=perfil&country=CL"));
      expect(after).toMatchObject({ law: "Ley 21.719", version: "perfil-2026-12" });
      expect(after.text).toContain("Agencia de Protección de Datos Personales");

      const consent = (version: string) =>
        h.send(
          "POST",
          "/api/consents",
          { purpose: "perfil", version, agree: true },
          {
            "X-Country": "CL",
          },
        );
      const old = await at(LEY_21719, () => consent(before.version));
      expect(old.status).toBe(409);
      expect(await old.json()).toEqual(VERSION_REFUSED);
      const fresh = await at(LEY_21719, () => consent(after.version));
      expect(fresh.status).toBe(201);
      expect((await fresh.json()).data).toMatchObject({
        purpose: "perfil",
        version: "perfil-2026-12",
        grantedAt: LEY_21719.toISOString(),
      });
    });

    it("records a consent to the current version only, and only when the visitor agrees", async () => {
      const { version } = await currentText("purpose=perfil");
      const send = (body: Record<string, unknown>) => h.send("POST", "/api/consents", body);
      for (const wrong of [
        "perfil-2020-01",
        "cualquier-cosa",
        (await currentText("purpose=solicitud")).version,
      ]) {
        const res = await send({ purpose: "perfil", version: wrong, agree: true });
        expect(res.status, wrong).toBe(409);
        expect(await res.json()).toEqual(VERSION_REFUSED);
      }
      const refused = await send({ purpose: "perfil", version, agree: false });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toContainEqual({
        path: "agree",
        message: "Debes aceptar el tratamiento de tus datos para continuar",
      });

      const res = await send({ purpose: "perfil", version, language: "pt", agree: true });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const receipt = (await res.json()).data;
      const mine = await (
        await h.get("/api/privacidad/mis-datos", bearer(receipt.accessToken))
      ).json();
      expect(mine.data.consents).toEqual([
        {
          purpose: "perfil",
          version,
          language: "pt",
          text: expect.stringContaining("Consentimento"),
          law: "Ley 1581 de 2012",
          grantedAt: h.clock.now().toISOString(),
          withdrawnAt: null,
        },
      ]);
    });

    it("never changes a published text: a catalogue that edits one refuses to sync", async () => {
      const [row] = await h.db.orm.select().from(consentTexts).limit(1);
      if (!row) throw new Error("registry empty");
      const where = and(
        eq(consentTexts.purpose, row.purpose),
        eq(consentTexts.version, row.version),
        eq(consentTexts.countryId, row.countryId),
      );
      await h.db.orm
        .update(consentTexts)
        .set({ texts: { ...(row.texts as object), es: "otro texto" } })
        .where(where);
      try {
        await expect(h.db.transaction((tx) => syncConsentRegistry(tx))).rejects.toThrow(
          /new version/,
        );
      } finally {
        await h.db.orm.update(consentTexts).set({ texts: row.texts }).where(where);
      }
      await h.db.transaction((tx) => syncConsentRegistry(tx));
    });
  });

  describe("links in e-mails", () => {
    it("writes the data-page link from the country's public address, whatever the Host", async () => {
      const token = await createLead("host@example.com", {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "http",
      });
      const [mail] = await mailAsSent(h, "host@example.com", "lead-confirmation");
      expect(mail?.body).toContain(`https://www.queseguro.example/mis-datos#codigo=${token}`);
      expect(mail?.body).not.toContain("evil.example");

      const forged = await h.app.request("http://evil.example/api/documentdownload/generate", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Country": "CO",
          "x-qpversion": "test",
          "X-Forwarded-Host": "evil.example",
        },
        body: JSON.stringify({
          fingerprintId: "fp-1",
          document_id: fixtureIds.documents.esencialConditions,
          insurance_id: fixtureIds.products.esencial,
          email: "host@example.com",
        }),
      });
      expect(forged.status).toBe(201);
      const [download] = await mailAsSent(h, "host@example.com", "document-download");
      expect(download?.body).toContain(
        "https://api.queseguro.example/api/documentdownload/download/",
      );
      expect(download?.body).not.toContain("evil.example");
    });
  });

  describe("see, export and delete", () => {
    it("asks for the token in Authorization, and nowhere else", async () => {
      const token = await createLead("auth@example.com");
      const attempts: Array<Record<string, string>> = [
        {},
        { Authorization: token },
        { Authorization: `Basic ${token}` },
        { Authorization: "Bearer corto" },
        { Authorization: `Bearer ${token}x` },
      ];
      for (const headers of attempts) {
        for (const path of ["/api/privacidad/mis-datos", "/api/privacidad/mis-datos/exportar"]) {
          const res = await h.get(path, headers);
          expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
          expect(await res.json()).toEqual(TOKEN_REQUIRED);
        }
        const del = await h.send("DELETE", "/api/privacidad/mis-datos", undefined, headers);
        expect(del.status).toBe(401);
      }
      expect((await h.get("/api/privacidad/mis-datos", bearer(token))).status).toBe(200);
    });

    it("shows everything a lead's token reaches, and exports it as a JSON file", async () => {
      const token = await createLead("ver@example.com");
      await h.send("POST", "/api/feedbacks", {
        leadToken: token,
        rating: 5,
        comment: "Muy claro",
        email: "ver@example.com",
      });
      const res = await h.get("/api/privacidad/mis-datos", bearer(token));
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { data } = await res.json();
      expect(data.lead).toMatchObject({
        kind: "plan",
        country: "CO",
        nombre: "Camila Rojas",
        email: "ver@example.com",
        telefono: "+573001234567",
        productCode: "AND-ESENCIAL",
        payload: { rutsolicitud: "1020304050", profile: planRequest("x").profile },
      });
      expect(data.feedbacks).toEqual([
        expect.objectContaining({ rating: 5, comment: "Muy claro", email: "ver@example.com" }),
      ]);
      expect(data.consents).toEqual([
        expect.objectContaining({
          purpose: "solicitud",
          language: "es",
          law: "Ley 1581 de 2012",
          text: expect.stringContaining("Consentimiento para enviar tu solicitud"),
          withdrawnAt: null,
        }),
      ]);
      expect(data.messages).toEqual([
        expect.objectContaining({ kind: "lead-confirmation", subject: "Recibimos tu solicitud" }),
      ]);
      expect(data.retention).toContainEqual({
        record: "Correos que te enviamos",
        period: `${h.config.retentionDays.mail} días`,
      });
      expect(JSON.stringify(data)).not.toContain(token);

      const file = await h.get("/api/privacidad/mis-datos/exportar", bearer(token));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="mis-datos.json"');
      expect(file.headers.get("cache-control")).toBe("no-store");
      expect(file.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await file.json()).toEqual(data);
    });

    it("deletes the lead, its feedback, consents and the mail written for it; then nothing answers", async () => {
      const email = "borrar@example.com";
      const token = await createLead(email);
      const other = await createLead("se-queda@example.com");
      const feedback = await h.send("POST", "/api/feedbacks", { leadToken: token, rating: 3 });
      const feedbackToken = (await feedback.json()).data.accessToken as string;
      const generated = await h.send("POST", "/api/documentdownload/generate", {
        fingerprintId: "fp-2",
        document_id: fixtureIds.documents.esencialConditions,
        insurance_id: fixtureIds.products.esencial,
        email,
      });
      expect(generated.status).toBe(201);
      const [lead] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      if (!lead) throw new Error("lead not stored");

      const deleted = await h.send("DELETE", "/api/privacidad/mis-datos", undefined, bearer(token));
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get("cache-control")).toBe("no-store");
      expect((await deleted.json()).data).toEqual({
        deleted: true,
        deletedAt: h.clock.now().toISOString(),
      });

      expect(await h.db.orm.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
      expect(await h.db.orm.select().from(feedbacks).where(eq(feedbacks.leadId, lead.id))).toEqual(
        [],
      );
      expect(
        await h.db.orm
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.id, lead.consentRecordId ?? "")),
      ).toEqual([]);
      expect(
        await h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.reference, lead.id)),
      ).toEqual([]);
      // A download link is asked for with an e-mail alone: no token reaches it, so it and its
      // message stay until the retention job removes them.
      expect(
        await h.db.orm.select().from(downloadLinks).where(eq(downloadLinks.email, email)),
      ).toHaveLength(1);

      // Every token that reached the data now reaches nothing.
      for (const t of [token, feedbackToken]) {
        const page = await h.get("/api/privacidad/mis-datos", bearer(t));
        expect(page.status).toBe(404);
        expect(await page.json()).toEqual(DENIED);
        expect((await h.get("/api/privacidad/mis-datos/exportar", bearer(t))).status).toBe(404);
        expect(
          (await h.send("DELETE", "/api/privacidad/mis-datos", undefined, bearer(t))).status,
        ).toBe(404);
      }
      expect((await h.get(`/api/feedbacks/${feedbackToken}`)).status).toBe(404);
      expect(
        (
          await h.send("POST", "/api/solicitarplans/update", {
            accessToken: token,
            telefono: "+573001111111",
          })
        ).status,
      ).toBe(404);
      expect((await h.get(`/api/feedbacks/getLead/${token}/${email}`)).status).toBe(404);

      // Someone else's request is untouched.
      expect((await h.get("/api/privacidad/mis-datos", bearer(other))).status).toBe(200);
    });

    it("never lets a stranger's token see or erase another person's mail and download links by their address", async () => {
      const email = "victima@example.com";
      const victim = await createLead(email);
      const generated = await h.send("POST", "/api/documentdownload/generate", {
        fingerprintId: "fp-victima",
        document_id: fixtureIds.documents.esencialConditions,
        insurance_id: fixtureIds.products.esencial,
        email,
      });
      expect(generated.status).toBe(201);
      const [victimLead] = await h.db.orm
        .select()
        .from(leads)
        .where(and(eq(leads.email, email), eq(leads.kind, "plan")));
      if (!victimLead) throw new Error("lead not stored");
      const [link] = await h.db.orm
        .select()
        .from(downloadLinks)
        .where(eq(downloadLinks.email, email));
      if (!link) throw new Error("download link not stored");
      /** The victim's own messages: the confirmation of their request and their download link. */
      const victimMail = () =>
        h.db.orm
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.reference, [victimLead.id, link.code]))
          .orderBy(asc(mailOutbox.id));

      // A stranger sends a contact request with the victim's address: the token is theirs.
      const contact = await h.send("POST", "/api/contactos", {
        nombre: "Un Extraño",
        email: email.toUpperCase(),
        agree: true,
      });
      expect(contact.status).toBe(201);
      const stranger = (await contact.json()).data.accessToken as string;
      const [strangerLead] = await h.db.orm
        .select()
        .from(leads)
        .where(and(eq(leads.email, email), eq(leads.kind, "contact")));
      if (!strangerLead) throw new Error("contact not stored");
      const strangerLeadId = strangerLead.id;
      const strangerMail = () =>
        h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.reference, strangerLeadId));
      expect(await strangerMail()).toHaveLength(1);
      const before = await victimMail();
      expect(before.map((m) => m.kind).sort()).toEqual(["document-download", "lead-confirmation"]);

      // What the stranger's token shows and exports is their own request and its message only.
      for (const path of ["/api/privacidad/mis-datos", "/api/privacidad/mis-datos/exportar"]) {
        const res = await h.get(path, bearer(stranger));
        expect(res.status).toBe(200);
        const body = await res.json();
        const data = body.data ?? body;
        expect(data.lead).toMatchObject({ kind: "contact", nombre: "Un Extraño" });
        expect(data.messages).toHaveLength(1);
        expect(data.messages[0]).toMatchObject({ kind: "lead-confirmation" });
        expect(data.feedbacks).toEqual([]);
        expect(JSON.stringify(data)).not.toContain("Tu enlace de descarga");
      }

      const deleted = await h.send(
        "DELETE",
        "/api/privacidad/mis-datos",
        undefined,
        bearer(stranger),
      );
      expect(deleted.status).toBe(200);

      // The stranger's request and the message written for it are gone...
      expect(await h.db.orm.select().from(leads).where(eq(leads.id, strangerLeadId))).toEqual([]);
      expect(await strangerMail()).toEqual([]);
      expect(
        await h.db.orm
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.id, strangerLead.consentRecordId ?? "")),
      ).toEqual([]);
      // ...and the victim's confirmation, download link and its message are all still there.
      expect(await victimMail()).toEqual(before);
      expect(
        await h.db.orm.select().from(downloadLinks).where(eq(downloadLinks.email, email)),
      ).toEqual([link]);
      expect(await h.db.orm.select().from(leads).where(eq(leads.id, victimLead.id))).toHaveLength(
        1,
      );
      const mine = await (await h.get("/api/privacidad/mis-datos", bearer(victim))).json();
      expect(mine.data.messages).toEqual([
        expect.objectContaining({ kind: "lead-confirmation", subject: "Recibimos tu solicitud" }),
      ]);
      expect((await h.get("/api/privacidad/mis-datos", bearer(stranger))).status).toBe(404);
    });

    it("deletes a feedback left without a lead with its own token", async () => {
      const res = await h.send("POST", "/api/feedbacks", {
        rating: 4,
        email: "suelto@example.com",
      });
      const token = (await res.json()).data.accessToken as string;
      const seen = await (await h.get("/api/privacidad/mis-datos", bearer(token))).json();
      expect(seen.data).toMatchObject({ lead: null, consents: [], messages: [] });
      expect(seen.data.feedbacks).toEqual([
        expect.objectContaining({ email: "suelto@example.com" }),
      ]);
      expect(
        (await h.send("DELETE", "/api/privacidad/mis-datos", undefined, bearer(token))).status,
      ).toBe(200);
      expect((await h.get(`/api/feedbacks/${token}`)).status).toBe(404);
    });

    it("lets a site on another origin send the token (CORS preflight for DELETE)", async () => {
      const res = await h.app.request("/api/privacidad/mis-datos", {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "DELETE",
          "Access-Control-Request-Headers": "authorization,x-country,x-qpversion",
        },
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(res.headers.get("access-control-allow-methods")).toContain("DELETE");
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
        "authorization",
      );
    });
  });
});
