import type { ProfileFormVerdict } from "@qs/domain/api/profile-form-requests";
import { missingFieldsMessage, type ProfileValidationSet } from "@qs/domain/profile-form";

/** Message of a profile form that passes every rule (profile spec §5). */
export const ALL_FIELDS_ENTERED_MESSAGE = "Se ingresaron todos los campos requeridos";

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.every(isEmpty));

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

const toNumber = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.replaceAll(".", "").trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/**
 * Checks submitted form values against the rule set of the form class, in
 * order; the first failing rule gives the message. Defaults are applied
 * first. Valid forms are marked ingresodatos true.
 */
export function evaluateProfileForm(
  values: Record<string, unknown>,
  rules: ProfileValidationSet,
): ProfileFormVerdict {
  const form: Record<string, unknown> = { ...values };
  for (const rule of rules.rules) {
    if (rule.kind === "defaultValue" && isEmpty(form[rule.field])) form[rule.field] = rule.value;
  }
  let dataEntered = false;
  const failWith = (message: string, ingresodatos = dataEntered): ProfileFormVerdict => ({
    valid: false,
    ingresodatos,
    message,
    form,
  });
  for (const rule of rules.rules) {
    switch (rule.kind) {
      case "required": {
        const missing = rule.fields.filter((field) => isEmpty(form[field]));
        if (missing.length === rule.fields.length) {
          return failWith(
            (rule.message ?? missingFieldsMessage).replace("{list}", missing.join(", ")),
            false,
          );
        }
        break;
      }
      case "minNumber": {
        const n = toNumber(form[rule.field]);
        if (n === null || n < rule.min) return failWith(rule.message);
        break;
      }
      case "forbiddenValue": {
        const fields = rule.field === "*" ? Object.keys(form) : [rule.field];
        const hit = fields.some((field) =>
          valuesOf(form[field]).some(
            (value) => String(value ?? "").toLowerCase() === rule.value.toLowerCase(),
          ),
        );
        if (hit) return failWith(rule.message);
        break;
      }
      case "anyOf": {
        const filled = rule.fields.some((field) => !isEmpty(form[field]));
        if (filled && rule.marksDataEntered) dataEntered = true;
        if (!filled && rule.message) return failWith(rule.message);
        break;
      }
      case "ageRange": {
        const ages = valuesOf(form[rule.field]).filter((value) => !isEmpty(value));
        const outside = ages.some((value) => {
          const n = toNumber(value);
          return n === null || n < rule.min || n > rule.max;
        });
        if (outside) return failWith(rule.message);
        break;
      }
      case "defaultValue":
        break;
    }
  }
  return { valid: true, ingresodatos: true, message: ALL_FIELDS_ENTERED_MESSAGE, form };
}
