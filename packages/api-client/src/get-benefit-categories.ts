import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { CoverageInformation } from "@qs/domain/coverage";
import { RETRY_MESSAGES } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Coverage tags, coverages and benefit categories of a product (GET /api/insurance/{id}/benefitCategories). */
export async function getBenefitCategories(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
  options: { coverageOrganizations?: readonly number[] } = {},
): Promise<CoverageInformation> {
  const [{ json }, { dataEnvelopeSchema }, { coverageInformationSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.insuranceByIdBenefitCategories, { id: productId }), {
          query: { coverageOrganizations: options.coverageOrganizations },
          signal,
        }),
      { message: RETRY_MESSAGES.coverageSummary },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/coverage"),
  ]);
  return dataEnvelopeSchema(coverageInformationSchema).parse(json).data;
}

export function benefitCategoriesQueryOptions(
  client: ApiClient,
  productId: number,
  coverageOrganizations: readonly number[] = [],
) {
  return queryOptions({
    queryKey: ["benefit-categories", client.options.countryCode, productId, coverageOrganizations],
    queryFn: ({ signal }) =>
      getBenefitCategories(client, productId, signal, { coverageOrganizations }),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
