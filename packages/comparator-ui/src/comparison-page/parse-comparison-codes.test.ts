import { describe, expect, it } from "vitest";
import { parseComparisonCodes } from "./comparison-page";

describe("comparison link", () => {
  it("reads up to 3 distinct product codes", () => {
    expect(parseComparisonCodes("A, B,A,,C,D")).toEqual(["A", "B", "C"]);
    expect(parseComparisonCodes(undefined)).toEqual([]);
  });
});
