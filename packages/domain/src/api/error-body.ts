import { z } from "zod";

/** Error bodies the API answers with, and the fixed Spanish texts it uses. */

export const INVALID_DATA_MESSAGE = "Datos inválidos";
export const ROUTE_NOT_FOUND_MESSAGE = "Ruta no encontrada";
export const INTERNAL_ERROR_MESSAGE = "Error interno del servidor";
export const INVALID_JSON_MESSAGE = "El cuerpo de la solicitud no es un JSON válido";

/** One field problem: `path` joins the field path with dots ('cotizante.0.edad'); '' is the whole body. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Any error answer: a Spanish `error`, optionally a longer `message`, field issues or the path. */
export const errorBodySchema = z.object({
  error: z.string(),
  /** The error's type where a client acts on it (the spec's PASSWORD_EXPIRED, DISABLED_USER…). */
  code: z.string().optional(),
  message: z.string().optional(),
  issues: z.array(validationIssueSchema).optional(),
  path: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 400 for malformed input, field by field. */
export const validationErrorBodySchema = z.object({
  error: z.literal(INVALID_DATA_MESSAGE),
  issues: z.array(validationIssueSchema),
});
