import type { IdentificationRule } from "./country-config";
import { validateRut } from "./rut";
import { REQUIRED_MESSAGE, type ValidationError } from "./validators";

export const INVALID_IDENTIFICATION_KEY = "invalidIdentification";
export const INVALID_IDENTIFICATION_MESSAGE = "Número de identificación inválido";

const DIGITS_8_12 = /^\d{8,12}$/;
const ALPHANUMERIC_5_12 = /^[A-Za-z0-9]{5,12}$/;

/**
 * Validates a national identification number by the country's rule:
 * - `rut`: the Chilean RUT rules (see rut.ts);
 * - `digits-8-12`: required, 8 to 12 digits (dots of a point mask are ignored);
 * - `alphanumeric-5-12`: required, 5 to 12 letters or digits;
 * - `required`: any non-empty value.
 */
export function validateIdentification(
  value: string | null | undefined,
  rule: IdentificationRule,
): ValidationError | null {
  if (rule === "rut") return validateRut(value);
  const typed = (value ?? "").trim();
  if (typed === "") return { key: "required", message: REQUIRED_MESSAGE };
  const invalid = { key: INVALID_IDENTIFICATION_KEY, message: INVALID_IDENTIFICATION_MESSAGE };
  switch (rule) {
    case "digits-8-12":
      return DIGITS_8_12.test(typed.replace(/\./g, "")) ? null : invalid;
    case "alphanumeric-5-12":
      return ALPHANUMERIC_5_12.test(typed) ? null : invalid;
    case "required":
      return null;
  }
}
