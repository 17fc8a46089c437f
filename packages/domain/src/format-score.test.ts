import { describe, expect, it } from "vitest";
import { affinityPercent, formatAffinity, scoreToStars } from "./format-score";

describe("scoreToStars", () => {
  it("halves the score to a 0-5 scale", () => {
    expect(scoreToStars(8)).toBe(4);
    expect(scoreToStars(6.2)).toBe(3.1);
  });

  it("keeps one decimal", () => {
    expect(scoreToStars(9.7)).toBe(4.9);
    expect(scoreToStars(7.33)).toBe(3.7);
  });

  it("never goes above 5", () => {
    expect(scoreToStars(10)).toBe(5);
    expect(scoreToStars(12)).toBe(5);
  });

  it("never goes below 0 and gives null without a score", () => {
    expect(scoreToStars(-2)).toBe(0);
    expect(scoreToStars(undefined)).toBeNull();
  });
});

describe("affinity", () => {
  it("is the distance times 10, as a percent", () => {
    expect(affinityPercent(8.5)).toBe(85);
    expect(formatAffinity(8.57)).toBe("86%");
    expect(formatAffinity(10)).toBe("100%");
  });

  it("is null without a distance", () => {
    expect(formatAffinity(null)).toBeNull();
  });
});
