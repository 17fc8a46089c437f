import { gesPriceUf } from "@qs/catalogs/isapres";
import type { PriceMethod } from "@qs/domain/api/price-requests";
import { companyHeadcount } from "@qs/domain/collective";
import { DEFAULT_AGE, effectiveAge, insuredPersons, type PersonType } from "@qs/domain/person";
import type { VisitorProfile } from "@qs/domain/profile";
import type { PriceSimulation, ProfilePrice, ProfilePriceEntry } from "@qs/domain/profile-price";
import { applyDiscounts, type PriceDiscount } from "./apply-discounts";
import { isUfUnit, ufToClp } from "./convert-units";
import { paysOnlyGes, simulateChilePrice } from "./simulate-chile-price";

/**
 * The price engine: what a product costs for the visitor's profile (profile spec §3
 * "Profile price", §7 calculatePrice, §9 "Price simulation (Chile)"; comparator spec §7
 * "Price for a profile"). The API's price endpoints answer with `priceProduct`; nothing
 * else computes a profile price.
 */

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
interface PricedSubject {
  person: Record<string, unknown>;
  tipo?: PersonType | null;
  sex: string | null;
  age: number;
  species: string | null;
  breed: string | null;
}

const DEFAULT_SEX = "Masculino";

/** Normalised forms of the few strings rows and persons carry (sexes, species, breeds). */
const NORMALISED = new Map<string, string>();
const NORMALISED_MAX = 1024;

const norm = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  let normalised = NORMALISED.get(value);
  if (normalised === undefined) {
    normalised = value.trim().toLowerCase();
    if (NORMALISED.size < NORMALISED_MAX) NORMALISED.set(value, normalised);
  }
  return normalised;
};

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
  return findSubjects(profile, pets);
}

/**
 * The subjects of a profile, worked out once per profile object: a listing prices thousands of
 * products for one profile. Read-only for the engine (a profile is never changed once parsed).
 */
const SUBJECTS = new WeakMap<object, { people?: PricedSubject[]; pets?: PricedSubject[] }>();

function subjectsOnce(profile: VisitorProfile | null | undefined, pets: boolean): PricedSubject[] {
  if (!profile) return findSubjects(profile, pets);
  let known = SUBJECTS.get(profile);
  if (!known) {
    known = {};
    SUBJECTS.set(profile, known);
  }
  const key = pets ? "pets" : "people";
  const found = known[key] ?? findSubjects(profile, pets);
  known[key] = found;
  return found;
}

function findSubjects(profile: VisitorProfile | null | undefined, pets: boolean): PricedSubject[] {
  if (pets) {
    const fromDependants = (profile?.cargas ?? []).filter((c) => norm(c.parentesco) === "mascota");
    return [...(profile?.mascota ?? []), ...fromDependants].map((pet) => ({
      person: pet as Record<string, unknown>,
      tipo: null,
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
        tipo: "cotizante",
        sex: DEFAULT_SEX,
        age: DEFAULT_AGE,
        species: null,
        breed: null,
      },
    ];
  }
  return people.map(({ tipo, edad, person }) => ({
    person: { ...person, tipo, edad },
    tipo,
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
  const sex = norm(subject.sex);
  const species = norm(subject.species);
  const breed = norm(subject.breed);
  for (const row of rows) {
    if (subject.age < row.ageMin || subject.age > row.ageMax) continue;
    if (row.sex !== null && norm(row.sex) !== sex) continue;
    if (row.species !== null && norm(row.species) !== species) continue;
    if (row.breed !== null && norm(row.breed) !== breed) continue;
    const score = (row.breed ? 4 : 0) + (row.species ? 2 : 0) + (row.sex ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** What is being priced: the product's kind, and for a Chile Isapre plan its Isapre code. */
export interface PriceProductInput {
  rows: readonly PriceRow[];
  profile: VisitorProfile | null | undefined;
  pets: boolean;
  collective: boolean;
  /** The UF value in pesos to convert UF totals with; null converts nothing. */
  ufValue: number | null;
  /**
   * The Isapre of a Chilean health plan (its organization code). Dependants under 2 pay
   * only that Isapre's GES price, and the answer carries the 7 % simulation.
   */
  isapreCode?: number | null;
  /** Discounts of the product's active offers, taken off the total. */
  discounts?: readonly PriceDiscount[];
}

type PricedEntry = ProfilePriceEntry & {
  method: PriceMethod;
  unit: string | null;
  quantity: number;
};

function collectiveEntry(rows: readonly PriceRow[], employees: number): PricedEntry {
  const subject: PricedSubject = {
    person: {},
    tipo: null,
    sex: null,
    age: DEFAULT_AGE,
    species: null,
    breed: null,
  };
  const row = findPriceRow(rows, subject) ?? findPriceRow(rows, { ...subject, sex: DEFAULT_SEX });
  return {
    method: row ? "PerEmployee" : "PriceNotFound",
    profile: 0,
    person: null,
    price: row ? round(row.price * employees) : null,
    unit: row?.unit ?? null,
    quantity: employees,
  };
}

function subjectEntry(
  rows: readonly PriceRow[],
  subject: PricedSubject,
  index: number,
  gesUf: number | null | undefined,
): PricedEntry {
  if (gesUf !== undefined && subject.tipo && paysOnlyGes(subject.tipo, subject.age)) {
    return {
      method: gesUf === null ? "PriceNotFound" : "GesOnly",
      profile: index,
      person: subject.person,
      price: gesUf,
      unit: gesUf === null ? null : "UF",
      quantity: 1,
    };
  }
  const row = findPriceRow(rows, subject);
  return {
    method: row ? "PriceTable" : "PriceNotFound",
    profile: index,
    person: subject.person,
    price: row ? row.price : null,
    unit: row?.unit ?? null,
    quantity: 1,
  };
}

function chileSimulation(
  profile: VisitorProfile | null | undefined,
  ufValue: number | null,
  isapreCode: number,
): PriceSimulation {
  const simulation = simulateChilePrice({
    profile: { cotizante: profile?.cotizante ?? null, cargas: profile?.cargas ?? null },
    ufValue,
    isapreCode,
  });
  return { source: simulation.source, ufValue: simulation.ufValue, ...simulation.precios };
}

/**
 * The price of a product for a profile. Every subject is priced from the
 * product's price table; a subject no row covers gets method 'PriceNotFound'
 * and no price. A collective profile (employee count) prices that many
 * employees of the default age with method 'PerEmployee'. For a Chile Isapre
 * plan a dependant under 2 pays only the Isapre's GES price (method 'GesOnly')
 * and the answer carries the 7 % simulation. The total adds the prices found;
 * UF totals carry their conversion to pesos; active offers' discounts are taken
 * off the total.
 */
export function calculateProfilePrice(input: PriceProductInput): ProfilePrice {
  const { rows, profile, pets, collective, ufValue } = input;
  const employees = companyHeadcount(profile);
  const isapreCode = pets || collective ? null : (input.isapreCode ?? null);
  const gesUf = isapreCode === null ? undefined : gesPriceUf(isapreCode);
  const entries: PricedEntry[] =
    collective && typeof employees === "number" && employees > 0
      ? [collectiveEntry(rows, employees)]
      : subjectsOnce(profile, pets).map((subject, index) =>
          subjectEntry(rows, subject, index, gesUf),
        );

  const priced = entries.filter((entry) => entry.price !== null && entry.price !== undefined);
  const total =
    priced.length > 0 ? round(priced.reduce((sum, e) => sum + (e.price ?? 0), 0)) : null;
  const unit = priced[0]?.unit ?? rows[0]?.unit ?? null;
  const conversion =
    unit !== null && isUfUnit(unit) && total !== null && ufValue
      ? {
          from: { value: total, code: "UF" },
          to: { value: Math.round(ufToClp(total, ufValue)), code: "CLP" },
        }
      : null;
  const discounts = input.discounts ?? [];
  const discount = total !== null && discounts.length > 0 ? applyDiscounts(total, discounts) : null;
  return {
    total: {
      profilesWithPrice: priced.length,
      profilesEvaluated: entries.length,
      arePricesDefined: entries.length > 0 && priced.length === entries.length,
      minPrice: total,
      unit,
    },
    conversion,
    ...(isapreCode === null ? {} : { simulation: chileSimulation(profile, ufValue, isapreCode) }),
    ...(discount && discount.discount > 0 ? { discount } : {}),
    profiles: entries,
  };
}
