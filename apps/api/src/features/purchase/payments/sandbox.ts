import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Config } from "../../../config";
import type { Database, Executor } from "../../../db/database";
import { sandboxCheckouts } from "../../../db/schema";
import { logger } from "../../../logger";
import type { Clock } from "../../../platform/clock";
import type { PaymentNotification, PaymentProvider } from "./provider";
import { verifySignedNotification } from "./provider";
import { SIGNATURE_HEADER, signNotification } from "./signature";

/**
 * The built-in sandbox payment provider: a hosted page of its own (`/pasarela-sandbox/{id}`,
 * see sandbox-page.ts) that stands in for every provider key while PAYMENT_SANDBOX is on.
 * It behaves as a real provider does: the checkout is its own record, the buyer types the
 * card on its page only, it decides by the test card, posts the signed outcome to the notify
 * address over HTTP (server to server) and sends the buyer back. Card numbers are never
 * stored: only the last four digits and the outcome.
 */

export type SandboxOutcome = "approved" | "declined" | "insufficient" | "timeout";

export interface SandboxCard {
  number: string;
  outcome: SandboxOutcome;
  /** The provider code of a refusal (mapped to Spanish by `paymentErrorMessage`). */
  code: string | null;
  label: string;
}

/** The test cards of the sandbox (README, "The sandbox provider"). */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: "4242424242424242", outcome: "approved", code: null, label: "Pago aprobado" },
  {
    number: "4000000000000002",
    outcome: "declined",
    code: "cc_rejected_other_reason",
    label: "Pago rechazado por el banco",
  },
  {
    number: "4000000000009995",
    outcome: "insufficient",
    code: "insufficient_amount",
    label: "Saldo insuficiente",
  },
  {
    number: "4000000000000119",
    outcome: "timeout",
    code: "K027",
    label: "Tiempo de espera agotado",
  },
];

/** Banks of the sandbox's transfer page: a real-looking list, and one that always refuses. */
export const SANDBOX_BANKS = [
  { id: "banco-estado", name: "BancoEstado", outcome: "approved" },
  { id: "banco-de-chile", name: "Banco de Chile", outcome: "approved" },
  { id: "bancolombia", name: "Bancolombia", outcome: "approved" },
  { id: "bcp", name: "Banco de Crédito del Perú", outcome: "approved" },
  { id: "banco-rechazo", name: "Banco de pruebas (rechaza la transferencia)", outcome: "declined" },
] as const;
export const BANK_DECLINE_CODE = "rejected_by_bank";

export const SANDBOX_PATH = "/pasarela-sandbox";

/** How long the sandbox waits for the notify address. */
const NOTIFY_TIMEOUT_MS = 10_000;
/** Undelivered notifications are sent again after this, for a day at most. */
const REDELIVER_AFTER_MS = 30_000;
const REDELIVER_FOR_MS = 24 * 60 * 60 * 1000;

export type CheckoutRow = typeof sandboxCheckouts.$inferSelect;

/** The sandbox under a provider's key; it signs and verifies at the server's clock. */
export function sandboxProvider(key: string, config: Config, clock: Clock): PaymentProvider {
  return {
    key,
    async createCheckout(db, request) {
      const id = randomBytes(18).toString("base64url");
      await db.insert(sandboxCheckouts).values({
        id,
        paymentId: request.paymentId,
        provider: key,
        flowType: request.flowType,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        createdAt: clock.now(),
      });
      return { redirectUrl: `${config.publicApiUrl}${SANDBOX_PATH}/${id}` };
    },
    verifyNotification(rawBody, header) {
      return verifySignedNotification(config.paymentWebhookSecret, rawBody, header, clock.now());
    },
    // The card on file answers as it did on the page: 4242… approves every period, the test
    // cards that refuse refuse again, and a payment without a card (one the sandbox never saw
    // typed) has nothing to charge.
    async chargeRecurring(charge) {
      const card = charge.cardLast4
        ? SANDBOX_CARDS.find((each) => each.number.endsWith(charge.cardLast4 ?? ""))
        : undefined;
      if (!card) return { approved: false, code: "no_card_on_file" };
      return card.outcome === "approved"
        ? { approved: true, code: null }
        : { approved: false, code: card.code };
    },
  };
}

export async function findCheckout(db: Executor, id: string): Promise<CheckoutRow | undefined> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(id)) return undefined;
  const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return checkout;
}

/**
 * Records the buyer's outcome on the checkout, once: answers the notification to send, or
 * null when the checkout was already completed (a second submission of the form).
 */
export async function completeCheckout(
  db: Executor,
  checkout: CheckoutRow,
  outcome: { outcome: SandboxOutcome; code: string | null; cardLast4: string | null },
  now: Date,
): Promise<PaymentNotification | null> {
  const event: PaymentNotification = {
    id: `evt_${randomBytes(16).toString("base64url")}`,
    type: outcome.outcome === "approved" ? "payment.approved" : "payment.declined",
    paymentId: checkout.paymentId,
    amount: checkout.amount,
    currency: checkout.currency,
    ...(outcome.code ? { code: outcome.code } : {}),
  };
  const [done] = await db
    .update(sandboxCheckouts)
    .set({
      outcome: outcome.outcome,
      cardLast4: outcome.cardLast4,
      event: JSON.stringify(event),
      completedAt: now,
    })
    .where(and(eq(sandboxCheckouts.id, checkout.id), isNull(sandboxCheckouts.completedAt)))
    .returning({ id: sandboxCheckouts.id });
  return done ? event : null;
}

/**
 * Posts a checkout's notification, signed, to its notify address; records the delivery when
 * the address answers 2xx. A failure is logged and left for `redeliverNotifications`.
 */
export async function deliverNotification(
  db: Executor,
  config: Config,
  checkout: Pick<CheckoutRow, "id" | "notifyUrl" | "event">,
  now: Date,
): Promise<boolean> {
  if (!checkout.event) return false;
  let delivered = false;
  try {
    const response = await fetch(checkout.notifyUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER]: signNotification(config.paymentWebhookSecret, checkout.event, now),
      },
      body: checkout.event,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    delivered = response.ok;
    if (!delivered) {
      logger.warn(
        { checkout: checkout.id, status: response.status },
        "Sandbox notification refused",
      );
    }
  } catch (error) {
    logger.warn({ err: error, checkout: checkout.id }, "Sandbox notification not delivered");
  }
  await db
    .update(sandboxCheckouts)
    .set({
      deliveryAttempts: sql`${sandboxCheckouts.deliveryAttempts} + 1`,
      ...(delivered ? { notifiedAt: now } : {}),
    })
    .where(eq(sandboxCheckouts.id, checkout.id));
  return delivered;
}

/**
 * Sends again the notifications no notify address accepted yet (completed more than 30 s
 * ago, for a day), as a provider retries its webhooks. The same event id goes each time, so
 * the receiver's replay protection makes a late duplicate harmless.
 */
export async function redeliverNotifications(
  db: Database,
  config: Config,
  clock: Clock,
): Promise<number> {
  const now = clock.now();
  const pending = await db.orm
    .select({
      id: sandboxCheckouts.id,
      notifyUrl: sandboxCheckouts.notifyUrl,
      event: sandboxCheckouts.event,
    })
    .from(sandboxCheckouts)
    .where(
      and(
        isNull(sandboxCheckouts.notifiedAt),
        lt(sandboxCheckouts.completedAt, new Date(now.getTime() - REDELIVER_AFTER_MS)),
        sql`${sandboxCheckouts.completedAt} > ${new Date(now.getTime() - REDELIVER_FOR_MS)}`,
      ),
    )
    .limit(50);
  let delivered = 0;
  for (const checkout of pending) {
    if (await deliverNotification(db.orm, config, checkout, clock.now())) delivered++;
  }
  return delivered;
}

export type FormField = "numero" | "vencimiento" | "cvv" | "titular" | "banco";
export type FormDecision =
  | { errors: Partial<Record<FormField, string>> }
  | { outcome: SandboxOutcome; code: string | null; cardLast4: string | null };

/** Luhn's check digit: catches a mistyped digit before the card is looked up. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox does with a submitted form: the outcome of a test card (or of a bank on a
 * transfer page), or the Spanish message of each field that cannot be used.
 */
export function decideOutcome(
  transfer: boolean,
  form: Record<string, string | undefined>,
  now: Date,
): FormDecision {
  if (transfer) {
    const bank = SANDBOX_BANKS.find((entry) => entry.id === form.banco);
    if (!bank) return { errors: { banco: "Elige tu banco para continuar" } };
    return bank.outcome === "approved"
      ? { outcome: "approved", code: null, cardLast4: null }
      : { outcome: "declined", code: BANK_DECLINE_CODE, cardLast4: null };
  }
  const errors: Partial<Record<FormField, string>> = {};
  const number = (form.numero ?? "").replace(/[\s-]/g, "");
  const card = SANDBOX_CARDS.find((entry) => entry.number === number);
  if (number === "") errors.numero = "Ingresa el número de la tarjeta";
  else if (!/^\d{13,19}$/.test(number) || !luhn(number))
    errors.numero = "El número de tarjeta no es válido";
  else if (!card)
    errors.numero =
      "Esta tarjeta no es válida en la pasarela de pruebas: usa una de las tarjetas de prueba";
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((form.vencimiento ?? "").trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.vencimiento = "Ingresa el vencimiento como MM/AA";
  } else {
    const year = Number(expiry[2]) + ((expiry[2] ?? "").length === 2 ? 2000 : 0);
    const endOfMonth = Date.UTC(year, month, 1);
    if (endOfMonth <= now.getTime()) errors.vencimiento = "La tarjeta está vencida";
  }
  if (!/^\d{3,4}$/.test((form.cvv ?? "").trim()))
    errors.cvv = "Ingresa el código de seguridad: 3 o 4 dígitos";
  const holder = (form.titular ?? "").trim();
  if (holder.length < 2 || holder.length > 80 || !/\p{L}/u.test(holder))
    errors.titular = "Ingresa el nombre del titular como aparece en la tarjeta";
  if (Object.keys(errors).length > 0 || !card) return { errors };
  return { outcome: card.outcome, code: card.code, cardLast4: number.slice(-4) };
}
