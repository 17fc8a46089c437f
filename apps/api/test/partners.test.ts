import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * Partner mode enforced by the API: a partner's listing shows only its organizations whatever
 * the address asks, its header and footer HTML leave sanitised, and an iframe visit needs a
 * referido before it may request a plan.
 */
const ADMIN = "socios-admin-token-0123456789abcdefghijklmn";
const SUPERVISOR = "socios-supervisor-token-0123456789abcdefghij";

describe.each(databaseTargets())("partner mode on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      robotMaxRequests: 1000,
      staffTokens: [
        { role: "ADMINISTRADOR", email: "socios@queseguro.test", token: ADMIN },
        { role: "SUPERVISOR", email: "supervisor@queseguro.test", token: SUPERVISOR },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const { andinos, saludTotal } = fixtureIds.organizations;
  const token = fixtureIds.partner.token;

  const organizationsOf = async (query: string) => {
    const res = await h.get(`/api/compare/products?organizationTypes=ASEG,EPS,CORREDOR&${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      items: Array<{ organization?: { id: number } | null }>;
      total: number;
    };
    return { ids: new Set(body.items.map((item) => item.organization?.id)), total: body.total };
  };

  describe("allowed organizations", () => {
    it("lists every organization on the own site", async () => {
      const { ids } = await organizationsOf("");
      expect(ids).toContain(andinos);
      expect(ids).toContain(saludTotal);
    });

    it("lists only the partner's organizations by subdomain and by iframe token", async () => {
      for (const query of ["partner=aliado", `IFRAME_AUTH=${token}`]) {
        const { ids, total } = await organizationsOf(query);
        expect([...ids], query).toEqual([andinos]);
        expect(total, query).toBeGreaterThan(0);
      }
    });

    it("never widens the list: another organization asked for by the address gives nothing", async () => {
      const widened = await organizationsOf(`partner=aliado&organizationIds=${saludTotal}`);
      expect(widened.total).toBe(0);
      const both = await organizationsOf(`partner=aliado&organizationIds=${saludTotal},${andinos}`);
      expect([...both.ids]).toEqual([andinos]);
    });

    it("narrows the price-ordered listing too", async () => {
      const res = await h.send("POST", `/api/compare/products/byProfilePrice?partner=aliado`, {
        query: { organizationTypes: "ASEG,EPS" },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as { items: Array<{ organization?: { id: number } }> };
      expect(body.items.length).toBeGreaterThan(0);
      expect(new Set(body.items.map((item) => item.organization?.id))).toEqual(new Set([andinos]));
    });

    it("filters the organizations of a type and hides the clinics when clinicsEnabled is false", async () => {
      const own = await h.get("/api/organization/seguros/tipo/EPS");
      expect((await own.json()).data.map((each: { id: number }) => each.id)).toContain(saludTotal);
      const partner = await h.get("/api/organization/seguros/tipo/EPS?partner=aliado");
      expect((await partner.json()).data).toEqual([]);
      const clinics = await h.get(`/api/coverageOrganization/country?IFRAME_AUTH=${token}`);
      expect((await clinics.json()).data).toEqual([]);
    });

    it("refuses an unknown partner instead of listing the whole catalogue", async () => {
      for (const query of ["partner=nadie", "IFRAME_AUTH=otro"]) {
        const res = await h.get(`/api/compare/products?organizationTypes=ASEG&${query}`);
        expect(res.status, query).toBe(404);
        expect(await res.json()).toEqual({ error: "Socio no encontrado" });
      }
    });
  });

  describe("header and footer HTML", () => {
    it("answers the partner's HTML sanitised, by subdomain and by token", async () => {
      for (const query of ["subdomain=aliado", `token=${token}`]) {
        const res = await h.get(`/api/integration/partner-html?${query}`);
        expect(res.status, query).toBe(200);
        const { data } = await res.json();
        expect(data.headerHtml, query).toContain("Aliado Demo");
        expect(data.headerHtml, query).not.toMatch(/<script|onerror|onclick|javascript:/i);
        expect(data.footerHtml, query).toBeNull();
      }
      expect((await h.get("/api/integration/partner-html?subdomain=nadie")).status).toBe(404);
      expect((await h.get("/api/integration/partner-html")).status).toBe(400);
    });

    it("keeps the raw HTML out of the lookups", async () => {
      const res = await h.get(`/api/integration/iframe-token?token=${token}`);
      const { data } = await res.json();
      expect(data).not.toHaveProperty("headerHtml");
    });
  });

  describe("referral rule of an iframe visit", () => {
    const planRequest = (profile: Record<string, unknown>) => ({
      nombre: "María José Pérez",
      rutsolicitud: "1020304050",
      email: "iframe@example.com",
      telefono: "+573001234567",
      agree: true,
      origin: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
      productCode: "AND-ESENCIAL",
      price: 120000,
      profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 31 }], ...profile },
    });

    it("refuses a plan request from an iframe without a referido, in Spanish", async () => {
      const res = await h.send("POST", `/api/solicitarplans?IFRAME_AUTH=${token}`, planRequest({}));
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(
        "Para cotizar desde el sitio de nuestro aliado, indica primero el correo de tu asesor referido.",
      );
    });

    it("accepts it with a referido, and on the subdomain or the own site without one", async () => {
      const referido = {
        referido: { name: "Ana Asesora", email: "ana.asesora@queseguro.com" },
      };
      const withReferral = await h.send(
        "POST",
        `/api/solicitarplans?IFRAME_AUTH=${token}`,
        planRequest(referido),
      );
      expect(withReferral.status, await withReferral.clone().text()).toBe(201);
      const subdomain = await h.send("POST", "/api/solicitarplans?partner=aliado", planRequest({}));
      expect(subdomain.status).toBe(201);
      const own = await h.send("POST", "/api/solicitarplans", planRequest({}));
      expect(own.status).toBe(201);
    });
  });

  describe("the back office's partner configuration", () => {
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const change = (body: unknown, token = ADMIN) =>
      h.send("PATCH", "/api/back-office/partners/1", body, as(token));

    it("lists the partners with their HTML as written and as visitors get it, never the token", async () => {
      const res = await h.get("/api/back-office/partners", as(ADMIN));
      expect(res.status).toBe(200);
      const [partner] = (await res.json()).data;
      expect(partner).toMatchObject({
        id: 1,
        subdomain: "aliado",
        allowedOrganizations: [101],
        allowedUrls: ["https://aliado.example.com"],
        hasIframeToken: true,
      });
      expect(partner.headerHtml).toContain("<script>");
      expect(partner.preview.headerHtml).toContain("Aliado Demo");
      expect(partner.preview.headerHtml).not.toMatch(/<script|onerror|javascript:/i);
      expect(JSON.stringify(partner)).not.toContain(token);
      expect((await h.get("/api/back-office/partners", as(SUPERVISOR))).status).toBe(403);
    });

    it("previews HTML sanitised without storing it", async () => {
      const res = await h.send(
        "POST",
        "/api/back-office/partners/preview",
        {
          headerHtml: '<p onclick="x()">Hola <iframe src="https://x.example"></iframe></p>',
          footerHtml: null,
        },
        as(ADMIN),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({ headerHtml: "<p>Hola </p>", footerHtml: null });
    });

    it("changes what the partner shows, and the partner's pages follow at once", async () => {
      const changed = await change({
        allowedOrganizations: null,
        footerHtml: "<footer>Banco Aliado</footer>",
        partnerName: "Aliado",
      });
      expect(changed.status).toBe(200);
      expect((await changed.json()).data).toMatchObject({
        allowedOrganizations: null,
        partnerName: "Aliado",
        preview: { footerHtml: "<footer>Banco Aliado</footer>" },
      });
      const html = await (await h.get("/api/integration/partner-html?subdomain=aliado")).json();
      expect(html.data.footerHtml).toBe("<footer>Banco Aliado</footer>");
      // Every insurer again, for the partner's own visitors.
      const { ids } = await organizationsOf("partner=aliado");
      expect(ids).toContain(saludTotal);
      await change({ allowedOrganizations: [101], footerHtml: null });
    });

    it("refuses an origin that is not one, and a supervisor, in Spanish", async () => {
      const bad = await change({
        allowedUrls: ["https://aliado.example.com", "*", "javascript:x"],
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((issue: { path: string }) => issue.path)).toEqual([
        "allowedUrls.1",
        "allowedUrls.2",
      ]);
      expect((await change({ partnerName: "Otro" }, SUPERVISOR)).status).toBe(403);
      expect(
        (await h.send("PATCH", "/api/back-office/partners/99", { partnerName: "X" }, as(ADMIN)))
          .status,
      ).toBe(404);
    });

    it("rotates the iframe token: the new one works, the old one no longer, and neither is stored", async () => {
      const res = await h.send("POST", "/api/back-office/partners/1/token", undefined, as(ADMIN));
      expect(res.status).toBe(200);
      const fresh = (await res.json()).data.token as string;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [row] = await h.db.orm.select().from(partners).where(eq(partners.id, 1));
      expect(row?.iframeToken).toBe(hashToken(fresh));
      expect((await h.get(`/api/integration/iframe-token?token=${token}`)).status).toBe(404);
      expect((await h.get(`/api/integration/iframe-token?token=${fresh}`)).status).toBe(200);
    });
  });
});

describe.each(databaseTargets())(
  "the migration that keeps only the iframe tokens' hashes on $name",
  (target) => {
    it("turns a stored token into the SHA-256 the look-up uses", async () => {
      const h = await startHarness(target);
      try {
        await h.db.orm.insert(partners).values({ id: 900, iframeToken: "tok-plano-900", data: {} });
        const statement = await readFile(
          new URL("../drizzle/0020_partner_tokens_hashed.sql", import.meta.url),
          "utf8",
        );
        await h.db.orm.execute(sql.raw(statement.replace(/WHERE/, 'WHERE "id" = 900 AND')));
        const [row] = await h.db.orm.select().from(partners).where(eq(partners.id, 900));
        expect(row?.iframeToken).toBe(hashToken("tok-plano-900"));
      } finally {
        await h.close();
      }
    });
  },
);
