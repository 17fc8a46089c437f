import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { YEARLY_COST_ASSUMPTIONS } from "@qs/catalogs/yearly-cost-assumptions";
import type { VisitorProfile } from "@qs/domain/profile";
import { HOUSEHOLD_MESSAGE } from "@qs/domain/profile";
import { estimateYearlyCost } from "@qs/pricing/estimate-yearly-cost";
import { calculateProfilePrice, type PriceRow } from "@qs/pricing/price-product";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSmallCatalog, fixtureIds, peopleRows } from "./fixtures/small-catalog";
import { COMMON_HEADERS, type Harness, type Json, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/** The UF value the fixture stores for the harness's day (2025-07-01). */
const STORED_UF = 39189.45;
/** Colmena's Isapre code and GES price in UF (reference-data spec §9 "Isapres"). */
const COLMENA = { code: 67, gesUf: 0.77 };

/** The fixture's price table of the Isapre plan (base 2.1 UF), as the database holds it. */
const colmenaRows = (): PriceRow[] =>
  peopleRows(2.1, "UF").map((row) => ({ species: null, breed: null, sex: null, ...row }));

describe.each(databaseTargets())("the price engine behind the API on $name", (target) => {
  let h: Harness;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    h = await startHarness(target);
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
    await h?.close();
  });

  const post = async (id: number, profile: VisitorProfile) => {
    const res = await fetch(`${base}/api/insurance/${id}/calculatePrice`, {
      method: "POST",
      headers: { ...COMMON_HEADERS, "X-Country": "CL", "Content-Type": "application/json" },
      body: JSON.stringify({ profile }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: Json }).data;
  };

  it("answers an Isapre plan's price exactly as @qs/pricing computes it", async () => {
    const profile: VisitorProfile = {
      ingresodatos: true,
      cotizante: [
        { sexo: "Masculino", edad: 40, ingreso: 2_000_000 },
        { sexo: "Femenino", edad: 38, imponible: 1_500_000 },
      ],
      cargas: [{ sexo: "Femenino", edad: 1 }],
    };
    const answer = await post(fixtureIds.products.isapreColmena, profile);
    const expected = calculateProfilePrice({
      rows: colmenaRows(),
      profile,
      pets: false,
      collective: false,
      ufValue: STORED_UF,
      isapreCode: COLMENA.code,
    });
    const plan = (await buildSmallCatalog()).products.find(
      (product) => product.item.id === fixtureIds.products.isapreColmena,
    );
    const yearlyCost = estimateYearlyCost({
      price: expected,
      coverages: plan?.coverageInformation.coverages ?? [],
      reference: YEARLY_COST_ASSUMPTIONS,
      pets: false,
      collective: false,
      ufValue: STORED_UF,
    });
    expect(yearlyCost).not.toBeNull();
    expect(answer).toEqual(JSON.parse(JSON.stringify({ ...expected, yearlyCost })));
  });

  it("prices a dependant under 2 at the Isapre's GES price only, and older ones from the table", async () => {
    const answer = await post(fixtureIds.products.isapreColmena, {
      ingresodatos: true,
      cotizante: [{ sexo: "Masculino", edad: 25, ingreso: 1_000_000 }],
      cargas: [
        { sexo: "Masculino", edad: 1 },
        { sexo: "Masculino", edad: 2 },
      ],
    });
    expect(
      answer.profiles.map((e: { method: string; price: number }) => [e.method, e.price]),
    ).toEqual([
      ["PriceTable", 2.1],
      ["GesOnly", COLMENA.gesUf],
      ["PriceTable", 1.26],
    ]);
    expect(answer.total.minPrice).toBe(4.13);
    expect(answer.conversion.to).toEqual({ value: Math.round(4.13 * STORED_UF), code: "CLP" });
  });

  it("caps the 7% contribution at 87.8 UF and flags the capped person", async () => {
    const answer = await post(fixtureIds.products.isapreColmena, {
      ingresodatos: true,
      cotizante: [
        { sexo: "Masculino", edad: 45, ingreso: 10_000_000 },
        { sexo: "Femenino", edad: 44, ingreso: 1_000_000 },
      ],
    });
    const cap = 87.8 * 0.07 * STORED_UF;
    expect(answer.simulation.topeimponible).toEqual([true, false]);
    expect(answer.simulation.calculadoPeso).toBeCloseTo(cap + 70_000, 6);
    expect(answer.simulation.preciomax).toBeCloseTo((cap + 70_000) * 1.05, 6);
    expect(answer.simulation.preciomin).toBeCloseTo((cap + 70_000) * 0.90477, 6);
  });

  it("uses the default range when nobody's income is known", async () => {
    const answer = await post(fixtureIds.products.isapreColmena, {
      ingresodatos: true,
      cotizante: [{ sexo: "Femenino", edad: 30 }],
    });
    expect(answer.simulation).toMatchObject({
      source: "default",
      preciomin: 120000,
      preciomax: 150000,
      calculadoPeso: null,
    });
  });

  it("gives no simulation for a plan that is not an Isapre's", async () => {
    const answer = await post(fixtureIds.products.davila, {
      ingresodatos: true,
      cotizante: [{ sexo: "Masculino", edad: 20, ingreso: 1_000_000 }],
    });
    expect(answer.simulation).toBeUndefined();
    expect(answer.profiles[0].method).toBe("PriceTable");
  });
});

describe.each(databaseTargets())("batch prices on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const household: VisitorProfile = {
    ingresodatos: true,
    cotizante: [
      { sexo: "Masculino", edad: 41, ingreso: 2_500_000 },
      { sexo: "Femenino", edad: 39 },
    ],
    cargas: [
      { sexo: "Femenino", edad: 12 },
      { sexo: "Masculino", edad: 7 },
      { sexo: "Masculino", edad: 1 },
    ],
  };

  it("prices every product of a page in one request, each equal to its single price", async () => {
    const ids = [
      fixtureIds.products.isapreColmena,
      fixtureIds.products.davila,
      fixtureIds.products.fonasa,
      fixtureIds.products.mascotasCl,
    ];
    const headers = { "X-Country": "CL" };
    const res = await h.send(
      "POST",
      "/api/insurance/calculatePrices",
      { ids, profile: household },
      headers,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const batch = (await res.json()).data as Array<{ id: number; price: unknown }>;
    expect(batch.map((entry) => entry.id)).toEqual(ids);
    for (const entry of batch) {
      const single = await h.send(
        "POST",
        `/api/insurance/${entry.id}/calculatePrice`,
        { profile: household },
        headers,
      );
      expect(entry.price).toEqual((await single.json()).data);
    }
  });

  it("answers null for a product the country does not list, and keeps the order asked", async () => {
    const res = await h.send(
      "POST",
      "/api/insurance/calculatePrices",
      { ids: [fixtureIds.products.esencial, fixtureIds.products.davila] },
      { "X-Country": "CL" },
    );
    const batch = (await res.json()).data as Array<{ id: number; price: unknown }>;
    expect(batch[0]).toEqual({ id: fixtureIds.products.esencial, price: null });
    expect(batch[1]?.price).not.toBeNull();
  });

  it("refuses a household no family is (100 people) instead of pricing it, in Spanish", async () => {
    const person = { sexo: "Femenino", edad: 30 };
    const res = await h.send("POST", "/api/insurance/calculatePrices", {
      ids: [fixtureIds.products.esencial],
      profile: { cotizante: [person], cargas: Array.from({ length: 100 }, () => person) },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(HOUSEHOLD_MESSAGE);
  });

  it("refuses an empty list and more than 50 products with a Spanish message", async () => {
    for (const ids of [[], Array.from({ length: 51 }, (_, i) => i + 1)]) {
      const res = await h.send("POST", "/api/insurance/calculatePrices", { ids });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("Indica entre 1 y 50 productos");
    }
  });
});
