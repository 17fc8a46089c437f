import { paymentProviderKeySchema } from "@qs/catalogs/payments";
import { z } from "zod";
import type { Executor } from "../../../db/database";
import { checkSignature, SIGNATURE_HEADER, type SignatureCheck } from "./signature";

/**
 * What the purchase needs from a payment provider: a checkout on the provider's own hosted
 * page (the buyer types the card there, never on our pages or through our API: the PCI DSS
 * SAQ A shape), and the verification of the provider's server-to-server notification. The
 * built-in sandbox stands in for every provider key of the reference data while
 * PAYMENT_SANDBOX is on; a real provider plugs in here with its own page and signature.
 */

export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the buyer back (the site's payment step, with a fresh token). */
  returnUrl: string;
  /** Where the provider's server posts the signed outcome. */
  notifyUrl: string;
  flowType: string;
  provider: string;
}

/** The notification a provider posts (`POST /api/pagos/notificaciones/{provider}`). */
export const paymentNotificationSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,100}$/),
  type: z.enum(["payment.approved", "payment.declined", "payment.pending"]),
  paymentId: z.uuid(),
  amount: z.number().nonnegative().max(1e12),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The provider's code of a refused payment (`cc_rejected_other_reason`, `K027`...). */
  code: z.string().max(100).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const NOTIFICATION_SIGNATURE_MISSING_MESSAGE = "Falta la firma de la notificación de pago";
export const NOTIFICATION_SIGNATURE_MESSAGE = "La firma de la notificación de pago no es válida";
export const NOTIFICATION_TIME_MESSAGE =
  "La fecha de la notificación de pago está fuera del plazo permitido";
export const NOTIFICATION_BODY_MESSAGE = "La notificación de pago no tiene el formato esperado";

export type NotificationCheck =
  | { ok: true; event: PaymentNotification }
  | { ok: false; status: 400 | 401; message: string; reason: SignatureCheck | "body" };

/** A subscription's period charged to the card the buyer paid with (no page, no buyer). */
export interface RecurringCharge {
  /** The payment the subscription started with: the card on file is its. */
  firstPaymentId: string;
  cardLast4: string | null;
  amount: number;
  currency: string;
  period: number;
}

export interface RecurringOutcome {
  approved: boolean;
  /** The provider's code of a refusal (`no_card_on_file` when it keeps no card). */
  code: string | null;
}

export interface PaymentProvider {
  readonly key: string;
  createCheckout(db: Executor, request: CheckoutRequest): Promise<{ redirectUrl: string }>;
  /** Charges a subscription's next period to the card on file. */
  chargeRecurring(charge: RecurringCharge): Promise<RecurringOutcome>;
  verifyNotification(
    rawBody: string,
    header: (name: string) => string | undefined,
  ): NotificationCheck;
}

const SIGNATURE_REFUSALS: Record<Exclude<SignatureCheck, "ok">, string> = {
  missing: NOTIFICATION_SIGNATURE_MISSING_MESSAGE,
  malformed: NOTIFICATION_SIGNATURE_MESSAGE,
  mismatch: NOTIFICATION_SIGNATURE_MESSAGE,
  stale: NOTIFICATION_TIME_MESSAGE,
  future: NOTIFICATION_TIME_MESSAGE,
};

/**
 * Verifies a notification signed with `secret` (see signature.ts) and reads its body: 401
 * for a signature that is missing, wrong or out of time, 400 for a body of another shape.
 */
export function verifySignedNotification(
  secret: string,
  rawBody: string,
  header: (name: string) => string | undefined,
  now: Date,
): NotificationCheck {
  const check = checkSignature(secret, rawBody, header(SIGNATURE_HEADER), now);
  if (check !== "ok") {
    return { ok: false, status: 401, message: SIGNATURE_REFUSALS[check], reason: check };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, message: NOTIFICATION_BODY_MESSAGE, reason: "body" };
  }
  const event = paymentNotificationSchema.safeParse(parsed);
  return event.success
    ? { ok: true, event: event.data }
    : { ok: false, status: 400, message: NOTIFICATION_BODY_MESSAGE, reason: "body" };
}

/** A provider key of the reference data (`kushki`, `transbank`...), or null. */
export function knownProviderKey(key: string): string | null {
  const parsed = paymentProviderKeySchema.safeParse(key);
  return parsed.success ? parsed.data : null;
}
