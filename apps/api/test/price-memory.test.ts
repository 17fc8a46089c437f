import type { VisitorProfile } from "@qs/domain/profile";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMON_HEADERS,
  type Harness,
  readJson,
  SERVICE_AUTH,
  startHarness,
} from "./support/harness";
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

const single: VisitorProfile = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 63 }] };

type Page = { items: Array<{ id: number }>; total: number; totalPages: number };
type Sort = "profilePrice" | "yearlyCost";

describe.each(databaseTargets())("the price memory of the household sorts on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const sortedPage = async (
    app: Harness["app"],
    body: { sort: Sort; profile: VisitorProfile | null; page?: number; pageSize?: number },
    country = "CO",
  ): Promise<Page> => {
    const res = await app.request(PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...COMMON_HEADERS, "X-Country": country },
      body: JSON.stringify({
        query: {
          organizationTypes: TYPES,
          sort: body.sort,
          page: body.page ?? 1,
          pageSize: body.pageSize ?? 50,
        },
        profile: body.profile,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await readJson(res)) as Page;
  };
  const order = async (
    app: Harness["app"],
    sort: Sort,
    profile: VisitorProfile | null,
    country = "CO",
  ) => {
    const page = await sortedPage(app, { sort, profile }, country);
    expect(page.total).toBeLessThanOrEqual(50);
    return page.items.map((item) => item.id);
  };

  it("orders exactly as the engine does without it, for both sorts, households and countries", async () => {
    const kept = h.rebuild();
    const without = h.rebuild({ priceMemoryMaxBytes: 0 });
    for (const country of ["CO", "CL"]) {
      for (const sort of ["profilePrice", "yearlyCost"] as const) {
        for (const profile of [household, single, null]) {
          const expected = await order(without, sort, profile, country);
          expect(expected.length).toBeGreaterThan(2);
          // Twice: the first reads the catalogue into memory, the second is served from it.
          expect(await order(kept, sort, profile, country)).toEqual(expected);
          expect(await order(kept, sort, profile, country)).toEqual(expected);
        }
      }
    }
  });

  it("prices a page's batch exactly as the engine does without it, a foreign or unknown id null", async () => {
    const kept = h.rebuild();
    const without = h.rebuild({ priceMemoryMaxBytes: 0 });
    const batch = async (
      app: Harness["app"],
      ids: number[],
      profile: VisitorProfile | null,
      country: string,
    ) => {
      const res = await app.request("/api/insurance/calculatePrices", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...COMMON_HEADERS, "X-Country": country },
        body: JSON.stringify({ ids, profile }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await readJson(res)) as { data: unknown }).data;
    };
    const colombian = await order(without, "profilePrice", null, "CO");
    const chilean = await order(without, "profilePrice", null, "CL");
    for (const [country, own, foreign] of [
      ["CO", colombian, chilean],
      ["CL", chilean, colombian],
    ] as const) {
      // A page of the country's own plans, one of another country's and an id that is no plan.
      const page = own.slice(0, 8);
      expect(page.length).toBeGreaterThan(2);
      const ids = [...page, foreign[0] as number, 999_999_999];
      for (const profile of [null, household, single]) {
        const expected = (await batch(without, ids, profile, country)) as Array<{ price: unknown }>;
        expect(expected.filter((entry) => entry.price !== null)).toHaveLength(page.length);
        expect(expected.slice(page.length).map((entry) => entry.price)).toEqual([null, null]);
        // Twice: the first reads the plans into memory, the second is served from it.
        expect(await batch(kept, ids, profile, country)).toEqual(expected);
        expect(await batch(kept, ids, profile, country)).toEqual(expected);
      }
    }
  });

  it("answers each following page as the slice of the whole ordering", async () => {
    const app = h.rebuild();
    for (const sort of ["profilePrice", "yearlyCost"] as const) {
      const whole = await order(app, sort, household);
      const pageSize = 3;
      const first = await sortedPage(app, { sort, profile: household, pageSize });
      expect(first.total).toBe(whole.length);
      expect(first.totalPages).toBe(Math.ceil(whole.length / pageSize));
      for (let page = 2; page <= first.totalPages; page += 1) {
        const got = await sortedPage(app, { sort, profile: household, page, pageSize });
        expect(got.items.map((item) => item.id)).toEqual(
          whole.slice((page - 1) * pageSize, page * pageSize),
        );
        expect(got.total).toBe(whole.length);
      }
    }
  });

  it("reprices after a catalogue change: a new version is not answered from the old prices", async () => {
    // The version is read on every request here, so the write is seen by the next one.
    const app = h.rebuild({ catalogueVersionCheckMs: 0 });
    const before = await order(app, "profilePrice", household);
    const yearlyBefore = await order(app, "yearlyCost", household);
    // Read from memory again: the same orders.
    expect(await order(app, "profilePrice", household)).toEqual(before);
    expect(await order(app, "yearlyCost", household)).toEqual(yearlyBefore);
    // The first plan of each order: its price table becomes a thousand times dearer.
    const dearer = [...new Set([before[0], yearlyBefore[0]])] as number[];
    expect(dearer.length).toBeGreaterThan(0);
    const scale = async (factor: string) => {
      for (const id of dearer) {
        await h.db.orm.execute(
          sql`update price_rows set price = price ${sql.raw(factor)} where product_id = ${id}`,
        );
      }
    };

    await scale("* 1000");
    try {
      const after = await order(app, "profilePrice", household);
      const yearlyAfter = await order(app, "yearlyCost", household);
      expect(after[0]).not.toBe(before[0]);
      expect(yearlyAfter[0]).not.toBe(yearlyBefore[0]);
      expect(new Set(after)).toEqual(new Set(before));
      // The same as a server that keeps nothing computes from the new prices.
      const without = h.rebuild({ priceMemoryMaxBytes: 0 });
      expect(after).toEqual(await order(without, "profilePrice", household));
      expect(yearlyAfter).toEqual(await order(without, "yearlyCost", household));
    } finally {
      await scale("/ 1000");
    }
    expect(await order(app, "profilePrice", household)).toEqual(before);
    expect(await order(app, "yearlyCost", household)).toEqual(yearlyBefore);
  });

  it("counts what it holds on /api/metrics, within its bound", async () => {
    const bound = 4 * 1024 * 1024;
    const app = h.rebuild({ priceMemoryMaxBytes: bound });
    const held = async () => {
      const res = await app.request("/api/metrics", { headers: SERVICE_AUTH });
      expect(res.status).toBe(200);
      const text = await res.text();
      const value = (name: string) =>
        Number(
          text
            .split("\n")
            .find((line) => line.startsWith(`${name} `))
            ?.split(" ")[1],
        );
      return { bytes: value("api_price_memory_bytes"), entries: value("api_price_memory_entries") };
    };
    expect(await held()).toEqual({ bytes: 0, entries: 0 });
    await order(app, "yearlyCost", household);
    const after = await held();
    expect(after.entries).toBeGreaterThan(0);
    expect(after.bytes).toBeGreaterThan(0);
    expect(after.bytes).toBeLessThanOrEqual(bound);
  });

  it("still refuses a malformed household before any ordering", async () => {
    const app = h.rebuild();
    const res = await app.request(PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...COMMON_HEADERS },
      body: JSON.stringify({
        query: { organizationTypes: TYPES },
        profile: { cotizante: [{ sexo: "Masculino", edad: "cuarenta" }] },
      }),
    });
    expect(res.status).toBe(400);
  });
});
