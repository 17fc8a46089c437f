import type { InsuranceType } from "@qs/domain/insurance-type";
import { describe, expect, it } from "vitest";
import { COMPARATOR_ORGANIZATION_TYPES, categoryScope, compareRequest } from "./comparator-scope";

const categories: InsuranceType[] = [
  { id: 11, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud", url: "Polizas-de-Salud" },
  {
    id: 12,
    name: "colectivo",
    displayName: "EPS",
    url: "EPS",
    upperType: { name: "EPS", displayName: "EPS" },
  },
  {
    id: 15,
    name: "SEGURO COLECTIVO",
    displayName: "Seguro Colectivo",
    url: "Seguros-Empresa",
    upperType: { name: "EMPRESAS", displayName: "Empresas" },
  },
];

describe("comparator scope of a /Comparar path", () => {
  it("a category url gives its insurance type", () => {
    expect(categoryScope("Polizas-de-Salud", categories)).toEqual({
      title: "Pólizas de Salud",
      insuranceTypeIds: [11],
      collective: false,
    });
  });

  it("Empresas names the upper type, which is collective", () => {
    expect(categoryScope("Empresas", categories)).toEqual({
      title: "Empresas",
      productType: "EMPRESAS",
      collective: true,
    });
  });

  it("EPS is a collective category", () => {
    expect(categoryScope("EPS", categories)?.collective).toBe(true);
  });

  it("a segment the country's catalogue does not have gives null", () => {
    expect(categoryScope("Isapres", categories)).toBeNull();
  });

  it("the request takes the route's scope unless the address sets the same filter", () => {
    const request = compareRequest({ insuranceTypeIds: [11] }, { sort: "lowerPrice" }, 2);
    expect(request).toMatchObject({ insuranceTypeIds: [11], sort: "lowerPrice", page: 2 });
    expect(request.organizationTypes).toEqual([...COMPARATOR_ORGANIZATION_TYPES]);
    expect(compareRequest({ insuranceTypeIds: [11] }, { insuranceTypeIds: [12] }, 1)).toMatchObject(
      {
        insuranceTypeIds: [12],
        sort: "recommended",
      },
    );
  });
});
