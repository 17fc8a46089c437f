import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, type Json, SERVICE_AUTH, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The labels the API serves for the sites' interface come in the `lang` of the request, each
 * in Spanish where it has no translation; the stored translations never leave the server.
 */

const COMPARE = "/api/compare/products?organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA";

/** Endpoints that take `lang`, with a request that answers 200. */
const LABELLED = [
  "/api/menu",
  "/api/business-line",
  "/api/categories",
  "/api/categories/tipo/SALUD",
  "/api/organization/types",
  `/api/insurance/product/AND-ESENCIAL`,
  `/api/insurance/${fixtureIds.products.plus}/tabs`,
  COMPARE,
];

const withLang = (path: string, lang: string) =>
  `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}`;

describe.each(databaseTargets())("labels in the visitor's language on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 1000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const read = async (path: string, headers?: Record<string, string>): Promise<Json> => {
    const res = await h.get(path, headers);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  it("answers the menu in English and Portuguese, sub-menus included, Spanish where a label has no translation", async () => {
    const labels = (menu: Json) =>
      menu.data.map((item: Json) => [
        item.label,
        (item.children ?? []).map((child: Json) => child.label),
      ]);
    expect(labels(await read("/api/menu?lang=en"))).toEqual([
      ["Insurance", ["Health policies", "Prepaid medicine"]],
      ["Empresas", []],
    ]);
    expect(labels(await read("/api/menu?lang=pt"))).toEqual([
      ["Seguros", ["Apólices de saúde", "Medicina Prepagada"]],
      ["Empresas", []],
    ]);
    expect(labels(await read("/api/menu"))).toEqual([
      ["Seguros", ["Pólizas de Salud", "Medicina Prepagada"]],
      ["Empresas", []],
    ]);
  });

  it("answers the business lines' names in the language asked", async () => {
    const names = async (path: string) =>
      (await read(path)).data.map((line: Json) => line.displayName);
    expect(await names("/api/business-line?lang=en")).toEqual(["Health", "Empresas"]);
    expect(await names("/api/business-line?lang=pt")).toEqual(["Saúde", "Empresas"]);
    expect(await names("/api/business-line?lang=es")).toEqual(["Salud", "Empresas"]);
  });

  it("answers the categories and their upper types in the language asked, by type name too", async () => {
    const english = await read("/api/categories?lang=en");
    const byId = (answer: Json, id: number) => answer.data.find((type: Json) => type.id === id);
    expect(byId(english, fixtureIds.insuranceTypes.polizas)).toMatchObject({
      name: "POLIZA DE SALUD",
      displayName: "Health policies",
      url: "Polizas-de-Salud",
      upperType: { name: "SALUD", displayName: "Health" },
    });
    expect(byId(english, fixtureIds.insuranceTypes.mascotasCo).displayName).toBe("Pet insurance");
    expect(byId(english, fixtureIds.insuranceTypes.colectivo).displayName).toBe("Seguro Colectivo");
    const portuguese = await read("/api/categories?lang=pt");
    expect(byId(portuguese, fixtureIds.insuranceTypes.polizas).displayName).toBe(
      "Apólices de saúde",
    );
    expect(byId(portuguese, fixtureIds.insuranceTypes.mascotasCo).displayName).toBe(
      "Seguro de Mascotas",
    );
    const health = await read("/api/categories/tipo/SALUD?lang=pt");
    expect(health.data.map((type: Json) => type.upperType.displayName)).toEqual(["Saúde", "Saúde"]);
  });

  it("names the institution types and the choice of every type in the language asked", async () => {
    const english = await read("/api/organization/types?lang=en");
    expect(english.data.allTypes).toBe("All institutions");
    expect(english.data.types).toEqual([
      { type: "ASEG", displayName: "Insurer" },
      { type: "EPS", displayName: "EPS" },
      { type: "MEDICINA PREPAGADA", displayName: "Prepaid medicine" },
      { type: "ISAPRE", displayName: "Isapre" },
    ]);
    const portuguese = await read("/api/organization/types?lang=pt");
    expect(portuguese.data.allTypes).toBe("Todas as instituições");
    expect(portuguese.data.types[2]).toEqual({
      type: "MEDICINA PREPAGADA",
      displayName: "Medicina prepagada",
    });
    const spanish = await read("/api/organization/types");
    expect(spanish.data.allTypes).toBe("Todas las instituciones");
    expect(spanish.data.types[0]).toEqual({ type: "ASEG", displayName: "Aseguradora" });
  });

  it("answers each listing item's insurance type and price band in the language asked", async () => {
    const items = async (path: string) => {
      const page = await read(path);
      return new Map<number, Json>(page.items.map((item: Json) => [item.id, item]));
    };
    const english = await items(withLang(COMPARE, "en"));
    const esencial = english.get(fixtureIds.products.esencial);
    expect(esencial.insuranceType.displayName).toBe("Health policies");
    expect(esencial.insuranceMetadata.metadata.price_detail).toEqual({ age_range: "18-29 years" });
    expect(english.get(fixtureIds.products.mascota).insuranceType.displayName).toBe(
      "Pet insurance",
    );
    const portuguese = await items(withLang(COMPARE, "pt"));
    expect(portuguese.get(fixtureIds.products.esencial).insuranceType.displayName).toBe(
      "Apólices de saúde",
    );
    expect(portuguese.get(fixtureIds.products.mascota).insuranceType.displayName).toBe(
      "Seguro de Mascotas",
    );
    expect(
      portuguese.get(fixtureIds.products.esencial).insuranceMetadata.metadata.price_detail
        .age_range,
    ).toBe("18-29 anos");
    const spanish = await items(COMPARE);
    expect(spanish.get(fixtureIds.products.esencial).insuranceType.displayName).toBe(
      "Pólizas de Salud",
    );
    expect(
      spanish.get(fixtureIds.products.esencial).insuranceMetadata.metadata.price_detail.age_range,
    ).toBe("18-29 años");
  });

  it("answers the listing sorted for a profile in the language of the address", async () => {
    const res = await h.send("POST", "/api/compare/products/byProfilePrice?lang=en", {
      query: { organizationTypes: "ASEG,EPS,MEDICINA PREPAGADA", sort: "profilePrice" },
      profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 30 }] },
    });
    expect(res.status).toBe(200);
    const page = await res.json();
    const esencial = page.items.find((item: Json) => item.id === fixtureIds.products.esencial);
    expect(esencial.insuranceType.displayName).toBe("Health policies");
    expect(esencial.insuranceMetadata.metadata.price_detail.age_range).toBe("18-29 years");
    const refused = await h.send("POST", "/api/compare/products/byProfilePrice?lang=xx", {
      query: { organizationTypes: "ASEG" },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues[0].path).toBe("lang");
  });

  it("answers a product's labels and the detail tabs in the language asked; the insurer's texts stay", async () => {
    const product = (await read("/api/insurance/product/AND-ESENCIAL?lang=en")).data;
    expect(product.insuranceType.displayName).toBe("Health policies");
    expect(product.insuranceType.upperType.displayName).toBe("Health");
    expect(product.insuranceMetadata.metadata.price_detail).toMatchObject({
      label: "From",
      age_range: "18-29 years",
    });
    expect(product.displayName).toBe("Salud Esencial");
    expect(product.description).toContain("plan de demostración");
    const titles = async (lang: string) =>
      (await read(`/api/insurance/${fixtureIds.products.plus}/tabs?lang=${lang}`)).data.map(
        (tab: Json) => tab.title,
      );
    expect(await titles("en")).toEqual(["Summary", "Request", "Preguntas frecuentes"]);
    expect(await titles("pt")).toEqual(["Resumo", "Solicitar", "Preguntas frecuentes"]);
    expect(await titles("es")).toEqual(["Resumen", "Solicitar", "Preguntas frecuentes"]);
  });

  it("never answers the stored translations, in any language", async () => {
    for (const path of LABELLED) {
      for (const lang of ["es", "en", "pt"]) {
        const res = await h.get(withLang(path, lang));
        expect(res.status, `${path} ${lang}`).toBe(200);
        expect(await res.text(), `${path} ${lang}`).not.toContain("translations");
      }
    }
  });

  it("refuses any other language with the usual Spanish 400, on every endpoint that takes lang", async () => {
    for (const path of LABELLED) {
      for (const lang of ["xx", "EN", "en-US", ""]) {
        const res = await h.get(withLang(path, lang));
        expect(res.status, `${path} lang=${lang}`).toBe(400);
        const body = await res.json();
        expect(body.error).toBe("Datos inválidos");
        expect(body.issues).toHaveLength(1);
        expect(body.issues[0].path).toBe("lang");
        expect(body.issues[0].message).toMatch(/^Opción inválida: se esperaba una de/);
      }
    }
  });

  it("keeps each language's answer apart in the caches: lang is in the key, Spanish is the default", async () => {
    for (const path of LABELLED) {
      const spanish = await h.get(path);
      const explicit = await h.get(withLang(path, "es"));
      const english = await h.get(withLang(path, "en"));
      const englishAgain = await h.get(withLang(path, "en"));
      expect(spanish.headers.get("cache-control"), path).toBe("public, max-age=300");
      expect(english.headers.get("cache-control"), path).toBe("public, max-age=300");
      expect(explicit.headers.get("etag"), path).toBe(spanish.headers.get("etag"));
      expect(await explicit.text(), path).toBe(await spanish.text());
      expect(english.headers.get("etag"), path).not.toBe(spanish.headers.get("etag"));
      expect(englishAgain.headers.get("etag"), path).toBe(english.headers.get("etag"));
      expect(await englishAgain.text(), path).toBe(await english.text());
    }
    const metrics = await (await h.get("/api/metrics", SERVICE_AUTH)).text();
    expect(metrics).toMatch(/api_read_cache_hits_total\{route="\/api\/menu"\} [1-9]/);
  });

  it("describes lang on every endpoint that takes it in the OpenAPI document", async () => {
    const doc = await read("/api/openapi.json");
    const operations: Array<[string, string]> = [
      ["/api/menu", "get"],
      ["/api/business-line", "get"],
      ["/api/categories", "get"],
      ["/api/categories/tipo/{typeName}", "get"],
      ["/api/organization/types", "get"],
      ["/api/insurance/product/{codeOrUrl}", "get"],
      ["/api/insurance/{id}/tabs", "get"],
      ["/api/compare/products", "get"],
      ["/api/compare/products/byProfilePrice", "post"],
    ];
    for (const [path, method] of operations) {
      const lang = doc.paths[path][method].parameters.find(
        (parameter: Json) => parameter.name === "lang",
      );
      expect(lang, `${method} ${path}`).toMatchObject({
        in: "query",
        required: false,
        schema: { enum: ["es", "en", "pt"], default: "es" },
      });
      expect(lang.description, `${method} ${path}`).toMatch(
        /^Language of .+: es \(default\), en or pt/,
      );
    }
  });
});
