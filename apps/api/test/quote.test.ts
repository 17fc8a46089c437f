import { QUOTE_RANKING_NOTE } from "@qs/domain/api/quote";
import { productItemSchema } from "@qs/domain/product";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema";
import { QUOTE_VALIDITY_DAYS } from "../src/features/prices/build-quote";
import { renderQuotePdf } from "../src/features/prices/quote-pdf";
import { fixtureIds } from "./fixtures/small-catalog";
import { fromSocket } from "./support/client";
import { COMMON_HEADERS, type Harness, type Json, startHarness } from "./support/harness";
import { readPdfText } from "./support/pdf-text";
import { databaseTargets } from "./support/test-database";

const p = fixtureIds.products;

/** How the Colombian and Chilean sites show money (their CountryConfig). */
const CO_DISPLAY = { locale: "es-CO", currencies: [{ code: "COP", symbol: "$", decimals: 0 }] };
const CL_DISPLAY = {
  locale: "es-CL",
  currencies: [
    { code: "CLP", symbol: "$", decimals: 0 },
    { code: "UF", symbol: "", decimals: 2, suffix: "UF", convertTo: "CLP" },
  ],
};

const family = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Masculino", edad: 41 },
    { sexo: "Femenino", edad: 39 },
  ],
  cargas: [{ sexo: "Femenino", edad: 12 }],
};

const pdfBytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe.each(databaseTargets())("quote PDF on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const quote = (body: unknown, headers: Record<string, string> = {}) =>
    h.send("POST", "/api/quotes", body, headers);

  /** The prices the price routes answer for the same plans and profile. */
  const enginePrices = async (ids: number[], profile: unknown, country = "CO") => {
    const res = await h.send(
      "POST",
      "/api/insurance/calculatePrices",
      { ids, profile },
      { "X-Country": country },
    );
    expect(res.status).toBe(200);
    return (await res.json()).data as Array<{ id: number; price: Json }>;
  };

  it("sends each plan's data date (the catalogue's update time of its row) with the product", async () => {
    const [row] = await h.db.orm
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, p.esencial));
    const res = await h.get("/api/insurance/product/AND-ESENCIAL");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.updatedAt).toBe(row?.updatedAt.toISOString());
    expect(productItemSchema.parse(data).updatedAt).toBe(data.updatedAt);
  });

  it("answers a PDF holding the plans, their insurers and the engine's price for the profile", async () => {
    const ids = [p.esencial, p.plus, p.oro];
    const res = await quote({ ids, profile: family, ...CO_DISPLAY });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="cotizacion-2025-07-01.pdf"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");

    const { text } = await readPdfText(await pdfBytes(res));
    for (const name of ["Salud Esencial", "Salud Plus", "Prepagada Oro"])
      expect(text).toContain(name);
    expect(text).toContain("Aseguradora: Seguros Andinos");

    const prices = await enginePrices(ids, family);
    for (const { price } of prices) {
      const paid = price.discount?.final ?? price.total.minPrice;
      expect(paid).toBeGreaterThan(0);
      expect(text).toContain(
        `Precio para tu perfil: $${new Intl.NumberFormat("es-CO").format(paid)}/mes`,
      );
    }
    // The offer of Salud Esencial was taken off, as the price route says.
    expect(prices[0]?.price.discount).toBeTruthy();
    expect(text).toContain("Incluye el descuento de una oferta vigente");
  });

  it("states the assumptions, each plan's data date, the validity and the ranking note, accents intact", async () => {
    const res = await quote({ ids: [p.esencial, p.plus], profile: family, ...CO_DISPLAY });
    const { text } = await readPdfText(await pdfBytes(res));
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Cotización de planes");
    expect(flat).toContain("Fecha de emisión: 1 de julio de 2025");
    expect(QUOTE_VALIDITY_DAYS).toBe(30);
    expect(flat).toContain("Válida hasta el 31 de julio de 2025");
    expect(flat).toContain(
      "titular Masculino 41 años, cónyuge Femenino 39 años, 1 carga (12 años)",
    );
    expect(text.match(/Datos actualizados el \d{1,2} de \w+ de \d{4}/g)).toHaveLength(2);
    for (const paragraph of QUOTE_RANKING_NOTE) expect(flat).toContain(paragraph);
    expect(flat).toContain("Ninguna aseguradora paga por mejorar su posición");
    expect(flat).toContain("¿Cómo ordenamos?");
  });

  it("prints the estimated yearly cost only when the price answer carries it", async () => {
    const res = await quote({ ids: [p.plus], profile: family, ...CO_DISPLAY });
    const { text } = await readPdfText(await pdfBytes(res));
    const [entry] = await enginePrices([p.plus], family);
    const yearly = entry?.price.yearlyCost;
    if (yearly) {
      expect(text).toContain(
        `Costo anual estimado: $${new Intl.NumberFormat("es-CO").format(yearly.total)}`,
      );
    } else {
      expect(text).not.toContain("Costo anual estimado");
    }
  });

  it("prices the default person without a profile, and says so", async () => {
    const res = await quote({ ids: [p.esencial], ...CO_DISPLAY });
    expect(res.status).toBe(200);
    const { text } = await readPdfText(await pdfBytes(res));
    expect(text.replace(/\s+/g, " ")).toContain("Precio referencial para una persona de 25 años");
    const [entry] = await enginePrices([p.esencial], null);
    const paid = entry?.price.discount?.final ?? entry?.price.total.minPrice;
    expect(text).toContain(`$${new Intl.NumberFormat("es-CO").format(paid)}/mes`);
  });

  it("gives a Chilean Isapre plan in UF with its pesos, the UF value and its day, and the 7 %", async () => {
    const profile = {
      ingresodatos: true,
      cotizante: [{ sexo: "Femenino", edad: 35, ingreso: 1_500_000 }],
    };
    const res = await quote(
      { ids: [p.isapreColmena], profile, ...CL_DISPLAY },
      { "X-Country": "CL" },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const flat = (await readPdfText(await pdfBytes(res))).text.replace(/\s+/g, " ");
    expect(flat).toContain("Plan Colmena Salud");
    expect(flat).toContain("Aseguradora: Colmena");
    const [entry] = await enginePrices([p.isapreColmena], profile, "CL");
    const uf = new Intl.NumberFormat("es-CL", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const paid = entry?.price.discount?.final ?? entry?.price.total.minPrice;
    expect(flat).toContain(`Precio para tu perfil: ${uf.format(paid)} UF/mes`);
    expect(flat).toContain("Valor UF $39.189,45 del 01-06-2025");
    expect(flat).toContain("Ingreso mensual declarado: titular $1.500.000");
    expect(flat).toContain("Cotización legal de salud");
    expect(flat).toContain(
      `Equivale a $${new Intl.NumberFormat("es-CL").format(entry?.price.conversion.to.value)}`,
    );
  });

  it("answers 404 in Spanish for a plan the country does not list", async () => {
    for (const ids of [[p.esencial, 999_999], [p.isapreColmena]]) {
      const res = await quote({ ids, ...CO_DISPLAY });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Producto no encontrado" });
    }
  });

  it("refuses more than three plans, none, or a plan twice, with Spanish messages", async () => {
    const cases: Array<[unknown, string]> = [
      [[p.esencial, p.plus, p.oro, p.epsFamiliar], "Indica entre 1 y 3 planes para la cotización"],
      [[], "Indica entre 1 y 3 planes para la cotización"],
      [[p.esencial, p.esencial], "Un plan se repite en la cotización"],
    ];
    for (const [ids, message] of cases) {
      const res = await quote({ ids });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("Datos inválidos");
      expect(body.issues).toContainEqual({ path: "ids", message });
    }
    const badLocale = await quote({ ids: [p.esencial], locale: "<script>" });
    expect(badLocale.status).toBe(400);
    expect((await badLocale.json()).issues).toContainEqual({
      path: "locale",
      message: "Idioma y región inválidos (por ejemplo, es-CO)",
    });
  });

  it("needs the country header like every write", async () => {
    const res = await h.app.request("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-qpversion": COMMON_HEADERS["x-qpversion"] },
      body: JSON.stringify({ ids: [p.esencial] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Encabezado X-Country requerido: CL, PE, CO o INT" });
  });

  it("counts quotes against their own per-client limit", async () => {
    const app = h.rebuild({ rateLimits: { ...h.config.rateLimits, quotesPerHour: 2 } });
    const ask = (socket: string) =>
      app.request(
        "/api/quotes",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...COMMON_HEADERS },
          body: JSON.stringify({ ids: [p.esencial] }),
        },
        fromSocket(socket),
      );
    expect((await ask("198.51.100.71")).status).toBe(200);
    expect((await ask("198.51.100.71")).status).toBe(200);
    const refused = await ask("198.51.100.71");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toEqual({
      error: "Demasiadas solicitudes. Intenta nuevamente en 60 minutos.",
    });
    expect((await ask("198.51.100.72")).status).toBe(200);
  });

  it("is declared in the OpenAPI document as a PDF answer", async () => {
    const doc = await (await h.get("/api/openapi.json")).json();
    const operation = doc.paths["/api/quotes"].post;
    expect(Object.keys(operation.responses["200"].content)).toEqual(["application/pdf"]);
    expect(operation.responses["429"]).toBeTruthy();
    expect(operation.requestBody.content["application/json"].schema.properties.ids.maxItems).toBe(
      3,
    );
  });
});

describe("quote PDF text the standard fonts cannot encode", () => {
  it("keeps Spanish accents and replaces other signs instead of failing", async () => {
    const bytes = await renderQuotePdf({
      issuedAt: new Date("2026-11-24T12:00:00Z"),
      issued: "24 de noviembre de 2026",
      validUntil: "24 de diciembre de 2026",
      validityDays: 30,
      plans: [
        {
          name: "Plan Ωmega → Niño ¿Sí? Łódź 東京 🙂",
          insurer: "Aseguradora Ñandú",
          category: "Pólizas de Salud",
          price: "$1\u202f234\u00a0567/mes",
          priceNotes: ["≈ 2,35 UF"],
          yearlyCost: null,
          dataDate: "20 de noviembre de 2026",
        },
      ],
      assumptions: ["Precio mensual para 1 persona: titular Femenino 38 años."],
      rankingNote: QUOTE_RANKING_NOTE,
    });
    const { text } = await readPdfText(bytes);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Plan ?mega -> Niño ¿Sí? Lódz ?? ?");
    expect(flat).toContain("Aseguradora: Aseguradora Ñandú");
    expect(flat).toContain("$1 234 567/mes");
    expect(flat).toContain("~ 2,35 UF");
    expect(flat).not.toContain("Costo anual estimado");
  });

  it("wraps long text and adds pages instead of writing past the margin", async () => {
    const long = "Una línea de supuestos bastante larga para ocupar espacio en la página. ".repeat(
      40,
    );
    const bytes = await renderQuotePdf({
      issuedAt: new Date("2026-11-24T12:00:00Z"),
      issued: "24 de noviembre de 2026",
      validUntil: "24 de diciembre de 2026",
      validityDays: 30,
      plans: [],
      assumptions: [long, long, long],
      rankingNote: QUOTE_RANKING_NOTE,
    });
    const { pages, text } = await readPdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`${pages} / ${pages}`);
  });
});
