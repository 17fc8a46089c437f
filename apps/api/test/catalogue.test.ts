import { STAFF_TOKEN_REQUIRED_MESSAGE } from "@qs/domain/api/back-office";
import { UNTIL } from "@qs/vitest-config/conditions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureIds } from "./fixtures/small-catalog";
import {
  type Harness,
  type Json,
  SERVICE_AUTH,
  startHarness,
  type TestResponse,
} from "./support/harness";
import { databaseTargets } from "./support/test-database";

/** A member of staff: only their forceRefresh=1 skips the read cache. */
const STAFF = "catalogo-backoffice-0123456789abcdefghijkl";
const asStaff = { Authorization: `Bearer ${STAFF}` };

describe.each(databaseTargets())("catalogue and reference endpoints on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [{ role: "BACKOFFICE", email: "backoffice@queseguro.test", token: STAFF }],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const body = (response: TestResponse) => response.json();

  describe("sitemap", () => {
    it("lists the country's active plans with their address parts and last change", async () => {
      const res = await h.get("/api/sitemap/products?country=CO");
      expect(res.status).toBe(200);
      const plans = (await res.json()) as {
        productUrl: string;
        organizationUrl: string;
        insuranceTypeUrl: string | null;
        updatedAt: string;
      }[];
      const esencial = plans.find((plan) => plan.productUrl === "Salud-Esencial");
      expect(esencial).toMatchObject({ insuranceTypeUrl: "Polizas-de-Salud" });
      expect(Number.isNaN(Date.parse(esencial?.updatedAt ?? ""))).toBe(false);
      const chile = (await (await h.get("/api/sitemap/products?country=CL")).json()) as {
        productUrl: string;
      }[];
      expect(chile.map((plan) => plan.productUrl)).not.toContain("Salud-Esencial");
    });
  });

  describe("reference data", () => {
    it("lists the reference countries, marked as demo data", async () => {
      const res = await h.get("/api/country");
      expect(res.status).toBe(200);
      const json = await body(res);
      expect(json.metadata).toMatchObject({ demo: true, count: 5 });
      expect(json.data.map((c: { code: string }) => c.code)).toEqual([
        "CL",
        "PE",
        "CO",
        "INT",
        "US",
      ]);
    });

    it("lists the regions of the requested country in order, Metropolitana first for Chile", async () => {
      const cl = await body(await h.get("/api/countryState/country", { "X-Country": "CL" }));
      expect(cl.data[0]).toMatchObject({
        stateCode: 13,
        stateName: "Metropolitana",
        abbreviation: "RM",
      });
      expect(cl.metadata.country).toBe("CL");
      const co = await body(await h.get("/api/countryState/country?country=3"));
      expect(co.data.map((r: { stateName: string }) => r.stateName)).toEqual([
        "Bogotá D.C.",
        "Antioquia",
      ]);
    });

    it("takes the country from X-Country first, then the country parameter, and defaults to CO", async () => {
      const byHeader = await body(await h.get("/api/menu?country=CO", { "X-Country": "CL" }));
      expect(byHeader.metadata.country).toBe("CL");
      const byQuery = await body(await h.get("/api/menu?country=cl"));
      expect(byQuery.metadata.country).toBe("CL");
      const byDefault = await body(await h.get("/api/menu"));
      expect(byDefault.metadata.country).toBe("CO");
      expect(byDefault.data[0].label).toBe("Seguros");
    });

    it("refuses an unknown country with the X-Country message", async () => {
      const res = await h.get("/api/menu", { "X-Country": "AR" });
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({
        error: "Encabezado X-Country requerido: CL, PE, CO o INT",
      });
    });

    it("answers work sectors, contact information and business lines of the country", async () => {
      const sectors = await body(await h.get("/api/workSectorType"));
      expect(sectors.data[0]).toMatchObject({ id: 1, displayName: "Construcción" });
      const contact = await body(await h.get("/api/contactInformations"));
      expect(contact.data.map((c: { name: string }) => c.name)).toContain("telefono");
      const lines = await body(await h.get("/api/business-line"));
      expect(lines.data).toHaveLength(2);
      const peru = await body(await h.get("/api/business-line", { "X-Country": "PE" }));
      expect(peru.data).toEqual([]);
    });

    it("answers an information page by name and 404 for an unknown one", async () => {
      const page = await body(await h.get("/api/information/terminos-y-condiciones"));
      expect(page.data.title).toBe("Términos y condiciones");
      const missing = await h.get("/api/information/no-existe");
      expect(missing.status).toBe(404);
      expect(await body(missing)).toEqual({ error: "Información no encontrada" });
    });

    it("translates a path into every language", async () => {
      const res = await body(
        await h.get(`/api/route-translator/${encodeURIComponent("/Comparar/Polizas-de-Salud")}`),
      );
      expect(res.data).toEqual({
        es: "/Comparar/Polizas-de-Salud",
        en: "/en/Compare/Health-Policies",
        pt: "/pt/Comparar/Apolices-de-Saude",
      });
    });

    it("answers the deployed version under qp-version and the chat availability under data.active", async () => {
      expect(await body(await h.get("/api/qp-version?_q=abc"))).toEqual({
        "qp-version": h.config.qpVersion,
      });
      expect(await body(await h.get("/api/chat/available"))).toEqual({ data: { active: true } });
    });
  });

  describe("organizations", () => {
    const ids = (json: Json) => json.data.map((o: { id: number }) => o.id);

    it("lists organizations of a type with products on sale", async () => {
      expect(ids(await body(await h.get("/api/organization/seguros/tipo/ASEG")))).toEqual([101]);
      expect(
        ids(await body(await h.get("/api/organization/seguros/tipo/ASEG", { "X-Country": "CL" }))),
      ).toEqual([202]);
    });

    it("lists every institution of a type, whatever the case of the type", async () => {
      expect(
        ids(await body(await h.get("/api/organization/instituciones/tipo/medicina%20prepagada"))),
      ).toEqual([103]);
    });

    it("refuses an unknown organization type field by field", async () => {
      const res = await h.get("/api/organization/instituciones/tipo/BANCO");
      expect(res.status).toBe(400);
      const json = await body(res);
      expect(json.error).toBe("Datos inválidos");
      expect(json.issues[0].path).toBe("type");
    });

    it("finds organizations by code and by URL segment, 404 otherwise", async () => {
      const byCode = await body(await h.get("/api/organization/institucion/code/and"));
      expect(byCode.data.displayName).toBe("Seguros Andinos");
      const byUrl = await body(await h.get("/api/organization/institucion/salud-total"));
      expect(byUrl.data.id).toBe(102);
      const missing = await h.get("/api/organization/institucion/No-Existe");
      expect(missing.status).toBe(404);
      expect(await body(missing)).toEqual({ error: "Organización no encontrada" });
    });

    it("lists organizations available to sell, by type and by insurance type", async () => {
      expect(ids(await body(await h.get("/api/organization/availableToSell")))).toEqual([102, 101]);
      expect(ids(await body(await h.get("/api/organization/availableToSell/code/EPS")))).toEqual([
        102,
      ]);
      expect(
        ids(
          await body(
            await h.get(
              "/api/organization/availableToSell/code/ASEG/insuranceType/SEGURO_MASCOTAS",
            ),
          ),
        ),
      ).toEqual([101]);
      expect(
        ids(
          await body(
            await h.get("/api/organization/availableToSell/code/EPS/insuranceType/SEGURO_MASCOTAS"),
          ),
        ),
      ).toEqual([]);
    });

    it("lists organizations by product type", async () => {
      expect(
        ids(await body(await h.get("/api/organization/instituciones/SEGURO%20COLECTIVO"))),
      ).toEqual([101]);
    });

    it("counts coverage organizations and insurances by type", async () => {
      const coverage = await body(await h.get("/api/organization/101/countCoverageOrganizations"));
      expect(coverage.data).toEqual({ organizationId: 101, count: 2 });
      const byType = await body(await h.get("/api/organization/101/countInsurancesByType"));
      expect(byType.data).toEqual([
        { insuranceTypeId: 11, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud", count: 2 },
        {
          insuranceTypeId: 14,
          name: "SEGURO_MASCOTAS",
          displayName: "Seguro de Mascotas",
          count: 1,
        },
        {
          insuranceTypeId: 15,
          name: "SEGURO COLECTIVO",
          displayName: "Seguro Colectivo",
          count: 1,
        },
      ]);
      expect((await h.get("/api/organization/999/countInsurancesByType")).status).toBe(404);
    });
  });

  describe("products and categories", () => {
    it("finds a product by code and by URL segment", async () => {
      const byCode = await body(await h.get("/api/insurance/product/AND-PLUS"));
      expect(byCode.data.id).toBe(fixtureIds.products.plus);
      const byUrl = await body(await h.get("/api/insurance/product/salud-esencial"));
      expect(byUrl.data.id).toBe(fixtureIds.products.esencial);
      expect((await h.get("/api/insurance/product/PAC-DAVILA")).status).toBe(404);
      expect((await h.get("/api/insurance/product/PAC-DAVILA", { "X-Country": "CL" })).status).toBe(
        200,
      );
    });

    it("answers coverage information with benefit categories, and features", async () => {
      const info = await body(
        await h.get(`/api/insurance/${fixtureIds.products.plus}/benefitCategories`),
      );
      expect(info.data.tags[0].name).toBe("Hospitalización 100%");
      expect(info.data.coverages[0].amounts.percentage.maxAmount).toBe(100);
      expect(info.data.categories[0].name).toBe("Hospitalarios");
      const pet = await body(
        await h.get(`/api/insurance/${fixtureIds.products.mascota}/benefitCategories`),
      );
      expect(pet.data.tags).toEqual([]);
      const features = await body(
        await h.get(`/api/insurance/${fixtureIds.products.plus}/features`),
      );
      expect(features.data.map((f: { name: string }) => f.name)).toEqual([
        "Telemedicina",
        "Cobertura dental",
      ]);
      const faqs = await body(await h.get(`/api/insurance/${fixtureIds.products.plus}/faqs`));
      expect(faqs.data[0].question).toContain("Salud Plus");
      const tabs = await body(await h.get(`/api/insurance/${fixtureIds.products.plus}/tabs`));
      expect(tabs.data.map((t: { url: string }) => t.url)).toEqual([
        "",
        "Solicitar",
        "Preguntas-Frecuentes",
      ]);
    });

    it("refuses a non-numeric product id with a Spanish field message", async () => {
      const res = await h.get("/api/insurance/abc/features");
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({
        error: "Datos inválidos",
        issues: [{ path: "id", message: "Debe ser un número entero positivo" }],
      });
    });

    it("lists categories by type name or upper type name", async () => {
      const pets = await body(await h.get("/api/categories/tipo/seguro_mascotas"));
      expect(pets.data.map((t: { id: number }) => t.id)).toEqual([14]);
      const health = await body(await h.get("/api/categories/tipo/SALUD"));
      expect(health.data.map((t: { id: number }) => t.id)).toEqual([11, 13]);
      const all = await body(await h.get("/api/categories"));
      expect(all.metadata.count).toBe(5);
    });

    it("lists coverage organizations of the country", async () => {
      const co = await body(await h.get("/api/coverageOrganization/country"));
      expect(co.data.map((c: { displayName: string }) => c.displayName)).toEqual([
        "Clínica del Country",
        "Fundación Santa Fe",
      ]);
    });

    it("answers the health check with the database kind", async () => {
      expect(await body(await h.get("/api/health"))).toEqual({
        status: "ok",
        database: target.name,
      });
    });
  });

  describe("HTTP caching", () => {
    it("sends Cache-Control and a strong ETag, and 304 for a matching If-None-Match", async () => {
      const first = await h.get("/api/country");
      const etag = first.headers.get("etag");
      expect(first.headers.get("cache-control")).toBe("public, max-age=300");
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await h.get("/api/country", { "If-None-Match": etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      const other = await h.get("/api/country", { "If-None-Match": '"something-else"' });
      expect(other.status).toBe(200);
    });

    it("gives different ETags to different answers", async () => {
      const co = await h.get("/api/menu", { "X-Country": "CO" });
      const cl = await h.get("/api/menu", { "X-Country": "CL" });
      expect(co.headers.get("etag")).not.toBe(cl.headers.get("etag"));
    });

    it("drops a cached catalogue answer when the catalogue is written, and staff's forceRefresh=1 answers no-store", async () => {
      const before = await body(await h.get("/api/information/terminos-y-condiciones"));
      const { referenceDocuments } = await import("../src/db/schema");
      const { and, eq } = await import("drizzle-orm");
      await h.db.orm
        .update(referenceDocuments)
        .set({ data: { ...before.data, title: "Términos actualizados" } })
        .where(
          and(
            eq(referenceDocuments.kind, "information"),
            eq(referenceDocuments.name, "terminos-y-condiciones"),
          ),
        );
      // Any write to a catalogue table, even one outside the API, bumps the catalogue version.
      await vi.waitFor(async () => {
        const next = await body(await h.get("/api/information/terminos-y-condiciones"));
        expect(next.data.title).toBe("Términos actualizados");
      }, UNTIL);
      const fresh = await h.get("/api/information/terminos-y-condiciones?forceRefresh=1", asStaff);
      expect(fresh.headers.get("cache-control")).toBe("no-store");
      expect((await body(fresh)).data.title).toBe("Términos actualizados");
    });

    it("ignores If-None-Match when staff send forceRefresh=1, and a visitor's forceRefresh=1", async () => {
      const first = await h.get("/api/country");
      const etag = first.headers.get("etag")!;
      const res = await h.get("/api/country?forceRefresh=1", { "If-None-Match": etag, ...asStaff });
      expect(res.status).toBe(200);
      // A visitor's forceRefresh=1 is an ordinary request: revalidated and publicly cacheable.
      const visitor = await h.get("/api/country?forceRefresh=1", { "If-None-Match": etag });
      expect(visitor.status).toBe(304);
      expect(visitor.headers.get("cache-control")).toBe("public, max-age=300");
    });
  });

  describe("errors and CORS", () => {
    it("answers an unknown route with a JSON 404", async () => {
      const res = await h.get("/api/no-existe");
      expect(res.status).toBe(404);
      expect(await body(res)).toEqual({ error: "Ruta no encontrada", path: "/api/no-existe" });
      const post = await h.send("POST", "/api/no-existe", {});
      expect(post.status).toBe(404);
    });

    it("allows any localhost origin by default and not others", async () => {
      const allowed = await h.get("/api/country", { Origin: "http://localhost:5174" });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:5174");
      const refused = await h.get("/api/country", { Origin: "https://evil.example.com" });
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("answers preflight requests for the custom headers", async () => {
      const res = await h.app.request("/api/solicitarplans", {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "x-country,x-qpversion,idempotency-key",
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
        "x-qpversion",
      );
    });

    it("uses only the configured origins when CORS_ORIGINS is set", async () => {
      const app = h.rebuild({ corsOrigins: ["https://www.queseguro.com"] });
      const ok = await app.request("/api/country", {
        headers: { Origin: "https://www.queseguro.com" },
      });
      expect(ok.headers.get("access-control-allow-origin")).toBe("https://www.queseguro.com");
      const local = await app.request("/api/country", {
        headers: { Origin: "http://localhost:5173" },
      });
      expect(local.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  describe("OpenAPI", () => {
    it("documents every registered route to staff, and the visitors' routes to anyone", async () => {
      const doc = await body(await h.get("/api/openapi.json", SERVICE_AUTH));
      expect(doc.openapi).toBe("3.1.0");
      for (const route of h.app.routes) {
        expect(
          doc.paths[route.path]?.[route.method],
          `${route.method} ${route.path}`,
        ).toBeDefined();
      }
      expect(h.app.routes.length).toBeGreaterThan(50);
      const visitors = await body(await h.get("/api/openapi.json"));
      const paths = Object.keys(visitors.paths);
      expect(paths).toContain("/api/compare/products");
      expect(paths.filter((path) => path.startsWith("/api/back-office/"))).toEqual([]);
      expect(paths).not.toContain("/api/metrics");
    });

    it("keeps the server's metrics for staff (401 for anyone else)", async () => {
      const anyone = await h.get("/api/metrics");
      expect(anyone.status).toBe(401);
      expect((await anyone.json()).error).toBe(STAFF_TOKEN_REQUIRED_MESSAGE);
      expect(
        (await h.get("/api/metrics", { Authorization: "Bearer desconocido-0123456789abcdefghijk" }))
          .status,
      ).toBe(401);
      expect((await h.get("/api/metrics", SERVICE_AUTH)).status).toBe(200);
    });

    it("describes the required organizationTypes query parameter and the headers of POSTs", async () => {
      const doc = await body(await h.get("/api/openapi.json"));
      const params = doc.paths["/api/compare/products"].get.parameters;
      expect(params.find((p: { name: string }) => p.name === "organizationTypes")).toMatchObject({
        in: "query",
        required: true,
      });
      const post = doc.paths["/api/solicitarplans"].post;
      expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(["X-Country", "x-qpversion", "Idempotency-Key"]),
      );
      expect(post.requestBody.content["application/json"].schema.properties.agree).toBeDefined();
    });
  });
});
