import { describe, expect, it } from "vitest";
import {
  COMPARE_PAGE_SIZE,
  compareByProfilePriceQuerySchema,
  compareProductsQuerySchema,
} from "./compare-products";

const messages = (input: Record<string, string>) =>
  compareProductsQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("compareProductsQuerySchema", () => {
  it("requires organizationTypes with the spec's message", () => {
    expect(messages({})).toEqual(["organizationTypes es requerido"]);
    expect(messages({ organizationTypes: " , " })).toEqual(["organizationTypes es requerido"]);
  });

  it("splits comma-separated lists and defaults to page 1 of 20, recommended", () => {
    expect(
      compareProductsQuerySchema.parse({
        organizationTypes: "ASEG, EPS",
        organizationIds: "1,2",
        features: "",
      }),
    ).toMatchObject({
      organizationTypes: ["ASEG", "EPS"],
      organizationIds: [1, 2],
      features: [],
      sort: "recommended",
      page: 1,
      pageSize: COMPARE_PAGE_SIZE,
    });
    expect(COMPARE_PAGE_SIZE).toBe(20);
  });

  it("refuses an id list with a part that is not an integer", () => {
    expect(messages({ organizationTypes: "ASEG", organizationIds: "1,x" })).toEqual([
      "Debe ser una lista de números enteros separados por comas",
    ]);
  });

  it("accepts equal price bounds and refuses a minimum above the maximum", () => {
    expect(
      compareProductsQuerySchema.safeParse({
        organizationTypes: "ASEG",
        priceMin: "5",
        priceMax: "5",
      }).success,
    ).toBe(true);
    expect(messages({ organizationTypes: "ASEG", priceMin: "6", priceMax: "5" })).toEqual([
      "priceMin no puede ser mayor que priceMax",
    ]);
  });

  it("accepts the five sort options only", () => {
    for (const sort of ["lowerPrice", "higherPrice", "recommended", "popular", "distance"]) {
      expect(compareProductsQuerySchema.parse({ organizationTypes: "ASEG", sort }).sort).toBe(sort);
    }
    expect(
      compareProductsQuerySchema.safeParse({ organizationTypes: "ASEG", sort: "cheapest" }).success,
    ).toBe(false);
  });
});

describe("the language of the listing's labels", () => {
  it("is es by default, en or pt when asked, in the GET's query and the POST's address", () => {
    expect(compareProductsQuerySchema.parse({ organizationTypes: "ASEG" }).lang).toBe("es");
    expect(compareProductsQuerySchema.parse({ organizationTypes: "ASEG", lang: "pt" }).lang).toBe(
      "pt",
    );
    expect(compareByProfilePriceQuerySchema.parse({ lang: "en", partner: "aliado" })).toEqual({
      lang: "en",
      partner: "aliado",
    });
  });

  it("refuses any other language", () => {
    expect(
      compareProductsQuerySchema.safeParse({ organizationTypes: "ASEG", lang: "fr" }).success,
    ).toBe(false);
    expect(compareByProfilePriceQuerySchema.safeParse({ lang: "xx" }).success).toBe(false);
  });
});
