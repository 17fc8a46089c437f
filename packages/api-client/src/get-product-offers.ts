import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { OfferList } from "@qs/domain/offer";
import { type OfferState, resolveOfferState } from "@qs/domain/offer-state";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * Offers of a product code (GET /api/qppayment/insurance-payment/{code}/getOffers):
 * an answer 200 gives the offers, 204 the exhausted state, any other code null.
 */
export async function getProductOffers(
  client: ApiClient,
  productCode: string,
  hasOffer: boolean,
  signal?: AbortSignal,
): Promise<OfferState<OfferList> | null> {
  const path = apiPath(apiPaths.qppaymentInsurancePaymentByProductCodeGetOffers, { productCode });
  let answer: { status: number; json: unknown };
  try {
    answer = await withRetry(() => client.request(path, { query: { hasOffer }, signal }), {
      message: "Error al obtener las ofertas del producto",
    });
  } catch {
    return null;
  }
  if (answer.status === 204) return resolveOfferState<OfferList>({ statusCode: 204 });
  const { offerAnswerSchema } = await import("@qs/domain/offer");
  const parsed = offerAnswerSchema.safeParse(answer.json);
  if (!parsed.success) return null;
  const state = resolveOfferState<OfferList>(parsed.data);
  return state?.status === "available" && state.data.length === 0 ? null : state;
}

export function productOffersQueryOptions(
  client: ApiClient,
  productCode: string,
  hasOffer: boolean,
) {
  return queryOptions({
    queryKey: ["product-offers", client.options.countryCode, productCode, hasOffer],
    queryFn: ({ signal }) => getProductOffers(client, productCode, hasOffer, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
