import type { ValidationError } from "./validators";

/** Chilean RUT (tax id) rules: body of 4 to 9 digits not starting with 0, then a check digit (0-9 or K). */

export const INVALID_RUT_KEY = "invalidRut";
export const INVALID_RUT_MESSAGE = "RUT inválido";
export const RUT_MIN_LENGTH = 7;

const RUT_PATTERN = /^[1-9]\d{3,8}[\dkK]$/;

/** Removes dots, dashes and spaces and upper-cases the check digit: '12.345.678-k' → '12345678K'. */
export function cleanRut(value: string): string {
  return value.replace(/[.\-\s]/g, "").toUpperCase();
}

/** Modulo-11 check digit of a RUT body: '0'-'9', or 'K' for 10. */
export function computeRutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return "0";
  if (digit === 10) return "K";
  return String(digit);
}

/**
 * Validates a RUT as typed (dots and dash allowed): at least 7 characters, no letters
 * except K, 4 to 9 digits not starting with 0 followed by a digit or K/k, and a matching
 * modulo-11 check digit. An empty value is valid here (presence is a separate rule).
 */
export function validateRut(value: string | null | undefined): ValidationError | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const invalid = { key: INVALID_RUT_KEY, message: INVALID_RUT_MESSAGE };
  const typed = value.trim();
  if (typed.length < RUT_MIN_LENGTH) return invalid;
  if (/[^\d.\-\skK]/.test(typed)) return invalid;
  const clean = cleanRut(typed);
  if (!RUT_PATTERN.test(clean)) return invalid;
  const body = clean.slice(0, -1);
  const checkDigit = clean.slice(-1);
  return computeRutCheckDigit(body) === checkDigit ? null : invalid;
}

/** Shows a RUT dotted and dashed: '123456785' → '12.345.678-5'. Values under 2 characters are returned as cleaned. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${body}-${clean.slice(-1)}`;
}

/** A RUT written as body-digit without dots: '12.345.678-k' → '12345678-K'. */
export function toCompactRut(value: string): string {
  const clean = cleanRut(value);
  return `${clean.slice(0, -1)}-${clean.slice(-1)}`;
}
