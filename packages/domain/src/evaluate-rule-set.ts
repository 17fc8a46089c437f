import {
  invalidProfileMessage,
  missingFieldsMessage,
  type ProfileValidationRule,
} from "./profile-form";

/**
 * The one evaluator of a profile form's declarative rules (profile spec §5), shared by the
 * API's `POST /api/profile-form/data` and the site's form, so both give the same verdict.
 * Defaults are applied first (an empty cotizante_sexo becomes Masculino); then the rules run
 * in order and the first failing one gives the message, or `invalidMessage` when it has none.
 */

/** Message of a profile form that passes every rule. */
export const ALL_FIELDS_ENTERED_MESSAGE = "Se ingresaron todos los campos requeridos";

export interface RuleSetVerdict {
  valid: boolean;
  /** True when the visitor entered data: the policyholder list is sent with requests. */
  ingresodatos: boolean;
  message: string;
  /** Fields the failing rule names (marked invalid in the form). */
  fields: string[];
  /** Values after defaults. */
  form: Record<string, unknown>;
}

export interface RuleSetOptions {
  /** Message of a failing rule that carries none ('Perfil inválido'). */
  invalidMessage?: string;
  /** Display names of fields, for the missing-fields list. */
  labels?: Record<string, string>;
}

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.every(isEmptyValue));

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A number typed with thousand dots ('1.200') or plain; null when it is not a number. */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.replaceAll(".", "").trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Applies the default-value rules to empty fields. */
export function applyDefaults(
  values: Record<string, unknown>,
  rules: readonly ProfileValidationRule[],
): Record<string, unknown> {
  const form = { ...values };
  for (const rule of rules) {
    if (rule.kind === "defaultValue" && isEmptyValue(form[rule.field])) {
      form[rule.field] = rule.value;
    }
  }
  return form;
}

/** The first rule the values break, as a verdict; valid when none. */
export function evaluateRuleSet(
  values: Record<string, unknown>,
  rules: readonly ProfileValidationRule[],
  options: RuleSetOptions = {},
): RuleSetVerdict {
  const form = applyDefaults(values, rules);
  const label = (field: string) => options.labels?.[field] ?? field;
  let dataEntered = false;
  const fail = (
    message: string | null | undefined,
    fields: string[],
    ingresodatos = dataEntered,
  ): RuleSetVerdict => ({
    valid: false,
    ingresodatos,
    message: message || (options.invalidMessage ?? invalidProfileMessage),
    fields,
    form,
  });
  for (const rule of rules) {
    switch (rule.kind) {
      case "required": {
        const missing = rule.fields.filter((field) => isEmptyValue(form[field]));
        if (missing.length === rule.fields.length) {
          const message = (rule.message ?? missingFieldsMessage).replace(
            "{list}",
            missing.map(label).join(", "),
          );
          return fail(message, missing, false);
        }
        break;
      }
      case "minNumber": {
        const n = numberOf(form[rule.field]);
        if (n === null || n < rule.min) return fail(rule.message, [rule.field]);
        break;
      }
      case "forbiddenValue": {
        const fields = rule.field === "*" ? Object.keys(form) : [rule.field];
        const hits = fields.filter((field) =>
          valuesOf(form[field]).some(
            (value) => String(value ?? "").toLowerCase() === rule.value.toLowerCase(),
          ),
        );
        if (hits.length > 0) return fail(rule.message, hits);
        break;
      }
      case "anyOf": {
        const filled = rule.fields.some((field) => !isEmptyValue(form[field]));
        if (filled && rule.marksDataEntered) dataEntered = true;
        if (!filled && rule.message) return fail(rule.message, rule.fields);
        break;
      }
      case "ageRange": {
        const outside = valuesOf(form[rule.field])
          .filter((value) => !isEmptyValue(value))
          .some((value) => {
            const n = numberOf(value);
            return n === null || n < rule.min || n > rule.max;
          });
        if (outside) return fail(rule.message, [rule.field]);
        break;
      }
      case "defaultValue":
        break;
    }
  }
  return { valid: true, ingresodatos: true, message: ALL_FIELDS_ENTERED_MESSAGE, fields: [], form };
}
