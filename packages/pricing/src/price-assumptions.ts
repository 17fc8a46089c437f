import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { formatAmount } from "@qs/domain/format-money";
import { numberFormat } from "@qs/domain/intl-formats";
import { DEFAULT_AGE, insuredPersons, normalizeRelationship } from "@qs/domain/person";
import { type CollectiveProfileLike, collectiveEmployees } from "./collective-cost";

/** Where a UF value came from: its source, the value stored on the device, or the default 39214.8. */
type UfSource = "primary" | "secondary" | "stored" | "default";

/**
 * What a shown price assumes: who is counted (persons with sex and age, dependants, pets or
 * employees) and which UF value of which day it was converted with (profile spec §2
 * "Profile tooltip over prices" and "Insurable-persons message", §3 Profile and Person
 * types, §9 default age 25 and UF value).
 */

export type ProductKind = "persons" | "pets" | "collective";

type Amount = number | string | null | undefined;

export type AssumptionPersonLike = {
  sexo?: string | null;
  edad?: Amount;
  parentesco?: string | null;
  parentescoCarga?: string | null;
};

export type AssumptionPetLike = {
  especie?: string | null;
  raza?: string | null;
  edad?: Amount;
  parentesco?: string | null;
};

export type AssumptionProfile = CollectiveProfileLike & {
  ingresodatos?: boolean | null;
  cotizante?: readonly AssumptionPersonLike[] | null;
  cargas?: readonly (AssumptionPersonLike & AssumptionPetLike)[] | null;
  mascota?: readonly AssumptionPetLike[] | null;
};

export type AssumptionUf = {
  value: number;
  /** Day of the value: 'YYYY-MM-DD' (a time after it is ignored) or a Date; null when unknown. */
  date: string | Date | null;
  source?: UfSource;
};

export type PersonRole = "titular" | "cónyuge" | "carga";

export type AssumedPerson = { role: PersonRole; sexo: string | null; edad: number };
export type AssumedPet = { especie: string | null; raza: string | null; edad: number | null };

export type PriceAssumptions = {
  kind: ProductKind;
  /** True when no profile was entered and the price is for the default person, pet or employee. */
  assumed: boolean;
  /** Persons, pets or employees the price is for; 1 for an assumed profile. */
  count: number;
  /** The persons priced; for an assumed profile, the default person (titular, 25 years). */
  persons: AssumedPerson[];
  pets: AssumedPet[];
  employees: number | null;
  /** The UF value used and its day as dd-mm-yyyy; null when the price uses no UF value. */
  uf: { value: number; date: string | null; source: UfSource | null } | null;
  text: string;
};

export const ASSUMED_PROFILE_TEXT = {
  persons: `Precio referencial para una persona de ${DEFAULT_AGE} años: ingresa tu perfil para ver tu precio.`,
  pets: "Precio referencial para una mascota: ingresa tu perfil para ver tu precio.",
  collective: "Precio referencial por empleado: ingresa tu perfil para ver tu precio.",
} as const satisfies Record<ProductKind, string>;

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** A day as dd-mm-yyyy: from 'YYYY-MM-DD' (optionally followed by a time) or a Date's local day. */
export function formatDayMonthYear(date: string | Date): string | null {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return null;
    return `${pad(date.getDate(), 2)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getFullYear(), 4)}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(date.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

function isPet(person: { parentesco?: string | null }): boolean {
  return (person.parentesco ?? "").trim().toLowerCase() === "mascota";
}

function isSpouse(person: AssumptionPersonLike): boolean {
  const relationship = person.parentescoCarga ?? person.parentesco;
  return relationship ? normalizeRelationship(relationship) === "Cónyuge" : false;
}

function optionalAge(edad: Amount): number | null {
  if (edad === null || edad === undefined || (typeof edad === "string" && edad.trim() === "")) {
    return null;
  }
  const age = Number(edad);
  return Number.isFinite(age) && age >= 0 ? age : null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function profilePersons(profile: AssumptionProfile): AssumedPerson[] {
  const people = insuredPersons({
    cotizante: profile.cotizante,
    cargas: (profile.cargas ?? []).filter((dependant) => !isPet(dependant)),
  });
  const persons = people.map(({ tipo, edad, person }): AssumedPerson => {
    const role: PersonRole =
      tipo === "cotizante"
        ? "titular"
        : tipo === "pareja" || isSpouse(person)
          ? "cónyuge"
          : "carga";
    return { role, sexo: text(person.sexo), edad };
  });
  const order: Record<PersonRole, number> = { titular: 0, cónyuge: 1, carga: 2 };
  return persons
    .map((person, index) => ({ person, index }))
    .sort((a, b) => order[a.person.role] - order[b.person.role] || a.index - b.index)
    .map(({ person }) => person);
}

function profilePets(profile: AssumptionProfile): AssumedPet[] {
  const pets = [...(profile.mascota ?? []), ...(profile.cargas ?? []).filter(isPet)];
  return pets.map((pet) => ({
    especie: text(pet.especie),
    raza: text(pet.raza),
    edad: optionalAge(pet.edad),
  }));
}

/**
 * What a price assumes, with a short Spanish text. Persons: the price is for the profile's
 * insured persons once the visitor entered data (ingresodatos), otherwise for one person of
 * 25. Pets: for the profile's pets, otherwise one pet. Collective: for the employee count,
 * otherwise per employee. When the price used a UF value, the text ends with that value
 * and its day. Numbers are formatted for `locale`, days as dd-mm-yyyy.
 */
export function describePriceAssumptions(input: {
  kind: ProductKind;
  profile: AssumptionProfile | null | undefined;
  uf?: AssumptionUf | null;
  locale: string;
}): PriceAssumptions {
  const { kind, locale } = input;
  const profile = input.profile ?? {};
  const number = (value: number) => formatAmount(value, 0, locale);
  const age = (value: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const years = (value: number) => (value === 1 ? "año" : "años");

  const entered = kind === "persons" && hasEnteredProfile(profile) ? profilePersons(profile) : [];
  const pets = kind === "pets" ? profilePets(profile) : [];
  const counted = kind === "collective" ? collectiveEmployees(profile) : null;
  const employees = counted !== null && counted > 0 ? counted : null;
  const found =
    kind === "persons" ? entered.length : kind === "pets" ? pets.length : (employees ?? 0);
  const assumed = found === 0;
  const count = assumed ? 1 : found;
  const persons: AssumedPerson[] =
    kind === "persons" && assumed ? [{ role: "titular", sexo: null, edad: DEFAULT_AGE }] : entered;

  let sentence: string;
  if (assumed) {
    sentence = ASSUMED_PROFILE_TEXT[kind];
  } else if (kind === "persons") {
    const parts = persons
      .filter((person) => person.role !== "carga")
      .map((person) =>
        [person.role, person.sexo, `${age(person.edad)} ${years(person.edad)}`]
          .filter(Boolean)
          .join(" "),
      );
    const dependants = persons.filter((person) => person.role === "carga");
    if (dependants.length > 0) {
      const ages = dependants.map((person) => person.edad);
      const unit = ages.length === 1 && ages[0] === 1 ? "año" : "años";
      parts.push(
        `${number(dependants.length)} ${dependants.length === 1 ? "carga" : "cargas"} (${listText(ages.map(age))} ${unit})`,
      );
    }
    sentence = `Precio mensual para ${number(count)} ${count === 1 ? "persona" : "personas"}: ${parts.join(", ")}.`;
  } else if (kind === "pets") {
    const parts = pets.map((pet) => {
      const name = [pet.especie, pet.raza].filter(Boolean).join(" ") || "mascota";
      return pet.edad === null ? name : `${name} ${age(pet.edad)} ${years(pet.edad)}`;
    });
    sentence = `Precio mensual para ${number(count)} ${count === 1 ? "mascota" : "mascotas"}: ${parts.join(", ")}.`;
  } else {
    sentence = `Precio mensual para ${number(count)} ${count === 1 ? "empleado" : "empleados"}.`;
  }

  const uf = input.uf
    ? {
        value: input.uf.value,
        date: input.uf.date === null ? null : formatDayMonthYear(input.uf.date),
        source: input.uf.source ?? null,
      }
    : null;
  if (uf) {
    const value = `$${formatAmount(uf.value, 2, locale)}`;
    sentence +=
      uf.date === null ? ` Valor UF de referencia ${value}.` : ` Valor UF ${value} del ${uf.date}.`;
  }

  return { kind, assumed, count, persons, pets, employees, uf, text: sentence };
}
