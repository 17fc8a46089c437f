import { z } from "zod";
import { profileFormSchema, profileValidationSetSchema } from "../profile-form";
import { labelLanguageParamSchema } from "./query-params";

/** Requests and answers of /api/profile-form/form and /api/profile-form/data. */

export const profileFormQuerySchema = z.object({
  productTypeName: z
    .string({ error: "productTypeName es requerido" })
    .trim()
    .min(1, "productTypeName es requerido"),
  /**
   * The spec's flag asking for a fresh form. A flag, not any text: every distinct value is an
   * entry of the read cache, so free text let anyone force a fresh computation per request.
   * Refreshing for real is staff's forceRefresh.
   */
  refresh: z.enum(["true", "false", "1", "0"], { error: "refresh solo admite 1 o 0" }).optional(),
  lang: labelLanguageParamSchema("the form's labels, placeholders, helpers, options and messages"),
});

/** POST /api/profile-form/data's query: the language of the verdict's message. */
export const profileFormVerdictQuerySchema = z.object({
  lang: labelLanguageParamSchema("the verdict's message and the field names it lists"),
});

/** data.profileForm as the site reads it, plus the validation rule set of its form class. */
export const profileFormDataSchema = z.object({
  profileForm: profileFormSchema,
  validation: profileValidationSetSchema,
});
export type ProfileFormData = z.infer<typeof profileFormDataSchema>;

/** POST /api/profile-form/data: the submitted form values and the product type. */
export const profileFormSubmissionSchema = z.object({
  form: z.record(z.string(), z.unknown()),
  productType: z.object({ name: z.string().trim().min(1, "productType.name es requerido") }),
});

/** The verdict on a submitted form. */
export const profileFormVerdictSchema = z.object({
  valid: z.boolean(),
  ingresodatos: z.boolean(),
  message: z.string(),
  /** Values after defaults were applied (empty cotizante_sexo becomes Masculino). */
  form: z.record(z.string(), z.unknown()),
});
export type ProfileFormVerdict = z.infer<typeof profileFormVerdictSchema>;
