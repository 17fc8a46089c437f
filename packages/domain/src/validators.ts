import { z } from "zod";

/** A failed validation: `key` identifies the rule for forms, `message` is shown to the visitor. */
export type ValidationError = { key: string; message: string };

export const REQUIRED_MESSAGE = "campo requerido";
export const INVALID_EMAIL_MESSAGE = "Por favor, ingrese su dirección de correo electrónico válido";
export const INVALID_PASSWORD_FORM =
  "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.";
export const INVALID_HEX_COLOR_MESSAGE = "Invalid HEX color.";
export const INVALID_PERCENTAGE_MESSAGE = "Debe especificar un porcentaje: 0 <= porcentaje <= 100";
export const DOWNLOAD_EMAIL_REQUIRED_MESSAGE = "El correo electrónico es obligatorio";
export const DOWNLOAD_EMAIL_INVALID_MESSAGE = "Ingresa un correo electrónico válido";

export const PHONE_MIN_DIGITS = 11;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 12;
export const REFERRAL_EMAIL_MAX_LENGTH = 50;
export const NUMERIC_FIELD_MAX_DIGITS = 3;

/** Upload file types accepted by the document forms (extensions, lower case). */
export const ALLOWED_UPLOAD_TYPES = [
  "pdf",
  "doc",
  "docx",
  "jpg",
  "jpeg",
  "png",
  "heic",
  "html",
  "eml",
  "xls",
  "xlsx",
  "csv",
] as const;
export type AllowedUploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const NAME_PATTERN = /^[\p{L} -]+$/u;
const PHONE_PATTERN = /^\+?\d{1,3}\d{7,14}$/;
const POLICY_NUMBER_PATTERN = /^(?:[A-Za-z]+|\d+)(?:-(?:[A-Za-z]+|\d+))*$/;
const CONTACT_NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ' -]+$/;
const COUNTRY_CODE_PATTERN = /^\+\d+$/;
const DECIMAL_PATTERN = /^\d+(?:\.\d+)?$/;
const DIGITS_PATTERN = /^\d+$/;
const HEX_COLOR_PATTERN = /^#?(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
const isoTimestampSchema = z.iso.datetime({ offset: true });

function isEmpty(value: string | null | undefined): value is "" | null | undefined {
  return value === null || value === undefined || value.trim() === "";
}

function error(key: string, message: string): ValidationError {
  return { key, message };
}

/** A value must be present (not empty or only spaces). */
export function validateRequired(value: string | null | undefined): ValidationError | null {
  return isEmpty(value) ? error("required", REQUIRED_MESSAGE) : null;
}

/**
 * E-mail: a local part of 1 to 64 letters, digits or `._%+-`, then `@`, a domain and a
 * top-level part of at least 2 letters. Empty values are left to `validateRequired`.
 */
export function validateEmail(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return EMAIL_PATTERN.test(value.trim()) ? null : error("invalidEmail", INVALID_EMAIL_MESSAGE);
}

/** Name: letters, spaces and hyphens only, with at least 2 letters. */
export function validateName(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  const letters = value.match(/\p{L}/gu)?.length ?? 0;
  return NAME_PATTERN.test(value) && letters >= 2
    ? null
    : error("invalidName", "Ingresa un nombre válido");
}

/** Phone typed as digits only; fewer than 11 digits gives `nominimo`. */
export function validatePhoneDigits(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  if (!DIGITS_PATTERN.test(value)) return error("onlyDigits", "Ingresa solo números");
  return value.length < PHONE_MIN_DIGITS
    ? error("nominimo", `El teléfono debe tener al menos ${PHONE_MIN_DIGITS} dígitos`)
    : null;
}

/** Phone pattern: an optional `+`, 1 to 3 digits, then 7 to 14 digits. */
export function validatePhone(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return PHONE_PATTERN.test(value) ? null : error("invalidPhone", "Ingresa un teléfono válido");
}

/** Password: 8 to 12 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function validatePassword(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return error(
      "passwordLength",
      `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
    );
  }
  const complete =
    /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return complete ? null : error("INVALID_PASSWORD_FORM", INVALID_PASSWORD_FORM);
}

/** Policy number: groups of letters or of digits separated by hyphens. */
export function validatePolicyNumber(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return POLICY_NUMBER_PATTERN.test(value)
    ? null
    : error("invalidPolicyNumber", "Ingresa un número de póliza válido");
}

/** Contact name: letters (accents included), spaces, apostrophes and hyphens. */
export function validateContactName(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return CONTACT_NAME_PATTERN.test(value)
    ? null
    : error("invalidContactName", "Ingresa un nombre válido");
}

/** Country code: `+` followed by digits. */
export function validateCountryCode(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return COUNTRY_CODE_PATTERN.test(value)
    ? null
    : error("invalidCountryCode", "Ingresa un código de país válido");
}

/** Positive decimal: digits with an optional decimal part, greater than zero. */
export function validatePositiveDecimal(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return DECIMAL_PATTERN.test(value) && Number(value) > 0
    ? null
    : error("invalidDecimal", "Ingresa un número positivo");
}

/** Digits only. */
export function validateDigits(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return DIGITS_PATTERN.test(value) ? null : error("onlyDigits", "Ingresa solo números");
}

/** Date as an ISO timestamp (`2024-05-01T10:00:00Z`, or with an offset). */
export function validateIsoTimestamp(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return null;
  return isoTimestampSchema.safeParse(value).success
    ? null
    : error("invalidDate", "Ingresa una fecha válida");
}

/** Hex colour with 3 or 6 hex digits (leading `#` optional). */
export function validateHexColor(value: string | null | undefined): ValidationError | null {
  return value !== null && value !== undefined && HEX_COLOR_PATTERN.test(value)
    ? null
    : error("invalidHexColor", INVALID_HEX_COLOR_MESSAGE);
}

/** Random sampling percentage: 0 <= percentage <= 100. */
export function validateSamplingPercentage(percentage: number): ValidationError | null {
  return Number.isFinite(percentage) && percentage >= 0 && percentage <= 100
    ? null
    : error("invalidPercentage", INVALID_PERCENTAGE_MESSAGE);
}

/** The lower-case extension of a file name, or null when it has none. */
export function fileExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot + 1).toLowerCase();
}

/** Upload file type must be one of ALLOWED_UPLOAD_TYPES (extension, any case). */
export function validateUploadType(fileName: string): ValidationError | null {
  const extension = fileExtension(fileName);
  const allowed: readonly string[] = ALLOWED_UPLOAD_TYPES;
  return extension !== null && allowed.includes(extension)
    ? null
    : error(
        "invalidFileType",
        `Tipo de archivo no permitido. Formatos aceptados: ${allowed.join(", ")}`,
      );
}

/** Ponderation: a number from 0 to 1, both included. */
export function validatePonderation(
  value: number | string | null | undefined,
): ValidationError | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 1
    ? null
    : error("invalidPonderation", "Ingresa un número entre 0 y 1");
}

/** Numeric field input: keeps the text up to its third digit and drops the rest. */
export function truncateNumericField(value: string, maxDigits = NUMERIC_FIELD_MAX_DIGITS): string {
  let digits = 0;
  let end = 0;
  for (const character of value) {
    if (/\d/.test(character)) {
      if (digits === maxDigits) break;
      digits += 1;
    }
    end += character.length;
  }
  return value.slice(0, end);
}

/**
 * Referral e-mail: at most 50 characters and a valid e-mail; required only when the
 * dialog cannot be closed without it.
 */
export function validateReferralEmail(
  value: string | null | undefined,
  options: { required: boolean },
): ValidationError | null {
  if (isEmpty(value)) return options.required ? validateRequired(value) : null;
  if (value.length > REFERRAL_EMAIL_MAX_LENGTH) {
    return error(
      "maxlength",
      `El correo electrónico debe tener como máximo ${REFERRAL_EMAIL_MAX_LENGTH} caracteres`,
    );
  }
  return validateEmail(value);
}

/** Download dialog e-mail: required, then valid. */
export function validateDownloadEmail(value: string | null | undefined): ValidationError | null {
  if (isEmpty(value)) return error("required", DOWNLOAD_EMAIL_REQUIRED_MESSAGE);
  return EMAIL_PATTERN.test(value.trim()) ? null : error("email", DOWNLOAD_EMAIL_INVALID_MESSAGE);
}
