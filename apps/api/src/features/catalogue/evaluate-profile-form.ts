import type { ProfileFormVerdict } from "@qs/domain/api/profile-form-requests";
import { evaluateRuleSet } from "@qs/domain/evaluate-rule-set";
import type { ProfileValidationSet } from "@qs/domain/profile-form";

/**
 * The verdict on a submitted profile form: the rule set of its form class, evaluated by the
 * same code the sites use. Valid forms are marked ingresodatos true.
 */
export function evaluateProfileForm(
  values: Record<string, unknown>,
  rules: ProfileValidationSet,
): ProfileFormVerdict {
  const { valid, ingresodatos, message, form } = evaluateRuleSet(values, rules.rules, {
    invalidMessage: rules.invalidMessage,
  });
  return { valid, ingresodatos, message, form };
}
