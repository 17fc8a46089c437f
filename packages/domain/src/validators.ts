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

/** The lower-case extension of a file name, or null when it has none. */
export function fileExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot + 1).toLowerCase();
}
