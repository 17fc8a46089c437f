import { z } from "zod";

/** Feedback about a request (api/feedbacks). */

export const FEEDBACK_NOT_FOUND_MESSAGE = "Comentario no encontrado";

export const feedbackRequestSchema = z.object({
  /** The lead the feedback is about. */
  leadId: z.uuid({ error: "Identificador de solicitud inválido" }).nullish(),
  /** 1 (bad) to 5 (very good). */
  rating: z
    .number({ error: "La calificación debe ser un número de 1 a 5" })
    .int("La calificación debe ser un número de 1 a 5")
    .min(1, "La calificación debe ser un número de 1 a 5")
    .max(5, "La calificación debe ser un número de 1 a 5"),
  comment: z.string().trim().max(2000).nullish(),
  email: z.email({ error: "Ingresa un correo electrónico válido" }).nullish(),
  origin: z.string().max(500).nullish(),
});

export const feedbackPatchSchema = feedbackRequestSchema
  .omit({ leadId: true })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "Indica al menos un campo para actualizar",
  });

export const feedbackSchema = z.object({
  id: z.number().int(),
  leadId: z.uuid().nullable(),
  rating: z.number().int(),
  comment: z.string().nullish(),
  email: z.string().nullish(),
  origin: z.string().nullish(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
