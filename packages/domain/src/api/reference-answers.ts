import { z } from "zod";
import { labelTranslationsSchema } from "../label-translations";

/**
 * Small reference answers of the API that are not entities elsewhere:
 * business lines, information pages, FAQs, the UF value, the deployed
 * version, chat availability and organization counts.
 */

export const businessLineSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  url: z.string().nullish(),
  icon: z.string().nullish(),
  /** displayName in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});
export type BusinessLine = z.infer<typeof businessLineSchema>;

/** A content page by name (/api/information/{name}). */
export const informationPageSchema = z.looseObject({
  name: z.string(),
  title: z.string(),
  /** HTML fragment. */
  content: z.string(),
  updatedAt: z.iso.date().nullish(),
});
export type InformationPage = z.infer<typeof informationPageSchema>;

export const faqSchema = z.looseObject({
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** The UF value in pesos and the day it applies to. */
export const ufValueSchema = z.object({
  value: z.number().positive(),
  date: z.iso.date(),
});
export type UfValue = z.infer<typeof ufValueSchema>;

/** GET /api/qp-version: the deployed version under the key the site reads. */
export const qpVersionAnswerSchema = z.object({ "qp-version": z.string() });

/** GET /api/chat/available: data.active. */
export const chatAvailableAnswerSchema = z.object({ data: z.object({ active: z.boolean() }) });

export const organizationCountSchema = z.object({
  organizationId: z.number().int(),
  count: z.number().int().nonnegative(),
});

export const insuranceTypeCountSchema = z.object({
  insuranceTypeId: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  count: z.number().int().nonnegative(),
});

/** A referral advisor or executive as the catalogue stores it (never answered whole). */
/**
 * An advisor's public reference: random and unguessable, the only way to name an advisor
 * from outside (their links, /api/users/{id}); the numeric id is sequential and stays inside.
 */
export const advisorReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "La referencia del asesor no es válida");

export const advisorSchema = z.looseObject({
  id: z.number().int(),
  reference: advisorReferenceSchema,
  name: z.string(),
  email: z.string(),
  status: z.enum(["Activo", "Inactivo"]).nullish(),
});
export type Advisor = z.infer<typeof advisorSchema>;

/**
 * A user as /api/users/{id} answers it (the id is the advisor's opaque reference): only what
 * a visitor's referral banner shows. An advisor's e-mail is not public.
 */
export const publicUserSchema = z.object({
  name: z.string(),
  status: z.enum(["Activo", "Inactivo"]).nullish(),
});

export const referralLookupQuerySchema = z.object({
  email: z.email({ error: "Ingresa un correo electrónico válido" }).max(50),
});

export const REFERRAL_NOT_FOUND_MESSAGE = "Asesor no encontrado";
export const USER_NOT_FOUND_MESSAGE = "Usuario no encontrado";
export const ORGANIZATION_NOT_FOUND_MESSAGE = "Organización no encontrada";
export const PRODUCT_NOT_FOUND_MESSAGE = "Producto no encontrado";
export const INFORMATION_NOT_FOUND_MESSAGE = "Información no encontrada";
export const PARTNER_NOT_FOUND_MESSAGE = "Socio no encontrado";
export const PROFILE_FORM_NOT_FOUND_MESSAGE = "Formulario de perfil no encontrado";
