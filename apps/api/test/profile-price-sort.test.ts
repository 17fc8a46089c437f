import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const PATH = "/api/compare/products/byProfilePrice";
const TYPES = "ASEG,EPS,MEDICINA PREPAGADA";

const household: VisitorProfile = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Masculino", edad: 41 },
    { sexo: "Femenino", edad: 39 },
  ],
  cargas: [
    { sexo: "Femenino", edad: 12 },
    { sexo: "Masculino", edad: 7 },
    { sexo: "Masculino", edad: 1 },
  ],
};

type Page = {
  items: Array<{ id: number }>;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  metadata: Record<string, unknown>;
};

describe.each(databaseTargets())("sort by the price for my profile on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 1000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const sorted = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await h.send("POST", PATH, body, headers);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Page;
  };
  const singlePrice = async (id: number, headers: Record<string, string>) => {
    const res = await h.send(
      "POST",
      `/api/insurance/${id}/calculatePrice`,
      { profile: household },
      headers,
    );
    expect(res.status).toBe(200);
    return (await res.json()).data as ProfilePrice;
  };

  /** Every page of the sorted listing, two products a page. */
  const allPages = async (headers: Record<string, string>) => {
    const pages: Page[] = [];
    for (let page = 1; pages.length === 0 || page <= (pages[0]?.totalPages ?? 0); page += 1) {
      pages.push(
        await sorted(
          { query: { organizationTypes: TYPES, page, pageSize: 2 }, profile: household },
          headers,
        ),
      );
    }
    return pages;
  };

  for (const country of ["CO", "CL"]) {
    it(`orders the whole catalogue of ${country} by the household's price across pages`, async () => {
      const headers = { "X-Country": country };
      const pages = await allPages(headers);
      const ids = pages.flatMap((page) => page.items.map((item) => item.id));
      const unsorted = await h.get(
        `/api/compare/products?organizationTypes=${encodeURIComponent(TYPES)}&country=${country}`,
      );
      const total = ((await unsorted.json()) as Page).total;
      expect(total).toBeGreaterThan(2);
      for (const page of pages) {
        expect(page.total).toBe(total);
        expect(page.metadata).toMatchObject({ sort: "profilePrice", country });
      }
      expect(new Set(ids).size).toBe(total);

      // The order is the single prices sorted: cheapest first, ties by id, unpriced last.
      const amounts = new Map<number, number | null>();
      for (const id of ids) amounts.set(id, comparablePrice(await singlePrice(id, headers)));
      const priced = ids.filter((id) => amounts.get(id) !== null);
      expect(priced.length).toBeGreaterThanOrEqual(2);
      const expected = [...priced].sort(
        (a, b) => (amounts.get(a) ?? 0) - (amounts.get(b) ?? 0) || a - b,
      );
      expect(ids.slice(0, priced.length)).toEqual(expected);
      expect(ids.slice(priced.length).every((id) => amounts.get(id) === null)).toBe(true);

      // Across each page boundary the last price of a page is at most the next page's first.
      for (let i = 1; i < pages.length; i += 1) {
        const lastOfPrevious = amounts.get(pages[i - 1]?.items.at(-1)?.id ?? 0);
        const firstOfNext = amounts.get(pages[i]?.items[0]?.id ?? 0);
        if (lastOfPrevious != null && firstOfNext != null) {
          expect(lastOfPrevious).toBeLessThanOrEqual(firstOfNext);
        }
      }
    });
  }

  it("puts products the engine cannot price for the household last, in the recommended order", async () => {
    const pages = await allPages({ "X-Country": "CO" });
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    // The pet insurance has no price for people: it cannot be placed by price.
    expect(ids.at(-1)).toBe(fixtureIds.products.mascota);
    const recommended = await h.get(
      `/api/compare/products?organizationTypes=${encodeURIComponent(TYPES)}&pageSize=50`,
    );
    const order = ((await recommended.json()) as Page).items.map((item) => item.id);
    const unpriced: number[] = [];
    for (const id of ids) {
      if (comparablePrice(await singlePrice(id, { "X-Country": "CO" })) === null) unpriced.push(id);
    }
    expect(ids.slice(ids.length - unpriced.length)).toEqual(
      order.filter((id) => unpriced.includes(id)),
    );
  });

  it("keeps the comparator's filters and accepts lists as arrays", async () => {
    const page = await sorted({
      query: { organizationTypes: ["ASEG"], insuranceTypeIds: [fixtureIds.insuranceTypes.polizas] },
      profile: household,
    });
    expect(page.total).toBeGreaterThan(0);
    const filtered = await h.get(
      `/api/compare/products?organizationTypes=ASEG&insuranceTypeIds=${fixtureIds.insuranceTypes.polizas}`,
    );
    expect(page.total).toBe(((await filtered.json()) as Page).total);
  });

  it("orders by the default person's price without a profile, on GET too", async () => {
    const posted = await sorted({ query: { organizationTypes: TYPES } });
    const res = await h.get(
      `/api/compare/products?organizationTypes=${encodeURIComponent(TYPES)}&sort=profilePrice`,
    );
    expect(res.status).toBe(200);
    const got = (await res.json()) as Page;
    expect(got.items.map((item) => item.id)).toEqual(posted.items.map((item) => item.id));
    expect(got.metadata).toMatchObject({ sort: "profilePrice" });
  });

  it("refuses a malformed profile or query with 400 and Spanish messages", async () => {
    const badProfile = await h.send("POST", PATH, {
      query: { organizationTypes: TYPES },
      profile: { cotizante: "cuarenta años" },
    });
    expect(badProfile.status).toBe(400);
    const body = await badProfile.json();
    expect(body.error).toBe("Datos inválidos");
    expect(body.issues[0].path).toBe("profile.cotizante");
    expect(body.issues[0].message).toMatch(/inválid|esperaba/i);

    const noTypes = await h.send("POST", PATH, { query: {}, profile: household });
    expect(noTypes.status).toBe(400);
    expect((await noTypes.json()).issues).toEqual([
      { path: "query.organizationTypes", message: "organizationTypes es requerido" },
    ]);
  });
});
