import { describe, expect, it } from "vitest";
import { sortOptionSchema } from "./filters";

describe("sortOptionSchema", () => {
  it("lists the eight sort options", () => {
    expect(sortOptionSchema.options).toEqual([
      "lowerPrice",
      "higherPrice",
      "recommended",
      "popular",
      "distance",
      "profilePrice",
      "yearlyCost",
      "fiveYearCost",
    ]);
  });
});
