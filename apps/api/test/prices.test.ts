import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const p = fixtureIds.products;

describe.each(databaseTargets())("prices, UF and offers on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const price = async (id: number, body: unknown, headers: Record<string, string> = {}) => {
    const res = await h.send("POST", `/api/insurance/${id}/calculatePrice`, body, headers);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data as {
      total: {
        profilesWithPrice: number;
        profilesEvaluated: number;
        arePricesDefined: boolean;
        minPrice: number | null;
      };
      conversion: { to: { value: number; code: string } } | null;
      profiles: Array<{ method: string; profile: number; price: number | null }>;
    };
  };

  describe("price for a profile", () => {
    it("prices every person by age band and sex and adds them up", async () => {
      const result = await price(p.esencial, {
        productType: "POLIZA DE SALUD",
        profile: {
          ingresodatos: true,
          cotizante: [
            { sexo: "Masculino", edad: 25 },
            { sexo: "Femenino", edad: 33 },
          ],
          cargas: [{ sexo: "Femenino", edad: 5 }],
        },
      });
      // 18-29 ×1; Femenino 30-44 ×1.3 ×1.1; Femenino 0-17 ×0.6 ×1.1 (base 120000).
      expect(result.profiles.map((e) => e.price)).toEqual([120000, 171600, 79200]);
      expect(result.profiles.map((e) => e.method)).toEqual([
        "PriceTable",
        "PriceTable",
        "PriceTable",
      ]);
      expect(result.total).toMatchObject({
        profilesWithPrice: 3,
        profilesEvaluated: 3,
        arePricesDefined: true,
        minPrice: 370800,
      });
    });

    it("marks a person no price row covers with PriceNotFound and keeps pricing the others", async () => {
      const result = await price(p.esencial, {
        profile: {
          cotizante: [
            { sexo: "Masculino", edad: 64 },
            { sexo: "Masculino", edad: 65 },
          ],
        },
      });
      expect(result.profiles).toMatchObject([
        { method: "PriceTable", profile: 0, price: 300000 },
        { method: "PriceNotFound", profile: 1, price: null },
      ]);
      expect(result.total).toMatchObject({
        profilesWithPrice: 1,
        profilesEvaluated: 2,
        arePricesDefined: false,
      });
    });

    it("counts a missing age as 25 and a missing sex as Masculino", async () => {
      const result = await price(p.esencial, { profile: { cotizante: [{}] } });
      expect(result.profiles[0]).toMatchObject({ price: 120000, person: { edad: 25 } });
    });

    it("prices pets by species, breed and age", async () => {
      const result = await price(p.mascota, {
        productType: "SEGURO_MASCOTAS",
        profile: {
          mascota: [
            { especie: "Perro", raza: "Bulldog", edad: 3 },
            { especie: "Perro", raza: "Mestizo", edad: 3 },
            { especie: "Gato", edad: 13 },
          ],
        },
      });
      expect(result.profiles.map((e) => [e.method, e.price])).toEqual([
        ["PriceTable", 52500],
        ["PriceTable", 35000],
        ["PriceNotFound", null],
      ]);
    });

    it("prices a collective profile per employee", async () => {
      const result = await price(p.empresa, {
        profile: { colectivo: { cantidadempleados: "1.200" } },
      });
      expect(result.profiles).toMatchObject([
        { method: "PerEmployee", price: 108000000, quantity: 1200 },
      ]);
    });

    it("converts UF totals to pesos with the UF value", async () => {
      const result = await price(
        p.davila,
        { profile: { cotizante: [{ sexo: "Masculino", edad: 20 }] } },
        { "X-Country": "CL" },
      );
      expect(result.total.minPrice).toBe(0.85);
      expect(result.conversion).toMatchObject({
        to: { code: "CLP", value: Math.round(0.85 * 39189.45) },
      });
    });

    it("answers the default profile price through the GET variant", async () => {
      const res = await h.get(
        `/api/insurance/${p.esencial}/calculatePrice?productType=POLIZA%20DE%20SALUD&comparator=salud`,
      );
      expect(res.status).toBe(200);
      const json = await res.json();
      expect(json.data.profiles).toHaveLength(1);
      expect(json.data.total.minPrice).toBe(120000);
      expect(json.metadata.demo).toBe(true);
    });

    it("answers 404 for a product of another country and 400 for a malformed profile", async () => {
      const other = await h.send("POST", `/api/insurance/${p.davila}/calculatePrice`, {
        profile: {},
      });
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: "Producto no encontrado" });
      const bad = await h.send("POST", `/api/insurance/${p.esencial}/calculatePrice`, {
        profile: { cotizante: [{ edad: -3 }] },
      });
      expect(bad.status).toBe(400);
      const json = await bad.json();
      expect(json.issues[0].path).toBe("profile.cotizante.0.edad");
      expect(json.issues[0].message).toMatch(/[Dd]emasiado pequeño|mayor/);
    });

    it("refuses a malformed JSON body with 400", async () => {
      const res = await h.send("POST", `/api/insurance/${p.esencial}/calculatePrice`, "{not json");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Datos inválidos",
        issues: [{ path: "", message: "El cuerpo de la solicitud no es un JSON válido" }],
      });
    });
  });

  describe("UF value", () => {
    it("answers the newest value on or before today, from the database", async () => {
      const res = await h.get("/api/globales/uf");
      expect((await res.json()).data).toEqual({ value: 39189.45, date: "2025-06-01" });
    });
  });

  describe("payment information and offers", () => {
    it("answers payment information as statusCode and data", async () => {
      const json = await (await h.get(`/api/qppayment/insurance-payment/${p.esencial}`)).json();
      expect(json.statusCode).toBe(200);
      expect(json.data.paymentInfoResponse.paymentMethods[0].kind).toBe("tdc");
    });

    it("answers 200 with the offers of a product code, with the stock left", async () => {
      const res = await h.get(
        "/api/qppayment/insurance-payment/AND-ESENCIAL/getOffers?hasOffer=true",
      );
      expect(res.status).toBe(200);
      const json = await res.json();
      expect(json.statusCode).toBe(200);
      expect(json.data[0]).toMatchObject({
        id: 7001,
        discount: { amount: 15, salesLimitQuantity: 10 },
      });
    });

    it("answers 204 with no body when the offer's stock is exhausted", async () => {
      const res = await h.get("/api/qppayment/insurance-payment/AND-PLUS/getOffers?hasOffer=true");
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
    });

    it("answers an empty list for a product without offers and 404 for an unknown code", async () => {
      const none = await (await h.get("/api/qppayment/insurance-payment/PDN-ORO/getOffers")).json();
      expect(none).toEqual({ statusCode: 200, data: [] });
      expect((await h.get("/api/qppayment/insurance-payment/NO-EXISTE/getOffers")).status).toBe(
        404,
      );
    });
  });
});
