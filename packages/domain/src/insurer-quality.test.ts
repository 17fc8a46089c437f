import { describe, expect, it } from "vitest";
import { insurerQualitySchema } from "./insurer-quality";
import { hasQualityFigures, starRating } from "./insurer-quality-rules";
import { SORT_ORDERS } from "./sort-orders";

const regulator = {
  complaintIndex: 2.4,
  claimsPaidPercent: 93.5,
  resolutionDays: 14,
  source: "Superintendencia Financiera de Colombia",
  sourceUrl: "https://www.superfinanciera.gov.co/",
  asOf: "2026-06-30",
  demo: true,
};

describe("insurer quality", () => {
  it("halves a rating out of 10 to the 0-5 stars, one decimal, at most 5", () => {
    expect(starRating(8.7)).toBe(4.4);
    expect(starRating(9.7)).toBe(4.9);
    expect(starRating(6.2)).toBe(3.1);
    expect(starRating(10)).toBe(5);
    expect(starRating(0)).toBe(0);
  });

  it("keeps each regulator figure with its source and date, and refuses figures out of range", () => {
    expect(insurerQualitySchema.parse({ regulator, reviews: null }).regulator?.source).toBe(
      "Superintendencia Financiera de Colombia",
    );
    const bad = (change: Record<string, unknown>) =>
      insurerQualitySchema.safeParse({ regulator: { ...regulator, ...change }, reviews: null })
        .success;
    expect(bad({ claimsPaidPercent: 120 })).toBe(false);
    expect(bad({ complaintIndex: -1 })).toBe(false);
    expect(bad({ asOf: "30-06-2026" })).toBe(false);
    expect(bad({ source: "" })).toBe(false);
    expect(
      insurerQualitySchema.safeParse({
        regulator: null,
        reviews: { rating: 11, count: 3, demo: true },
      }).success,
    ).toBe(false);
  });

  it("says whether there is anything to show", () => {
    expect(hasQualityFigures(null)).toBe(false);
    expect(hasQualityFigures({ regulator: null, reviews: null })).toBe(false);
    expect(hasQualityFigures({ regulator, reviews: null })).toBe(true);
    expect(
      hasQualityFigures({ regulator: null, reviews: { rating: 8, count: 10, demo: true } }),
    ).toBe(true);
  });

  it("never places a plan: no order sorts by a quality figure", () => {
    const keys = Object.values(SORT_ORDERS).flatMap((criteria) => criteria.map((c) => c.key));
    for (const figure of ["reviews", "complaintIndex", "claimsPaidPercent", "resolutionDays"])
      expect(keys).not.toContain(figure);
  });
});
