import { describe, expect, it } from "vitest";
import { chileRegionSchema, districtSchema, profileRegionSchema } from "./region";

describe("profileRegionSchema", () => {
  it("parses the default Chile region and reads a numeric stateCode given as text", () => {
    expect(
      profileRegionSchema.parse({
        stateCode: "13",
        stateName: "Metropolitana",
        orderPosition: 1,
        abbreviation: "RM",
      }),
    ).toEqual({ stateCode: 13, stateName: "Metropolitana", orderPosition: 1, abbreviation: "RM" });
  });

  it("refuses a region without stateName or with a non-numeric code", () => {
    expect(profileRegionSchema.safeParse({ stateCode: 13 }).error?.issues[0]?.path).toEqual([
      "stateName",
    ]);
    expect(
      profileRegionSchema.safeParse({ stateCode: "RM", stateName: "Metropolitana" }).success,
    ).toBe(false);
  });
});

describe("chileRegionSchema", () => {
  it("parses a region with its order and abbreviation, keeping unknown fields", () => {
    expect(
      chileRegionSchema.parse({
        id: 13,
        name: "Metropolitana",
        orden: 1,
        abv: "RM",
        capital: "Santiago",
      }),
    ).toMatchObject({
      orden: 1,
      capital: "Santiago",
    });
    expect(
      chileRegionSchema.safeParse({ id: 13, name: "Metropolitana", abv: "RM" }).error?.issues[0]
        ?.path,
    ).toEqual(["orden"]);
  });
});

describe("districtSchema", () => {
  it("parses a district and refuses a region number below 1", () => {
    const district = {
      stateCode: 13,
      districtCode: 13101,
      comuna: "Santiago",
      codCiudad: 131,
      districtName: "Santiago",
    };
    expect(districtSchema.safeParse(district).success).toBe(true);
    expect(districtSchema.safeParse({ ...district, stateCode: 0 }).error?.issues[0]?.path).toEqual([
      "stateCode",
    ]);
  });
});
