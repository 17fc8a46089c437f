import { randomBytes, randomUUID } from "node:crypto";
import { formatCodedAmount } from "@qs/domain/format-money";
import type { LeadState } from "@qs/domain/lead-lifecycle";
import { eq, or } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/database";
import { orders, paymentPeriods } from "../../db/schema";
import { queueMail } from "../../platform/mail-outbox";
import { openPolicyForOrder } from "../client-portal/client-accounts";
import { moveLeadAlong } from "../leads/lead-status";
import {
  buyerEmail,
  countryCodeOf,
  type DraftRow,
  issueDraftToken,
  planOf,
  purchaseUrl,
} from "./purchase-store";

/**
 * Orders: the sale a purchase becomes. One per draft and one per payment (unique indexes), so
 * however many confirmations a provider sends, and in whatever order, one order exists. The
 * order, the lead's move, the confirmation e-mail and a subscription's payment periods are
 * written in the caller's transaction: all of them or none.
 */

export type OrderRow = typeof orders.$inferSelect;

/** Base32 without the letters that read as digits: order numbers are read out on the phone. */
const ORDER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `QS-20250701-7K3M9QXZ`: the day and eight random characters (about 40 bits). */
export function newOrderNumber(now: Date): string {
  const bytes = randomBytes(8);
  const suffix = [...bytes].map((byte) => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]).join("");
  return `QS-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${suffix}`;
}

/** The same day a month after `day` (YYYY-MM-DD); the next month's last day when it is shorter. */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** An amount as the buyer reads it in an e-mail: `CLP 45.600`, `USD 120,50`. */
export function formatAmount(amount: number, currency: string): string {
  return formatCodedAmount(amount, currency, "es-CL");
}

export interface NewOrder {
  draft: DraftRow;
  paymentId: string | null;
  flowType: string;
  /** What was paid (a provider's payment), or is to be paid by transfer: the order's amount. */
  amount: number;
  subscription: boolean;
  saleState: "OK" | "PENDING";
  /** The lead's state once the order exists. */
  leadState: LeadState;
  now: Date;
}

/**
 * Creates the draft's order unless it has one (or the payment already made one). Answers the
 * order and whether this call created it; only the creating call moves the lead and writes
 * the e-mail and the payment periods.
 */
export async function placeOrder(
  tx: Executor,
  config: Config,
  input: NewOrder,
): Promise<{ order: OrderRow; created: boolean }> {
  const { draft, now } = input;
  const plan = planOf(draft);
  const [inserted] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      number: newOrderNumber(now),
      draftId: draft.id,
      paymentId: input.paymentId,
      leadId: draft.leadId,
      countryId: draft.countryId,
      productCode: draft.productCode,
      flowType: input.flowType,
      subscription: input.subscription,
      amount: input.amount,
      currency: plan.currency,
      saleState: input.saleState,
      paidAt: input.saleState === "OK" ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await moveLeadAlong(tx, draft.leadId, input.leadState, now, `order ${input.saleState}`);
    if (input.saleState === "OK") await afterPayment(tx, config, inserted, draft, now);
    else await writeTransferPendingMail(tx, config, inserted, draft, now);
    return { order: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      input.paymentId
        ? or(eq(orders.draftId, draft.id), eq(orders.paymentId, input.paymentId))
        : eq(orders.draftId, draft.id),
    );
  if (!existing) throw new Error("The order was neither stored nor found");
  return { order: existing, created: false };
}

/**
 * What follows a paid order: a subscription's periods (the first paid, the next due a month
 * later), its policy in the clients' portal (`client-portal/client-accounts.ts`) and the
 * confirmation e-mail (`compra_confirmada`).
 */
export async function afterPayment(
  tx: Executor,
  config: Config,
  order: OrderRow,
  draft: DraftRow,
  now: Date,
): Promise<void> {
  if (order.subscription) {
    const today = now.toISOString().slice(0, 10);
    await tx.insert(paymentPeriods).values([
      { orderId: order.id, period: 1, dueDate: today, state: "pay", paidAt: now },
      { orderId: order.id, period: 2, dueDate: oneMonthAfter(today), state: "pending" },
    ]);
  }
  // The sale becomes a policy in the clients' portal, with the buyer's account.
  await openPolicyForOrder(tx, config, order, draft, now);
  const to = buyerEmail(draft);
  if (!to) return;
  const plan = planOf(draft);
  const link = purchaseUrl(
    config.publicSiteUrls[countryCodeOf(draft.countryId)] ?? "",
    draft.productCode,
    "Confirmacion",
    await issueDraftToken(tx, draft, now),
  );
  await queueMail(tx, config.tokenEncryptionKey, {
    kind: "compra_confirmada",
    toAddress: to,
    subject: `Compra exitosa: ${plan.productName}`,
    body: [
      "¡Gracias por tu compra!",
      `Contrataste ${plan.productName} de ${plan.insurerName}.`,
      `Número de pedido: ${order.number}`,
      `Monto pagado: ${formatAmount(order.amount, order.currency)}${order.subscription ? ` (${plan.periodicity})` : ""}`,
      `Puedes ver el detalle de tu compra en:\n${link}`,
    ].join("\n\n"),
    privateLinks: [link],
    reference: draft.leadId,
    countryId: draft.countryId,
    createdAt: now,
  });
}

/** The e-mail of an order paid by a transfer staff will confirm. */
async function writeTransferPendingMail(
  tx: Executor,
  config: Config,
  order: OrderRow,
  draft: DraftRow,
  now: Date,
): Promise<void> {
  const to = buyerEmail(draft);
  if (!to) return;
  const plan = planOf(draft);
  const link = purchaseUrl(
    config.publicSiteUrls[countryCodeOf(draft.countryId)] ?? "",
    draft.productCode,
    "Confirmacion",
    await issueDraftToken(tx, draft, now),
  );
  await queueMail(tx, config.tokenEncryptionKey, {
    kind: "compra_pendiente_transferencia",
    toAddress: to,
    subject: `Recibimos tu pedido ${order.number}`,
    body: [
      `Recibimos tu pedido de ${plan.productName} de ${plan.insurerName}.`,
      `Número de pedido: ${order.number}`,
      `Monto a transferir: ${formatAmount(order.amount, order.currency)}`,
      "Te escribiremos cuando confirmemos la transferencia.",
      `Puedes ver tu pedido en:\n${link}`,
    ].join("\n\n"),
    privateLinks: [link],
    reference: draft.leadId,
    countryId: draft.countryId,
    createdAt: now,
  });
}
