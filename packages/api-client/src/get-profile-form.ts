import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ProfileFormData } from "@qs/domain/api/profile-form-requests";
import type { Language } from "@qs/domain/country-config";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * The profile form of a product type with the declarative rule set of its form class
 * (GET /api/profile-form/form?productTypeName=), its texts and messages in `language`. The rules
 * are data: no remote script runs.
 */
export async function getProfileForm(
  client: ApiClient,
  productTypeName: string,
  signal?: AbortSignal,
  language: Language = client.language(),
): Promise<ProfileFormData> {
  const [{ json }, { dataEnvelopeSchema }, { profileFormDataSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.profileFormForm), {
          query: { productTypeName },
          signal,
          language,
        }),
      { message: "Error al obtener el formulario de perfil" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/profile-form-requests"),
  ]);
  return dataEnvelopeSchema(profileFormDataSchema).parse(json).data;
}

/** The form in the visitor's current language, which is part of the key. */
export function profileFormQueryOptions(client: ApiClient, productTypeName: string) {
  const language = client.language();
  return queryOptions({
    queryKey: ["profile-form", client.options.countryCode, productTypeName, language],
    queryFn: ({ signal }) => getProfileForm(client, productTypeName, signal, language),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
