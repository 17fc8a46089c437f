import { z } from "zod";

/**
 * State sets of sales, payments, policies, employees, documents and tickets,
 * each value with its Spanish label (reference-data spec §3 and §4; profile
 * spec §3). Where the spec gives only the value, the label is ours. The rules
 * for moving between states are not part of the reference data.
 */

type Labels = Readonly<Record<string, string>>;

function keysOf<T extends Labels>(labels: T) {
  return Object.keys(labels) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];
}

export interface StateOption<V extends string = string> {
  value: V;
  label: string;
}

/** The set as select options, in catalogue order. */
export function stateOptions<T extends Labels>(labels: T): StateOption<Extract<keyof T, string>>[] {
  return keysOf(labels).map((value) => ({ value, label: labels[value] as string }));
}

/** The label of a value of the set, or undefined for a value outside it. */
export function stateLabel(labels: Labels, value: string): string | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}

export const saleStateLabels = {
  OK: "Exitosa",
  FAIL: "Fallida",
  PENDING: "Pendiente",
  SUBS_CANCELLED_SUCCESS_PAYMENT: "Suscripción cancelada con pago exitoso",
  SUBS_CANCELLED_WITHOUT_PAYMENT: "Suscripción cancelada sin pago",
  PENDING_CANCELLATION: "Cancelación pendiente",
  OVERDUE: "En mora",
  CANCELLATION_REQUEST: "Solicitud de cancelación",
} as const;
export const saleStateSchema = z.enum(keysOf(saleStateLabels));
export type SaleState = z.infer<typeof saleStateSchema>;

export const paymentStateLabels = {
  OK: "Pagado",
  FAIL: "Fallido",
  REFUND: "Reembolsado",
  REQUEST_REFUND: "Reembolso solicitado",
  VOID: "Anulado",
  DECLINED: "Rechazado",
  PENDING: "Pendiente",
} as const;
export const paymentStateSchema = z.enum(keysOf(paymentStateLabels));
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const formStatusLabels = {
  PENDING: "Pendiente",
  COMPLETED: "Completado",
} as const;
export const formStatusSchema = z.enum(keysOf(formStatusLabels));
export type FormStatus = z.infer<typeof formStatusSchema>;

export const subscriptionStatusLabels = {
  SUCCESS: "Activa",
  DECLINED: "Rechazada",
  PENDING: "Pendiente",
} as const;
export const subscriptionStatusSchema = z.enum(keysOf(subscriptionStatusLabels));
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const paymentPeriodStatusLabels = {
  overdue: "Vencido",
  pending: "Pendiente",
  pay: "Pagado",
} as const;
export const paymentPeriodStatusSchema = z.enum(keysOf(paymentPeriodStatusLabels));
export type PaymentPeriodStatus = z.infer<typeof paymentPeriodStatusSchema>;

export const recurrentPaymentStatusLabels = {
  scheduled: "Programado",
  processed: "Procesado",
  recycling: "En reintento",
  cancelled: "Cancelado",
} as const;
export const recurrentPaymentStatusSchema = z.enum(keysOf(recurrentPaymentStatusLabels));
export type RecurrentPaymentStatus = z.infer<typeof recurrentPaymentStatusSchema>;

export const policyEntityStatusLabels = {
  ACTIVE: "Activa",
  CANCELED: "Cancelada",
  PENDING: "Pendiente",
  PROCESS_ACTIVATION: "En proceso de activación",
  PROCESS_CANCELLATION: "En proceso de cancelación",
  DECLINE: "Rechazada",
} as const;
export const policyEntityStatusSchema = z.enum(keysOf(policyEntityStatusLabels));
export type PolicyEntityStatus = z.infer<typeof policyEntityStatusSchema>;

/** Shared by employees, documents and organizations. */
export const entityStatusLabels = {
  ACTIVE: "Activo",
  PENDING: "Pendiente",
  INACTIVE: "Inactivo",
} as const;
export const entityStatusSchema = z.enum(keysOf(entityStatusLabels));
export type EntityStatus = z.infer<typeof entityStatusSchema>;

export const insuranceDocumentAiStatusLabels = {
  APPROVED: "Aprobado",
  PENDING: "Pendiente",
  REJECTED: "Rechazado",
  NO_ACTION: "Sin acción",
} as const;
export const insuranceDocumentAiStatusSchema = z.enum(keysOf(insuranceDocumentAiStatusLabels));
export type InsuranceDocumentAiStatus = z.infer<typeof insuranceDocumentAiStatusSchema>;

export const billingPaymentStatusLabels = {
  PENDING: "Pendiente",
  LATE: "Atrasado",
  PARTIAL: "Pago parcial",
  PAID: "Pagado",
  NA: "No aplica",
} as const;
export const billingPaymentStatusSchema = z.enum(keysOf(billingPaymentStatusLabels));
export type BillingPaymentStatus = z.infer<typeof billingPaymentStatusSchema>;

export const taxDocumentStatusLabels = {
  ACTIVE: "Vigente",
  CANCELLED: "Anulado",
} as const;
export const taxDocumentStatusSchema = z.enum(keysOf(taxDocumentStatusLabels));
export type TaxDocumentStatus = z.infer<typeof taxDocumentStatusSchema>;

/** Support tickets, labelled as the spec shows them. */
export const ticketStatusLabels = {
  new: "Nuevo",
  open: "Abierto",
  pending: "Pendiente",
  hold: "En Espera",
  solved: "Completado",
} as const;
export const ticketStatusSchema = z.enum(keysOf(ticketStatusLabels));
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const employeeMovementFilterLabels = {
  ALTAS: "Altas",
  BAJAS: "Bajas",
  TODAS: "Todas",
} as const;
export const employeeMovementFilterSchema = z.enum(keysOf(employeeMovementFilterLabels));
export type EmployeeMovementFilter = z.infer<typeof employeeMovementFilterSchema>;

/** Systems that start a background job. */
export const jobSourceLabels = {
  QPCRON: "Tarea programada",
  QPCLIENTS: "Portal de clientes",
  QPOPTIMIZE: "Optimize",
} as const;
export const jobSourceSchema = z.enum(keysOf(jobSourceLabels));
export type JobSource = z.infer<typeof jobSourceSchema>;

export const userStatusLabels = {
  Activo: "Activo",
  Inactivo: "Inactivo",
} as const;
export const userStatusSchema = z.enum(keysOf(userStatusLabels));
export type UserStatus = z.infer<typeof userStatusSchema>;

export const bulkLoadProcessLabels = {
  activation: "Alta masiva",
  cancellation: "Baja masiva",
} as const;
export const bulkLoadProcessSchema = z.enum(keysOf(bulkLoadProcessLabels));
export type BulkLoadProcess = z.infer<typeof bulkLoadProcessSchema>;

/** What an administrator decides on an employee's pending activation or cancellation. */
export const policyEmployeeActionLabels = {
  "process-activation:accept": "Aceptar alta",
  "process-activation:decline": "Rechazar alta",
  "process-cancellation:accept": "Aceptar baja",
  "process-cancellation:decline": "Rechazar baja",
} as const;
export const policyEmployeeActionSchema = z.enum(keysOf(policyEmployeeActionLabels));
export type PolicyEmployeeAction = z.infer<typeof policyEmployeeActionSchema>;

/** Health plan marketability as the plan data writes it. */
export const planCommercialStateLabels = {
  "Si Comer.": "Comercializable",
  "No Comer.": "No comercializable",
} as const;
export const planCommercialStateSchema = z.enum(keysOf(planCommercialStateLabels));
export type PlanCommercialState = z.infer<typeof planCommercialStateSchema>;

/** A plan's annual top (topeanual) of 0 means it has none. */
export function annualTopLabel(topeanual: number): string | null {
  return topeanual === 0 ? "Sin tope" : null;
}

export const seenFlagLabels = { true: "Visto", false: "No visto" } as const;

export function seenLabel(seen: boolean): string {
  return seen ? seenFlagLabels.true : seenFlagLabels.false;
}

/** Every state set by name, for back-office filters built from data. */
export const stateSets = {
  sale: saleStateLabels,
  payment: paymentStateLabels,
  form: formStatusLabels,
  subscription: subscriptionStatusLabels,
  paymentPeriod: paymentPeriodStatusLabels,
  recurrentPayment: recurrentPaymentStatusLabels,
  policyEntity: policyEntityStatusLabels,
  entity: entityStatusLabels,
  insuranceDocumentAi: insuranceDocumentAiStatusLabels,
  billingPayment: billingPaymentStatusLabels,
  taxDocument: taxDocumentStatusLabels,
  ticket: ticketStatusLabels,
  employeeMovementFilter: employeeMovementFilterLabels,
  jobSource: jobSourceLabels,
  user: userStatusLabels,
  bulkLoadProcess: bulkLoadProcessLabels,
  policyEmployeeAction: policyEmployeeActionLabels,
  planCommercialState: planCommercialStateLabels,
} as const satisfies Record<string, Labels>;
export type StateSetName = keyof typeof stateSets;
