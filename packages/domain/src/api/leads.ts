import { z } from "zod";
import { additionalInsuranceRequestSchema, contactRequestSchema, planRequestSchema } from "../lead";

/**
 * Lead requests as the API accepts them: the request payloads of the domain
 * with the API's Spanish messages, the consent flag required on every kind,
 * and the update bodies (the lead id plus any field to change).
 */

export const CONSENT_REQUIRED_MESSAGE =
  "Debes aceptar los términos y condiciones para enviar tu solicitud";
export const NAME_MESSAGE =
  "Ingresa un nombre válido: al menos 2 letras, solo letras, espacios y guiones";
export const PHONE_MESSAGE = "Ingresa un teléfono válido";
export const EMAIL_MESSAGE = "Ingresa un correo electrónico válido";
export const LEAD_ID_MESSAGE = "Identificador de solicitud inválido";
export const LEAD_NOT_FOUND_MESSAGE = "Solicitud no encontrada";

export const leadKindSchema = z.enum(["plan", "additionalInsurance", "contact"]);
export type LeadKind = z.infer<typeof leadKindSchema>;

const agree = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });
const nombre = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .regex(/^[\p{L}\s-]+$/u, NAME_MESSAGE)
  .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, NAME_MESSAGE);
const telefono = z.string({ error: PHONE_MESSAGE }).regex(/^\+?\d{1,3}\d{7,14}$/, PHONE_MESSAGE);
const email = z.email({ error: EMAIL_MESSAGE });
/** Version of the consent text the visitor accepted; the server's current one when absent. */
const consentVersion = z.string().trim().min(1).max(100).nullish();

export const planLeadRequestSchema = planRequestSchema.extend({
  nombre,
  telefono,
  email,
  agree,
  consentVersion,
});

export const additionalInsuranceLeadRequestSchema = additionalInsuranceRequestSchema.extend({
  nombre,
  telefono,
  email,
  agree,
  consentVersion,
  fechanacimiento: z.iso.date({ error: "Ingresa una fecha de nacimiento válida (AAAA-MM-DD)" }),
});

export const contactLeadRequestSchema = contactRequestSchema.extend({
  nombre,
  email,
  telefono: telefono.nullish(),
  agree,
  consentVersion,
  /** Free text of the visitor. */
  mensaje: z.string().max(2000).nullish(),
});

const leadId = z.uuid({ error: LEAD_ID_MESSAGE });

/** POST api/solicitarplans/update: the lead id and the fields that change. */
export const planLeadUpdateSchema = planLeadRequestSchema.partial().extend({ id: leadId });

/** POST api/seguro-adicional/update. */
export const additionalInsuranceLeadUpdateSchema = additionalInsuranceLeadRequestSchema
  .partial()
  .extend({ id: leadId });

/** Answer of a stored or updated lead. */
export const leadReceiptSchema = z.object({
  id: z.uuid(),
  kind: leadKindSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** What a feedback page may read of a lead (GET /api/feedbacks/getLead/{id}/{email}). */
export const leadSummarySchema = z.object({
  id: z.uuid(),
  kind: leadKindSchema,
  nombre: z.string().nullable(),
  productCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
