import { LEAD_STATUS, leadStatusById, leadSubStatusById } from "./lead-status";

/**
 * The lead lifecycle: which status changes are legal (the reference data lists the statuses
 * and sub-statuses but not the transitions, so these are ours, written down once and read by
 * the API for every change, whether the purchase flow or a member of staff asks for it).
 *
 * A lead is in one status and at most one of that status's sub-statuses. A change names the
 * target status and, where the status has sub-statuses, one of them. A move inside one status
 * (a new sub-status) is always legal; a move to another status must be in `LEAD_TRANSITIONS`.
 * Failing a lead (Fallido) needs a failure reason; the API checks that the reason applies to
 * the sub-status, the request type and the country.
 */

const S = LEAD_STATUS;

/** The status a lead may move to from each status; statuses not listed as keys are final. */
export const LEAD_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  // A lead nobody has looked at yet
  [S.sinEstado]: [S.web, S.asignado, S.duplicado, S.eliminado, S.pruebas, S.clienteFalso],
  // A request from the site (a call request, a contact form)
  [S.web]: [
    S.asignado,
    S.porReasignar,
    S.resuelto,
    S.duplicado,
    S.eliminado,
    S.pruebas,
    S.clienteFalso,
  ],
  [S.porReasignar]: [S.asignado, S.eliminado],
  // An executive works the lead
  [S.asignado]: [
    S.agenda,
    S.interesa,
    S.porCerrar,
    S.resuelto,
    S.noInteresa,
    S.fallido,
    S.porReasignar,
    S.contratacionOnline,
    S.duplicado,
    S.clienteFalso,
    S.otro,
  ],
  [S.agenda]: [S.asignado, S.interesa, S.porCerrar, S.noInteresa, S.fallido],
  [S.interesa]: [S.agenda, S.porCerrar, S.contratacionOnline, S.noInteresa, S.fallido],
  [S.porCerrar]: [S.cerrado, S.interesa, S.noInteresa, S.fallido],
  // The online purchase: steps, then payment
  [S.contratacionOnline]: [
    S.pendienteDeConfirmacion,
    S.cerrado,
    S.asignado,
    S.noInteresa,
    S.fallido,
  ],
  [S.pendienteDeConfirmacion]: [S.cerrado, S.contratacionOnline, S.fallido],
  // A sale, and what may follow it
  [S.cerrado]: [S.clienteVigente, S.procesoDeDevolucion],
  [S.clienteVigente]: [S.procesoDeDevolucion],
  [S.procesoDeDevolucion]: [S.devuelto, S.clienteVigente],
  // A lost lead can be taken up again, or removed; a purchase failed as abandoned resumes
  // when the buyer comes back to the draft (the reminder's link outlives the abandonment)
  [S.fallido]: [S.asignado, S.contratacionOnline, S.eliminado],
  [S.noInteresa]: [S.asignado, S.eliminado],
};

/**
 * Statuses a lead never leaves (they have no entry in `LEAD_TRANSITIONS`).
 * @internal the tests check the table against it
 */
export const FINAL_LEAD_STATUSES = [
  S.eliminado,
  S.duplicado,
  S.resuelto,
  S.pruebas,
  S.clienteFalso,
  S.otro,
  S.devuelto,
] as const;

export interface LeadState {
  statusId: number;
  subStatusId: number | null;
}

export interface LeadChange extends LeadState {
  /** Required when failing a lead; see `failureNeedsReason`. */
  failureReasonId?: number | null;
}

export type LeadChangeRefusal =
  | "unknown-status"
  | "unknown-sub-status"
  | "sub-status-of-other-status"
  | "sub-status-required"
  | "illegal-transition"
  | "failure-reason-required"
  | "failure-reason-not-allowed";

/** Spanish messages of each refusal, as the API answers them. */
export const LEAD_CHANGE_MESSAGES: Readonly<Record<LeadChangeRefusal, string>> = {
  "unknown-status": "El estado indicado no existe",
  "unknown-sub-status": "El subestado indicado no existe",
  "sub-status-of-other-status": "El subestado indicado no pertenece a ese estado",
  "sub-status-required": "Debes indicar un subestado para ese estado",
  "illegal-transition": "No se puede pasar la solicitud de ese estado al indicado",
  "failure-reason-required": "Debes indicar el motivo de fallo",
  "failure-reason-not-allowed": "Solo una solicitud fallida lleva motivo de fallo",
};

/** Statuses whose sub-status must be named in every change (their sub-statuses say what happened). */
const SUB_STATUS_REQUIRED = new Set<number>([
  S.contratacionOnline,
  S.pendienteDeConfirmacion,
  S.cerrado,
  S.fallido,
]);

/** Whether a move from one status to another is legal (a move inside one status always is). */
export function canMoveLead(fromStatusId: number, toStatusId: number): boolean {
  if (fromStatusId === toStatusId) return true;
  return (LEAD_TRANSITIONS[fromStatusId] ?? []).includes(toStatusId);
}

/** Failing a lead (status Fallido) needs a failure reason; no other status takes one. */
export function failureNeedsReason(statusId: number): boolean {
  return statusId === S.fallido;
}

/**
 * Checks a change of a lead from `from` (null for a new lead) to `to`. Returns null when it
 * is legal, or why it is not. A new lead may start in any status.
 */
export function checkLeadChange(from: LeadState | null, to: LeadChange): LeadChangeRefusal | null {
  if (!leadStatusById(to.statusId)) return "unknown-status";
  if (to.subStatusId !== null) {
    const subStatus = leadSubStatusById(to.subStatusId);
    if (!subStatus) return "unknown-sub-status";
    if (!(subStatus.parentIds as readonly number[]).includes(to.statusId)) {
      return "sub-status-of-other-status";
    }
  } else if (SUB_STATUS_REQUIRED.has(to.statusId)) {
    return "sub-status-required";
  }
  if (from && !canMoveLead(from.statusId, to.statusId)) return "illegal-transition";
  const hasReason = to.failureReasonId !== undefined && to.failureReasonId !== null;
  if (failureNeedsReason(to.statusId) && !hasReason) return "failure-reason-required";
  if (!failureNeedsReason(to.statusId) && hasReason) return "failure-reason-not-allowed";
  return null;
}

/**
 * Every legal move between two different statuses.
 * @internal the tests walk each one, in the domain and through the API
 */
export function allLeadTransitions(): Array<{ from: number; to: number }> {
  return Object.entries(LEAD_TRANSITIONS).flatMap(([from, targets]) =>
    targets.map((to) => ({ from: Number(from), to })),
  );
}
