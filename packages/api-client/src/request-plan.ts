import type { LeadReceipt } from "@qs/domain/api/leads";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { PlanRequest } from "@qs/domain/lead";
import type { ApiClient } from "./api-client";
import { withRetry } from "./retry";

/** A plan request is tried once and retried twice (profile spec §7 Requests). */
export const PLAN_REQUEST_ATTEMPTS = 3;

export interface RequestPlanOptions {
  /** One key for every try of this request, so a retry never stores a second lead. */
  idempotencyKey: string;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

/** A new idempotency key for one request (8-200 visible characters). */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `plan-${random}`;
}

/**
 * Sends a plan request (POST api/solicitarplans) with its idempotency key, retried twice.
 * Answers the receipt: its `accessToken` is the visitor's only way back to the request
 * (the data page, feedback); a retry with the same key gets the same token.
 */
export async function requestPlan(
  client: ApiClient,
  request: PlanRequest,
  options: RequestPlanOptions,
): Promise<LeadReceipt> {
  const [{ json }, { dataEnvelopeSchema }, { leadReceiptSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.solicitarplans), {
          method: "POST",
          body: request,
          idempotencyKey: options.idempotencyKey,
          signal: options.signal,
        }),
      {
        attempts: PLAN_REQUEST_ATTEMPTS,
        message: "Error al enviar la solicitud del plan",
        sleep: options.sleep,
        log: options.log,
      },
    ),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/leads"),
  ]);
  return dataEnvelopeSchema(leadReceiptSchema).parse(json).data;
}
