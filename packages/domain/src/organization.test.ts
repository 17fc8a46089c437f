import { describe, expect, it } from "vitest";
import {
  operationDateSchema,
  organizationSchema,
  organizationTypeLabelsSchema,
  organizationTypeSchema,
} from "./organization";

const sura = {
  id: 12,
  displayName: "Sura",
  name: "SURA EPS",
  organizationCode: "SURA",
  acronym: "SU",
  countryId: 3,
  type: "MEDICINA PREPAGADA",
  metadata: {
    url: "Sura",
    image: "https://cdn.example.com/sura.png",
    typeAlias: "Medicina Prepagada",
    abbreviation: "SU",
    operationDates: ["15-3", "01-12"],
  },
  coverageCountries: [3],
};

describe("organizationSchema", () => {
  it("parses a complete organization", () => {
    expect(organizationSchema.parse(sura)).toEqual(sura);
  });

  it("keeps unknown fields and accepts one with only id and displayName", () => {
    const parsed = organizationSchema.parse({ id: 5, displayName: "Colmena", rating: 4 });
    expect(parsed).toEqual({ id: 5, displayName: "Colmena", rating: 4 });
  });

  it("refuses a type outside the organization types, pointing at type", () => {
    const result = organizationSchema.safeParse({ ...sura, type: "BANCO" });
    expect(result.error?.issues[0]?.path).toEqual(["type"]);
  });

  it("refuses a malformed operation date inside metadata", () => {
    const result = organizationSchema.safeParse({
      ...sura,
      metadata: { operationDates: ["32-1"] },
    });
    expect(result.error?.issues[0]?.path).toEqual(["metadata", "operationDates", 0]);
  });
});

describe("organizationTypeSchema", () => {
  it("lists the 14 organization types, including the two with a space", () => {
    expect(organizationTypeSchema.options).toHaveLength(14);
    expect(organizationTypeSchema.safeParse("MEDICINA PREPAGADA").success).toBe(true);
    expect(organizationTypeSchema.safeParse("medicina prepagada").success).toBe(false);
  });
});

describe("operationDateSchema", () => {
  it.each(["1-1", "31-12", "05-07"])("accepts '%s'", (value) => {
    expect(operationDateSchema.safeParse(value).success).toBe(true);
  });
  it.each(["0-5", "15-13", "15/3", "2024-03-15"])("refuses '%s'", (value) => {
    expect(operationDateSchema.safeParse(value).success).toBe(false);
  });
});

describe("organizationTypeLabelsSchema", () => {
  it("names each type with its translations and the filter's choice of every type", () => {
    const labels = {
      allTypes: "Todas las instituciones",
      translations: { en: { allTypes: "All institutions" } },
      types: [
        {
          type: "ASEG",
          displayName: "Aseguradora",
          translations: { en: { displayName: "Insurer" }, pt: { displayName: "Seguradora" } },
        },
      ],
    };
    expect(organizationTypeLabelsSchema.parse(labels)).toEqual(labels);
  });

  it("refuses an unknown type and an empty label", () => {
    expect(
      organizationTypeLabelsSchema.safeParse({
        allTypes: "Todas",
        types: [{ type: "BANCO", displayName: "Banco" }],
      }).success,
    ).toBe(false);
    expect(
      organizationTypeLabelsSchema.safeParse({
        allTypes: "",
        types: [{ type: "ASEG", displayName: "Aseguradora" }],
      }).success,
    ).toBe(false);
  });
});
