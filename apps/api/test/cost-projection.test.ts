import type { CostProjection } from "@qs/domain/cost-projection";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, TEST_NOW } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The cost over the years (POST /api/insurance/{id}/costProjection) over the demo catalogue:
 * the household a year older each year, an Isapre's premiums grown by its assumed adjustment.
 */
describe.each(databaseTargets("demo"))("the ten-year cost of a plan on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const firstOf = async (country: string, types: string) => {
    const res = await h.get(`/api/compare/products?organizationTypes=${types}`, {
      "X-Country": country,
    });
    return ((await res.json()) as { items: Array<{ id: number }> }).items[0]?.id as number;
  };
  const project = async (country: string, id: number, body: unknown) => {
    const res = await h.send("POST", `/api/insurance/${id}/costProjection`, body, {
      "X-Country": country,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data as CostProjection;
  };
  const household = {
    profile: {
      ingresodatos: true,
      cotizante: [{ edad: 40, sexo: "Femenino" }],
      cargas: [{ edad: 8 }],
    },
  };

  it("projects an Isapre plan with the Isapre's adjustment, compounded, and says where it comes from", async () => {
    const projection = await project("CL", await firstOf("CL", "ISAPRE"), household);
    expect(projection.years).toHaveLength(10);
    expect(projection.years.map((year) => year.year)).toEqual(
      Array.from({ length: 10 }, (_, index) => TEST_NOW.getUTCFullYear() + index),
    );
    expect(projection.years[9]?.ages).toEqual([49, 17]);
    expect(projection.currency).toBe("CLP");
    expect(projection.yearlyAdjustmentPercent).toBeGreaterThan(0);
    expect(projection.adjustmentSource).toContain("Superintendencia de Salud");
    const [first, last] = [projection.years[0], projection.years[9]];
    expect(last?.premiums ?? 0).toBeGreaterThan(first?.premiums ?? 0);
    for (const year of projection.years)
      expect(year.total).toBe((year.premiums ?? 0) + (year.outOfPocket ?? 0));
    expect(projection.fiveYears).toBe(
      projection.years.slice(0, 5).reduce((sum, year) => sum + (year.total ?? 0), 0),
    );
    expect(projection.tenYears).toBeGreaterThan(projection.fiveYears ?? 0);
  });

  it("projects other plans at today's prices by age band, without an adjustment", async () => {
    const projection = await project(
      "CO",
      await firstOf("CO", "ASEG&productType=POLIZA%20DE%20SALUD"),
      household,
    );
    expect(projection.yearlyAdjustmentPercent).toBe(0);
    expect(projection.adjustmentSource).toBeNull();
    expect(projection.currency).toBe("COP");
    expect(projection.years[0]?.ages).toEqual([40, 8]);
    expect(projection.tenYears).not.toBeNull();
  });

  /** Every page of Chile's Isapre listing in `sort` for the household. */
  const sortedIds = async (sort: string) => {
    const ids: number[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const res = await h.send(
        "POST",
        "/api/compare/products/byProfilePrice",
        {
          query: { organizationTypes: "ISAPRE", page, pageSize: 10, sort },
          profile: household.profile,
        },
        { "X-Country": "CL" },
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as {
        items: Array<{ id: number }>;
        totalPages: number;
        metadata: { sort: string };
      };
      expect(body.metadata.sort).toBe(sort);
      pages = body.totalPages;
      ids.push(...body.items.map((item) => item.id));
    }
    return ids;
  };

  it("orders the listing by 'Menor costo a 5 años': the projection's five years, lowest first, the same on every page", async () => {
    const ids = await sortedIds("fiveYearCost");
    expect(new Set(ids).size).toBe(ids.length);
    const fiveYears = new Map<number, number | null>();
    for (const id of ids) fiveYears.set(id, (await project("CL", id, household)).fiveYears);
    const placed = ids.filter((id) => fiveYears.get(id) !== null);
    expect(placed.length).toBeGreaterThan(5);
    expect(ids.slice(0, placed.length)).toEqual(
      [...placed].sort((a, b) => (fiveYears.get(a) ?? 0) - (fiveYears.get(b) ?? 0) || a - b),
    );
    expect(new Set(await sortedIds("profilePrice"))).toEqual(new Set(ids));
  });

  it("answers 404 for a plan of another country and refuses a bad profile in Spanish", async () => {
    const chilean = await firstOf("CL", "ISAPRE");
    const foreign = await h.send("POST", `/api/insurance/${chilean}/costProjection`, household, {
      "X-Country": "CO",
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe("Producto no encontrado");
    const bad = await h.send(
      "POST",
      `/api/insurance/${chilean}/costProjection`,
      { profile: { cotizante: [{ edad: -3 }] } },
      { "X-Country": "CL" },
    );
    expect(bad.status).toBe(400);
  });
});
