import { randomUUID } from "node:crypto";
import { failureReasonsFor } from "@qs/catalogs/failure-reasons";
import {
  LEAD_STATE_ABANDONED,
  leadStateForStep,
  type OverdueReminderKind,
  overdueReminderDue,
  type ResumeReminderKind,
  resumeReminderDue,
} from "@qs/domain/purchase";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/database";
import { leads, orders, paymentPeriods, payments, purchaseDrafts } from "../../db/schema";
import { logger } from "../../logger";
import type { Clock } from "../../platform/clock";
import { queueMail } from "../../platform/mail-outbox";
import { type PeriodicJob, schedulePeriodicJob } from "../../platform/periodic-job";
import { recordPolicyEvent } from "../client-portal/client-accounts";
import { failureReasonApplies, moveLeadAlong, requestTypeOf } from "../leads/lead-status";
import { formatAmount, oneMonthAfter } from "./orders";
import { paymentProviderFor } from "./payments/providers";
import { redeliverNotifications } from "./payments/sandbox";
import {
  amountDue,
  buyerEmail,
  countryCodeOf,
  type DraftRow,
  issueDraftToken,
  planOf,
  purchaseUrl,
  stepsOf,
} from "./purchase-store";

/**
 * The purchase's scheduled jobs, run on the server's timer every `JOBS_INTERVAL_MS`:
 * - resume reminders: a buyer who left at the payment step (lead 500/303, nothing paid) gets
 *   `retomar_contratacion_1..3` once idle for each of `RESUME_REMINDER_DELAYS_MS` (counted from
 *   the last save), each with a link that opens the draft at the payment step with a fresh
 *   token;
 * - abandonment: after the third reminder and `ABANDON_AFTER_MS` idle, the lead fails as
 *   4/403 'No avanza' with the reason 'No completa el pago' (through the lifecycle);
 * - renewals: a subscription period due is charged once to the card on file
 *   (`renewSubscriptions`);
 * - overdue reminders: a subscription period past its due day and unpaid gets `mora_1..3`
 *   by days late (0, 4, 8).
 * Like the retention job, a pass holds a transaction-scoped advisory lock: with several API
 * processes on one database one runs it and the others skip.
 */

/** @internal the reminders test holds it from another session */
export const PURCHASE_JOBS_LOCK_KEY = 748_201_914;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Drafts or periods one pass handles at most (the next pass takes the rest). */
const BATCH = 500;
/** 'No completa el pago': why an abandoned purchase failed. */
const ABANDONED_REASON_ID = 40;

export interface PurchaseJobCounts {
  resumeReminders: number;
  abandoned: number;
  /** Subscription periods charged to the card on file (approved or not). */
  renewals: number;
  overdueReminders: number;
}

const RESUME_SUBJECTS: Record<ResumeReminderKind, (plan: string) => string> = {
  retomar_contratacion_1: (plan) => `Tu compra de ${plan} te espera`,
  retomar_contratacion_2: (plan) => `Aún puedes completar tu compra de ${plan}`,
  retomar_contratacion_3: (plan) => `Último recordatorio: completa tu compra de ${plan}`,
};

const OVERDUE_SUBJECTS: Record<OverdueReminderKind, (plan: string) => string> = {
  mora_1: (plan) => `Tu pago de ${plan} vence hoy`,
  mora_2: (plan) => `Tu pago de ${plan} está atrasado`,
  mora_3: (plan) => `Tu pago de ${plan} sigue pendiente: evita perder tu cobertura`,
};

function greeting(draft: DraftRow): string {
  const steps = stepsOf(draft);
  const name = steps.holder?.nombre ?? steps.company?.contactoNombre;
  return typeof name === "string" && name !== "" ? `Hola ${name},` : "Hola,";
}

/** The failure reason of an abandoned purchase for this lead ('No completa el pago' where it applies). */
function abandonmentReason(lead: typeof leads.$inferSelect): number | null {
  if (failureReasonApplies(lead, LEAD_STATE_ABANDONED.subStatusId, ABANDONED_REASON_ID)) {
    return ABANDONED_REASON_ID;
  }
  const [first] = failureReasonsFor({
    requestType: requestTypeOf(lead),
    subStatus: LEAD_STATE_ABANDONED.subStatusId ?? 0,
    countryId: lead.countryId,
  });
  return first?.id ?? null;
}

async function resumeReminders(
  tx: Executor,
  config: Config,
  now: Date,
  counts: PurchaseJobCounts,
): Promise<void> {
  const atPayment = leadStateForStep("payment");
  const candidates = await tx
    .select({ draft: purchaseDrafts, lead: leads })
    .from(purchaseDrafts)
    .innerJoin(leads, eq(leads.id, purchaseDrafts.leadId))
    .where(
      and(
        eq(leads.statusId, atPayment.statusId),
        eq(leads.subStatusId, atPayment.subStatusId ?? 0),
        gt(purchaseDrafts.expiresAt, now),
        sql`not exists (select 1 from ${orders} where ${orders.draftId} = ${purchaseDrafts.id})`,
        sql`not exists (select 1 from ${payments} where ${payments.draftId} = ${purchaseDrafts.id} and ${payments.state} = 'OK')`,
      ),
    )
    .orderBy(purchaseDrafts.activeAt)
    .limit(BATCH);
  for (const { draft, lead } of candidates) {
    const idle = now.getTime() - draft.activeAt.getTime();
    const kind = resumeReminderDue(idle, draft.remindersSent, config.resumeReminderDelaysMs);
    const to = buyerEmail(draft);
    if (kind && to) {
      const plan = planOf(draft);
      const token = await issueDraftToken(tx, draft, now);
      const link = purchaseUrl(
        config.publicSiteUrls[countryCodeOf(draft.countryId)] ?? "",
        draft.productCode,
        "Pago",
        token,
      );
      await queueMail(tx, config.tokenEncryptionKey, {
        kind,
        toAddress: to,
        subject: RESUME_SUBJECTS[kind](plan.productName),
        body: [
          greeting(draft),
          `Tu compra de ${plan.productName} de ${plan.insurerName} quedó en el paso de pago. Guardamos tus datos: retómala donde la dejaste.`,
          `Monto: ${formatAmount(amountDue(draft), plan.currency)} (${plan.periodicity})`,
          `Continúa tu compra aquí:\n${link}`,
          "Si ya no te interesa, ignora este correo.",
        ].join("\n\n"),
        privateLinks: [link],
        reference: lead.id,
        countryId: draft.countryId,
        createdAt: now,
      });
      await tx
        .update(purchaseDrafts)
        .set({ remindersSent: sql`${purchaseDrafts.remindersSent} + 1`, lastReminderAt: now })
        .where(eq(purchaseDrafts.id, draft.id));
      counts.resumeReminders++;
      continue;
    }
    const allSent = draft.remindersSent >= config.resumeReminderDelaysMs.length;
    if ((allSent || !to) && idle >= config.abandonAfterMs) {
      const moved = await moveLeadAlong(
        tx,
        lead.id,
        { ...LEAD_STATE_ABANDONED, failureReasonId: abandonmentReason(lead) },
        now,
        "purchase abandoned",
      );
      if (moved) counts.abandoned++;
    }
  }
}

/**
 * Renewals: each subscription period due today or earlier and not yet charged is charged once
 * to the card on file, through the payment provider's interface (the sandbox while
 * PAYMENT_SANDBOX is on). The attempt is a payment row of the order's purchase; an approved one
 * pays the period, opens the next (a month later) and enters the policy's history; a refused
 * one leaves the period to the overdue reminders. Runs before them: a period paid here never
 * gets a 'mora' e-mail.
 */
async function renewSubscriptions(
  tx: Executor,
  config: Config,
  now: Date,
  counts: PurchaseJobCounts,
): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const due = await tx
    .select({ period: paymentPeriods, order: orders, first: payments })
    .from(paymentPeriods)
    .innerJoin(orders, eq(orders.id, paymentPeriods.orderId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(paymentPeriods.state, "pending"),
        lte(paymentPeriods.dueDate, today),
        eq(orders.saleState, "OK"),
        eq(orders.subscription, true),
      ),
    )
    .orderBy(paymentPeriods.dueDate)
    .limit(BATCH);
  const clock = { now: () => now };
  for (const { period, order, first } of due) {
    const provider = paymentProviderFor(first.provider, config, clock);
    if (!provider) continue;
    const outcome = await provider.chargeRecurring({
      firstPaymentId: first.id,
      cardLast4: first.cardLast4,
      amount: order.amount,
      currency: order.currency,
      period: period.period,
    });
    await tx.insert(payments).values({
      id: randomUUID(),
      draftId: order.draftId,
      provider: first.provider,
      flowType: order.flowType,
      amount: order.amount,
      currency: order.currency,
      state: outcome.approved ? "OK" : "DECLINED",
      errorCode: outcome.code,
      cardLast4: first.cardLast4,
      createdAt: now,
      updatedAt: now,
    });
    counts.renewals++;
    if (!outcome.approved) {
      // Charged once: from here the overdue reminders take the period.
      await tx
        .update(paymentPeriods)
        .set({ state: "overdue" })
        .where(eq(paymentPeriods.id, period.id));
      continue;
    }
    await tx
      .update(paymentPeriods)
      .set({ state: "pay", paidAt: now })
      .where(eq(paymentPeriods.id, period.id));
    await tx
      .insert(paymentPeriods)
      .values({
        orderId: order.id,
        period: period.period + 1,
        dueDate: oneMonthAfter(period.dueDate),
        state: "pending",
      })
      .onConflictDoNothing();
    await recordPolicyEvent(
      tx,
      order.id,
      { kind: "period_paid", detail: { period: period.period, dueDate: period.dueDate } },
      now,
    );
  }
}

async function overdueReminders(
  tx: Executor,
  config: Config,
  now: Date,
  counts: PurchaseJobCounts,
): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const due = await tx
    .select({ period: paymentPeriods, order: orders, draft: purchaseDrafts })
    .from(paymentPeriods)
    .innerJoin(orders, eq(orders.id, paymentPeriods.orderId))
    .innerJoin(purchaseDrafts, eq(purchaseDrafts.id, orders.draftId))
    .where(
      and(
        inArray(paymentPeriods.state, ["pending", "overdue"]),
        lte(paymentPeriods.dueDate, today),
        eq(orders.saleState, "OK"),
      ),
    )
    .orderBy(paymentPeriods.dueDate)
    .limit(BATCH);
  for (const { period, order, draft } of due) {
    const daysLate = Math.floor(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${period.dueDate}T00:00:00Z`)) / DAY_MS,
    );
    const kind = overdueReminderDue(daysLate, period.remindersSent);
    const to = buyerEmail(draft);
    if (!kind || !to) continue;
    const plan = planOf(draft);
    const link = purchaseUrl(
      config.publicSiteUrls[countryCodeOf(draft.countryId)] ?? "",
      draft.productCode,
      "Confirmacion",
      await issueDraftToken(tx, draft, now),
    );
    await queueMail(tx, config.tokenEncryptionKey, {
      kind,
      toAddress: to,
      subject: OVERDUE_SUBJECTS[kind](plan.productName),
      body: [
        greeting(draft),
        daysLate === 0
          ? `Hoy vence el pago de tu plan ${plan.productName} (pedido ${order.number}).`
          : `El pago de tu plan ${plan.productName} (pedido ${order.number}) tiene ${daysLate} días de atraso.`,
        `Monto: ${formatAmount(order.amount, order.currency)}`,
        "Revisa que tu medio de pago tenga saldo para mantener tu cobertura al día.",
        `Detalle de tu compra:\n${link}`,
      ].join("\n\n"),
      privateLinks: [link],
      reference: draft.leadId,
      countryId: draft.countryId,
      createdAt: now,
    });
    await tx
      .update(paymentPeriods)
      .set({ remindersSent: sql`${paymentPeriods.remindersSent} + 1`, state: "overdue" })
      .where(eq(paymentPeriods.id, period.id));
    counts.overdueReminders++;
  }
}

/**
 * One pass of the purchase jobs at `now`; null when another process holds the pass.
 */
export async function runPurchaseJobs(
  db: Database,
  config: Config,
  now: Date,
): Promise<PurchaseJobCounts | null> {
  const counts = await db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PURCHASE_JOBS_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const done: PurchaseJobCounts = {
      resumeReminders: 0,
      abandoned: 0,
      renewals: 0,
      overdueReminders: 0,
    };
    await resumeReminders(tx, config, now, done);
    await renewSubscriptions(tx, config, now, done);
    await overdueReminders(tx, config, now, done);
    return done;
  });
  if (
    counts &&
    counts.resumeReminders + counts.abandoned + counts.renewals + counts.overdueReminders > 0
  ) {
    logger.info({ counts }, "Purchase jobs: reminders sent and purchases abandoned");
  }
  return counts;
}

/**
 * Runs the purchase jobs every `config.jobsIntervalMs` (0: never), and with the sandbox on
 * sends again its undelivered notifications. The timer does not keep the process alive; a
 * failed pass is logged and tried again at the next tick.
 */
export function schedulePurchaseJobs(db: Database, config: Config, clock: Clock): PeriodicJob {
  return schedulePeriodicJob(
    config.jobsIntervalMs,
    async () => {
      await runPurchaseJobs(db, config, clock.now());
      if (config.paymentSandbox) await redeliverNotifications(db, config, clock);
    },
    "Purchase jobs failed",
  );
}
