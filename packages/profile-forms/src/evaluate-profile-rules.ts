import type { IdentificationRule } from "@qs/domain/country-config";
import {
  invalidProfileMessage,
  missingFieldsMessage,
  type ProfileValidationRule,
  type ProfileValidationSet,
} from "@qs/domain/profile-form";
import { validateIdentification } from "@qs/domain/validate-identification";

/**
 * The site's check of a submitted profile form (profile spec §5). The rules are the data the
 * API serves per form class (required, minNumber, forbiddenValue, anyOf, ageRange,
 * defaultValue); no remote script is ever run. The site adds the rules its country
 * configuration owns: the collective minimum of employees and a dependant's age of 0 or more.
 */

export const ALL_FIELDS_ENTERED_MESSAGE = "Se ingresaron todos los campos requeridos";
export const DEPENDANT_AGE_MESSAGE = "La edad de cada carga debe ser de 0 años o más";

/** 'La empresa debe tener un mínimo de {min} empleados para cotizar un seguro colectivo'. */
export const collectiveMinimumMessage = (min: number) =>
  `La empresa debe tener un mínimo de ${min} empleados para cotizar un seguro colectivo`;

/** Form fields that hold a national identification number. */
export const IDENTIFICATION_FIELDS = ["rut", "identificacion", "numeroIdentificacion"] as const;

export interface ProfileVerdict {
  valid: boolean;
  /** True when the visitor entered data: the policyholder list is sent with requests. */
  ingresodatos: boolean;
  message: string;
  /** Fields the failing rule names (marked invalid in the form). */
  fields: string[];
  /** Values after defaults (an empty cotizante_sexo becomes Masculino). */
  form: Record<string, unknown>;
}

export interface LocalRules {
  /** Minimum employees of a collective quote (CountryConfig.collectiveMinEmployees). */
  collectiveMinEmployees?: number;
  /** The country's identification rule (CountryConfig.identification), for an id field of the form. */
  identification?: IdentificationRule;
  /** Display names of fields, for the missing-fields list. */
  labels?: Record<string, string>;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.every(isEmpty));

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

/** The configured rules in the same declarative form as the served ones. */
export function localRules(
  values: Record<string, unknown>,
  options: LocalRules,
): ProfileValidationRule[] {
  const rules: ProfileValidationRule[] = [
    { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
  ];
  if (options.collectiveMinEmployees !== undefined && "cantidadempleados" in values) {
    rules.push({
      kind: "minNumber",
      field: "cantidadempleados",
      min: options.collectiveMinEmployees,
      message: collectiveMinimumMessage(options.collectiveMinEmployees),
    });
  }
  return rules;
}

/**
 * Checks the values against the served rule set and the configured rules, in order; the
 * first failing rule gives the message, or 'Perfil inválido' when it has none.
 */
export function evaluateProfileRules(
  values: Record<string, unknown>,
  set: ProfileValidationSet | null | undefined,
  options: LocalRules = {},
): ProfileVerdict {
  const form: Record<string, unknown> = { ...values };
  const rules = [...localRules(values, options), ...(set?.rules ?? [])];
  const fallback = set?.invalidMessage ?? invalidProfileMessage;
  const label = (field: string) => options.labels?.[field] ?? field;
  for (const rule of rules) {
    if (rule.kind === "defaultValue" && rule.field in form && isEmpty(form[rule.field])) {
      form[rule.field] = rule.value;
    }
  }
  let dataEntered = false;
  const fail = (message: string | null | undefined, fields: string[], ingresodatos = dataEntered) =>
    ({ valid: false, ingresodatos, message: message || fallback, fields, form }) as ProfileVerdict;

  // Each dependant (cargas_edad, or any repeatable age) needs an age of 0 or more.
  for (const [field, value] of Object.entries(form)) {
    if (!field.includes("edad") || !Array.isArray(value)) continue;
    const bad = value.some((age) => {
      const n = numberOf(age);
      return isEmpty(age) || n === null || n < 0;
    });
    if (bad && field.startsWith("cargas")) return fail(DEPENDANT_AGE_MESSAGE, [field]);
  }

  // A national id in the form follows the country's identification rule.
  if (options.identification) {
    for (const field of IDENTIFICATION_FIELDS) {
      if (!(field in form)) continue;
      const error = validateIdentification(String(form[field] ?? ""), options.identification);
      if (error) return fail(`${label(field)}: ${error.message}`, [field]);
    }
  }

  for (const rule of rules) {
    switch (rule.kind) {
      case "required": {
        const missing = rule.fields.filter((field) => isEmpty(form[field]));
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
        const filled = rule.fields.some((field) => !isEmpty(form[field]));
        if (filled && rule.marksDataEntered) dataEntered = true;
        if (!filled && rule.message) return fail(rule.message, rule.fields);
        break;
      }
      case "ageRange": {
        const outside = valuesOf(form[rule.field])
          .filter((value) => !isEmpty(value))
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
