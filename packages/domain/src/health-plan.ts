import { z } from "zod";

/**
 * A Chilean health plan (isapre plan) as the plan lookups return it (profile
 * spec §3 "Health plan"; back-office spec §4 plan states, §9 modalities and
 * restriction codes).
 */

/** 'Si Comer.' is shown as Comercializable, 'No Comer.' as No comercializable. */
export const planStateSchema = z.enum(["Si Comer.", "No Comer."]);
export type PlanState = z.infer<typeof planStateSchema>;

export const planModalitySchema = z.enum(["libre_eleccion", "preferente", "cerrado"]);
export type PlanModality = z.infer<typeof planModalitySchema>;

export const maternityKeySchema = z.enum(["sin_parto", "con_parto"]);
export type MaternityKey = z.infer<typeof maternityKeySchema>;

/**
 * Restricted-benefit codes: 1 Parto, neonatología y obstetricia; 2 Psiquiatría
 * y/o psicología; 3 Cirugía bariátrica; 4 Cirugía refractiva; 5 Otras
 * prestaciones restringidas; 6 Sin prestaciones restringidas.
 */
export const restrictionCodeSchema = z.number().int().min(1).max(6);
export type RestrictionCode = z.infer<typeof restrictionCodeSchema>;

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
  codigoplan: z.string(),
  nombreplan: z.string(),
  /** Isapre code (67 Colmena, 78 Cruz Blanca...). */
  codigoprestador: z.union([z.number().int(), z.string()]),
  lineaplan: z.string().nullish(),
  modalidadplan: z.string().nullish(),
  amplitudcobertura: z.string().nullish(),
  prestacionesrest: restrictionCodeListSchema.nullish(),
  /** Annual top in UF; 0 is shown as 'Sin tope'. */
  topeanual: z.number().nonnegative().nullish(),
  /** Start date; a plan is new when it starts after 2 months ago. */
  fechainicio: z.string().nullish(),
  estadoplan: planStateSchema.nullish(),
  /** Price for the visitor's profile. */
  tuprecio: z.number().nullish(),
});
export type HealthPlan = z.infer<typeof healthPlanSchema>;
