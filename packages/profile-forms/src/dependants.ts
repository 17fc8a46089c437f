import { normalizeRelationship } from "@qs/domain/person";
import type { FormRow } from "./form-values";

/**
 * Dependants (profile spec §4): one spouse at most, and the dependants menu cannot close
 * while a dependant lacks a valid age (0 or more).
 */

export function isSpouseValue(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return false;
  return normalizeRelationship(value) === "Cónyuge";
}

/** True when a row other than `except` already holds the spouse. */
export function spouseTaken(rows: readonly FormRow[], except?: number): boolean {
  return rows.some((row, index) => index !== except && isSpouseValue(row.parentescoCarga));
}

/** A valid age: a whole number of years, 0 or more. */
export function isValidAge(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const text = typeof value === "string" ? value.trim() : value;
  if (text === "") return false;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0;
}

/** The age field of a row: the element whose name contains edad. */
export function ageOf(row: FormRow): unknown {
  const name = Object.keys(row).find((key) => key.includes("edad"));
  return name ? row[name] : undefined;
}

/** The menu may close only when every dependant (or pet) has a valid age. */
export function canCloseDependants(rows: readonly FormRow[]): boolean {
  return rows.every((row) => isValidAge(ageOf(row)));
}
