import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { fixtureIds } from "./fixtures/small-catalog";
import { getFrom, notRobotPath, solvedChallenge } from "./support/client";
import { type Harness, readJson, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const p = fixtureIds.products;

describe.each(databaseTargets())("comparison results and the robot check on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 1000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const page = async (query: string, headers: Record<string, string> = {}) => {
    const res = await h.get(`/api/compare/products?${query}`, headers);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as {
      items: Array<{ id: number; price: { minPrice: number } }>;
      page: number;
      pageSize: number;
      total: number;
      totalPages: number;
      metadata: Record<string, unknown>;
    };
  };
  const ids = (result: { items: Array<{ id: number }> }) => result.items.map((item) => item.id);

  describe("filters", () => {
    it("requires organizationTypes with the spec's message", async () => {
      const res = await h.get("/api/compare/products?sort=lowerPrice");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Datos inválidos",
        issues: [{ path: "organizationTypes", message: "organizationTypes es requerido" }],
      });
      const blank = await h.get("/api/compare/products?organizationTypes=%20");
      expect((await blank.json()).issues[0].message).toBe("organizationTypes es requerido");
    });

    it("lists the products of the organization types of the country, marked as demo data", async () => {
      const result = await page("organizationTypes=ASEG,EPS&sort=lowerPrice");
      expect(ids(result)).toEqual([p.mascota, p.epsFamiliar, p.empresa, p.esencial, p.plus]);
      expect(result.metadata).toMatchObject({ demo: true, country: "CO", sort: "lowerPrice" });
      const chile = await page("organizationTypes=ASEG&sort=lowerPrice", { "X-Country": "CL" });
      expect(ids(chile)).toEqual([p.mascotasCl, p.fonasa, p.davila]);
    });

    it("sends listing items without coverages, which the detail and the card's own call keep", async () => {
      const result = await page("organizationTypes=ASEG,EPS&sort=lowerPrice");
      const listed = result.items.find((item) => item.id === p.plus) as Record<string, unknown>;
      expect(listed).toMatchObject({ id: p.plus, displayName: expect.any(String) });
      expect(listed).not.toHaveProperty("coverages");
      const detail = (await (await h.get("/api/insurance/product/AND-PLUS")).json()) as {
        data: { id: number; coverages: Array<{ displayName: string }> };
      };
      expect(detail.data.id).toBe(p.plus);
      expect(detail.data.coverages.map((coverage) => coverage.displayName)).toEqual([
        "Hospitalización",
      ]);
      const card = (await (await h.get(`/api/insurance/${p.plus}/benefitCategories`)).json()) as {
        data: { coverages: unknown[] };
      };
      expect(card.data.coverages).toHaveLength(1);
    });

    it("narrows by organizationIds, organizationType and insuranceTypeIds", async () => {
      expect(
        ids(
          await page(
            "organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&organizationIds=102,103&sort=lowerPrice",
          ),
        ),
      ).toEqual([p.epsFamiliar, p.oro]);
      expect(ids(await page("organizationTypes=ASEG,EPS&organizationType=EPS"))).toEqual([
        p.epsFamiliar,
      ]);
      expect(
        ids(await page("organizationTypes=ASEG&insuranceTypeIds=14,15&sort=lowerPrice")),
      ).toEqual([p.mascota, p.empresa]);
    });

    it("narrows by coverage organizations (any) and features (all)", async () => {
      expect(
        ids(
          await page(
            "organizationTypes=ASEG,MEDICINA%20PREPAGADA&coverageOrganizations=302&sort=lowerPrice",
          ),
        ),
      ).toEqual([p.plus, p.oro]);
      expect(
        ids(
          await page(
            "organizationTypes=ASEG,MEDICINA%20PREPAGADA&features=401,402&sort=lowerPrice",
          ),
        ),
      ).toEqual([p.plus, p.oro]);
      expect(ids(await page("organizationTypes=ASEG,MEDICINA%20PREPAGADA&features=403"))).toEqual([
        p.oro,
      ]);
    });

    it("narrows by coverage countries and by product type (type name or upper type)", async () => {
      expect(
        ids(await page("organizationTypes=ASEG,MEDICINA%20PREPAGADA&coverageCountries=4")),
      ).toEqual([p.oro]);
      expect(ids(await page("organizationTypes=ASEG&productType=SEGURO%20COLECTIVO"))).toEqual([
        p.empresa,
      ]);
      expect(
        ids(
          await page(
            "organizationTypes=ASEG,MEDICINA%20PREPAGADA&productType=salud&sort=lowerPrice",
          ),
        ),
      ).toEqual([p.esencial, p.plus, p.oro]);
    });

    it("narrows by price, both bounds included", async () => {
      expect(
        ids(await page("organizationTypes=ASEG&priceMin=90000&priceMax=250000&sort=lowerPrice")),
      ).toEqual([p.empresa, p.esencial, p.plus]);
      const res = await h.get(
        "/api/compare/products?organizationTypes=ASEG&priceMin=300&priceMax=200",
      );
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([
        { path: "priceMin", message: "priceMin no puede ser mayor que priceMax" },
      ]);
    });

    it("narrows by prevision: products sold to that system or to any", async () => {
      const isapre = await page("organizationTypes=ASEG&prevision=Isapre&sort=lowerPrice", {
        "X-Country": "CL",
      });
      expect(ids(isapre)).toEqual([p.mascotasCl, p.davila]);
      const fonasa = await page("organizationTypes=ASEG&prevision=fonasa&sort=lowerPrice", {
        "X-Country": "CL",
      });
      expect(ids(fonasa)).toEqual([p.mascotasCl, p.fonasa, p.davila]);
    });

    it("refuses malformed filters field by field", async () => {
      const res = await h.get(
        "/api/compare/products?organizationTypes=ASEG,BANCO&organizationIds=1,x&sort=cheapest",
      );
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
        "organizationIds",
        "organizationTypes.1",
        "sort",
      ]);
      for (const issue of json.issues) expect(issue.message).not.toMatch(/^Invalid|^Expected/);
    });
  });

  describe("sorting", () => {
    it("sorts by lower and higher price", async () => {
      const lower = await page("organizationTypes=ASEG&sort=lowerPrice");
      const prices = lower.items.map((i) => i.price.minPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const higher = await page("organizationTypes=ASEG&sort=higherPrice");
      expect(ids(higher)).toEqual([...ids(lower)].reverse());
    });

    it("orders recommended (the default) by coverage score then price: the promoted plan gains no place", async () => {
      // Plus 9.1, Esencial 8.5 (promoted), Empresa 7.5, Mascota 6.8.
      const order = [p.plus, p.esencial, p.empresa, p.mascota];
      expect(ids(await page("organizationTypes=ASEG"))).toEqual(order);
      expect(ids(await page("organizationTypes=ASEG&sort=recommended"))).toEqual(order);
    });

    it("puts popular products first for popular, then by score", async () => {
      expect(ids(await page("organizationTypes=ASEG&sort=popular"))[0]).toBe(p.plus);
    });

    it("sorts by affinity (distance) from the highest", async () => {
      expect(
        ids(await page("organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&sort=distance")),
      ).toEqual([p.plus, p.esencial, p.empresa, p.oro, p.mascota, p.epsFamiliar]);
    });
  });

  describe("pagination", () => {
    it("pages with the given size from page 1 and reports totals", async () => {
      const all = ids(
        await page("organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&sort=lowerPrice"),
      );
      const first = await page(
        "organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&sort=lowerPrice&pageSize=4",
      );
      expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6, totalPages: 2 });
      const second = await page(
        "organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&sort=lowerPrice&pageSize=4&page=2",
      );
      expect([...ids(first), ...ids(second)]).toEqual(all);
      const beyond = await page(
        "organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA&pageSize=4&page=9",
      );
      expect(beyond).toMatchObject({ items: [], total: 6, totalPages: 2, page: 9 });
    });

    it("uses 20 products a page by default and refuses page 0", async () => {
      expect((await page("organizationTypes=ASEG")).pageSize).toBe(20);
      expect((await h.get("/api/compare/products?organizationTypes=ASEG&page=0")).status).toBe(400);
    });

    it("sends an ETag so an unchanged page answers 304", async () => {
      const first = await h.get("/api/compare/products?organizationTypes=ASEG");
      const again = await h.get("/api/compare/products?organizationTypes=ASEG", {
        "If-None-Match": first.headers.get("etag")!,
      });
      expect(again.status).toBe(304);
    });
  });

  describe("robot check", () => {
    const LISTING = "/api/compare/products?organizationTypes=ASEG";

    it("refuses a client over the limit with 401 until a solved challenge lifts the flag", async () => {
      const app = h.rebuild({ robotMaxRequests: 3, robotWindowSeconds: 60, altchaMaxNumber: 500 });
      const client = "203.0.113.7";
      const compare = (address: string) => getFrom(app, address, LISTING);
      for (let i = 0; i < 3; i++) expect((await compare(client)).status).toBe(200);
      const refused = await compare(client);
      expect(refused.status).toBe(401);
      expect(await readJson(refused)).toEqual({
        error: "robot",
        message: "El sistema piensa que eres un robot...",
      });

      // Another client is not affected.
      expect((await compare("198.51.100.9")).status).toBe(200);

      // Another process (a new server over the same database) agrees: the flag is in the database.
      const other = h.rebuild({ robotMaxRequests: 3 });
      expect((await getFrom(other, client, LISTING)).status).toBe(401);

      const missingProof = await getFrom(app, client, "/api/buscarplanes/notrobot");
      expect(missingProof.status).toBe(400);
      expect((await readJson(missingProof)).issues[0]).toEqual({
        path: "_fh",
        message: "_fh es requerido",
      });

      const lifted = await getFrom(app, client, notRobotPath(await solvedChallenge(app, client)));
      expect(lifted.status).toBe(200);
      expect(await readJson(lifted)).toEqual({ data: { robot: false, lifted: true } });
      expect((await compare(client)).status).toBe(200);
      expect((await getFrom(other, client, LISTING)).status).toBe(200);
    });

    it("counts requests over a sliding window: the limit is per window", async () => {
      const app = h.rebuild({ robotMaxRequests: 2, robotWindowSeconds: 10 });
      const compare = () => getFrom(app, "192.0.2.50", LISTING);
      expect((await compare()).status).toBe(200);
      expect((await compare()).status).toBe(200);
      h.clock.advance(11_000);
      expect((await compare()).status).toBe(200);
      expect((await compare()).status).toBe(200);
      expect((await compare()).status).toBe(401);
      h.clock.advance(60_000);
      // The flag stays after the window: only a solved challenge lifts it.
      expect((await compare()).status).toBe(401);
    });

    it("does not trip a real visitor with the default limits", async () => {
      const defaults = loadConfig({});
      const app = h.rebuild({
        robotMaxRequests: defaults.robotMaxRequests,
        robotWindowSeconds: defaults.robotWindowSeconds,
      });
      for (let i = 0; i < 40; i++) {
        const res = await getFrom(app, "192.0.2.77", `${LISTING}&page=${(i % 3) + 1}`);
        expect(res.status).toBe(200);
      }
    });
  });
});
