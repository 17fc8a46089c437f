import { describe, expect, it } from "vitest";
import { coverageOrganizationSchema } from "./coverage-organization";

describe("coverageOrganizationSchema", () => {
  it("refuses a country id outside the four sites", () => {
    const result = coverageOrganizationSchema.safeParse({ id: 1, displayName: "A", countryId: 9 });
    expect(result.error?.issues[0]?.path).toEqual(["countryId"]);
  });
});
