import { describe, expect, it } from "vitest";
import { affinityPercent, formatAffinity } from "./format-score";

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
