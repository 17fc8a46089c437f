import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import type { ProductItem } from "@qs/domain/product";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, ApiError } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * A product by product code or url (GET /api/insurance/product/{codeOrUrl}), its labels (type,
 * price detail) in `language`; null when not found.
 */
export async function getProduct(
  client: ApiClient,
  codeOrUrl: string,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<ProductItem | null> {
  try {
    const [{ json }, { dataEnvelopeSchema }, { productItemSchema }] = await Promise.all([
      withRetry(
        () =>
          client.request(apiPath(apiPaths.insuranceProductByCodeOrUrl, { codeOrUrl }), {
            signal,
            language,
          }),
        { message: "Error al obtener el producto" },
      ),
      import("@qs/domain/api/envelope"),
      import("@qs/domain/product"),
    ]);
    return dataEnvelopeSchema(productItemSchema).parse(json).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The product in the visitor's current language, which is part of the key. */
export function productQueryOptions(client: ApiClient, codeOrUrl: string) {
  const language = client.language();
  return queryOptions({
    queryKey: ["product", client.options.countryCode, language, codeOrUrl],
    queryFn: ({ signal }) => getProduct(client, codeOrUrl, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
