import { describe, expect, it } from "vitest";
import { GES_ONLY_AGE_LIMIT, gesPriceUf } from "./isapres";

describe("GES prices", () => {
  it.each([
    [67, 0.77],
    [78, 0.74],
    [80, 0.63],
    [81, 0.795],
    [88, 0.63],
    [99, 0.59],
    [107, 0.595],
    [108, 0.8],
  ])("the product charges code %i the table's %f UF", (code, price) => {
    expect(gesPriceUf(code)).toBe(price);
  });
  it("has no GES price for Isapres without one", () => {
    expect(gesPriceUf(999)).toBeNull();
    expect(gesPriceUf(62)).toBeNull();
  });

  it("charges only GES to dependants under 2 years", () => {
    expect(GES_ONLY_AGE_LIMIT).toBe(2);
  });
});
