import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { PaymentInfo } from "@qs/domain/payment-info";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Payment methods and sales channels of a product (GET /api/qppayment/insurance-payment/{id}). */
export async function getPaymentInfo(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<PaymentInfo | null> {
  const [{ json }, { statusEnvelopeSchema }, { paymentInfoSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.qppaymentInsurancePaymentById, { id: productId }), {
          signal,
        }),
      {
        message: "Error al obtener la información de pago",
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/payment-info"),
  ]);
  const answer = statusEnvelopeSchema(paymentInfoSchema.nullable()).parse(json);
  return answer.statusCode === 200 ? answer.data : null;
}

export function paymentInfoQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["payment-info", client.options.countryCode, productId],
    queryFn: ({ signal }) => getPaymentInfo(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
