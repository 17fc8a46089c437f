import { describe, expect, it } from "vitest";
import { CHILE_PLAN_PATHS, COLOMBIA_PLAN_PATHS } from "./plan-path-shapes";
import {
  type InsuranceRouteLookups,
  type RoutableProduct,
  resolveInsuranceRoute,
} from "./resolve-insurance-route";

type Organization = { id: number; url: string };
type Category = { id: number; url: string };
type CoverageOrganization = { id: number; displayName: string };
type Product = RoutableProduct & { id: number };

const colombia = { planDetailPaths: COLOMBIA_PLAN_PATHS, fallbackInsuranceTypeId: 246 };

const sura: Product = {
  id: 7,
  url: "plan-global",
  productCode: "QPS230",
  organization: { type: "MEDICINA PREPAGADA", metadata: { url: "sura" } },
};

function lookups(data: {
  organizations?: Organization[];
  categories?: Category[];
  coverageOrganizations?: CoverageOrganization[];
  products?: Product[];
}) {
  const calls: string[] = [];
  const api: InsuranceRouteLookups<Organization, Category, CoverageOrganization, Product> = {
    organizationByUrl: async (url) => {
      calls.push("organization");
      return data.organizations?.find((o) => o.url === url);
    },
    categoryByUrl: async (url) => {
      calls.push("category");
      return data.categories?.find((c) => c.url === url);
    },
    coverageOrganizations: async () => {
      calls.push("coverageOrganizations");
      return data.coverageOrganizations ?? [];
    },
    productByUrlOrCode: async (value) => {
      calls.push("product");
      return data.products?.find((p) => p.url === value || p.productCode === value);
    },
  };
  return { api, calls };
}

describe("resolveInsuranceRoute", () => {
  it("1. resolves an organization by its url first", async () => {
    const { api, calls } = lookups({
      organizations: [{ id: 1, url: "Sura" }],
      categories: [{ id: 2, url: "Sura" }],
    });
    const result = await resolveInsuranceRoute({ insuranceUrl: "Sura" }, api, colombia);
    expect(result).toEqual({ kind: "organization", organization: { id: 1, url: "Sura" } });
    expect(calls).toEqual(["organization"]);
  });

  it("2. then an insurance category by its url", async () => {
    const { api, calls } = lookups({ categories: [{ id: 2, url: "Seguros-de-Vida" }] });
    const result = await resolveInsuranceRoute({ insuranceUrl: "Seguros-de-Vida" }, api, colombia);
    expect(result).toEqual({ kind: "category", category: { id: 2, url: "Seguros-de-Vida" } });
    expect(calls).toEqual(["organization", "category"]);
  });

  it("3. then a coverage organization by display name, accents removed and spaces as hyphens", async () => {
    const clinic = { id: 3, displayName: "Clínica del Country" };
    const { api, calls } = lookups({ coverageOrganizations: [clinic], products: [sura] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "Clinica-del-Country" },
      api,
      colombia,
    );
    expect(result).toEqual({ kind: "coverageOrganization", coverageOrganization: clinic });
    expect(calls).toEqual(["organization", "category", "coverageOrganizations"]);
  });

  it("3. compares the coverage organization name case-insensitively", async () => {
    const clinic = { id: 3, displayName: "Clínica del Country" };
    const { api } = lookups({ coverageOrganizations: [clinic] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "clinica-DEL-country" },
      api,
      colombia,
    );
    expect(result?.kind).toBe("coverageOrganization");
  });

  it("4. otherwise a product by url, with no redirect when organization and url match", async () => {
    const { api, calls } = lookups({ products: [sura] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "plan-global", urlOrganization: "sura" },
      api,
      colombia,
    );
    expect(result).toEqual({ kind: "product", product: sura, redirectTo: null });
    expect(calls).toEqual(["organization", "category", "coverageOrganizations", "product"]);
  });

  it("4. a product found by code redirects to the canonical path for its organization type", async () => {
    const { api } = lookups({ products: [sura] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "QPS230", urlOrganization: "sura" },
      api,
      colombia,
    );
    expect(result).toEqual({
      kind: "product",
      product: sura,
      redirectTo: "/Medicina-Prepagada/sura/plan-global",
    });
  });

  it("4. a product under another organization's path redirects, keeping the tab segment", async () => {
    const { api } = lookups({ products: [sura] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "plan-global", urlOrganization: "colsanitas", tab: "Solicitar" },
      api,
      colombia,
    );
    expect(result).toMatchObject({ redirectTo: "/Medicina-Prepagada/sura/plan-global/Solicitar" });
  });

  it("4. the canonical path follows the country's shapes", async () => {
    const isapreProduct: Product = {
      id: 8,
      url: "dental-plus",
      organization: { type: "ISAPRE", metadata: { url: "colmena" } },
    };
    const { api } = lookups({ products: [isapreProduct] });
    const result = await resolveInsuranceRoute({ insuranceUrl: "dental-plus" }, api, {
      planDetailPaths: CHILE_PLAN_PATHS,
      fallbackInsuranceTypeId: 246,
    });
    expect(result).toMatchObject({ redirectTo: "/Isapre/colmena/Complementos/dental-plus" });
  });

  it("4. reads the organization type from metadata.typeAlias when type is absent", async () => {
    const epsProduct: Product = {
      id: 9,
      url: "plan-eps",
      organization: { metadata: { url: "sanitas", typeAlias: "EPS" } },
    };
    const { api } = lookups({ products: [epsProduct] });
    const result = await resolveInsuranceRoute({ insuranceUrl: "plan-eps" }, api, colombia);
    expect(result).toMatchObject({ redirectTo: "/EPS/sanitas/plan-eps" });
  });

  it("nothing resolves: fallback to the configured insurance type (246)", async () => {
    const { api } = lookups({});
    const result = await resolveInsuranceRoute({ insuranceUrl: "desconocido" }, api, colombia);
    expect(result).toEqual({ kind: "fallback", insuranceTypeId: 246 });
  });

  it("uses the fallback id of the configuration", async () => {
    const { api } = lookups({});
    const result = await resolveInsuranceRoute({ insuranceUrl: "x" }, api, {
      ...colombia,
      fallbackInsuranceTypeId: 99,
    });
    expect(result).toEqual({ kind: "fallback", insuranceTypeId: 99 });
  });

  it("a failing lookup counts as not found and resolution goes on", async () => {
    const { api } = lookups({ categories: [{ id: 2, url: "Vida" }] });
    api.organizationByUrl = async () => {
      throw new Error("network");
    };
    const result = await resolveInsuranceRoute({ insuranceUrl: "Vida" }, api, colombia);
    expect(result?.kind).toBe("category");
  });

  it("the navigation state flag switches the resolver off", async () => {
    const { api, calls } = lookups({ organizations: [{ id: 1, url: "Sura" }] });
    const result = await resolveInsuranceRoute(
      { insuranceUrl: "Sura", disabled: true },
      api,
      colombia,
    );
    expect(result).toBeNull();
    expect(calls).toEqual([]);
  });
});
