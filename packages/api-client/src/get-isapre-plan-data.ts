import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { PlanBenefit, PlanFactorsAnswer, PlanFeesAnswer } from "@qs/domain/isapre-plan-data";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** An Isapre plan's benefits and fee schedule, the 'Prestaciones' tab's data. */
export interface PlanBenefitsAndFees {
  benefits: PlanBenefit[];
  fees: PlanFeesAnswer;
}

/** GET /api/infoplanes/prestaciones and /aranceles, side by side. */
export async function getPlanBenefitsAndFees(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<PlanBenefitsAndFees> {
  const message = "Error al obtener las prestaciones del plan";
  const ask = (
    path: typeof apiPaths.infoplanesPrestaciones | typeof apiPaths.infoplanesAranceles,
  ) =>
    withRetry(() => client.request(apiPath(path), { query: { producto: productId }, signal }), {
      message,
    });
  const [benefits, fees, { dataEnvelopeSchema }, schemas] = await Promise.all([
    ask(apiPaths.infoplanesPrestaciones),
    ask(apiPaths.infoplanesAranceles),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/isapre-plan-data"),
  ]);
  return {
    benefits: dataEnvelopeSchema(schemas.planBenefitsAnswerSchema).parse(benefits.json).data
      .benefits,
    fees: dataEnvelopeSchema(schemas.planFeesAnswerSchema).parse(fees.json).data,
  };
}

export function planBenefitsQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["plan-benefits", client.options.countryCode, productId] as const,
    queryFn: ({ signal }) => getPlanBenefitsAndFees(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}

/** GET /api/infoplanes/factores: the factor table and the base price it multiplies. */
export async function getPlanFactors(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<PlanFactorsAnswer> {
  const [{ json }, { dataEnvelopeSchema }, { planFactorsAnswerSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.infoplanesFactores), {
          query: { producto: productId },
          signal,
        }),
      { message: "Error al obtener la tabla de factores del plan" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/isapre-plan-data"),
  ]);
  return dataEnvelopeSchema(planFactorsAnswerSchema).parse(json).data;
}

export function planFactorsQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["plan-factors", client.options.countryCode, productId] as const,
    queryFn: ({ signal }) => getPlanFactors(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
