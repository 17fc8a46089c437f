import type { LeadState } from "./lead-lifecycle";
import { LEAD_STATUS } from "./lead-status";

/**
 * The online purchase ('Compra Online'): its steps, their place in the address, and what
 * each moment of the purchase means for the lead behind it.
 *
 * Steps (profile spec §4, reference-data spec §3): the reference data names the titles
 * 'Datos personales', 'Estado de salud', 'Datos empresa', 'Datos colaboradores', 'Pago' and
 * 'Confirmación' ('Compra exitosa!' heads the confirmation of a paid purchase). The
 * beneficiaries of a household plan get a step of their own, 'Beneficiarios'. Steps go into
 * the path by title, sorted by their order; the last is always `Confirmacion`. Once the payment
 * succeeds the sites show only `Confirmacion` (the `Pago` segment switches to it):
 * `resolvePurchaseStep` in `@qs/purchase`.
 */

export const purchaseStepKeys = [
  "holder",
  "beneficiaries",
  "health",
  "company",
  "employees",
  "payment",
  "confirmation",
] as const;
export type PurchaseStepKey = (typeof purchaseStepKeys)[number];

export interface PurchaseStep {
  key: PurchaseStepKey;
  title: string;
  /** The path segment: the title without accents, spaces as hyphens. */
  slug: string;
  orderPosition: number;
}

const STEP_DEFINITIONS: Readonly<Record<PurchaseStepKey, Omit<PurchaseStep, "key">>> = {
  holder: { title: "Datos personales", slug: "Datos-personales", orderPosition: 1 },
  company: { title: "Datos empresa", slug: "Datos-empresa", orderPosition: 2 },
  employees: { title: "Datos colaboradores", slug: "Datos-colaboradores", orderPosition: 3 },
  beneficiaries: { title: "Beneficiarios", slug: "Beneficiarios", orderPosition: 4 },
  health: { title: "Estado de salud", slug: "Estado-de-salud", orderPosition: 5 },
  payment: { title: "Pago", slug: "Pago", orderPosition: 6 },
  confirmation: { title: "Confirmación", slug: "Confirmacion", orderPosition: 7 },
};

export interface PurchasePlan {
  /** A company plan: the employer's data and the employee list instead of a household. */
  collective: boolean;
  /** The plan asks for a health declaration (DPS) before it is paid. */
  needsHealthDeclaration: boolean;
}

/** The steps of a plan's purchase, in order. */
export function purchaseStepsFor(plan: PurchasePlan): PurchaseStep[] {
  const keys: PurchaseStepKey[] = plan.collective
    ? ["company", "employees", "payment", "confirmation"]
    : [
        "holder",
        "beneficiaries",
        ...(plan.needsHealthDeclaration ? (["health"] as const) : []),
        "payment",
        "confirmation",
      ];
  return keys
    .map((key) => ({ key, ...STEP_DEFINITIONS[key] }))
    .sort((a, b) => a.orderPosition - b.orderPosition);
}

/** The step a path segment names (any case), or undefined. */
export function stepBySlug(steps: readonly PurchaseStep[], slug: string): PurchaseStep | undefined {
  const wanted = slug.toLowerCase();
  return steps.find((step) => step.slug.toLowerCase() === wanted);
}

export function nextStep(steps: readonly PurchaseStep[], key: PurchaseStepKey) {
  const index = steps.findIndex((step) => step.key === key);
  return index >= 0 ? steps[index + 1] : undefined;
}

export function previousStep(steps: readonly PurchaseStep[], key: PurchaseStepKey) {
  const index = steps.findIndex((step) => step.key === key);
  return index > 0 ? steps[index - 1] : undefined;
}

/**
 * The first step a visitor may open: the first one whose data is missing. Later steps stay
 * closed until the earlier ones are done, so a typed address cannot skip the holder's data.
 */
export function firstOpenStep(
  steps: readonly PurchaseStep[],
  done: ReadonlySet<PurchaseStepKey>,
): PurchaseStep {
  return (
    steps.find((step) => step.key !== "confirmation" && !done.has(step.key)) ??
    steps[steps.length - 1]!
  );
}

/** Whether a step may be opened: every step before it is done. */
export function canOpenStep(
  steps: readonly PurchaseStep[],
  done: ReadonlySet<PurchaseStepKey>,
  key: PurchaseStepKey,
): boolean {
  const index = steps.findIndex((step) => step.key === key);
  if (index < 0) return false;
  return steps.slice(0, index).every((step) => done.has(step.key));
}

// Lead states along the purchase -----------------------------------------------------------

const S = LEAD_STATUS;

/** Sub-status of 'Contratacion Online' while the buyer fills each step. */
const SUB_STATUS_BY_STEP: Readonly<Record<Exclude<PurchaseStepKey, "confirmation">, number>> = {
  holder: 300,
  beneficiaries: 300,
  health: 301,
  company: 304,
  employees: 305,
  payment: 303,
};

/** The lead's state once the buyer has saved a step (or opened the payment). */
export function leadStateForStep(key: Exclude<PurchaseStepKey, "confirmation">): LeadState {
  return { statusId: S.contratacionOnline, subStatusId: SUB_STATUS_BY_STEP[key] };
}

export type PaymentOutcome = "approved" | "declined" | "pending";

/**
 * The lead's state after a payment outcome:
 * - approved: Cerrado, 'Web-Subscripción activa' for a subscription, 'Web-Pago único' otherwise;
 * - pending (a bank transfer to be confirmed): 'Pendiente de confirmación', 'Recaudación';
 * - declined: still buying, at the payment step.
 */
export function leadStateForPayment(outcome: PaymentOutcome, subscription: boolean): LeadState {
  switch (outcome) {
    case "approved":
      return { statusId: S.cerrado, subStatusId: subscription ? 331 : 332 };
    case "pending":
      return { statusId: S.pendienteDeConfirmacion, subStatusId: 330 };
    case "declined":
      return { statusId: S.contratacionOnline, subStatusId: 303 };
  }
}

/** A non-automated transfer confirmed by staff closes the sale as 'Web-Transferencia no automática'. */
export const LEAD_STATE_TRANSFER_CONFIRMED: LeadState = { statusId: S.cerrado, subStatusId: 333 };

/** A purchase abandoned after every reminder fails as 'No avanza'. */
export const LEAD_STATE_ABANDONED: LeadState = { statusId: S.fallido, subStatusId: 403 };

/** Whether a payment flow type charges again every period. */
export function isSubscriptionFlow(flowType: string): boolean {
  return flowType.includes("subscriptions");
}

/** Whether a payment flow type is paid on the provider's hosted page (cards and automated transfers). */
export function isHostedPaymentFlow(flowType: string): boolean {
  return /^(t|tdc|tdd)-/.test(flowType) || flowType === "transfer-one-time";
}

// Reminders ---------------------------------------------------------------------------------

/** Overdue reminders by days late (reference-data spec §4): 0 → mora_1, 4 → mora_2, 8 → mora_3. */
export const OVERDUE_REMINDERS = [
  { daysLate: 0, kind: "mora_1" },
  { daysLate: 4, kind: "mora_2" },
  { daysLate: 8, kind: "mora_3" },
] as const;
export type OverdueReminderKind = (typeof OVERDUE_REMINDERS)[number]["kind"];

/**
 * The overdue reminder due for a payment `daysLate` days late that has had `sent` of them
 * already: the next one whose day has come, or null.
 */
export function overdueReminderDue(daysLate: number, sent: number): OverdueReminderKind | null {
  const next = OVERDUE_REMINDERS[sent];
  return next && daysLate >= next.daysLate ? next.kind : null;
}

/** Resume-purchase reminders (reference-data spec §4), sent in this order. */
export const RESUME_REMINDER_KINDS = [
  "retomar_contratacion_1",
  "retomar_contratacion_2",
  "retomar_contratacion_3",
] as const;
export type ResumeReminderKind = (typeof RESUME_REMINDER_KINDS)[number];

/**
 * The resume reminder due for a purchase left at the payment step `idleMs` ago that has had
 * `sent` reminders, given the delay before each one; null when none is due.
 */
export function resumeReminderDue(
  idleMs: number,
  sent: number,
  delaysMs: readonly number[],
): ResumeReminderKind | null {
  const kind = RESUME_REMINDER_KINDS[sent];
  const delay = delaysMs[sent];
  return kind && delay !== undefined && idleMs >= delay ? kind : null;
}
