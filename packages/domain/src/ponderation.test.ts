import { describe, expect, it } from "vitest";
import { normalisePonderation } from "./ponderation";

describe("ponderation", () => {
  it("truncates to three decimals, never rounding up", () => {
    expect(normalisePonderation("0.1239")).toBe(0.123);
    expect(normalisePonderation(0.9999)).toBe(0.999);
    expect(normalisePonderation("0.29")).toBe(0.29);
    expect(normalisePonderation("0,5678")).toBe(0.567);
  });

  it("keeps the value between 0 and 1", () => {
    expect(normalisePonderation("-0.2")).toBe(0);
    expect(normalisePonderation("1.5")).toBe(1);
    expect(normalisePonderation(1)).toBe(1);
    expect(normalisePonderation(0)).toBe(0);
  });

  it("reads nothing from an empty or non-numeric value", () => {
    expect(normalisePonderation("")).toBeNull();
    expect(normalisePonderation("abc")).toBeNull();
    expect(normalisePonderation(null)).toBeNull();
    expect(normalisePonderation(Number.NaN)).toBeNull();
  });
});
