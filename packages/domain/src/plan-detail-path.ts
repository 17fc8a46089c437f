import type { PlanPathRule } from "./country-config";

export type PlanPathValues = {
  /** Organization type of the provider (ISAPRE, CLINICA, EPS...). */
  organizationType?: string | null;
  /** Provider (organization) URL segment. */
  provider: string;
  /** Plan (product) URL segment. */
  plan: string;
  /** Type segment, for shapes that contain `{type}`. */
  type?: string | null;
};

function sameType(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * The rule that applies to an organization type: the first rule whose
 * `organizationTypes` include it (case-insensitive), otherwise the first rule with
 * empty `organizationTypes` (the default). Null when neither exists.
 */
export function selectPlanPathRule(
  rules: readonly PlanPathRule[],
  organizationType: string | null | undefined,
): PlanPathRule | null {
  if (organizationType) {
    const specific = rules.find((rule) =>
      rule.organizationTypes.some((type) => sameType(type, organizationType)),
    );
    if (specific) return specific;
  }
  return rules.find((rule) => rule.organizationTypes.length === 0) ?? null;
}

/**
 * Canonical plan-detail path for a provider and plan: the selected rule's pattern with
 * `{provider}`, `{plan}` and `{type}` filled in. Null when no rule applies or when the
 * pattern needs a value that is missing or empty.
 */
export function resolvePlanDetailPath(
  rules: readonly PlanPathRule[],
  values: PlanPathValues,
): string | null {
  const rule = selectPlanPathRule(rules, values.organizationType);
  if (!rule) return null;
  const fill: Record<string, string | null | undefined> = {
    provider: values.provider,
    plan: values.plan,
    type: values.type,
  };
  let missing = false;
  const path = rule.pattern.replace(/\{(provider|plan|type)\}/g, (_match, name: string) => {
    const value = fill[name];
    if (!value) {
      missing = true;
      return "";
    }
    return value;
  });
  return missing ? null : path;
}
