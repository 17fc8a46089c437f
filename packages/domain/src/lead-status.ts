import { z } from "zod";

/**
 * Lead (solicitud / prospecto) statuses and their sub-statuses
 * (reference-data spec §3 and §4). Transitions between statuses are not part of
 * the reference data.
 *
 * Colours: the spec lists the palette (secondary, progress, closed, fail,
 * pending, porCerrar, success) but not which status wears which. Ours:
 * - secondary: no outcome yet or outside the funnel (Sin Estado, Duplicado, Pruebas QP, Otro);
 * - progress: being worked (Asignado, Web, Interesa, Contratacion Online);
 * - pending: waiting on someone (Por Reasignar, Agenda, Proceso de Devolución, Pendiente de confirmación);
 * - porCerrar: Por Cerrar;
 * - success: won (Resuelto, Cliente Vigente);
 * - closed: finished (Cerrado, Devuelto);
 * - fail: lost or invalid (Fallido, Eliminado, No interesa, Cliente Falso).
 * Sub-statuses take the colour of their (first) parent.
 */

export const leadStatusColors = [
  "secondary",
  "progress",
  "closed",
  "fail",
  "pending",
  "porCerrar",
  "success",
] as const;
export const leadStatusColorSchema = z.enum(leadStatusColors);

export const leadStatusSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Shorter label where the spec gives one (97 Pruebas QP is also called Prueba). */
  shortName: z.string().min(1).optional(),
  color: leadStatusColorSchema,
});
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const leadStatuses = [
  { id: 1, name: "Sin Estado", color: "secondary" },
  { id: 2, name: "Asignado", color: "progress" },
  { id: 3, name: "Cerrado", color: "closed" },
  { id: 4, name: "Fallido", color: "fail" },
  { id: 5, name: "Eliminado", color: "fail" },
  { id: 6, name: "Duplicado", color: "secondary" },
  { id: 7, name: "Por Reasignar", color: "pending" },
  { id: 8, name: "Web", color: "progress" },
  { id: 9, name: "Por Cerrar", color: "porCerrar" },
  { id: 10, name: "Resuelto", color: "success" },
  { id: 11, name: "Cliente Vigente", color: "success" },
  { id: 12, name: "No interesa", color: "fail" },
  { id: 13, name: "Agenda", color: "pending" },
  { id: 14, name: "Interesa", color: "progress" },
  { id: 97, name: "Pruebas QP", shortName: "Prueba", color: "secondary" },
  { id: 98, name: "Cliente Falso", color: "fail" },
  { id: 99, name: "Otro", color: "secondary" },
  { id: 100, name: "Proceso de Devolución", color: "pending" },
  { id: 101, name: "Devuelto", color: "closed" },
  { id: 500, name: "Contratacion Online", color: "progress" },
  { id: 501, name: "Pendiente de confirmación", color: "pending" },
] as const satisfies readonly LeadStatus[];

export type LeadStatusId = (typeof leadStatuses)[number]["id"];

/** Status ids by meaning, for code that must name one. */
export const LEAD_STATUS = {
  sinEstado: 1,
  asignado: 2,
  cerrado: 3,
  fallido: 4,
  eliminado: 5,
  duplicado: 6,
  porReasignar: 7,
  web: 8,
  porCerrar: 9,
  resuelto: 10,
  clienteVigente: 11,
  noInteresa: 12,
  agenda: 13,
  interesa: 14,
  pruebas: 97,
  clienteFalso: 98,
  otro: 99,
  procesoDeDevolucion: 100,
  devuelto: 101,
  contratacionOnline: 500,
  pendienteDeConfirmacion: 501,
} as const satisfies Record<string, LeadStatusId>;

export const leadSubStatusSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  color: leadStatusColorSchema,
  /** Parent status ids; a sub-status may belong to more than one status (330 Recaudación). */
  parentIds: z.array(z.number().int().positive()).min(1).readonly(),
});
export type LeadSubStatus = z.infer<typeof leadSubStatusSchema>;

/**
 * Sub-statuses by parent, in the spec's order. The names of 206 to 211 (under
 * No interesa) are not given by the spec: the ones below are ours, the usual
 * "not interested" reasons of a sales CRM; replace them when the real names are known.
 */
export const leadSubStatuses = [
  { id: 200, name: "En Gestión", color: "progress", parentIds: [2] },
  { id: 201, name: "Contactado", color: "progress", parentIds: [2] },
  { id: 202, name: "Interesado", color: "progress", parentIds: [2] },
  { id: 203, name: "Retomar Prospecto", color: "progress", parentIds: [2] },
  { id: 217, name: "Reunión Concretada", color: "progress", parentIds: [2] },

  { id: 204, name: "Con cliente", color: "progress", parentIds: [500] },
  { id: 205, name: "Recaudación", color: "progress", parentIds: [500] },
  { id: 300, name: "Datos personales", color: "progress", parentIds: [500] },
  { id: 301, name: "Estado de salud", color: "progress", parentIds: [500] },
  { id: 302, name: "Firma contratante", color: "progress", parentIds: [500] },
  { id: 303, name: "Pago", color: "progress", parentIds: [500] },
  { id: 304, name: "Datos empresa", color: "progress", parentIds: [500] },
  { id: 305, name: "Datos empleados", color: "progress", parentIds: [500] },
  { id: 330, name: "Recaudación", color: "progress", parentIds: [500, 501] },

  { id: 206, name: "Ya tiene seguro vigente", color: "fail", parentIds: [12] },
  { id: 207, name: "Precio fuera de presupuesto", color: "fail", parentIds: [12] },
  { id: 208, name: "Solo estaba cotizando", color: "fail", parentIds: [12] },
  { id: 209, name: "Contrató con otra compañía", color: "fail", parentIds: [12] },
  { id: 210, name: "No cumple los requisitos del plan", color: "fail", parentIds: [12] },
  { id: 211, name: "Pidió no ser contactado", color: "fail", parentIds: [12] },
  { id: 404, name: "Seguro individual", color: "fail", parentIds: [12] },
  { id: 405, name: "Seguro de vida", color: "fail", parentIds: [12] },

  { id: 212, name: "videollamada", color: "pending", parentIds: [13] },
  { id: 213, name: "teléfono", color: "pending", parentIds: [13] },
  { id: 214, name: "correo", color: "pending", parentIds: [13] },

  { id: 215, name: "Pendiente envío de nómina", color: "progress", parentIds: [14] },
  { id: 216, name: "Pendiente envío de firma", color: "progress", parentIds: [14] },

  { id: 406, name: "Sin contacto", color: "fail", parentIds: [4] },
  { id: 401, name: "No Contactado", color: "fail", parentIds: [4] },
  { id: 402, name: "No le interesa", color: "fail", parentIds: [4] },
  { id: 403, name: "No avanza", color: "fail", parentIds: [4] },

  { id: 331, name: "Web-Subscripción activa", color: "closed", parentIds: [3] },
  { id: 332, name: "Web-Pago único", color: "closed", parentIds: [3] },
  { id: 333, name: "Web-Transferencia no automática", color: "closed", parentIds: [3] },
] as const satisfies readonly LeadSubStatus[];

const statusesById = new Map<number, LeadStatus>(leadStatuses.map((status) => [status.id, status]));
const subStatusesById = new Map<number, LeadSubStatus>(
  leadSubStatuses.map((subStatus) => [subStatus.id, subStatus]),
);

export function leadStatusById(id: number): LeadStatus | undefined {
  return statusesById.get(id);
}

export function leadSubStatusById(id: number): LeadSubStatus | undefined {
  return subStatusesById.get(id);
}

/** Sub-statuses that belong to a status, in catalogue order; empty for a status without any. */
export function subStatusesOf(parentId: number): LeadSubStatus[] {
  return leadSubStatuses.filter((subStatus) =>
    (subStatus.parentIds as readonly number[]).includes(parentId),
  );
}
