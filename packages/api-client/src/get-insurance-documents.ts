import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { DocumentMetadata } from "@qs/domain/document";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/** Documents of a product (GET /api/documents/insurance/{id}); each url answers the PDF. */
export async function getInsuranceDocuments(
  client: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<DocumentMetadata[]> {
  const [{ json }, { listEnvelopeSchema }, { documentMetadataSchema }] = await Promise.all([
    withRetry(
      () => client.request(apiPath(apiPaths.documentsInsuranceById, { id: productId }), { signal }),
      {
        message: "Error al obtener los documentos del producto",
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/document"),
  ]);
  return listEnvelopeSchema(documentMetadataSchema).parse(json).data;
}

export function insuranceDocumentsQueryOptions(client: ApiClient, productId: number) {
  return queryOptions({
    queryKey: ["insurance-documents", client.options.countryCode, productId],
    queryFn: ({ signal }) => getInsuranceDocuments(client, productId, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
