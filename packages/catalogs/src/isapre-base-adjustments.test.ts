import { describe, expect, it } from "vitest";
import { assumedYearlyAdjustment, isapreBaseAdjustments } from "./isapre-base-adjustments";

describe("assumedYearlyAdjustment", () => {
  it("averages an Isapre's last five published adjustments", () => {
    expect(isapreBaseAdjustments[67]?.map((entry) => entry.year)).toEqual([
      2021, 2022, 2023, 2024, 2025,
    ]);
    expect(assumedYearlyAdjustment(67)).toBe(5.04);
  });

  it("assumes none for a plan that is not an open Isapre's", () => {
    expect(assumedYearlyAdjustment(null)).toBe(0);
    expect(assumedYearlyAdjustment(999)).toBe(0);
  });
});
