import { z } from "zod";

/**
 * The 16 regions of Chile (reference-data spec §3; profile spec §3). `id` is
 * the region number, which the profile calls stateCode. Metropolitana is
 * ordered first (as the spec states); the rest follow north to south, the
 * usual order of Chilean region lists. `abv` is the ISO 3166-2:CL subdivision
 * code, which gives RM for Metropolitana as the spec does.
 */

export const regionSchema = z.object({
  id: z.number().int().min(1).max(16),
  name: z.string().min(1),
  orden: z.number().int().positive(),
  abv: z.string().min(2).max(3),
});
export type Region = z.infer<typeof regionSchema>;

/** The region as the visitor profile stores it. */
export const profileRegionSchema = z.object({
  stateCode: z.number().int().positive(),
  stateName: z.string().min(1),
  orderPosition: z.number().int().positive(),
  abbreviation: z.string().min(1),
});
export type ProfileRegion = z.infer<typeof profileRegionSchema>;

export const regions = [
  { id: 13, name: "Metropolitana", orden: 1, abv: "RM" },
  { id: 15, name: "Arica y Parinacota", orden: 2, abv: "AP" },
  { id: 1, name: "Tarapacá", orden: 3, abv: "TA" },
  { id: 2, name: "Antofagasta", orden: 4, abv: "AN" },
  { id: 3, name: "Atacama", orden: 5, abv: "AT" },
  { id: 4, name: "Coquimbo", orden: 6, abv: "CO" },
  { id: 5, name: "Valparaíso", orden: 7, abv: "VS" },
  { id: 6, name: "O'Higgins", orden: 8, abv: "LI" },
  { id: 7, name: "Maule", orden: 9, abv: "ML" },
  { id: 16, name: "Ñuble", orden: 10, abv: "NB" },
  { id: 8, name: "Biobío", orden: 11, abv: "BI" },
  { id: 9, name: "La Araucanía", orden: 12, abv: "AR" },
  { id: 14, name: "Los Ríos", orden: 13, abv: "LR" },
  { id: 10, name: "Los Lagos", orden: 14, abv: "LL" },
  { id: 11, name: "Aysén", orden: 15, abv: "AI" },
  { id: 12, name: "Magallanes", orden: 16, abv: "MA" },
] as const satisfies readonly Region[];

/** Regions sorted by `orden` (Metropolitana first). */
export function regionsInOrder(): Region[] {
  return [...regions].sort((a, b) => a.orden - b.orden);
}

export function toProfileRegion(region: Region): ProfileRegion {
  return {
    stateCode: region.id,
    stateName: region.name,
    orderPosition: region.orden,
    abbreviation: region.abv,
  };
}
