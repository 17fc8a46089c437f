import { z } from "zod";

/** Failure counters by area of reference data (profile spec §3 "Error counters"). */

export const errorCounterAreaSchema = z.enum([
  "beneficiarios",
  "preciosPlanes",
  "prestadoresPlanes",
  "isapres",
  "preciosSeguros",
  "categorias",
  "instituciones",
  "prevision",
]);
export type ErrorCounterArea = z.infer<typeof errorCounterAreaSchema>;

const counter = z.number().int().nonnegative().default(0);

/** Failures counted per area; a missing area counts 0. */
export const errorCountersSchema = z.object({
  beneficiarios: counter,
  preciosPlanes: counter,
  prestadoresPlanes: counter,
  isapres: counter,
  preciosSeguros: counter,
  categorias: counter,
  instituciones: counter,
  prevision: counter,
});
export type ErrorCounters = z.infer<typeof errorCountersSchema>;
