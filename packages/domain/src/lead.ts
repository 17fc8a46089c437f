import { z } from "zod";
import { leadAttributionListSchema } from "./lead-attribution";
import { visitorProfileSchema } from "./profile";

/**
 * Request (lead) payloads sent by the site: plan request, additional-insurance
 * request and contact request (profile spec §3 "Request payloads", "Lead
 * attribution entry"; §7 api/solicitarplans, api/seguro-adicional/solicitar,
 * api/contactos). Unknown keys are dropped, not refused.
 */

/** At least 2 letters; letters (accented too), spaces and hyphens only. */
export const personNameSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\s-]+$/u, "Only letters, spaces and hyphens")
  .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, "At least 2 letters");

/** Optional '+', 1 to 3 digits of country code, then 7 to 14 digits. */
export const phoneSchema = z.string().regex(/^\+?\d{1,3}\d{7,14}$/, "Invalid phone number");

/** Request for a plan or insurance (POST api/solicitarplans). */
export const planRequestSchema = z.object({
  nombre: personNameSchema,
  /** National id of the applicant; its format depends on the country. */
  rutsolicitud: z.string().trim().min(1),
  rutsolicitudpareja: z.string().trim().nullish(),
  email: z.email(),
  telefono: phoneSchema,
  /** Acceptance of the terms: the request is refused unless it is true. */
  agree: z.literal(true, { error: "The terms must be accepted" }),
  /** Path the request was sent from. */
  origin: z.string().min(1),
  hasOnlineOnboarding: z.boolean().nullish(),
  isInternalTraffic: z.boolean().nullish(),
  /** Version of the consent text the visitor accepted. */
  consentVersion: z.string().nullish(),
  productId: z.number().int().nullish(),
  productCode: z.string().nullish(),
  /** Price shown to the visitor; missing or zero is logged as a wrong price but accepted. */
  price: z.number().nonnegative().nullish(),
  profile: visitorProfileSchema.nullish(),
  /** How the visitor arrived (lead attribution), as for the contact request. */
  leadAttributionInfo: leadAttributionListSchema.nullish(),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** Request for an additional insurance (POST api/seguro-adicional/solicitar). */
export const additionalInsuranceRequestSchema = planRequestSchema.extend({
  /** Birth date, ISO (YYYY-MM-DD). */
  fechanacimiento: z.iso.date(),
  isPayment: z.boolean().nullish(),
  sellerDNI: z.string().nullish(),
});

/** Contact request (POST api/contactos). */
export const contactRequestSchema = z.object({
  nombre: personNameSchema,
  email: z.email(),
  telefono: phoneSchema.nullish(),
  productType: z.string().nullish(),
  businessLine: z.string().nullish(),
  /** Profile data the visitor entered, as sent by the form. */
  datosingresados: z.union([z.boolean(), z.record(z.string(), z.unknown())]).nullish(),
  leadAttributionInfo: leadAttributionListSchema.nullish(),
  origin_url: z.string().nullish(),
  originLead: z.string().nullish(),
});
