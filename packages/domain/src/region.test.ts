import { describe, expect, it } from "vitest";
import { profileRegionSchema } from "./region";

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
