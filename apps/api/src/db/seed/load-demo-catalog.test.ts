import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DemoCatalog, DemoProduct } from "@qs/demo-catalog/catalog-contract";
import { buildDemoCatalog } from "@qs/demo-catalog/index";
import { COLOMBIA_MIN_EMPLOYEES_MESSAGE } from "@qs/demo-catalog/profile-forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createServer } from "../../create-server";
import { manualClock } from "../../platform/clock";
import { type Database, openDatabase } from "../database";
import { loadCatalog } from "./load-catalog";

/** The demo catalogue loaded into PGlite and served by the API, as on the first start. */

const NOW = new Date("2025-07-01T15:00:00.000Z");

let db: Database;
let dataDir: string;
let catalog: DemoCatalog;
let app: ReturnType<typeof createServer>;

const get = async (path: string, country = "CO") =>
  app.request(path, { headers: { "X-Country": country } });
const post = async (path: string, body: unknown, country = "CO") =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Country": country, "x-qpversion": "test" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "qs-demo-catalog-"));
  db = await openDatabase({ dataDir });
  await db.migrate();
  catalog = buildDemoCatalog({ referenceDate: NOW });
  await loadCatalog(db, catalog);
  app = createServer({ db, clock: manualClock(NOW), config: loadConfig({}, { dataDir }) });
}, 180_000);

afterAll(async () => {
  await db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const productOf = (test: (product: DemoProduct) => boolean): DemoProduct => {
  const product = catalog.products.find(test);
  if (!product) throw new Error("No such product in the demo catalogue");
  return product;
};

describe("the demo catalogue in the API", () => {
  it("loads every product, with its prices, offers and documents", async () => {
    const res = await get("/api/organization/availableToSell", "CL");
    const { data } = (await res.json()) as { data: Array<{ type: string }> };
    expect(data.filter((organization) => organization.type === "ISAPRE")).toHaveLength(7);
    const detail = productOf((p) => p.countryId === 2 && p.item.insuranceType?.name === "SCTR");
    const product = await get(`/api/insurance/product/${detail.item.productCode}`, "PE");
    expect(((await product.json()) as { data: { id: number } }).data.id).toBe(detail.item.id);
  });

  it("lists Colombian health policies 20 a page", async () => {
    const res = await get(
      "/api/compare/products?organizationTypes=ASEG,MEDICINA%20PREPAGADA,EPS&productType=SALUD",
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      items: unknown[];
      total: number;
      metadata: { demo: boolean };
    };
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThan(30);
    expect(page.metadata.demo).toBe(true);
  });

  it("answers 204 for the exhausted offer and 200 with the remaining stock otherwise", async () => {
    const exhausted = productOf(
      (p) => p.countryId === 3 && p.offers.some((offer) => offer.stock === 0),
    );
    expect(
      (
        await get(
          `/api/qppayment/insurance-payment/${exhausted.item.productCode}/getOffers?hasOffer=true`,
        )
      ).status,
    ).toBe(204);
    const stocked = productOf(
      (p) => p.countryId === 3 && p.offers.some((offer) => (offer.stock ?? 0) > 0),
    );
    const res = await get(
      `/api/qppayment/insurance-payment/${stocked.item.productCode}/getOffers?hasOffer=true`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: Array<{ discount?: { salesLimitQuantity?: number } }>;
    };
    expect(body.data.some((offer) => (offer.discount?.salesLimitQuantity ?? 0) > 0)).toBe(true);
  });

  it("prices an Isapre plan in UF with its conversion to pesos", async () => {
    const plan = productOf((p) => p.item.insuranceType?.name === "ISAPRE");
    const res = await post(
      `/api/insurance/${plan.item.id}/calculatePrice`,
      { profile: { cotizante: [{ sexo: "Femenino", edad: 31 }] } },
      "CL",
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { total: { minPrice: number; unit: string }; conversion: { to: { value: number } } };
    };
    expect(data.total.unit).toBe("UF");
    expect(data.conversion.to.value).toBeGreaterThan(data.total.minPrice * 39_000);
  });

  it("serves the Colombian company form and refuses fewer than 10 employees", async () => {
    const form = await get("/api/profile-form/form?productTypeName=SEGURO%20COLECTIVO");
    expect(form.status).toBe(200);
    const verdict = await post("/api/profile-form/data", {
      form: { cantidadempleados: "8" },
      productType: { name: "SEGURO COLECTIVO" },
    });
    const body = (await verdict.json()) as { data: { valid: boolean; message: string } };
    expect(body.data).toMatchObject({ valid: false, message: COLOMBIA_MIN_EMPLOYEES_MESSAGE });
  });

  it("lists a product's documents with their page count and serves the PDF", async () => {
    const product = productOf((p) => p.countryId === 4 && p.active !== false);
    const res = await get(`/api/documents/insurance/${product.item.id}`, "INT");
    const { data } = (await res.json()) as { data: Array<{ url: string; pages: number }> };
    expect(data).toHaveLength(2);
    expect(Math.max(...data.map((document) => document.pages))).toBeGreaterThan(10);
    const pdf = await get(data[0]?.url ?? "", "INT");
    expect(pdf.headers.get("Content-Type")).toContain("application/pdf");
  });

  it("resolves the fallback pet category and the Chilean UF value of the day", async () => {
    const pets = (await (await get("/api/categories/tipo/SEGURO_MASCOTAS")).json()) as {
      data: Array<{ id: number }>;
    };
    expect(pets.data.map((type) => type.id)).toContain(246);
    const uf = (await (await get("/api/globales/uf", "CL")).json()) as {
      data: { date: string; value: number };
    };
    expect(uf.data.date).toBe("2025-07-01");
  });
  it("answers the comparator's labels in English and Portuguese, keeping the Spanish ones", async () => {
    type Json = { data: unknown; items?: unknown[] };
    const read = async (path: string) => (await (await get(path)).json()) as Json;
    const menu = (await read("/api/menu?lang=en")).data as Array<{ label: string }>;
    expect(menu.map((item) => item.label)).toEqual([
      "Health",
      "Companies",
      "Pets",
      "Clinics and hospitals",
      "Blog",
    ]);
    const spanishMenu = (await read("/api/menu")).data as Array<{ label: string }>;
    expect(spanishMenu.map((item) => item.label)).toEqual([
      "Salud",
      "Empresas",
      "Mascotas",
      "Clínicas y Hospitales",
      "Blog",
    ]);
    const pets = await read(
      "/api/compare/products?organizationTypes=ASEG&productType=SEGURO_MASCOTAS&sort=lowerPrice&lang=en",
    );
    const items = pets.items as Array<{
      insuranceType: { displayName: string };
      insuranceMetadata: { metadata: { price_detail: { age_range: string } } };
    }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.insuranceType.displayName).toBe("Pet insurance");
    expect(items.map((item) => item.insuranceMetadata.metadata.price_detail.age_range)).toContain(
      "Cat, 0-1 years",
    );
    const types = (await read("/api/organization/types?lang=pt")).data as {
      allTypes: string;
      types: Array<{ type: string; displayName: string }>;
    };
    expect(types.allTypes).toBe("Todas as instituições");
    expect(types.types.find((entry) => entry.type === "MEDICINA PREPAGADA")?.displayName).toBe(
      "Medicina pré-paga",
    );
  });
});
