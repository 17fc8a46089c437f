import type { PriceMethod } from "@qs/domain/api/price-requests";
import { DEFAULT_AGE, effectiveAge, insuredPersons } from "@qs/domain/person";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice, ProfilePriceEntry } from "@qs/domain/profile-price";

/** A price table row as read from the database. */
export interface PriceRow {
  sex: string | null;
  ageMin: number;
  ageMax: number;
  species: string | null;
  breed: string | null;
  price: number;
  unit: string;
}

/** One insured person or pet to price. */
export interface PricedSubject {
  person: Record<string, unknown>;
  sex: string | null;
  age: number;
  species: string | null;
  breed: string | null;
}

export const DEFAULT_SEX = "Masculino";

const norm = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : null);

/**
 * Every insured subject of the profile in order: the cotizante list (the first
 * is the policyholder, the next the partner), then the dependants; for a pet
 * product the pets (mascota, or dependants with parentesco 'Mascota'). An empty
 * profile prices one default person (Masculino, 25).
 */
export function subjectsOf(
  profile: VisitorProfile | null | undefined,
  pets: boolean,
): PricedSubject[] {
  if (pets) {
    const fromDependants = (profile?.cargas ?? []).filter((c) => norm(c.parentesco) === "mascota");
    return [...(profile?.mascota ?? []), ...fromDependants].map((pet) => ({
      person: pet as Record<string, unknown>,
      sex: pet.sexo ?? null,
      age: typeof pet.edad === "number" ? pet.edad : 0,
      species: pet.especie ?? null,
      breed: pet.raza ?? null,
    }));
  }
  const people = insuredPersons({ cotizante: profile?.cotizante, cargas: profile?.cargas });
  if (people.length === 0) {
    return [
      {
        person: { tipo: "cotizante", sexo: DEFAULT_SEX, edad: DEFAULT_AGE },
        sex: DEFAULT_SEX,
        age: DEFAULT_AGE,
        species: null,
        breed: null,
      },
    ];
  }
  return people.map(({ tipo, edad, person }) => ({
    person: { ...person, tipo, edad },
    sex: person.sexo ?? DEFAULT_SEX,
    age: effectiveAge(edad),
    species: null,
    breed: null,
  }));
}

/** The most specific row for the subject: breed beats species, a sexed row beats a unisex one. */
export function findPriceRow(rows: readonly PriceRow[], subject: PricedSubject): PriceRow | null {
  let best: PriceRow | null = null;
  let bestScore = -1;
  for (const row of rows) {
    if (subject.age < row.ageMin || subject.age > row.ageMax) continue;
    if (row.sex !== null && norm(row.sex) !== norm(subject.sex)) continue;
    if (row.species !== null && norm(row.species) !== norm(subject.species)) continue;
    if (row.breed !== null && norm(row.breed) !== norm(subject.breed)) continue;
    const score = (row.breed ? 4 : 0) + (row.species ? 2 : 0) + (row.sex ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/**
 * The price of a product for a profile. Every subject is priced from the
 * product's price table; a subject no row covers gets method 'PriceNotFound'
 * and no price. A collective profile (employee count) prices that many
 * employees of the default age with method 'PerEmployee'. The total adds the
 * prices found; UF totals carry their conversion to pesos.
 */
export function calculateProfilePrice(input: {
  rows: readonly PriceRow[];
  profile: VisitorProfile | null | undefined;
  pets: boolean;
  collective: boolean;
  ufValue: number | null;
}): ProfilePrice {
  const { rows, profile, pets, collective, ufValue } = input;
  const employees = profile?.colectivo?.cantidadempleados ?? profile?.cantidadempleados ?? null;
  const entries: Array<
    ProfilePriceEntry & { method: PriceMethod; unit: string | null; quantity: number }
  > = [];

  if (collective && typeof employees === "number" && employees > 0) {
    const subject: PricedSubject = {
      person: {},
      sex: null,
      age: DEFAULT_AGE,
      species: null,
      breed: null,
    };
    const row = findPriceRow(rows, subject) ?? findPriceRow(rows, { ...subject, sex: DEFAULT_SEX });
    entries.push({
      method: row ? "PerEmployee" : "PriceNotFound",
      profile: 0,
      person: null,
      price: row ? round(row.price * employees) : null,
      unit: row?.unit ?? null,
      quantity: employees,
    });
  } else {
    for (const [index, subject] of subjectsOf(profile, pets).entries()) {
      const row = findPriceRow(rows, subject);
      entries.push({
        method: row ? "PriceTable" : "PriceNotFound",
        profile: index,
        person: subject.person,
        price: row ? row.price : null,
        unit: row?.unit ?? null,
        quantity: 1,
      });
    }
  }

  const priced = entries.filter((entry) => entry.price !== null && entry.price !== undefined);
  const total =
    priced.length > 0 ? round(priced.reduce((sum, e) => sum + (e.price ?? 0), 0)) : null;
  const unit = priced[0]?.unit ?? rows[0]?.unit ?? null;
  const conversion =
    unit === "UF" && total !== null && ufValue
      ? {
          from: { value: total, code: "UF" },
          to: { value: Math.round(total * ufValue), code: "CLP" },
        }
      : null;
  return {
    total: {
      profilesWithPrice: priced.length,
      profilesEvaluated: entries.length,
      arePricesDefined: entries.length > 0 && priced.length === entries.length,
      minPrice: total,
      unit,
    },
    conversion,
    profiles: entries,
  };
}
