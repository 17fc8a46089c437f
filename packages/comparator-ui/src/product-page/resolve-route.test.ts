import { createApiClient } from "@qs/api-client/api-client";
import { defaultComparatorFixture } from "@qs/test-support/comparator-harness";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { resolveRoute } from "./use-resolved-route";

const config = {
  planDetailPaths: [
    { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" },
    { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
  ],
  fallbackInsuranceTypeId: 246,
};

function resolver() {
  const client = createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0",
    fetch: (async (input: string | URL | Request) => {
      const answer = defaultComparatorFixture(new URL(String(input)), 1);
      if (!answer || answer === "pending") return new Response("{}", { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (request: Parameters<typeof resolveRoute>[0]) =>
    resolveRoute(request, client, queryClient, config);
}

describe("comparator route resolution", () => {
  it("a category segment lists that category", async () => {
    expect(await resolver()({ category: "Polizas-de-Salud" })).toEqual({
      kind: "listing",
      scope: { title: "Pólizas de Salud", insuranceTypeIds: [11], collective: false },
    });
  });

  it("an organization url lists that organization's products", async () => {
    const result = await resolver()({
      category: "Polizas-de-Salud",
      insuranceUrl: "Seguros-Andinos",
    });
    expect(result).toMatchObject({
      kind: "listing",
      scope: { organizationIds: [101], insuranceTypeIds: [11] },
    });
  });

  it("a coverage organization by its display name without accents, spaces as hyphens", async () => {
    const result = await resolver()({ category: "EPS", insuranceUrl: "Clinica-del-Country" });
    expect(result).toMatchObject({ kind: "listing", scope: { coverageOrganizations: [301] } });
  });

  it("a product under another path redirects to its canonical path, keeping the tab", async () => {
    expect(
      await resolver()({
        typeSegment: "EPS",
        organizationUrl: "Otra",
        insuranceUrl: "P-1002",
        tab: "Solicitar",
      }),
    ).toEqual({ kind: "redirect", to: "/Seguros/Seguros-Andinos/Plan-1002/Solicitar" });
  });

  it("a product on its canonical path is shown", async () => {
    const result = await resolver()({
      typeSegment: "Seguros",
      organizationUrl: "Seguros-Andinos",
      insuranceUrl: "Plan-1002",
    });
    expect(result).toMatchObject({ kind: "product", product: { id: 1002 } });
  });

  it("nothing resolves: redirect to the configured fallback", async () => {
    expect(await resolver()({ category: "Nada", insuranceUrl: "Tampoco" })).toEqual({
      kind: "redirect",
      to: "/Comparar",
      search: { insuranceTypeIds: 246 },
    });
  });

  it("the navigation flag switches the resolver off: the product is shown as named", async () => {
    const result = await resolver()({
      typeSegment: "EPS",
      organizationUrl: "Otra",
      insuranceUrl: "P-1002",
      disabled: true,
    });
    expect(result).toMatchObject({ kind: "product", product: { id: 1002 } });
  });
});
