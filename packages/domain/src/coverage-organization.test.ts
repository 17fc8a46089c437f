import { describe, expect, it } from "vitest";
import {
  coverageOrganizationListSchema,
  coverageOrganizationSchema,
} from "./coverage-organization";

describe("coverageOrganizationSchema", () => {
  it("parses a list with extra fields kept", () => {
    const list = coverageOrganizationListSchema.parse([
      { id: 1, displayName: "Clínica Alemana", countryId: 1, beds: 400 },
      { id: 2, displayName: "Fundación Santa Fe" },
    ]);
    expect(list[0]).toEqual({ id: 1, displayName: "Clínica Alemana", countryId: 1, beds: 400 });
    expect(list).toHaveLength(2);
  });

  it("refuses an entry without displayName, pointing at it", () => {
    const result = coverageOrganizationListSchema.safeParse([
      { id: 1, displayName: "A" },
      { id: 2 },
    ]);
    expect(result.error?.issues[0]?.path).toEqual([1, "displayName"]);
  });

  it("refuses a country id outside the four sites", () => {
    const result = coverageOrganizationSchema.safeParse({ id: 1, displayName: "A", countryId: 9 });
    expect(result.error?.issues[0]?.path).toEqual(["countryId"]);
  });
});
