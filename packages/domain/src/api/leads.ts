import { z } from "zod";
import { languageSchema } from "../country-config";
import { additionalInsuranceRequestSchema, contactRequestSchema, planRequestSchema } from "../lead";
import { accessTokenSchema } from "./access-token";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "./input-bounds";

/**
 * Lead requests as the API accepts them: the request payloads of the domain
 * with the API's Spanish messages, the consent flag required on every kind,
 * and the update bodies (the lead's access token plus any field to change).
 * A lead is reached only through the token its creator received: its id never
 * leaves the server.
 */

export const CONSENT_REQUIRED_MESSAGE =
  "Debes aceptar los términos y condiciones para enviar tu solicitud";
export const NAME_MESSAGE =
  "Ingresa un nombre válido: al menos 2 letras, solo letras, espacios y guiones";
export const PHONE_MESSAGE = "Ingresa un teléfono válido";
export const EMAIL_MESSAGE = "Ingresa un correo electrónico válido";
export const LEAD_NOT_FOUND_MESSAGE = "Solicitud no encontrada";

export const leadKindSchema = z.enum(["plan", "additionalInsurance", "contact"]);
export type LeadKind = z.infer<typeof leadKindSchema>;

const agree = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });
const nombre = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .max(MAX_NAME_LENGTH, NAME_MESSAGE)
  .regex(/^[\p{L}\s-]+$/u, NAME_MESSAGE)
  .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, NAME_MESSAGE);
const telefono = z
  .string({ error: PHONE_MESSAGE })
  .max(MAX_PHONE_LENGTH, PHONE_MESSAGE)
  .regex(/^\+?\d{1,3}\d{7,14}$/, PHONE_MESSAGE);
const email = z.email({ error: EMAIL_MESSAGE }).max(MAX_EMAIL_LENGTH, EMAIL_MESSAGE);
/**
 * Version of the consent text (purpose `solicitud`) the visitor accepted: it must be the
 * registry's current one for the country; the current one when absent.
 */
const consentVersion = z.string().trim().min(1).max(100).nullish();
/** Language the consent text was shown in; Spanish when absent. */
const consentLanguage = languageSchema.nullish();

export const planLeadRequestSchema = planRequestSchema.extend({
  nombre,
  telefono,
  email,
  agree,
  consentVersion,
  consentLanguage,
});

export const additionalInsuranceLeadRequestSchema = additionalInsuranceRequestSchema.extend({
  nombre,
  telefono,
  email,
  agree,
  consentVersion,
  consentLanguage,
  fechanacimiento: z.iso.date({ error: "Ingresa una fecha de nacimiento válida (AAAA-MM-DD)" }),
});

export const contactLeadRequestSchema = contactRequestSchema.extend({
  nombre,
  email,
  telefono: telefono.nullish(),
  agree,
  consentVersion,
  consentLanguage,
  /** Free text of the visitor. */
  mensaje: z.string().max(2000).nullish(),
});
/** The body of POST api/contactos as the site sends it. */
export type ContactLeadRequest = z.input<typeof contactLeadRequestSchema>;

/** POST api/solicitarplans/update: the lead's access token and the fields that change. */
export const planLeadUpdateSchema = planLeadRequestSchema
  .partial()
  .omit({ consentVersion: true, consentLanguage: true })
  .extend({ accessToken: accessTokenSchema });

/** POST api/seguro-adicional/update. */
export const additionalInsuranceLeadUpdateSchema = additionalInsuranceLeadRequestSchema
  .partial()
  .omit({ consentVersion: true, consentLanguage: true })
  .extend({ accessToken: accessTokenSchema });

/**
 * Answer of a stored or updated lead. `accessToken` is the lead's capability: with it the
 * visitor updates the request, leaves feedback about it and sees, exports or deletes what
 * is stored (Mis datos). A retry with the same Idempotency-Key gets the same receipt.
 */
export const leadReceiptSchema = z.object({
  accessToken: accessTokenSchema,
  kind: leadKindSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** What a feedback page may read of a lead (GET /api/feedbacks/getLead/{token}/{email}). */
export const leadSummarySchema = z.object({
  kind: leadKindSchema,
  nombre: z.string().nullable(),
  productCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
