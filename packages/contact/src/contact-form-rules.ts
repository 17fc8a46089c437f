import { ApiError, type Refusal, refusalOf } from "@qs/api-client/api-client";
import type { ContactLeadRequest } from "@qs/domain/api/leads";
import type { Language } from "@qs/domain/country-config";
import { REQUIRED_MESSAGE } from "@qs/domain/validators";

/**
 * The contact form's rules (profile spec §3 "Request payloads", §7 POST api/contactos): what
 * the visitor types, the few checks made before sending (required fields), the request body,
 * and where the API's field messages go. The formats (name, e-mail, phone, consent) are the
 * API's to judge: its Spanish messages are shown beside the fields they name, so the site and
 * the API can never disagree on a rule.
 */

export interface ContactFormValues {
  nombre: string;
  email: string;
  telefono: string;
  mensaje: string;
  productType: string;
  businessLine: string;
  agree: boolean;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm: ContactFormValues = {
  nombre: "",
  email: "",
  telefono: "",
  mensaje: "",
  productType: "",
  businessLine: "",
  agree: false,
};

/** Where a contact request says it came from (`originLead`). */
export const CONTACT_ORIGIN_LEAD = "contacto";

const FIELDS: readonly ContactField[] = [
  "nombre",
  "email",
  "telefono",
  "mensaje",
  "productType",
  "businessLine",
  "agree",
];

/** The phone as sent: spaces, dashes and parentheses removed. */
export function cleanContactPhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
}

/** Required fields left empty; every other rule is the API's. */
export function missingContactFields(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.nombre.trim()) errors.nombre = REQUIRED_MESSAGE;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGE;
  return errors;
}

/** The form's values from its posted fields (the form sent without JavaScript). */
export function contactFormValues(fields: { get(name: string): string | null }): ContactFormValues {
  const text = (name: Exclude<ContactField, "agree">) => fields.get(name) ?? "";
  return {
    nombre: text("nombre"),
    email: text("email"),
    telefono: text("telefono"),
    mensaje: text("mensaje"),
    productType: text("productType"),
    businessLine: text("businessLine"),
    agree: fields.get("agree") !== null,
  };
}

/**
 * The body of POST api/contactos. `datosingresados` holds what the visitor typed besides their
 * identity (message, product type, business line), as the form sent it; optional fields left
 * empty are sent as null.
 */
export function buildContactRequest(input: {
  values: ContactFormValues;
  language: Language;
  originUrl: string;
  leadAttribution: unknown[];
}): ContactLeadRequest {
  const { values } = input;
  const optional = (value: string) => value.trim() || null;
  const mensaje = optional(values.mensaje);
  const productType = optional(values.productType);
  const businessLine = optional(values.businessLine);
  return {
    nombre: values.nombre.trim(),
    email: values.email.trim(),
    telefono: optional(cleanContactPhone(values.telefono)),
    mensaje,
    productType,
    businessLine,
    agree: values.agree as true,
    consentLanguage: input.language,
    datosingresados: { mensaje, productType, businessLine },
    leadAttributionInfo: input.leadAttribution as ContactLeadRequest["leadAttributionInfo"],
    origin_url: input.originUrl,
    originLead: CONTACT_ORIGIN_LEAD,
  };
}

/** What an API refusal means for the form: messages by field, and one for the whole form. */
export type ContactRefusal = Refusal<ContactField>;

/**
 * Reads an error of the request core (`ApiError`: status and the API's JSON body). Field
 * issues go beside their field (the first message of each); a refusal without issues (429,
 * 409) carries its own Spanish text for the form; anything else is null: the caller shows its
 * generic failure.
 */
export function contactRefusal(error: unknown): ContactRefusal | null {
  return refusalOf(error, (path) =>
    FIELDS.includes(path as ContactField) ? (path as ContactField) : null,
  );
}

/** What sending the form came to: sent, or the messages to show with everything typed kept. */
export type ContactOutcome =
  | { sent: true }
  | {
      sent: false;
      errors: ContactFormErrors;
      /** A message for the whole form, or null. */
      message: string | null;
      /** The API could not be reached or failed: the generic failure, to send again. */
      failure: boolean;
    };

/**
 * Sends the form, in the browser and on the site's server alike: the required fields are
 * checked first (nothing is sent without them), then the request is built and `send` sends it;
 * the API's refusal puts its messages beside their fields.
 */
export async function submitContactForm(
  values: ContactFormValues,
  input: {
    language: Language;
    originUrl: string;
    leadAttribution: unknown[];
    send: (request: ContactLeadRequest) => Promise<unknown>;
  },
): Promise<ContactOutcome> {
  const missing = missingContactFields(values);
  if (Object.keys(missing).length > 0) {
    return { sent: false, errors: missing, message: null, failure: false };
  }
  const request = buildContactRequest({
    values,
    language: input.language,
    originUrl: input.originUrl,
    leadAttribution: input.leadAttribution,
  });
  try {
    await input.send(request);
    return { sent: true };
  } catch (error) {
    const refusal = error instanceof ApiError ? contactRefusal(error) : null;
    return refusal
      ? { sent: false, errors: refusal.fields, message: refusal.form, failure: false }
      : { sent: false, errors: {}, message: null, failure: true };
  }
}
