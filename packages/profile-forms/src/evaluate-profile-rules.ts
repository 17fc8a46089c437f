import type { IdentificationRule } from "@qs/domain/country-config";
import {
  evaluateRuleSet,
  isEmptyValue,
  numberOf,
  type RuleSetVerdict,
} from "@qs/domain/evaluate-rule-set";
import {
  invalidProfileMessage,
  type ProfileValidationRule,
  type ProfileValidationSet,
} from "@qs/domain/profile-form";
import { validateIdentification } from "@qs/domain/validate-identification";
import type { ValidationError } from "@qs/domain/validators";

/**
 * The site's check of a submitted profile form (profile spec §5). The rules are the data the
 * API serves per form class (required, minNumber, forbiddenValue, anyOf, ageRange,
 * defaultValue); no remote script is ever run. The site adds the rules its country
 * configuration owns: the collective minimum of employees and a dependant's age of 0 or more.
 */

export { numberOf };
export const DEPENDANT_AGE_MESSAGE = "La edad de cada carga debe ser de 0 años o más";

/** 'La empresa debe tener un mínimo de {min} empleados para cotizar un seguro colectivo'. */
export const collectiveMinimumMessage = (min: number) =>
  `La empresa debe tener un mínimo de ${min} empleados para cotizar un seguro colectivo`;

/** Form fields that hold a national identification number. */
const IDENTIFICATION_FIELDS = ["rut", "identificacion", "numeroIdentificacion"] as const;

export type ProfileVerdict = RuleSetVerdict;

/**
 * The texts of the site's own rules, in the page's language (the served rules bring their own
 * messages, in the language the form was asked for). Spanish by default.
 */
export interface LocalRuleMessages {
  dependantAge: string;
  collectiveMinimum: (min: number) => string;
  /** A national id that fails the country's rule ('RUT inválido'). */
  identification: (error: ValidationError) => string;
}

const SPANISH_MESSAGES: LocalRuleMessages = {
  dependantAge: DEPENDANT_AGE_MESSAGE,
  collectiveMinimum: collectiveMinimumMessage,
  identification: (error) => error.message,
};

export interface LocalRules {
  /** Minimum employees of a collective quote (CountryConfig.collectiveMinEmployees). */
  collectiveMinEmployees?: number;
  /** The country's identification rule (CountryConfig.identification), for an id field of the form. */
  identification?: IdentificationRule;
  /** Display names of fields, for the missing-fields list. */
  labels?: Record<string, string>;
  /** The site's own rules' texts in the page's language. */
  messages?: LocalRuleMessages;
}

/** The configured rules in the same declarative form as the served ones. */
export function localRules(
  values: Record<string, unknown>,
  options: LocalRules,
): ProfileValidationRule[] {
  const rules: ProfileValidationRule[] =
    "cotizante_sexo" in values
      ? [{ kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" }]
      : [];
  if (options.collectiveMinEmployees !== undefined && "cantidadempleados" in values) {
    rules.push({
      kind: "minNumber",
      field: "cantidadempleados",
      min: options.collectiveMinEmployees,
      message: (options.messages ?? SPANISH_MESSAGES).collectiveMinimum(
        options.collectiveMinEmployees,
      ),
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
  const rules = [...localRules(values, options), ...(set?.rules ?? [])];
  const messages = options.messages ?? SPANISH_MESSAGES;
  const invalidMessage = set?.invalidMessage ?? invalidProfileMessage;
  const label = (field: string) => options.labels?.[field] ?? field;
  const fail = (message: string, fields: string[]): ProfileVerdict => ({
    valid: false,
    ingresodatos: false,
    message,
    fields,
    form: { ...values },
  });

  // Each dependant (cargas_edad, or any repeatable age) needs an age of 0 or more.
  for (const [field, value] of Object.entries(values)) {
    if (!field.startsWith("cargas") || !field.includes("edad") || !Array.isArray(value)) continue;
    const bad = value.some((age) => {
      const n = numberOf(age);
      return isEmptyValue(age) || n === null || n < 0;
    });
    if (bad) return fail(messages.dependantAge, [field]);
  }

  // A national id in the form follows the country's identification rule.
  if (options.identification) {
    for (const field of IDENTIFICATION_FIELDS) {
      if (!(field in values)) continue;
      const error = validateIdentification(String(values[field] ?? ""), options.identification);
      if (error) return fail(`${label(field)}: ${messages.identification(error)}`, [field]);
    }
  }

  return evaluateRuleSet(values, rules, { invalidMessage, labels: options.labels });
}
