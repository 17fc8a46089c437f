import { describe, expect, it } from "vitest";
import {
  comparatorQuerySchema,
  filterDataSchema,
  idListParamSchema,
  sortOptionSchema,
} from "./filters";

describe("comparatorQuerySchema", () => {
  it("parses comma-separated ids as integers, dropping parts that are not integers", () => {
    const parsed = comparatorQuerySchema.parse("organizationIds=1,2,x");
    expect(parsed.organizationIds).toEqual([1, 2]);
  });

  it("gives a single id as a one-item list", () => {
    expect(comparatorQuerySchema.parse("?insuranceTypeIds=3").insuranceTypeIds).toEqual([3]);
  });

  it("reads every filter parameter and ignores the others", () => {
    const parsed = comparatorQuerySchema.parse(
      "?organizationIds=4&organizationType=MEDICINA%20PREPAGADA&coverageCountries=1,3" +
        "&coverageOrganizations=10,%2011&insuranceTypeIds=7&productType=SEGURO+COLECTIVO&features=5,6&pagina=2",
    );
    expect(parsed).toEqual({
      organizationIds: [4],
      organizationType: "MEDICINA PREPAGADA",
      coverageCountries: [1, 3],
      coverageOrganizations: [10, 11],
      insuranceTypeIds: [7],
      productType: "SEGURO COLECTIVO",
      features: [5, 6],
    });
  });

  it("accepts a record of values and repeated parameters", () => {
    expect(
      comparatorQuerySchema.parse({ organizationIds: ["1,2", "3"], productType: "SCTR" }),
    ).toEqual({
      organizationIds: [1, 2, 3],
      productType: "SCTR",
    });
    expect(comparatorQuerySchema.parse("features=1&features=2").features).toEqual([1, 2]);
  });

  it("treats an empty id list as no ids and an empty text as missing", () => {
    expect(comparatorQuerySchema.parse("organizationIds=&productType=")).toEqual({
      organizationIds: [],
    });
  });

  it("drops negative and decimal parts", () => {
    expect(idListParamSchema.parse("-1,2.5,3")).toEqual([3]);
  });
});

describe("filterDataSchema", () => {
  it("parses active filters and fills missing id lists", () => {
    const parsed = filterDataSchema.parse({
      organizations: [12],
      prices: { min: 0, max: 500000 },
      prevision: "Fonasa",
    });
    expect(parsed).toMatchObject({
      organizations: [12],
      insuranceTypes: [],
      coverageOrganizations: [],
    });
  });

  it("refuses a price range whose min exceeds max", () => {
    const result = filterDataSchema.safeParse({ prices: { min: 10, max: 5 } });
    expect(result.error?.issues[0]?.path).toEqual(["prices", "max"]);
  });

  it("refuses a non-integer organization id", () => {
    expect(filterDataSchema.safeParse({ organizations: [1, "x"] }).error?.issues[0]?.path).toEqual([
      "organizations",
      1,
    ]);
  });
});

describe("sortOptionSchema", () => {
  it("lists the five sort options", () => {
    expect(sortOptionSchema.options).toEqual([
      "lowerPrice",
      "higherPrice",
      "recommended",
      "popular",
      "distance",
    ]);
  });
});
