import { type Refusal, refusalOf } from "@qs/api-client/api-client";
import {
  CONSENT_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_MESSAGE,
} from "@qs/domain/api/leads";
import type { IdentificationRule } from "@qs/domain/country-config";
import type { PlanRequest } from "@qs/domain/lead";
import type { ProductItem } from "@qs/domain/product";
import { formatRut } from "@qs/domain/rut";
import { validateIdentification } from "@qs/domain/validate-identification";
import { REQUIRED_MESSAGE } from "@qs/domain/validators";

/** What the visitor types in the request form. */
export interface RequestFormValues {
  nombre: string;
  identificacion: string;
  email: string;
  telefono: string;
  agree: boolean;
}

export type RequestFormErrors = Partial<Record<keyof RequestFormValues, string>>;

export const emptyRequestForm: RequestFormValues = {
  nombre: "",
  identificacion: "",
  email: "",
  telefono: "",
  agree: false,
};

/** The form's values from its posted fields (the form sent without JavaScript). */
export function requestFormValues(fields: { get(name: string): string | null }): RequestFormValues {
  return {
    nombre: fields.get("nombre") ?? "",
    identificacion: fields.get("identificacion") ?? "",
    email: fields.get("email") ?? "",
    telefono: fields.get("telefono") ?? "",
    agree: fields.get("agree") !== null,
  };
}

/** The form's field of each field of the request body the API may refuse. */
const REFUSED_FIELDS: Readonly<Record<string, keyof RequestFormValues>> = {
  nombre: "nombre",
  rutsolicitud: "identificacion",
  email: "email",
  telefono: "telefono",
  agree: "agree",
};

/**
 * What the API's refusal of a request (a 4xx) means for the form: its messages beside the
 * fields they name, one for the whole form otherwise (too many requests, a partner's rule);
 * null for anything else (no answer, a 5xx), which the form shows as its generic failure.
 */
export function requestRefusal(error: unknown): Refusal<keyof RequestFormValues> | null {
  return refusalOf(error, (path) => REFUSED_FIELDS[path] ?? null);
}

/** Logged (and the request still sent) when the plan's price is missing or zero. */
export const WRONG_PRICE_MESSAGE = "Precio erróneo en la solicitud del plan: falta o es cero";

const NAME_PATTERN = /^[\p{L}\s-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?\d{1,3}\d{7,14}$/;

/** The phone as sent: spaces, dashes and parentheses removed. */
export function cleanPhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
}

/** The identification as shown: a RUT dotted and dashed, others as typed. */
export function displayIdentification(value: string, rule: IdentificationRule): string {
  if (rule !== "rut" || value.trim().length < 2) return value;
  return formatRut(value);
}

/** Field messages of the request form; empty when it can be sent. */
export function validateRequestForm(
  values: RequestFormValues,
  rule: IdentificationRule,
): RequestFormErrors {
  const errors: RequestFormErrors = {};
  const name = values.nombre.trim();
  if (!name) errors.nombre = REQUIRED_MESSAGE;
  else if (!NAME_PATTERN.test(name) || (name.match(/\p{L}/gu) ?? []).length < 2)
    errors.nombre = NAME_MESSAGE;
  const id = values.identificacion.trim();
  const idError = id ? validateIdentification(id, rule) : null;
  if (!id) errors.identificacion = REQUIRED_MESSAGE;
  else if (idError) errors.identificacion = idError.message;
  const email = values.email.trim();
  if (!email) errors.email = REQUIRED_MESSAGE;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_MESSAGE;
  const phone = cleanPhone(values.telefono);
  if (!phone) errors.telefono = REQUIRED_MESSAGE;
  else if (!PHONE_PATTERN.test(phone)) errors.telefono = PHONE_MESSAGE;
  if (!values.agree) errors.agree = CONSENT_REQUIRED_MESSAGE;
  return errors;
}

/** The product's price for the request: the minimum price, else the start of its range. */
export function requestPrice(product: ProductItem): number | null {
  return product.price?.minPrice ?? product.priceRange?.from ?? null;
}

/**
 * Body of POST api/solicitarplans. A missing or zero price is logged as a wrong price
 * and the request is still built.
 */
export function buildPlanRequest(input: {
  values: RequestFormValues;
  rule: IdentificationRule;
  product: ProductItem;
  origin: string;
  isInternalTraffic: boolean;
  log?: (message: string) => void;
}): PlanRequest {
  const price = requestPrice(input.product);
  if (!price) (input.log ?? ((message) => console.error(message)))(WRONG_PRICE_MESSAGE);
  return {
    nombre: input.values.nombre.trim(),
    rutsolicitud: displayIdentification(input.values.identificacion.trim(), input.rule),
    email: input.values.email.trim(),
    telefono: cleanPhone(input.values.telefono),
    agree: true,
    origin: input.origin,
    isInternalTraffic: input.isInternalTraffic,
    productId: input.product.id,
    productCode: input.product.productCode ?? null,
    price: price ?? null,
  };
}
