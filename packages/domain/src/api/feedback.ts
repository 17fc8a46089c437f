import { z } from "zod";
import { accessTokenSchema } from "./access-token";
import { MAX_COMMENT_LENGTH, MAX_EMAIL_LENGTH } from "./input-bounds";

/**
 * Feedback about a request (api/feedbacks). A feedback is reached only through the token
 * its creator received (`/api/feedbacks/{token}`); it is tied to a lead by the lead's own
 * token, never by an id, and answers never carry an id or an e-mail.
 */

export const FEEDBACK_NOT_FOUND_MESSAGE = "Comentario no encontrado";

export const feedbackRequestSchema = z.object({
  /** The access token of the lead the feedback is about (from the lead's receipt). */
  leadToken: accessTokenSchema.nullish(),
  /** 1 (bad) to 5 (very good). */
  rating: z
    .number({ error: "La calificación debe ser un número de 1 a 5" })
    .int("La calificación debe ser un número de 1 a 5")
    .min(1, "La calificación debe ser un número de 1 a 5")
    .max(5, "La calificación debe ser un número de 1 a 5"),
  comment: z
    .string()
    .trim()
    .max(MAX_COMMENT_LENGTH, `El comentario admite hasta ${MAX_COMMENT_LENGTH} caracteres`)
    .nullish(),
  email: z
    .email({ error: "Ingresa un correo electrónico válido" })
    .max(MAX_EMAIL_LENGTH, "Ingresa un correo electrónico válido")
    .nullish(),
  origin: z.string().max(500).nullish(),
});

export const feedbackPatchSchema = feedbackRequestSchema
  .omit({ leadToken: true })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "Indica al menos un campo para actualizar",
  });

/** A feedback as GET and PATCH /api/feedbacks/{token} answer it: no id, no lead, no e-mail. */
export const feedbackSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullish(),
  origin: z.string().nullish(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** 201 of POST /api/feedbacks: the feedback and its token, given once to its creator. */
export const feedbackReceiptSchema = feedbackSchema.extend({ accessToken: accessTokenSchema });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
