import type { ContactLeadRequest, LeadReceipt } from "@qs/domain/api/leads";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ApiClient } from "./api-client";

export interface SendContactOptions {
  /** One key for every send of the same message, so a resend never stores a second lead. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/**
 * Sends the contact form (POST api/contactos, profile spec §3 "Request payloads", §7
 * Requests): name, e-mail, phone, message, product type, business line, the lead attribution
 * list and the page it was sent from. Sent once: a 4xx is the API's verdict (its field
 * messages travel in the ApiError's body), and the visitor's own resend reuses the key.
 */
export async function sendContact(
  client: ApiClient,
  request: ContactLeadRequest,
  options: SendContactOptions,
): Promise<LeadReceipt> {
  const [{ json }, { dataEnvelopeSchema }, { leadReceiptSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.contactos), {
      method: "POST",
      body: request,
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
    }),
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/leads"),
  ]);
  return dataEnvelopeSchema(leadReceiptSchema).parse(json).data;
}

/** A new idempotency key for one contact message (8-200 visible characters). */
export function newContactKey(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `contact-${random}`;
}
