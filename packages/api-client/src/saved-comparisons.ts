import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { SaveComparisonRequest } from "@qs/domain/api/saved-comparisons";
import type { ApiClient } from "./api-client";
import type { ConsentLanguage } from "./get-consent-text";
import { newIdempotencyKey } from "./request-plan";
import { withRetry } from "./retry";

/**
 * Saving a comparison for an e-mail address (POST /api/comparaciones-guardadas) and confirming or
 * stopping its price alerts with its access code (POST /api/comparaciones-guardadas/avisos,
 * the code in the Authorization header only).
 */

/** Saves the comparison; one idempotency key for the tries, so a retry saves it once. */
export async function saveComparison(
  client: ApiClient,
  request: SaveComparisonRequest,
  language: ConsentLanguage,
  signal?: AbortSignal,
): Promise<{ alerts: string }> {
  const idempotencyKey = newIdempotencyKey();
  const [{ json }, { dataEnvelopeSchema }, { savedComparisonReceiptSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.comparacionesGuardadas), {
          method: "POST",
          body: request,
          query: { lang: language },
          idempotencyKey,
          signal,
        }),
      { message: "Error al guardar la comparación" },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/saved-comparisons"),
  ]);
  // The receipt's code reaches the comparison; the visitor gets it by e-mail, where it confirms
  // the address, so the page keeps nothing of it.
  return { alerts: dataEnvelopeSchema(savedComparisonReceiptSchema).parse(json).data.alerts };
}

/** Confirms or stops the alerts of the comparison `accessToken` reaches. */
export async function setSavedAlerts(
  client: ApiClient,
  accessToken: string,
  accion: "confirmar" | "detener",
): Promise<string> {
  const [{ json }, { dataEnvelopeSchema }, { savedAlertsAnswerSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.comparacionesGuardadasAvisos), {
      method: "POST",
      body: { accion },
      accessToken,
      idempotencyKey: newIdempotencyKey(),
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/saved-comparisons"),
  ]);
  return dataEnvelopeSchema(savedAlertsAnswerSchema).parse(json).data.alerts;
}
