import type { HealthPlan } from "@qs/domain/health-plan";

/**
 * The health-plan fields of a demo Isapre plan (profile spec §3 "Health plan"): derived from
 * the plan's code, tier, modality and its line's start day, never drawn at random, so adding
 * them changes no other value of the catalogue. Higher tiers have no annual top ('Sin tope')
 * and no restricted benefits; a discontinued plan is 'No Comer.'.
 */

const LINES = ["Esencial", "Ejecutiva", "Integral", "Superior", "Premium"] as const;
const ANNUAL_TOPS_UF = [3000, 5000, 8000, 0, 0] as const;
const RESTRICTIONS: readonly (readonly number[])[] = [[1, 4], [4], [6], [6], [6]];

export function isapreHealthPlan(input: {
  code: string;
  name: string;
  organizationCode: string;
  tier: number;
  modality: string | null | undefined;
  /** The day the plan started to be sold: its line's conditions take effect (YYYY-MM-DD). */
  startDate: string;
  sold: boolean;
}): HealthPlan {
  const index = Math.min(Math.max(input.tier, 1), LINES.length) - 1;
  return {
    codigoplan: `${input.code}-${input.startDate.slice(2, 4)}`,
    nombreplan: input.name,
    codigoprestador: Number(input.organizationCode),
    lineaplan: `Línea ${LINES[index]}`,
    modalidadplan: input.modality ?? "libre_eleccion",
    amplitudcobertura: index === 0 ? "Región Metropolitana" : "Nacional",
    prestacionesrest: [...(RESTRICTIONS[index] ?? [6])],
    topeanual: ANNUAL_TOPS_UF[index],
    fechainicio: input.startDate,
    estadoplan: input.sold ? "Si Comer." : "No Comer.",
  };
}
