import { describe, expect, it } from "vitest";
import { companyAddress, structuredDataDefaults, structuredReviewCount } from "./structured-data";

describe("structured data and company", () => {
  it("defaults: 538 reviews, score 6.2, best rating 10", () => {
    expect(structuredDataDefaults.reviewCount).toBe(538);
    expect(structuredDataDefaults.defaultScore).toBe(6.2);
    expect(structuredDataDefaults.bestRating).toBe(10);
  });

  it("uses 538 when the review count is unknown", () => {
    expect(structuredReviewCount(undefined)).toBe(538);
    expect(structuredReviewCount(null)).toBe(538);
    expect(structuredReviewCount(0)).toBe(538);
  });

  it("keeps counts under 1000", () => {
    expect(structuredReviewCount(120)).toBe(120);
    expect(structuredReviewCount(999)).toBe(999);
    expect(structuredReviewCount(1000)).toBe(999);
    expect(structuredReviewCount(25000)).toBe(999);
  });

  it("fixes the company in Metropolitana, Chile, zip 8320000", () => {
    expect(companyAddress.region).toBe("Metropolitana");
    expect(companyAddress.country).toBe("Chile");
    expect(companyAddress.zip).toBe("8320000");
  });
});
