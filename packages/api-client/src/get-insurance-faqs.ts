import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Faq } from "@qs/domain/api/reference-answers";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Frequently asked questions of a product (GET /api/insurance/{id}/faqs). */
export async function getInsuranceFaqs(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<Faq[]> {
  const [{ json }, { listEnvelopeSchema }, { faqSchema }] = await Promise.all([
    withRetry(
      () => client.request(apiPath(apiPaths.insuranceByIdFaqs, { id: productId }), { signal }),
      {
        message: "Error al obtener las preguntas frecuentes del producto",
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/reference-answers"),
  ]);
  return listEnvelopeSchema(faqSchema).parse(json).data;
}

export function insuranceFaqsQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["insurance-faqs", client.options.countryCode, productId],
    queryFn: ({ signal }) => getInsuranceFaqs(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
