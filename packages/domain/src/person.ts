/** Insured persons of a profile (profile spec §3, reference-data spec §3 and §5). */

export const DEFAULT_AGE = 25;

export type PersonType = "cotizante" | "pareja" | "carga";

/** A person's age for pricing: a missing or unreadable age counts as 25. */
export function effectiveAge(edad: number | string | null | undefined): number {
  if (edad === null || edad === undefined) return DEFAULT_AGE;
  if (typeof edad === "string" && edad.trim() === "") return DEFAULT_AGE;
  const age = typeof edad === "number" ? edad : Number(edad);
  return Number.isFinite(age) && age >= 0 ? age : DEFAULT_AGE;
}

export type PersonLike = { edad?: number | string | null };

export type InsuredPerson<T> = { tipo: PersonType; edad: number; person: T };

/**
 * Everyone insured by a profile, in order: the first cotizante is 'cotizante', later
 * cotizantes are 'pareja', dependants (cargas) are 'carga'. Ages default to 25.
 */
export function insuredPersons<T extends PersonLike>(profile: {
  cotizante?: readonly T[] | null;
  cargas?: readonly T[] | null;
}): InsuredPerson<T>[] {
  const holders = (profile.cotizante ?? []).map((person, index) => ({
    tipo: (index === 0 ? "cotizante" : "pareja") as PersonType,
    edad: effectiveAge(person.edad),
    person,
  }));
  const dependants = (profile.cargas ?? []).map((person) => ({
    tipo: "carga" as PersonType,
    edad: effectiveAge(person.edad),
    person,
  }));
  return [...holders, ...dependants];
}

export type AgeLimits = { min?: number | null; max?: number | null };

/** Splits persons by age limits (min-max, both included; a missing limit is open). */
export function classifyByAgeLimits<T extends { edad: number }>(
  persons: readonly T[],
  limits: AgeLimits,
): { insurable: T[]; uninsurable: T[] } {
  const insurable: T[] = [];
  const uninsurable: T[] = [];
  for (const person of persons) {
    const aboveMin = limits.min === null || limits.min === undefined || person.edad >= limits.min;
    const belowMax = limits.max === null || limits.max === undefined || person.edad <= limits.max;
    (aboveMin && belowMax ? insurable : uninsurable).push(person);
  }
  return { insurable, uninsurable };
}

const RELATIONSHIPS: Readonly<Record<string, string>> = {
  spouse: "Cónyuge",
  conjoint: "Cónyuge",
  conjointe: "Cónyuge",
  époux: "Cónyuge",
  épouse: "Cónyuge",
  cônjuge: "Cónyuge",
  esposo: "Cónyuge",
  esposa: "Cónyuge",
  cónyuge: "Cónyuge",
  child: "Hijo",
  son: "Hijo",
  filho: "Hijo",
  fils: "Hijo",
  hijo: "Hijo",
  daughter: "Hija",
  filha: "Hija",
  fille: "Hija",
  hija: "Hija",
};

/**
 * Relationship (parentesco) as a Spanish label, case-insensitive: spouse forms → 'Cónyuge';
 * Child, Son, Filho, Fils → 'Hijo'; Daughter, Filha, Fille → 'Hija'. Unknown values are
 * returned unchanged.
 */
export function normalizeRelationship(parentesco: string): string {
  return RELATIONSHIPS[parentesco.trim().toLowerCase()] ?? parentesco;
}
