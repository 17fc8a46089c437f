import { GENERIC_PAYMENT_ERROR, paymentErrorMessage } from "@qs/catalogs/payment-errors";
import type { PaymentState, PurchaseView } from "@qs/domain/api/purchase";
import type { PaymentFlowType } from "@qs/domain/payment-info";
import type { Executor } from "../../db/database";
import type { orders, payments } from "../../db/schema";
import {
  amountDue,
  type DraftRow,
  doneSteps,
  employeesOf,
  paymentStateOf,
  planOf,
  stepsOf,
} from "./purchase-store";

/**
 * The purchase as the site shows it (`purchaseViewSchema`): the plan, its steps with what is
 * done, the data saved so far, the payment options, the latest payment with the Spanish
 * message of a refusal, and the order once there is one. Card data is never part of it.
 */

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function paymentView(payment: PaymentRow | null): PurchaseView["payment"] {
  if (!payment) return null;
  const refused = payment.state === "DECLINED" || payment.state === "FAIL";
  return {
    state: payment.state as PaymentState,
    flowType: payment.flowType as PaymentFlowType,
    errorCode: payment.errorCode,
    errorMessage: refused
      ? payment.errorCode
        ? paymentErrorMessage(payment.errorCode)
        : GENERIC_PAYMENT_ERROR
      : null,
    updatedAt: payment.updatedAt.toISOString(),
  };
}

function orderView(order: OrderRow | null): PurchaseView["order"] {
  if (!order) return null;
  return {
    number: order.number,
    amount: order.amount,
    currency: order.currency,
    paidAt: order.paidAt?.toISOString() ?? null,
    saleState: order.saleState as "OK" | "PENDING",
  };
}

/** The view of a draft as its buyer sees it, with the token the request came with. */
export function buildPurchaseView(
  draft: DraftRow,
  token: string,
  payment: PaymentRow | null,
  order: OrderRow | null,
): PurchaseView {
  const plan = planOf(draft);
  const saved = stepsOf(draft);
  const done = doneSteps(draft, order !== null);
  return {
    token,
    productCode: plan.productCode,
    productName: plan.productName,
    insurerName: plan.insurerName,
    collective: plan.collective,
    amount: amountDue(draft),
    currency: plan.currency,
    periodicity: plan.periodicity,
    steps: plan.steps.map((step) => ({ ...step, done: done.has(step.key) })),
    data: {
      holder: saved.holder ?? null,
      beneficiaries: saved.beneficiaries ?? null,
      health: saved.health ?? null,
      company: saved.company ?? null,
      employees: employeesOf(draft),
    },
    paymentOptions: plan.paymentOptions,
    payment: paymentView(payment),
    order: orderView(order),
    updatedAt: draft.updatedAt.toISOString(),
    expiresAt: draft.expiresAt.toISOString(),
  };
}

/** Reads the draft's payment and order and builds its view. */
export async function readPurchaseView(
  db: Executor,
  draft: DraftRow,
  token: string,
): Promise<PurchaseView> {
  const { payment, order } = await paymentStateOf(db, draft.id);
  return buildPurchaseView(draft, token, payment, order);
}
