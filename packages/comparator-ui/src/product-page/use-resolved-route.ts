import type { ApiClient } from "@qs/api-client/api-client";
import { categoriesQueryOptions } from "@qs/api-client/get-categories";
import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { organizationsByTypeQueryOptions } from "@qs/api-client/get-organizations-by-type";
import { productQueryOptions } from "@qs/api-client/get-product";
import type { CountryConfig } from "@qs/domain/country-config";
import type { ProductItem } from "@qs/domain/product";
import { resolveInsuranceRoute } from "@qs/domain/resolve-insurance-route";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComparatorScope, categoryScope } from "../comparator-scope";

/** Organization types whose url the resolver tries first (brokers, insurers, EPS, prepaid medicine). */
export const RESOLVER_ORGANIZATION_TYPES = ["CORREDOR", "ASEG", "EPS", "MEDICINA PREPAGADA"];

export interface RouteRequest {
  /** /Comparar/{category} segment. */
  category?: string;
  /** The insuranceUrl parameter. */
  insuranceUrl?: string;
  /** The urlOrganization parameter of a product page. */
  organizationUrl?: string;
  /** First path segment (Seguros, EPS, Medicina-Prepagada). */
  typeSegment?: string;
  /** Trailing tab (Solicitar, Preguntas-Frecuentes). */
  tab?: string;
  /** Navigation state flag: the resolver is off and the product is shown as the path names it. */
  disabled?: boolean;
}

export type ResolvedRoute =
  | { kind: "listing"; scope: ComparatorScope }
  | { kind: "product"; product: ProductItem }
  | { kind: "redirect"; to: string; search?: Record<string, number> };

const same = (a: string | null | undefined, b: string) =>
  (a ?? "").toLowerCase() === b.toLowerCase();

/** Resolves a comparator or product path (comparator spec §2) with the API's lookups. */
export async function resolveRoute(
  request: RouteRequest,
  client: ApiClient,
  queryClient: QueryClient,
  config: Pick<CountryConfig, "planDetailPaths" | "fallbackInsuranceTypeId">,
): Promise<ResolvedRoute> {
  const categories = await queryClient.fetchQuery(categoriesQueryOptions(client)).catch(() => []);
  const base = request.category ? categoryScope(request.category, categories) : null;
  const insuranceUrl = request.insuranceUrl ?? (base ? undefined : request.category);
  if (!insuranceUrl) return { kind: "listing", scope: base ?? {} };

  if (request.disabled) {
    const product = await queryClient.fetchQuery(productQueryOptions(client, insuranceUrl));
    if (product) return { kind: "product", product };
  }
  const result = await resolveInsuranceRoute(
    {
      insuranceUrl,
      urlOrganization: request.organizationUrl ?? null,
      typeSegment: request.typeSegment ?? null,
      tab: request.tab ?? null,
    },
    {
      organizationByUrl: async (url) => {
        for (const type of RESOLVER_ORGANIZATION_TYPES) {
          const list = await queryClient
            .fetchQuery(organizationsByTypeQueryOptions(client, type))
            .catch(() => []);
          const organization = list.find((item) => same(item.metadata?.url, url));
          if (organization) return organization;
        }
        return null;
      },
      categoryByUrl: async (url) => categories.find((category) => same(category.url, url)) ?? null,
      coverageOrganizations: () =>
        queryClient.fetchQuery(coverageOrganizationsQueryOptions(client)),
      productByUrlOrCode: (urlOrCode) =>
        queryClient.fetchQuery(productQueryOptions(client, urlOrCode)),
    },
    config,
  );
  const scope = base ?? {};
  switch (result?.kind) {
    case "organization":
      return {
        kind: "listing",
        scope: {
          ...scope,
          title: `${scope.title ? `${scope.title} · ` : ""}${result.organization.displayName}`,
          organizationIds: [result.organization.id],
        },
      };
    case "category":
      return {
        kind: "listing",
        scope: {
          ...scope,
          title: result.category.displayName,
          insuranceTypeIds: [result.category.id],
        },
      };
    case "coverageOrganization":
      return {
        kind: "listing",
        scope: {
          ...scope,
          title: result.coverageOrganization.displayName,
          coverageOrganizations: [result.coverageOrganization.id],
        },
      };
    case "product":
      if (result.redirectTo) return { kind: "redirect", to: result.redirectTo };
      return { kind: "product", product: result.product };
    default:
      return {
        kind: "redirect",
        to: "/Comparar",
        search: { insuranceTypeIds: config.fallbackInsuranceTypeId },
      };
  }
}

/**
 * The query of a resolved path, the same for the route's loader (which decides the redirects)
 * and the page that reads it.
 */
export function resolvedRouteQueryOptions(
  request: RouteRequest,
  client: ApiClient,
  queryClient: QueryClient,
  config: Pick<CountryConfig, "code" | "planDetailPaths" | "fallbackInsuranceTypeId">,
) {
  return queryOptions({
    // The resolved page carries the API's labels (a category's name, the product): per language.
    queryKey: ["resolved-route", config.code, client.language(), request],
    queryFn: () => resolveRoute(request, client, queryClient, config),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

export function useResolvedRoute(request: RouteRequest) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const config = useCountryConfig();
  return useQuery(resolvedRouteQueryOptions(request, client, queryClient, config));
}
