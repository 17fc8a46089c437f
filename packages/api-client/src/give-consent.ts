import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ConsentPurpose, ConsentReceipt } from "@qs/domain/api/privacy";
import type { ApiClient } from "./api-client";
import { dataOf } from "./data-answer";
import type { ConsentLanguage } from "./get-consent-text";
import { withRetry } from "./retry";

export interface ConsentRequest {
  purpose: ConsentPurpose;
  /** The version of the text the visitor was shown (from `getConsentText`). */
  version: string;
  /** The language the text was shown in. */
  language: ConsentLanguage;
}

export interface GiveConsentOptions {
  /** One key for every try of this consent; a new one per call when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

/** A new idempotency key for one consent (8-200 visible characters). */
export function newConsentKey(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `consent-${random}`;
}

/**
 * Records that the visitor agreed to a consent text (POST /api/consents with agree: true) and
 * returns the receipt: the access token, given only this once, and the version agreed to.
 * Every try carries the same Idempotency-Key, so a retry after a lost answer gets the first
 * receipt back instead of recording a second consent. A refusal (409: the text changed) is
 * an answer, never retried.
 */
export async function giveConsent(
  client: ApiClient,
  request: ConsentRequest,
  options: GiveConsentOptions = {},
): Promise<ConsentReceipt> {
  const idempotencyKey = options.idempotencyKey ?? newConsentKey();
  const [{ json }, { consentReceiptSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.consents), {
          method: "POST",
          body: {
            purpose: request.purpose,
            version: request.version,
            language: request.language,
            agree: true,
          },
          idempotencyKey,
          signal: options.signal,
        }),
      { message: "Error al registrar el consentimiento", sleep: options.sleep },
    ),
    import("@qs/domain/api/privacy"),
  ]);
  return consentReceiptSchema.parse(dataOf(json));
}
