import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ProfileFormVerdict } from "@qs/domain/api/profile-form-requests";
import type { ApiClient } from "./api-client";

/**
 * Sends submitted profile form values (POST /api/profile-form/data with form and
 * productType.name) and returns the verdict: valid, ingresodatos, message (in the visitor's
 * language) and the values with defaults applied.
 */
export async function submitProfileForm(
  client: ApiClient,
  form: Record<string, unknown>,
  productTypeName: string,
  signal?: AbortSignal,
): Promise<ProfileFormVerdict> {
  const [{ json }, { dataEnvelopeSchema }, { profileFormVerdictSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.profileFormData), {
      method: "POST",
      body: { form, productType: { name: productTypeName } },
      signal,
      language: client.language(),
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/profile-form-requests"),
  ]);
  return dataEnvelopeSchema(profileFormVerdictSchema).parse(json).data;
}
