import { insurerQualitySchema } from "@qs/domain/insurer-quality";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The insurers' quality figures reach the visitor with the listing's items and the plan's:
 * the regulator of the insurer's country and kind as the source, the day the figures close,
 * the demo mark, and the reviews.
 */
describe.each(databaseTargets("demo"))("the insurers' quality figures on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  type Item = {
    productCode: string;
    organization: { displayName: string; quality?: unknown };
  };
  const listing = async (country: string, types: string) => {
    const res = await h.get(`/api/compare/products?organizationTypes=${types}&pageSize=50`, {
      "X-Country": country,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Item[] }).items;
  };

  it.each([
    ["CO", "ASEG", "Superintendencia Financiera de Colombia"],
    ["CL", "ISAPRE", "Superintendencia de Salud"],
    ["PE", "ASEG", "Superintendencia de Banca, Seguros y AFP (SBS)"],
  ])(
    "in %s (%s) every listed insurer cites %s, dated and marked as demo",
    async (country, types, source) => {
      const items = await listing(country, types);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const quality = insurerQualitySchema.parse(item.organization.quality);
        expect(quality.regulator?.source).toBe(source);
        expect(quality.regulator?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(quality.regulator?.demo).toBe(true);
        expect(quality.reviews?.count).toBeLessThan(1000);
      }
    },
  );

  it("gives international plans reviews but no regulator figure, and the plan's answer the same figures as its card", async () => {
    const [item] = await listing("INT", "ASEG");
    expect(item).toBeDefined();
    const quality = insurerQualitySchema.parse(item?.organization.quality);
    expect(quality.regulator ?? null).toBeNull();
    expect(quality.reviews?.rating).toBeGreaterThan(0);
    const res = await h.get(`/api/insurance/product/${item?.productCode}`, { "X-Country": "INT" });
    expect(res.status).toBe(200);
    const full = insurerQualitySchema.parse(
      ((await res.json()) as { data: Item }).data.organization.quality,
    );
    expect(full.regulator).toBeNull();
    expect(full.reviews).toEqual(quality.reviews);
  });
});
