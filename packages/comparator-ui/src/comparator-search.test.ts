import { describe, expect, it } from "vitest";
import {
  toAddressSearch,
  toggleId,
  validateComparatorSearch,
  withFilter,
} from "./comparator-search";

describe("comparator query parameters", () => {
  it("parses comma-separated filter ids as integers and drops the rest", () => {
    expect(
      validateComparatorSearch({ organizationIds: "1,2,x", insuranceTypeIds: 11, features: "" }),
    ).toEqual({ organizationIds: [1, 2], insuranceTypeIds: [11] });
  });

  it("reads every filter parameter of the address", () => {
    const search = validateComparatorSearch({
      organizationIds: "3",
      organizationType: "EPS",
      coverageCountries: "1,4",
      coverageOrganizations: "301",
      insuranceTypeIds: "11,12",
      productType: "SEGURO COLECTIVO",
      features: "401",
      other: "ignored",
    });
    expect(search).toEqual({
      organizationIds: [3],
      organizationType: "EPS",
      coverageCountries: [1, 4],
      coverageOrganizations: [301],
      insuranceTypeIds: [11, 12],
      productType: "SEGURO COLECTIVO",
      features: [401],
    });
  });

  it("accepts the five sort options only", () => {
    for (const sort of ["lowerPrice", "higherPrice", "recommended", "popular", "distance"]) {
      expect(validateComparatorSearch({ sort }).sort).toBe(sort);
    }
    expect(validateComparatorSearch({ sort: "cheapest" }).sort).toBeUndefined();
  });

  it("keeps pages after the first, and a price range whose max is not below its min", () => {
    expect(validateComparatorSearch({ page: "2" }).page).toBe(2);
    expect(validateComparatorSearch({ page: "1" }).page).toBeUndefined();
    expect(validateComparatorSearch({ priceMin: 100, priceMax: 50 })).toEqual({ priceMin: 100 });
    expect(validateComparatorSearch({ priceMin: "0", priceMax: "50" })).toEqual({
      priceMin: 0,
      priceMax: 50,
    });
  });

  it("a filter change goes back to page 1 and an empty filter leaves the address", () => {
    expect(withFilter({ page: 3, insuranceTypeIds: [1] }, "sort", "popular")).toEqual({
      insuranceTypeIds: [1],
      sort: "popular",
    });
    expect(withFilter({ insuranceTypeIds: [1] }, "insuranceTypeIds", [])).toEqual({});
    expect(withFilter({ sort: "popular" }, "page", 2)).toEqual({ sort: "popular", page: 2 });
  });

  it("toggles an id in a list", () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId(undefined, 5)).toEqual([5]);
  });
});

describe("comparator search in the address", () => {
  it("writes id lists comma-separated and reads them back", () => {
    const address = toAddressSearch({
      organizationIds: [1, 2],
      insuranceTypeIds: [243],
      sort: "popular",
    });
    expect(address).toEqual({ organizationIds: "1,2", insuranceTypeIds: 243, sort: "popular" });
    expect(validateComparatorSearch(address)).toEqual({
      organizationIds: [1, 2],
      insuranceTypeIds: [243],
      sort: "popular",
    });
  });
});
