import { describe, expect, it } from "vitest";
import { regionSchema, regions, regionsInOrder } from "./regions";

describe("regions", () => {
  it("has the 16 Chilean regions, ids 1 to 16, each valid", () => {
    expect(regions).toHaveLength(16);
    expect(regions.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    for (const region of regions) regionSchema.parse(region);
  });

  it("has unique orden values 1 to 16 and unique abbreviations", () => {
    expect(regions.map((r) => r.orden).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(new Set(regions.map((r) => r.abv)).size).toBe(16);
  });

  it("orders Metropolitana (13, RM) first", () => {
    const first = regionsInOrder()[0];
    expect(first).toEqual({ id: 13, name: "Metropolitana", orden: 1, abv: "RM" });
  });
});
