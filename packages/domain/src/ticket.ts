import { z } from "zod";

/** Support tickets of the client portal (profile spec §3, back-office spec §4 "Ticket"). */

export const ticketStatusSchema = z.enum(["new", "open", "pending", "hold", "solved"]);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** How each status is shown. */
export const ticketStatusLabels = {
  new: "Nuevo",
  open: "Abierto",
  pending: "Pendiente",
  hold: "En Espera",
  solved: "Completado",
} as const satisfies Record<TicketStatus, string>;

export const ticketSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]),
  subject: z.string().nullish(),
  status: ticketStatusSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;
