import { describe, expect, it } from "vitest";
import {
  DEFAULT_REGION_ID,
  defaultRegion,
  regionByAbv,
  regionById,
  regionSchema,
  regions,
  regionsInOrder,
  toProfileRegion,
} from "./regions";

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

  it("finds regions by id and abbreviation", () => {
    expect(regionById(13)?.abv).toBe("RM");
    expect(regionByAbv("rm")?.id).toBe(13);
    expect(regionById(16)?.name).toBe("Ñuble");
    expect(regionById(17)).toBeUndefined();
    expect(regionById(0)).toBeUndefined();
  });

  it("defaults to Metropolitana, code 13, RM, in the profile's shape", () => {
    expect(DEFAULT_REGION_ID).toBe(13);
    expect(defaultRegion).toEqual({
      stateCode: 13,
      stateName: "Metropolitana",
      orderPosition: 1,
      abbreviation: "RM",
    });
    const metropolitana = regionById(13);
    expect(metropolitana && toProfileRegion(metropolitana)).toEqual(defaultRegion);
  });
});
