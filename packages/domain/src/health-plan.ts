import { z } from "zod";

/**
 * A Chilean health plan (Isapre plan) with the fields the plan lookups give (profile spec §3
 * "Health plan"; reference-data spec §4 plan states, §9 modalities and restriction codes).
 * Isapre products carry it as `healthPlan`; `isapre-plan.ts` says how it is shown.
 */

/** 'Si Comer.' is shown as Comercializable, 'No Comer.' as No comercializable. */
export const planStateSchema = z.enum(["Si Comer.", "No Comer."]);

/**
 * Restricted-benefit codes: 1 Parto, neonatología y obstetricia; 2 Psiquiatría y/o
 * psicología; 3 Cirugía bariátrica; 4 Cirugía refractiva; 5 Otras prestaciones
 * restringidas; 6 Sin prestaciones restringidas.
 */
export const restrictionCodeSchema = z.number().int().min(1).max(6);

/** Restriction codes as a list; a comma-separated string ('1,3') is accepted. */
export const restrictionCodeListSchema = z.preprocess((value) => {
  if (typeof value === "number") return [value];
  if (typeof value !== "string") return value;
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(Number);
}, z.array(restrictionCodeSchema));

export const healthPlanSchema = z.looseObject({
  codigoplan: z.string().min(1),
  nombreplan: z.string().min(1),
  /** Isapre code (67 Colmena, 78 Cruz Blanca...). */
  codigoprestador: z.union([z.number().int(), z.string()]),
  lineaplan: z.string().nullish(),
  modalidadplan: z.string().nullish(),
  amplitudcobertura: z.string().nullish(),
  prestacionesrest: restrictionCodeListSchema.nullish(),
  /** Annual top in UF per beneficiary; 0 means none and is shown as 'Sin tope'. */
  topeanual: z.number().nonnegative().nullish(),
  /** Day the plan started to be sold (YYYY-MM-DD). */
  fechainicio: z.iso.date().nullish(),
  estadoplan: planStateSchema.nullish(),
  /** Price for the visitor's profile, when a lookup computed one. */
  tuprecio: z.number().nullish(),
});
export type HealthPlan = z.infer<typeof healthPlanSchema>;
