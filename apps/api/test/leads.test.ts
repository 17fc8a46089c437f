import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, idempotencyKeys, leads } from "../src/db/schema";
import { scopedIdempotencyKey } from "../src/http/idempotency";
import { hashToken } from "../src/platform/capability";
import { type Harness, startHarness, TEST_NOW } from "./support/harness";
import { planRequest as planRequestOf } from "./support/requests";
import { databaseTargets } from "./support/test-database";

const planRequest = (email: string) => planRequestOf(email, { price: 120000 });

describe.each(databaseTargets())("leads, feedback and users on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const leadsFor = (email: string) => h.db.orm.select().from(leads).where(eq(leads.email, email));

  describe("headers of non-GET requests", () => {
    it("refuses a POST without X-Country, or with an unknown one", async () => {
      for (const headers of [{ "X-Country": "" }, { "X-Country": "AR" }, { "X-Country": "7" }]) {
        const res = await h.send(
          "POST",
          "/api/solicitarplans",
          planRequest("x@example.com"),
          headers,
        );
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: "Encabezado X-Country requerido: CL, PE, CO o INT",
        });
      }
    });

    it("accepts the country ids 1-4 and any case of the codes", async () => {
      for (const [country, id] of [
        ["1", 1],
        ["int", 4],
      ] as const) {
        const email = `country-${country}@example.com`;
        const res = await h.send("POST", "/api/solicitarplans", planRequest(email), {
          "X-Country": country,
        });
        expect(res.status).toBe(201);
        expect((await leadsFor(email))[0]?.countryId).toBe(id);
      }
    });

    it("refuses a POST without x-qpversion", async () => {
      const res = await h.app.request("/api/solicitarplans", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Country": "CO" },
        body: JSON.stringify(planRequest("noversion@example.com")),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Encabezado x-qpversion requerido" });
      expect(await leadsFor("noversion@example.com")).toHaveLength(0);
    });
  });

  describe("storing leads", () => {
    const currentVersion = async () =>
      (await (await h.get("/api/consents/current?purpose=solicitud&country=CO")).json()).data
        .version as string;

    it("stores a plan request with its consent record and answers a token, not an id", async () => {
      const version = await currentVersion();
      const res = await h.send("POST", "/api/solicitarplans", {
        ...planRequest("maria@example.com"),
        consentVersion: version,
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { data } = await res.json();
      expect(Object.keys(data).sort()).toEqual(["accessToken", "createdAt", "kind", "updatedAt"]);
      expect(data).toMatchObject({ kind: "plan", createdAt: TEST_NOW.toISOString() });
      expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await leadsFor("maria@example.com");
      expect(row).toMatchObject({
        kind: "plan",
        countryId: 3,
        consent: true,
        consentTextVersion: version,
        productCode: "AND-ESENCIAL",
        accessTokenHash: hashToken(data.accessToken),
      });
      expect(JSON.stringify(row)).not.toContain(data.accessToken);
      expect(row?.consentedAt.toISOString()).toBe(TEST_NOW.toISOString());
      const [record] = await h.db.orm
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.id, row?.consentRecordId ?? ""));
      expect(record).toMatchObject({ purpose: "solicitud", version, countryId: 3, language: "es" });
      expect(record?.grantedAt.toISOString()).toBe(TEST_NOW.toISOString());
    });

    it("uses the registry's current version when the request names none", async () => {
      const res = await h.send("POST", "/api/contactos", {
        nombre: "Pedro Soto",
        email: "pedro@example.com",
        agree: true,
        productType: "SALUD",
      });
      expect(res.status).toBe(201);
      const [row] = await leadsFor("pedro@example.com");
      expect(row?.consentTextVersion).toBe(await currentVersion());
      expect(row?.kind).toBe("contact");
    });

    it("refuses a consent version that is not the current one and stores nothing", async () => {
      for (const consentVersion of ["terminos-2024-12", "solicitud-2020-01"]) {
        const res = await h.send("POST", "/api/solicitarplans", {
          ...planRequest("oldversion@example.com"),
          consentVersion,
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          error: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo",
        });
      }
      expect(await leadsFor("oldversion@example.com")).toHaveLength(0);
    });

    it("refuses a request without consent with a Spanish message and stores nothing", async () => {
      for (const agree of [false, undefined, "true"]) {
        const res = await h.send("POST", "/api/solicitarplans", {
          ...planRequest("noconsent@example.com"),
          agree,
        });
        expect(res.status).toBe(400);
        const json = await res.json();
        expect(json.error).toBe("Datos inválidos");
        expect(json.issues).toContainEqual({
          path: "agree",
          message: "Debes aceptar los términos y condiciones para enviar tu solicitud",
        });
      }
      const contact = await h.send("POST", "/api/contactos", {
        nombre: "Ana Díaz",
        email: "noconsent@example.com",
      });
      expect(contact.status).toBe(400);
      expect(await leadsFor("noconsent@example.com")).toHaveLength(0);
    });

    it("answers malformed fields with Spanish messages, field by field", async () => {
      const res = await h.send("POST", "/api/seguro-adicional/solicitar", {
        ...planRequest("no-es-correo"),
        nombre: "J",
        telefono: "12",
        fechanacimiento: "31/02/1990",
      });
      expect(res.status).toBe(400);
      const { issues } = await res.json();
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: "email", message: "Ingresa un correo electrónico válido" },
          { path: "telefono", message: "Ingresa un teléfono válido" },
          {
            path: "nombre",
            message: "Ingresa un nombre válido: al menos 2 letras, solo letras, espacios y guiones",
          },
          {
            path: "fechanacimiento",
            message: "Ingresa una fecha de nacimiento válida (AAAA-MM-DD)",
          },
        ]),
      );
      const empty = await h.send("POST", "/api/solicitarplans", {});
      const missing = (await empty.json()).issues as Array<{ path: string; message: string }>;
      expect(missing.find((i) => i.path === "rutsolicitud")?.message).toBe(
        "Entrada inválida: se esperaba texto, recibido indefinido",
      );
    });

    it("stores an additional insurance request and updates it by its token", async () => {
      const created = await h.send("POST", "/api/seguro-adicional/solicitar", {
        ...planRequest("adicional@example.com"),
        fechanacimiento: "1990-04-12",
        sellerDNI: "123",
      });
      expect(created.status).toBe(201);
      const { data } = await created.json();
      h.clock.advance(60_000);
      const updated = await h.send("POST", "/api/seguro-adicional/update", {
        accessToken: data.accessToken,
        isPayment: true,
      });
      expect(updated.status).toBe(200);
      const json = await updated.json();
      expect(json.data.updatedAt).not.toBe(json.data.createdAt);
      const [row] = await leadsFor("adicional@example.com");
      expect(row?.payload).toMatchObject({
        isPayment: true,
        sellerDNI: "123",
        fechanacimiento: "1990-04-12",
      });
    });

    it("updates a plan request by its token and answers 404 for an unknown token", async () => {
      const { data } = await (
        await h.send("POST", "/api/solicitarplans", planRequest("update@example.com"))
      ).json();
      const res = await h.send("POST", "/api/solicitarplans/update", {
        accessToken: data.accessToken,
        telefono: "+573009999999",
      });
      expect(res.status).toBe(200);
      expect((await res.json()).data.accessToken).toBe(data.accessToken);
      expect((await leadsFor("update@example.com"))[0]?.phone).toBe("+573009999999");
      const missing = await h.send("POST", "/api/solicitarplans/update", {
        accessToken: "A".repeat(43),
        telefono: "+573009999999",
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Solicitud no encontrada" });
      // A plan lead is not updated through the additional-insurance route.
      const wrongKind = await h.send("POST", "/api/seguro-adicional/update", {
        accessToken: data.accessToken,
        isPayment: true,
      });
      expect(wrongKind.status).toBe(404);
    });
  });

  describe("idempotency", () => {
    const post = (key: string, body: unknown) =>
      h.send("POST", "/api/solicitarplans", body, { "Idempotency-Key": key });

    it("returns the first answer to a retry and stores the lead once", async () => {
      const body = planRequest("retry@example.com");
      const first = await post("key-retry-000001", body);
      const firstText = await first.text();
      h.clock.advance(5_000);
      const second = await post("key-retry-000001", body);
      expect(second.status).toBe(first.status);
      expect(await second.text()).toBe(firstText);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      expect(await leadsFor("retry@example.com")).toHaveLength(1);
    });

    it("treats a body with the same data in another key order as the same request", async () => {
      const body = planRequest("order@example.com");
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const first = await post("key-order-000001", body);
      const second = await post("key-order-000001", reordered);
      expect(await second.json()).toEqual(await first.json());
      expect(await leadsFor("order@example.com")).toHaveLength(1);
    });

    it("refuses the same key with another body with 409", async () => {
      await post("key-conflict-0001", planRequest("conflict@example.com"));
      const res = await post("key-conflict-0001", planRequest("other@example.com"));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: "La clave de idempotencia ya se usó con otros datos",
      });
      expect(await leadsFor("other@example.com")).toHaveLength(0);
    });

    it("stores once when concurrent requests carry the same key", async () => {
      const body = planRequest("concurrent@example.com");
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post("key-concurrent-01", body)),
      );
      const texts = await Promise.all(answers.map((a) => a.text()));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(new Set(texts).size).toBe(1);
      expect(await leadsFor("concurrent@example.com")).toHaveLength(1);
      const [keys] = await h.db.orm
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(
          eq(
            idempotencyKeys.key,
            // What is stored is the key scoped to route, country (CO) and client.
            scopedIdempotencyKey({
              method: "POST",
              path: "/api/solicitarplans",
              country: 3,
              clientKey: "local",
              key: "key-concurrent-01",
            }),
          ),
        );
      expect(keys?.n).toBe(1);
    });

    it("does not store a key for a request refused by validation", async () => {
      const res = await post("key-invalid-0001", {
        ...planRequest("invalid@example.com"),
        agree: false,
      });
      expect(res.status).toBe(400);
      const retry = await post("key-invalid-0001", planRequest("invalid@example.com"));
      expect(retry.status).toBe(201);
    });

    it("refuses a malformed key", async () => {
      const res = await post("short", planRequest("shortkey@example.com"));
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe("Idempotency-Key");
    });
  });

  describe("feedback, users and referrals", () => {
    it("stores, reads and changes a feedback about a lead", async () => {
      const { data: lead } = await (
        await h.send("POST", "/api/solicitarplans", planRequest("fb@example.com"))
      ).json();
      const created = await h.send("POST", "/api/feedbacks", {
        leadToken: lead.accessToken,
        rating: 4,
        comment: "Buena atención",
        email: "fb@example.com",
      });
      expect(created.status).toBe(201);
      const { data } = await created.json();
      const now = h.clock.now().toISOString();
      expect(data).toEqual({
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        rating: 4,
        comment: "Buena atención",
        createdAt: now,
        updatedAt: now,
      });
      const patched = await h.send("PATCH", `/api/feedbacks/${data.accessToken}`, { rating: 5 });
      expect((await patched.json()).data).toMatchObject({ rating: 5, comment: "Buena atención" });
      const read = await h.get(`/api/feedbacks/${data.accessToken}`);
      const readBody = await read.json();
      expect(readBody.data.rating).toBe(5);
      expect(JSON.stringify(readBody)).not.toContain("fb@example.com");
      expect((await h.get("/api/feedbacks/99999")).status).toBe(400);
      expect((await h.get(`/api/feedbacks/${"B".repeat(43)}`)).status).toBe(404);
      const summary = await h.get(`/api/feedbacks/getLead/${lead.accessToken}/FB@example.com`);
      expect((await summary.json()).data).toEqual({
        kind: "plan",
        nombre: "María José Pérez",
        productCode: "AND-ESENCIAL",
        createdAt: now,
      });
      expect(
        (await h.get(`/api/feedbacks/getLead/${lead.accessToken}/otro@example.com`)).status,
      ).toBe(404);
    });

    it("refuses a rating outside 1 to 5 with a Spanish message", async () => {
      const res = await h.send("POST", "/api/feedbacks", { rating: 6 });
      expect(await res.json()).toEqual({
        error: "Datos inválidos",
        issues: [{ path: "rating", message: "La calificación debe ser un número de 1 a 5" }],
      });
    });

    it("answers a user's name and status (never the e-mail) and a referral advisor by e-mail", async () => {
      const user = await (await h.get("/api/users/ana-asesora-ref-8Tq3Zx")).json();
      expect(user.data).toEqual({ name: "Ana Asesora", status: "Activo" });
      // The sequential id names nobody: advisors cannot be listed by counting.
      expect((await h.get("/api/users/1")).status).toBe(404);
      expect((await h.get("/api/users/ana-asesora-ref-8Tq3Zy")).status).toBe(404);
      const advisor = await (
        await h.get("/api/referral/advisor?email=ANA.ASESORA@queseguro.com")
      ).json();
      // What the referral keeps, nothing more: the executive's e-mail is an internal contact.
      expect(advisor.data).toEqual({
        name: "Ana Asesora",
        email: "ana.asesora@queseguro.com",
        ejecutivo: { name: "Pedro Ejecutivo" },
      });
      const missing = await h.get("/api/referral/advisor?email=nadie@queseguro.com");
      expect(await missing.json()).toEqual({ error: "Asesor no encontrado" });
    });
  });
});
