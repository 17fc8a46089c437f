import { createHash } from "node:crypto";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { pgliteTarget } from "./support/test-database";

/**
 * A listing page of 20 items, as sent before compression, stays under this many bytes. It was
 * 15,000 until each card carried its insurer's reviews and claims paid with their source and
 * date (100 to 150 bytes an item, `cardQuality` in src/db/seed/list-item.ts).
 */
const PAGE_BUDGET_BYTES = 18_000;
const ALL_TYPES = encodeURIComponent(ORGANIZATION_TYPES.join(","));

describe("lean listing payloads over the default demo catalogue", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(pgliteTarget(inject("pgliteDemoTemplateDir")), {
      robotMaxRequests: 100_000,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(["CO", "CL", "PE", "INT"])(
    "keeps every 20-item page of %s under 18,000 bytes of JSON, in every sort",
    async (country) => {
      let fullPages = 0;
      for (const sort of ["recommended", "lowerPrice", "popular"]) {
        for (let page = 1; ; page++) {
          const res = await h.get(
            `/api/compare/products?organizationTypes=${ALL_TYPES}&sort=${sort}&page=${page}&country=${country}`,
          );
          expect(res.status).toBe(200);
          const text = await res.text();
          const body = JSON.parse(text);
          if (body.items.length === 0) break;
          if (body.items.length === 20) fullPages++;
          expect(
            Buffer.byteLength(text, "utf8"),
            `${country} ${sort} page ${page}`,
          ).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
          expect(text).not.toContain("data:");
        }
      }
      expect(fullPages).toBeGreaterThan(0);
    },
  );

  it("names logos by content hash and serves them as immutable images", async () => {
    const res = await h.get(`/api/compare/products?organizationTypes=${ALL_TYPES}`);
    const body = await res.json();
    const logos = new Set<string>(
      body.items.map(
        (item: { organization: { metadata: { image: string } } }) =>
          item.organization.metadata.image,
      ),
    );
    expect(logos.size).toBeGreaterThan(1);
    for (const logo of logos) {
      expect(logo).toMatch(/^\/api\/assets\/[0-9a-f]{12}\.svg$/);
      const image = await h.get(logo);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/svg+xml");
      expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.toString()).toMatch(/^<svg /);
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 12);
      expect(logo).toBe(`/api/assets/${hash}.svg`);
    }
    // The product endpoint and the organization lists name the same assets.
    const product = await (
      await h.get(`/api/insurance/product/${body.items[0].productCode}`)
    ).json();
    expect(product.data.organization.metadata.image).toBe(
      body.items[0].organization.metadata.image,
    );
    const missing = await h.get("/api/assets/000000000000.svg");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Imagen no encontrada" });
  });
});
