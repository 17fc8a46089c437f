import type { PriceDetail } from "@qs/domain/product";
import type { PriceRowInput } from "./catalog-contract";
import type { PriceUnitCode } from "./catalog-specs";
import { translationOf, translationsOf } from "./label-translations";
import { roundPrice } from "./markets";
import type { Random } from "./random";

/**
 * Price tables: monthly prices by age band and sex for people, by species,
 * breed and age for pets, per employee for company plans. Every product
 * draws its own curve around the market shape, so two plans of the same
 * level never price alike.
 */

export type AgeBand = readonly [min: number, max: number, factor: number];

/** Age bands of individual health plans with the price factor of a man and of a woman (30-34 = 1). */
export const PERSON_BANDS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 17, 0.62, 0.6],
  [18, 24, 0.78, 0.86],
  [25, 29, 0.88, 1.05],
  [30, 34, 1, 1.18],
  [35, 39, 1.1, 1.24],
  [40, 44, 1.24, 1.3],
  [45, 49, 1.42, 1.46],
  [50, 54, 1.7, 1.66],
  [55, 59, 2.05, 1.92],
  [60, 64, 2.5, 2.3],
  [65, 69, 3.05, 2.8],
  [70, 99, 3.7, 3.4],
];

/**
 * The single factor table of Isapre plans (no difference by sex): the plan's
 * base price times the factor, plus the Isapre's GES price, per beneficiary.
 */
export const ISAPRE_BANDS: readonly AgeBand[] = [
  [0, 19, 0.6],
  [20, 24, 0.9],
  [25, 34, 1],
  [35, 44, 1.3],
  [45, 54, 1.4],
  [55, 64, 2],
  [65, 99, 2.4],
];

/** Company plans: price per employee by age band. */
export const EMPLOYEE_BANDS: readonly AgeBand[] = [
  [18, 29, 0.85],
  [30, 39, 1],
  [40, 49, 1.25],
  [50, 59, 1.6],
  [60, 64, 2.1],
  [65, 69, 2.6],
];

/** Dental plans: children, adults and seniors. */
export const DENTAL_BANDS: readonly AgeBand[] = [
  [0, 17, 0.75],
  [18, 64, 1],
  [65, 99, 1.25],
];

/** Pets: age in years. */
export const PET_BANDS: readonly AgeBand[] = [
  [0, 1, 1],
  [2, 4, 1.05],
  [5, 7, 1.3],
  [8, 10, 1.65],
  [11, 12, 2.1],
];

export const PET_SPECIES = [
  { species: "Perro", factor: 1 },
  { species: "Gato", factor: 0.82 },
] as const;

/** Breeds some insurers surcharge, with their factor over the species price. */
export const PET_BREEDS = [
  { species: "Perro", breed: "Bulldog Francés", factor: 1.45 },
  { species: "Perro", breed: "Bulldog Inglés", factor: 1.6 },
  { species: "Perro", breed: "Pug", factor: 1.35 },
  { species: "Perro", breed: "Pastor Alemán", factor: 1.2 },
  { species: "Perro", breed: "Golden Retriever", factor: 1.15 },
  { species: "Perro", breed: "Labrador Retriever", factor: 1.12 },
  { species: "Perro", breed: "Rottweiler", factor: 1.3 },
  { species: "Gato", breed: "Persa", factor: 1.2 },
  { species: "Gato", breed: "Maine Coon", factor: 1.15 },
] as const;

/** Default entry ages by kind of table. */
export const DEFAULT_PERSON_AGES = [0, 99] as const;
export const DEFAULT_PET_AGES = [0, 10] as const;
interface TableInput {
  /** Monthly price of the reference person (or employee, or pet). */
  base: number;
  unit: PriceUnitCode;
  random: Random;
  /** Entry ages covered; bands are cut to them. */
  ages?: readonly [number, number];
}

/** The bands that meet [min, max], cut to it. */
function bandsWithin<T extends readonly [number, number, ...number[]]>(
  bands: readonly T[],
  ages: readonly [number, number],
): Array<{ ageMin: number; ageMax: number; band: T }> {
  const [min, max] = ages;
  return bands
    .filter(([from, to]) => to >= min && from <= max)
    .map((band) => ({ ageMin: Math.max(band[0], min), ageMax: Math.min(band[1], max), band }));
}

/**
 * The product's own curve: the factor raised to a power near 1 (steeper or
 * flatter with age, never out of order) and the base moved a few percent.
 */
function curve(random: Random): (factor: number) => number {
  const slope = random.between(0.92, 1.08);
  const level = random.between(0.95, 1.05);
  return (factor) => level * factor ** slope;
}

/** People by age band and sex. */
export function personRows(input: TableInput): PriceRowInput[] {
  const shape = curve(input.random);
  const rows: PriceRowInput[] = [];
  for (const { ageMin, ageMax, band } of bandsWithin(
    PERSON_BANDS,
    input.ages ?? DEFAULT_PERSON_AGES,
  )) {
    const [, , male, female] = band;
    rows.push(
      {
        sex: "Masculino",
        ageMin,
        ageMax,
        price: roundPrice(input.base * shape(male), input.unit),
        unit: input.unit,
      },
      {
        sex: "Femenino",
        ageMin,
        ageMax,
        price: roundPrice(input.base * shape(female), input.unit),
        unit: input.unit,
      },
    );
  }
  return rows;
}

/** Isapre plans: base price times the factor of the single table, plus GES, for either sex. */
export function isapreRows(input: TableInput & { gesPrice: number }): PriceRowInput[] {
  return bandsWithin(ISAPRE_BANDS, input.ages ?? DEFAULT_PERSON_AGES).map(
    ({ ageMin, ageMax, band }) => ({
      sex: null,
      ageMin,
      ageMax,
      price: roundPrice(input.base * band[2] + input.gesPrice, input.unit),
      unit: input.unit,
    }),
  );
}

/** One price for either sex by age band (company plans, dental plans). */
export function unisexRows(input: TableInput & { bands: readonly AgeBand[] }): PriceRowInput[] {
  const shape = curve(input.random);
  return bandsWithin(
    input.bands,
    input.ages ?? [input.bands[0]?.[0] ?? 0, input.bands.at(-1)?.[1] ?? 99],
  ).map(({ ageMin, ageMax, band }) => ({
    sex: null,
    ageMin,
    ageMax,
    price: roundPrice(input.base * shape(band[2]), input.unit),
    unit: input.unit,
  }));
}

/** SCTR: one rate per worker for the whole working age. */
export function flatRows(input: TableInput): PriceRowInput[] {
  const [ageMin, ageMax] = input.ages ?? [18, 70];
  return [
    { sex: null, ageMin, ageMax, price: roundPrice(input.base, input.unit), unit: input.unit },
  ];
}

/** Pets: every species by age, and the breeds this insurer surcharges. */
export function petRows(input: TableInput & { surchargedBreeds: number }): PriceRowInput[] {
  const shape = curve(input.random);
  const bands = bandsWithin(PET_BANDS, input.ages ?? DEFAULT_PET_AGES);
  const breeds = input.random
    .sample(PET_BREEDS, input.surchargedBreeds)
    .sort((a, b) => PET_BREEDS.indexOf(a) - PET_BREEDS.indexOf(b));
  const rows: PriceRowInput[] = [];
  for (const { species, factor } of PET_SPECIES) {
    for (const { ageMin, ageMax, band } of bands) {
      rows.push({
        species,
        breed: null,
        ageMin,
        ageMax,
        price: roundPrice(input.base * factor * shape(band[2]), input.unit),
        unit: input.unit,
      });
    }
  }
  for (const breed of breeds) {
    const speciesFactor = PET_SPECIES.find((entry) => entry.species === breed.species)?.factor ?? 1;
    for (const { ageMin, ageMax, band } of bands) {
      rows.push({
        species: breed.species,
        breed: breed.breed,
        ageMin,
        ageMax,
        price: roundPrice(input.base * speciesFactor * breed.factor * shape(band[2]), input.unit),
        unit: input.unit,
      });
    }
  }
  return rows;
}

/** The 'from' price of a table: the lowest adult price (the lowest of all when no adult row exists). */
export function startingRow(rows: readonly PriceRowInput[]): PriceRowInput {
  const adults = rows.filter((row) => row.ageMin >= 18 && !row.species);
  const pool = adults.length > 0 ? adults : rows;
  const [first, ...rest] = pool;
  if (!first) throw new Error("A price table needs at least one row");
  return rest.reduce((lowest, row) => (row.price < lowest.price ? row : lowest), first);
}

/** Label of a row's band, as the card's price detail shows it ('30-34 años', 'Gato, 0-1 años'). */
export function bandLabel(row: PriceRowInput): string {
  const ages =
    row.ageMin === row.ageMax ? `${row.ageMin} años` : `${row.ageMin}-${row.ageMax} años`;
  if (row.species) return `${row.breed ?? row.species}, ${ages}`;
  return ages;
}

const YEARS = {
  en: { one: "year", other: "years" },
  pt: { one: "ano", other: "anos" },
} as const;

/** A row's band in English or Portuguese ('30-34 years', 'Cat, 0-1 years'); the pet keeps its Spanish name when the label table lacks it. */
function bandLabelIn(row: PriceRowInput, language: "en" | "pt"): string {
  const years = YEARS[language];
  const ages =
    row.ageMin === row.ageMax
      ? `${row.ageMin} ${row.ageMin === 1 ? years.one : years.other}`
      : `${row.ageMin}-${row.ageMax} ${years.other}`;
  const pet = row.breed ?? row.species;
  if (!pet) return ages;
  return `${translationOf(pet)?.[language] ?? pet}, ${ages}`;
}

/**
 * The price detail of a card: its label ('Desde') and the band of its 'from' price, with both
 * in English and Portuguese.
 */
export function priceDetailOf(label: string, from: PriceRowInput): PriceDetail {
  const translations = translationsOf({ label }) ?? {};
  return {
    label,
    age_range: bandLabel(from),
    translations: {
      en: { ...translations.en, age_range: bandLabelIn(from, "en") },
      pt: { ...translations.pt, age_range: bandLabelIn(from, "pt") },
    },
  };
}
