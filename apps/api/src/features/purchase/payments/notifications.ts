import { isSubscriptionFlow, leadStateForPayment } from "@qs/domain/purchase";
import { eq } from "drizzle-orm";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { paymentNotifications, payments } from "../../../db/schema";
import { logger } from "../../../logger";
import { InvalidInputError, NotFoundError } from "../../../platform/errors";
import { moveLeadAlong } from "../../leads/lead-status";
import { placeOrder } from "../orders";
import { draftById } from "../purchase-store";
import type { PaymentNotification } from "./provider";
import { SANDBOX_PROVIDER_KEY } from "./providers";

/**
 * What a verified provider notification does, in one transaction:
 * - the event id is stored first: the same event again (a replay, a provider's retry)
 *   answers 200 and changes nothing;
 * - an amount or currency other than the payment's is refused (400) and logged, and nothing
 *   is stored;
 * - approved: the payment is OK and the draft gets its order (one per payment and per draft,
 *   however many approvals arrive), with the lead's move, the confirmation e-mail and a
 *   subscription's periods;
 * - declined: the payment keeps the provider's code (the site shows its Spanish message) and
 *   the lead stays at the payment step; the draft keeps every step's data. A decline never
 *   undoes an approved payment.
 */

export const PAYMENT_NOT_FOUND_MESSAGE = "Pago no encontrado";
export const AMOUNT_MISMATCH_MESSAGE = "El monto o la moneda no coinciden con el pago";

/** Codes of a payment that failed without anyone declining it (a processor timeout). */
const FAILURE_CODES = new Set(["K027"]);

const cents = (amount: number) => Math.round(amount * 100);

export async function applyNotification(
  db: Database,
  config: Config,
  provider: string,
  event: PaymentNotification,
  now: Date,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, event.paymentId))
      .for("update");
    // The sandbox plays every provider: a notification under its own key reaches any payment.
    const reached = payment && (provider === SANDBOX_PROVIDER_KEY || payment.provider === provider);
    if (!payment || !reached) throw new NotFoundError(PAYMENT_NOT_FOUND_MESSAGE);
    if (cents(event.amount) !== cents(payment.amount) || event.currency !== payment.currency) {
      logger.warn(
        { paymentId: payment.id, provider, eventId: event.id },
        "Payment notification refused: its amount or currency differ from the payment's",
      );
      throw new InvalidInputError(AMOUNT_MISMATCH_MESSAGE);
    }
    const [fresh] = await tx
      .insert(paymentNotifications)
      .values({
        eventId: event.id,
        provider,
        paymentId: payment.id,
        type: event.type,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (!fresh) return { duplicate: true };

    const draft = await draftById(tx, payment.draftId);
    const subscription = isSubscriptionFlow(payment.flowType);
    if (event.type === "payment.approved") {
      if (payment.state !== "OK") {
        await tx
          .update(payments)
          .set({ state: "OK", errorCode: null, updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
      const { order } = await placeOrder(tx, config, {
        draft,
        paymentId: payment.id,
        flowType: payment.flowType,
        // Exactly what was paid: the data it was priced for could not change while it was pending.
        amount: payment.amount,
        subscription,
        saleState: "OK",
        leadState: leadStateForPayment("approved", subscription),
        now,
      });
      if (order.paymentId !== payment.id) {
        logger.warn(
          { paymentId: payment.id, orderPaymentId: order.paymentId },
          "A second payment of an ordered purchase was approved: refund it",
        );
      }
      return { duplicate: false };
    }
    if (payment.state === "OK") {
      logger.warn(
        { paymentId: payment.id, type: event.type },
        "Notification after approval ignored",
      );
      return { duplicate: false };
    }
    if (event.type === "payment.declined") {
      const code = event.code ?? null;
      await tx
        .update(payments)
        .set({
          state: code && FAILURE_CODES.has(code.toUpperCase()) ? "FAIL" : "DECLINED",
          errorCode: code,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await moveLeadAlong(
        tx,
        draft.leadId,
        leadStateForPayment("declined", subscription),
        now,
        "payment declined",
      );
      return { duplicate: false };
    }
    await tx
      .update(payments)
      .set({ state: "PENDING", updatedAt: now })
      .where(eq(payments.id, payment.id));
    return { duplicate: false };
  });
}
