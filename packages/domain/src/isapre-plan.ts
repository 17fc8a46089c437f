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

export const PLAN_STATE_LABELS: Readonly<Record<string, string>> = {
  "Si Comer.": "Comercializable",
  "No Comer.": "No comercializable",
};
export const NO_ANNUAL_TOP_TEXT = "Sin tope";

export const MODALITY_LABELS: Readonly<Record<string, string>> = {
  libre_eleccion: "Libre elección",
  preferente: "Preferente",
  cerrado: "Cerrado",
};

export const RESTRICTION_LABELS: Readonly<Record<number, string>> = {
  1: "Parto, neonatología y obstetricia",
  2: "Psiquiatría y/o psicología",
  3: "Cirugía bariátrica",
  4: "Cirugía refractiva",
  5: "Otras prestaciones restringidas",
  6: "Sin prestaciones restringidas",
};

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

export interface HealthPlanRow {
  field: HealthPlanField;
  text: string;
  /** The plan state's tone: a plan sold today, or one no longer sold. */
  tone?: "positive" | "negative";
}

/** 'Si Comer.' → 'Comercializable', 'No Comer.' → 'No comercializable'; another text as given. */
export function planStateLabel(estadoplan: string): string {
  return PLAN_STATE_LABELS[estadoplan.trim()] ?? estadoplan.trim();
}

/** The annual top in UF: 0 is 'Sin tope', another amount '5.000 UF' in the locale. */
export function annualTopLabel(topeanual: number, locale: string): string {
  if (topeanual === 0) return NO_ANNUAL_TOP_TEXT;
  const decimals = Number.isInteger(topeanual) ? 0 : 2;
  return `${formatAmount(topeanual, decimals, locale)} UF`;
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
  locale: string,
): HealthPlanRow[] {
  const rows: HealthPlanRow[] = [];
  if (plan.estadoplan) {
    rows.push({
      field: "estadoplan",
      text: planStateLabel(plan.estadoplan),
      tone: plan.estadoplan === "Si Comer." ? "positive" : "negative",
    });
  }
  const code = present(plan.codigoplan);
  if (code) rows.push({ field: "codigoplan", text: code });
  const line = present(plan.lineaplan);
  if (line) rows.push({ field: "lineaplan", text: line });
  const modality = present(plan.modalidadplan);
  if (modality) rows.push({ field: "modalidadplan", text: MODALITY_LABELS[modality] ?? modality });
  const area = present(plan.amplitudcobertura);
  if (area) rows.push({ field: "amplitudcobertura", text: area });
  if (typeof plan.topeanual === "number" && Number.isFinite(plan.topeanual)) {
    rows.push({ field: "topeanual", text: annualTopLabel(plan.topeanual, locale) });
  }
  const restrictions = (plan.prestacionesrest ?? []).map(
    (code) => RESTRICTION_LABELS[code] ?? String(code),
  );
  if (restrictions.length > 0) {
    rows.push({ field: "prestacionesrest", text: restrictions.join("; ") });
  }
  const start = plan.fechainicio ? dayMonthYear(plan.fechainicio) : null;
  if (start) rows.push({ field: "fechainicio", text: start });
  return rows;
}
