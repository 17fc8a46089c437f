/**
 * Chilean Isapres (health funds): codes, names, which are open, and the GES
 * price in UF per person per month (reference-data spec §3 and §9).
 *
 * Names: the spec names the open Isapres and 999 (Otras Isapres); code 88 is
 * the Masvida code whose GES price the spec gives beside Nueva Masvida (81).
 * The names of the closed Isapres 62, 63, 65, 68, 76 and 94 are not given, so
 * they are null until the real data fills them in.
 *
 * GES prices: the spec gives two readings. The GES price table says Banmédica
 * 0.59, Consalud 0.595 and Masvida 0.795 (code 81) and 0.63 (code 88); the
 * message shown for dependants under 2 quotes Banmédica and Consalud at 0.602.
 * The product prices with the table (`gesPriceUf`): it is the per-Isapre data
 * source with one value per code, while the message is a single text that
 * groups two Isapres under one figure. The message's figures are kept in
 * `gesPriceInUnderTwoMessage` so the message can be shown as written.
 */

/** An Isapre of the reference data. A plain type, so the sites read GES prices without zod. */
export interface Isapre {
  codigodelaisapre: number;
  /** Name; null where the reference data does not give it. */
  nombreisapre: string | null;
  abierta: boolean;
  /** GES price in UF per month; null where none is known. */
  preciogesl: number | null;
}

export const isapres = [
  { codigodelaisapre: 62, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 63, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 65, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 67, nombreisapre: "Colmena", abierta: true, preciogesl: 0.77 },
  { codigodelaisapre: 68, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 76, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 78, nombreisapre: "Cruz Blanca", abierta: true, preciogesl: 0.74 },
  { codigodelaisapre: 80, nombreisapre: "Vida Tres", abierta: true, preciogesl: 0.63 },
  { codigodelaisapre: 81, nombreisapre: "Nueva Masvida", abierta: true, preciogesl: 0.795 },
  { codigodelaisapre: 88, nombreisapre: "Masvida", abierta: false, preciogesl: 0.63 },
  { codigodelaisapre: 99, nombreisapre: "Banmedica", abierta: true, preciogesl: 0.59 },
  { codigodelaisapre: 107, nombreisapre: "Consalud", abierta: true, preciogesl: 0.595 },
  { codigodelaisapre: 108, nombreisapre: "Esencial", abierta: true, preciogesl: 0.8 },
  { codigodelaisapre: 94, nombreisapre: null, abierta: false, preciogesl: null },
  { codigodelaisapre: 999, nombreisapre: "Otras Isapres", abierta: false, preciogesl: null },
] as const satisfies readonly Isapre[];

export type IsapreCode = (typeof isapres)[number]["codigodelaisapre"];

export const openIsapreCodes = [
  67, 78, 80, 81, 99, 107, 108,
] as const satisfies readonly IsapreCode[];

const isapresByCode = new Map<number, Isapre>(
  isapres.map((isapre) => [isapre.codigodelaisapre, isapre]),
);

/** GES price in UF per month that the product charges, from the GES price table. */
export function gesPriceUf(code: number): number | null {
  return isapresByCode.get(code)?.preciogesl ?? null;
}

/** Dependants younger than this many years pay no plan price, only GES. */
export const GES_ONLY_AGE_LIMIT = 2;
