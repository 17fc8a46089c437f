import { sampleProduct } from "@qs/test-support/sample-products";
import { describe, expect, it } from "vitest";
import { productBadges } from "./product-badges";

const now = new Date("2026-05-20T12:00:00Z");

describe("card badges", () => {
  it("new only for under two months of availability", () => {
    expect(productBadges(sampleProduct(1, { availableFrom: "2026-04-01" }), now)).toContain("new");
    expect(productBadges(sampleProduct(1, { availableFrom: "2026-03-01" }), now)).not.toContain(
      "new",
    );
  });

  it("exclusive, promoted, popular and offer come from the product", () => {
    const product = sampleProduct(2, {
      exclusive: true,
      isPromoted: true,
      insuranceMetadata: { metadata: { isPopular: true, hasOffer: true } },
    });
    expect(productBadges(product, now)).toEqual(["exclusive", "promoted", "popular", "offer"]);
    expect(productBadges(sampleProduct(3), now)).toEqual([]);
  });
});
