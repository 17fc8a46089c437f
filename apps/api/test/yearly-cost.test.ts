import { YEARLY_COST_ASSUMPTIONS } from "@qs/catalogs/yearly-cost-assumptions";
import type { Coverage } from "@qs/domain/coverage";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productDetails } from "../src/db/schema";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const p = fixtureIds.products;
const TYPES = "ASEG,EPS,MEDICINA PREPAGADA";
const costsIn = (currency: string) => {
  const costs = YEARLY_COST_ASSUMPTIONS.unitCosts[currency];
  if (!costs) throw new Error(`no reference costs in ${currency}`);
  return costs;
};
const COP = costsIn("COP");

/** A couple in their forties and a child: two adult bands and the children's. */
const household: VisitorProfile = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Masculino", edad: 42 },
    { sexo: "Femenino", edad: 38 },
  ],
  cargas: [{ sexo: "Femenino", edad: 9 }],
};

const band = (age: number) => {
  const found = YEARLY_COST_ASSUMPTIONS.bands.find((b) => age >= b.ageMin && age <= b.ageMax);
  if (!found) throw new Error(`no band for ${age}`);
  return found;
};

type Page = { items: Array<{ id: number }>; totalPages: number; metadata: { sort: string } };

/** A plan that pays all of each kind of care in its network. */
const fullCover: Coverage[] = [
  { name: "Consultas médicas", amounts: { percentage: { minAmount: 100, unit: { code: "%" } } } },
  {
    name: "Exámenes de laboratorio",
    amounts: { percentage: { minAmount: 100, unit: { code: "%" } } },
  },
  { name: "Hospitalización", amounts: { percentage: { minAmount: 100, unit: { code: "%" } } } },
];

describe.each(databaseTargets())("the estimated yearly cost on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 1000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const price = async (id: number, profile: unknown, country = "CO") => {
    const res = await h.send(
      "POST",
      `/api/insurance/${id}/calculatePrice`,
      { profile },
      { "X-Country": country },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data as ProfilePrice;
  };

  const setCoverages = (id: number, coverages: Coverage[]) =>
    h.db.orm
      .update(productDetails)
      .set({ coverageInformation: { tags: [], coverages } })
      .where(eq(productDetails.productId, id));

  describe("in the price answer", () => {
    it("adds twelve months of premiums to the expected out-of-pocket, with its assumptions", async () => {
      const result = await price(p.esencial, household);
      const yearly = result.yearlyCost;
      expect(yearly).toBeTruthy();
      if (!yearly) return;
      const monthly = comparablePrice(result) ?? 0;
      expect(yearly.currency).toBe("COP");
      expect(yearly.premiums).toBe(monthly * 12);
      expect(yearly.total).toBe(yearly.premiums + yearly.outOfPocket);

      // The fixture's plans state only their hospital cover (80-100 %, no deductible): the
      // consultations and exams are assumed paid in full, and the answer says so.
      const ages = [42, 38, 9];
      const consultations = ages.reduce((sum, age) => sum + band(age).consultations, 0);
      const exams = ages.reduce((sum, age) => sum + band(age).exams, 0);
      const stays = ages.reduce((sum, age) => sum + band(age).hospitalisationProbability, 0);
      expect(yearly.lines).toEqual([
        expect.objectContaining({
          service: "consultation",
          basis: "noData",
          coveredShare: null,
          expectedUses: consultations,
          outOfPocket: consultations * COP.consultation,
        }),
        expect.objectContaining({
          service: "exam",
          basis: "noData",
          outOfPocket: exams * COP.exam,
        }),
        expect.objectContaining({
          service: "hospitalisation",
          basis: "plan",
          coveredShare: 0.8,
          outOfPocket: Math.round(stays * COP.hospitalisation * 0.2),
        }),
      ]);
      expect(yearly.assumptions).toMatchObject({
        version: YEARLY_COST_ASSUMPTIONS.version,
        unitCosts: COP,
        ufValue: null,
      });
      expect(yearly.assumptions.bands.map((b) => [b.ageMin, b.persons])).toEqual([
        [0, 1],
        [18, 1],
        [40, 1],
      ]);
    });

    it("estimates a UF plan in pesos at the stored UF value", async () => {
      const result = await price(p.davila, { cotizante: [{ sexo: "Masculino", edad: 20 }] }, "CL");
      expect(result.yearlyCost).toMatchObject({
        currency: "CLP",
        monthlyPremium: Math.round(0.85 * 39189.45),
        premiums: Math.round(0.85 * 39189.45) * 12,
        assumptions: { ufValue: 39189.45, unitCosts: costsIn("CLP") },
      });
    });

    it("gives no estimate for pet and company plans, nor when someone has no price", async () => {
      expect(
        (await price(p.mascota, { mascota: [{ especie: "Perro", edad: 3 }] })).yearlyCost,
      ).toBeNull();
      expect(
        (await price(p.empresa, { colectivo: { cantidadempleados: 12 } })).yearlyCost,
      ).toBeNull();
      // The fixture's tables stop at 64.
      const partial = await price(p.esencial, { cotizante: [{ sexo: "Masculino", edad: 70 }] });
      expect(partial.total.arePricesDefined).toBe(false);
      expect(partial.yearlyCost).toBeNull();
    });

    it("comes with each product of a batch, the same as the single price", async () => {
      const res = await h.send("POST", "/api/insurance/calculatePrices", {
        ids: [p.esencial, p.plus],
        profile: household,
      });
      expect(res.status).toBe(200);
      const batch = (await res.json()).data as Array<{ id: number; price: ProfilePrice }>;
      for (const { id, price: batchPrice } of batch) {
        expect(batchPrice.yearlyCost).toEqual((await price(id, household)).yearlyCost);
      }
    });
  });

  describe("the listing sorted by 'Menor costo anual estimado'", () => {
    const sorted = async (sort: string, country: string) => {
      const ids: number[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const res = await h.send(
          "POST",
          "/api/compare/products/byProfilePrice",
          { query: { organizationTypes: TYPES, page, pageSize: 2, sort }, profile: household },
          { "X-Country": country },
        );
        expect(res.status, await res.clone().text()).toBe(200);
        const body = (await res.json()) as Page;
        expect(body.metadata.sort).toBe(sort);
        pages = body.totalPages;
        ids.push(...body.items.map((item) => item.id));
      }
      return ids;
    };

    /** Estimated products first, by their yearly total (ties by id); the others after them. */
    const expectYearlyOrder = (ids: number[], totals: Map<number, number | null>) => {
      const estimated = ids.filter((id) => totals.get(id) != null);
      expect(ids.slice(0, estimated.length)).toEqual(
        [...estimated].sort((a, b) => (totals.get(a) ?? 0) - (totals.get(b) ?? 0) || a - b),
      );
      expect(ids.slice(estimated.length).every((id) => totals.get(id) == null)).toBe(true);
      return estimated;
    };

    it("orders by the yearly total, which a plan's cover can turn against its monthly price", async () => {
      // The cheaper plan a month states no cover at all; the dearer one pays all care.
      await setCoverages(p.fonasa, []);
      await setCoverages(p.davila, fullCover);
      const byMonth = await sorted("profilePrice", "CL");
      const byYear = await sorted("yearlyCost", "CL");
      expect(new Set(byYear)).toEqual(new Set(byMonth));

      const totals = new Map<number, number | null>();
      for (const id of byYear) {
        totals.set(id, (await price(id, household, "CL")).yearlyCost?.total ?? null);
      }
      expect(expectYearlyOrder(byYear, totals)).toEqual(
        expect.arrayContaining([p.davila, p.fonasa]),
      );
      // A pet plan gets no estimate: it comes after the estimated ones.
      expect(totals.get(p.mascotasCl)).toBeNull();

      expect(byMonth.indexOf(p.fonasa)).toBeLessThan(byMonth.indexOf(p.davila));
      expect(byYear.indexOf(p.davila)).toBeLessThan(byYear.indexOf(p.fonasa));
    });

    it("is offered by the GET listing too, for the default person", async () => {
      const res = await h.get(
        `/api/compare/products?organizationTypes=${encodeURIComponent(TYPES)}&sort=yearlyCost&pageSize=50`,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as Page;
      expect(body.metadata.sort).toBe("yearlyCost");
      const ids = body.items.map((item) => item.id);
      const totals = new Map<number, number | null>();
      for (const id of ids) {
        const single = await h.get(`/api/insurance/${id}/calculatePrice`);
        totals.set(id, ((await single.json()).data as ProfilePrice).yearlyCost?.total ?? null);
      }
      expect(expectYearlyOrder(ids, totals)).toEqual(
        expect.arrayContaining([p.esencial, p.plus, p.oro]),
      );
      expect(totals.get(p.mascota)).toBeNull();
    });
  });
});
