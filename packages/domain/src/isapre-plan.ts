import { formatAmount } from "./format-money";
import type { HealthPlan } from "./health-plan";

/**
 * Isapre plans: which products are one, and how their health-plan fields are shown
 * (profile spec §3 "Health plan", §9 modalities and restriction codes; reference-data spec
 * §4 "Plan states: 'Si Comer.' means Comercializable; 'No Comer.' means No comercializable.
 * A top annual value of 0 is shown as Sin tope"). Kept free of zod: the plan pages show it.
 */

/** A product of an Isapre (organization type ISAPRE): priced with the 7 % and GES. */
export function isIsaprePlan(product: { organization?: { type?: string | null } | null }): boolean {
  return product.organization?.type === "ISAPRE";
}

/** Plan states the sites name: 'Si Comer.' (Comercializable) and 'No Comer.' (No comercializable). */
const SOLD_STATES: Readonly<Record<string, boolean>> = { "Si Comer.": true, "No Comer.": false };

/** Modalities the sites name: Libre elección, Preferente, Cerrado. */
export const HEALTH_PLAN_MODALITIES = ["libre_eleccion", "preferente", "cerrado"] as const;
export type HealthPlanModality = (typeof HEALTH_PLAN_MODALITIES)[number];

/**
 * Restricted-benefit codes the sites name: 1 Parto, neonatología y obstetricia; 2 Psiquiatría
 * y/o psicología; 3 Cirugía bariátrica; 4 Cirugía refractiva; 5 Otras prestaciones
 * restringidas; 6 Sin prestaciones restringidas.
 */
export const RESTRICTION_CODES = [1, 2, 3, 4, 5, 6] as const;

/** The fields a plan page shows, in this order; each has a heading among the site's texts. */
export const HEALTH_PLAN_FIELDS = [
  "estadoplan",
  "codigoplan",
  "lineaplan",
  "modalidadplan",
  "amplitudcobertura",
  "topeanual",
  "prestacionesrest",
  "fechainicio",
] as const;
export type HealthPlanField = (typeof HEALTH_PLAN_FIELDS)[number];

/**
 * What a row shows, for the sites to word in the page's language: the plan's own text (code,
 * line, coverage area, a state or modality without a name), or a value with a name of ours.
 */
export type HealthPlanValue =
  | { kind: "text"; text: string }
  /** Comercializable (true) or No comercializable (false). */
  | { kind: "state"; sold: boolean }
  | { kind: "modality"; modality: HealthPlanModality }
  /** The annual top in UF; 0 is 'Sin tope'. */
  | { kind: "annualTop"; uf: number }
  /** Restricted benefits by code, in the plan's order. */
  | { kind: "restrictions"; codes: number[] }
  /** A day as dd-mm-yyyy. */
  | { kind: "day"; day: string };

export interface HealthPlanRow {
  field: HealthPlanField;
  value: HealthPlanValue;
  /** The plan state's tone: a plan sold today, or one no longer sold. */
  tone?: "positive" | "negative";
}

/** An amount of UF in the locale: '5.000 UF', '2.500,50 UF' (two decimals unless whole). */
export function ufAmountLabel(uf: number, locale: string): string {
  const decimals = Number.isInteger(uf) ? 0 : 2;
  return `${formatAmount(uf, decimals, locale)} UF`;
}

function dayMonthYear(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The rows a plan page shows for a health plan, in `HEALTH_PLAN_FIELDS` order, leaving out
 * the fields the plan does not give: its state (Comercializable / No comercializable), code,
 * line, modality, coverage area, annual top ('Sin tope' for 0), restricted benefits and start
 * day (dd-mm-yyyy).
 */
export function healthPlanRows(
  plan: Pick<
    HealthPlan,
    | "estadoplan"
    | "codigoplan"
    | "lineaplan"
    | "modalidadplan"
    | "amplitudcobertura"
    | "topeanual"
    | "prestacionesrest"
    | "fechainicio"
  >,
): HealthPlanRow[] {
  const rows: HealthPlanRow[] = [];
  const state = present(plan.estadoplan);
  if (state) {
    const sold = SOLD_STATES[state];
    rows.push({
      field: "estadoplan",
      value: sold === undefined ? { kind: "text", text: state } : { kind: "state", sold },
      tone: plan.estadoplan === "Si Comer." ? "positive" : "negative",
    });
  }
  const code = present(plan.codigoplan);
  if (code) rows.push({ field: "codigoplan", value: { kind: "text", text: code } });
  const line = present(plan.lineaplan);
  if (line) rows.push({ field: "lineaplan", value: { kind: "text", text: line } });
  const modality = present(plan.modalidadplan);
  if (modality) {
    const named = HEALTH_PLAN_MODALITIES.find((each) => each === modality);
    rows.push({
      field: "modalidadplan",
      value: named ? { kind: "modality", modality: named } : { kind: "text", text: modality },
    });
  }
  const area = present(plan.amplitudcobertura);
  if (area) rows.push({ field: "amplitudcobertura", value: { kind: "text", text: area } });
  if (typeof plan.topeanual === "number" && Number.isFinite(plan.topeanual)) {
    rows.push({ field: "topeanual", value: { kind: "annualTop", uf: plan.topeanual } });
  }
  const codes = plan.prestacionesrest ?? [];
  if (codes.length > 0) {
    rows.push({ field: "prestacionesrest", value: { kind: "restrictions", codes: [...codes] } });
  }
  const start = plan.fechainicio ? dayMonthYear(plan.fechainicio) : null;
  if (start) rows.push({ field: "fechainicio", value: { kind: "day", day: start } });
  return rows;
}
