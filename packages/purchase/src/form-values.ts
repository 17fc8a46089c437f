import type { IdentificationRule } from "@qs/domain/country-config";
import { formatRut } from "@qs/domain/rut";

/**
 * Small conversions between what the forms hold (text, as typed) and what the API takes.
 * The API validates; these only read saved data back into the fields and tidy what is
 * obviously formatting (spaces in a phone number, a RUT's dots).
 */

/** A saved field as text for its input ('' when absent). */
export function textOf(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** A phone as the API reads it: digits with an optional leading +, no spaces or dashes. */
export function phoneForApi(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/** An identification number as it is shown once typed: a Chilean RUT dotted and dashed. */
export function displayIdentification(value: string, rule: IdentificationRule): string {
  if (rule !== "rut" || value.trim().length < 2) return value;
  return formatRut(value);
}

/** Today as an ISO day (yyyy-mm-dd), the latest birth date a date input offers. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The value, or undefined when empty: the API names a missing choice with its own message. */
export function choiceOrUndefined(value: string): string | undefined {
  return value === "" ? undefined : value;
}
