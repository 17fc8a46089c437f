import { DEFAULT_UF_VALUE } from "@qs/catalogs/countries";
import { GES_ONLY_AGE_LIMIT, gesPriceUf } from "@qs/catalogs/isapres";
import { insuredPersons, type PersonType } from "@qs/domain/person";
import type { ProfilePrices } from "@qs/domain/profile";

/**
 * The Chilean price simulation (profile spec §9 "Price simulation (Chile)", §3 "Prices";
 * reference-data spec §9 "Isapres"): what each insured person pays for a health plan, and
 * the price range the comparator searches (preciomin to preciomax).
 */

/** Share of taxable income (imponible) taken as income when the income is missing. */
export const INCOME_FROM_TAXABLE_RATIO = 0.8;
/** The health contribution: 7 percent of income. */
export const HEALTH_CONTRIBUTION_RATE = 0.07;
/** Taxable-income cap in UF; the contribution is capped at 87.8 UF × 0.07. */
export const TAXABLE_INCOME_CAP_UF = 87.8;
export const MAX_PRICE_RATIO = 1.05;
export const MIN_PRICE_RATIO = 0.90477;
/** Range in CLP when nobody's income or taxable income is known. */
export const DEFAULT_PRICE_RANGE = { preciomin: 120000, preciomax: 150000 } as const;
type Amount = number | string | null | undefined;

export type SimulationPerson = {
  edad?: Amount;
  ingreso?: Amount;
  imponible?: Amount;
};

export type ChileSimulationInput = {
  profile: {
    cotizante?: readonly SimulationPerson[] | null;
    cargas?: readonly SimulationPerson[] | null;
  };
  /** UF value in CLP; a missing or non-positive value falls back to 39214.8. */
  ufValue?: number | null;
  /** Isapre whose GES price dependants under 2 pay; without it their GES price is unknown. */
  isapreCode?: number | null;
};

export type SimulatedPerson = {
  tipo: PersonType;
  edad: number;
  /** Income the price is computed from (CLP); null when neither income nor imponible is known. */
  ingreso: number | null;
  /** True when the income was derived as 80 percent of the taxable income. */
  ingresoDesdeImponible: boolean;
  /** True when 7 percent of the income was above the cap (87.8 UF × 0.07). */
  topeimponible: boolean;
  /** True for a dependant under 2 years: no plan price, only GES. */
  soloGes: boolean;
  /** Plan part in CLP: 7 percent of income, capped; 0 for GES-only persons and persons without income. */
  planPeso: number;
  /** GES price in UF of a GES-only person; null for the others or when the Isapre is unknown. */
  gesUF: number | null;
  /** What the person pays in CLP: the plan part, or the GES price for a GES-only person. */
  precioPeso: number;
};

export type ChilePriceSimulation = {
  /** 'income' when someone's income was known; 'default' when the default range was used. */
  source: "income" | "default";
  ufValue: number;
  persons: SimulatedPerson[];
  /** The fields stored in the profile's precios. */
  precios: Required<
    Pick<ProfilePrices, "preciomax" | "preciomin" | "calculadoUF" | "calculadoPeso">
  > & { topeimponible: boolean[] };
};

function positiveAmount(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The UF value to compute with: the one given when it is a positive number, else 39214.8. */
export function simulationUfValue(ufValue: number | null | undefined): number {
  return typeof ufValue === "number" && Number.isFinite(ufValue) && ufValue > 0
    ? ufValue
    : DEFAULT_UF_VALUE;
}

/**
 * A person's income: the income when known, otherwise 80 percent of the taxable income.
 * A value that is missing, empty or not a positive number counts as missing.
 */
export function simulationIncome(
  person: SimulationPerson,
): { ingreso: number; desdeImponible: boolean } | null {
  const ingreso = positiveAmount(person.ingreso);
  if (ingreso !== null) return { ingreso, desdeImponible: false };
  const imponible = positiveAmount(person.imponible);
  if (imponible !== null)
    return { ingreso: imponible * INCOME_FROM_TAXABLE_RATIO, desdeImponible: true };
  return null;
}

/** The cap on the plan part in CLP: 87.8 UF × 0.07 at the UF value. */
export function contributionCapPeso(ufValue: number): number {
  return TAXABLE_INCOME_CAP_UF * HEALTH_CONTRIBUTION_RATE * ufValue;
}

/** 7 percent of the income, capped at 87.8 UF × 0.07; capped when the income is above 87.8 UF. */
export function healthContribution(
  ingreso: number,
  ufValue: number,
): { peso: number; topeimponible: boolean } {
  const topeimponible = ingreso > TAXABLE_INCOME_CAP_UF * ufValue;
  return {
    peso: topeimponible ? contributionCapPeso(ufValue) : ingreso * HEALTH_CONTRIBUTION_RATE,
    topeimponible,
  };
}

/** A dependant pays only GES when younger than 2 years. */
export function paysOnlyGes(tipo: PersonType, edad: number): boolean {
  return tipo === "carga" && edad < GES_ONLY_AGE_LIMIT;
}

/**
 * Simulates the price of a Chilean profile. Each person's income is their income, or 80
 * percent of their taxable income when it is missing; their plan part is 7 percent of it,
 * capped at 87.8 UF × 0.07 and flagged when capped. Dependants under 2 pay no plan, only the
 * Isapre's GES price (UF converted with the UF value). calculadoPeso adds what everyone pays
 * and calculadoUF is the same in UF; preciomax is calculadoPeso × 1.05 and preciomin
 * calculadoPeso × 0.90477. When no person who pays a plan has income data, the range is
 * 120000 to 150000 and nothing is calculated.
 */
export function simulateChilePrice(input: ChileSimulationInput): ChilePriceSimulation {
  const ufValue = simulationUfValue(input.ufValue);
  const gesPriceOfIsapre =
    input.isapreCode === null || input.isapreCode === undefined
      ? null
      : gesPriceUf(input.isapreCode);

  let withIncome = 0;
  const persons = insuredPersons(input.profile).map(({ tipo, edad, person }): SimulatedPerson => {
    if (paysOnlyGes(tipo, edad)) {
      return {
        tipo,
        edad,
        ingreso: null,
        ingresoDesdeImponible: false,
        topeimponible: false,
        soloGes: true,
        planPeso: 0,
        gesUF: gesPriceOfIsapre,
        precioPeso: gesPriceOfIsapre === null ? 0 : gesPriceOfIsapre * ufValue,
      };
    }
    const income = simulationIncome(person);
    if (income === null) {
      return {
        tipo,
        edad,
        ingreso: null,
        ingresoDesdeImponible: false,
        topeimponible: false,
        soloGes: false,
        planPeso: 0,
        gesUF: null,
        precioPeso: 0,
      };
    }
    withIncome += 1;
    const contribution = healthContribution(income.ingreso, ufValue);
    return {
      tipo,
      edad,
      ingreso: income.ingreso,
      ingresoDesdeImponible: income.desdeImponible,
      topeimponible: contribution.topeimponible,
      soloGes: false,
      planPeso: contribution.peso,
      gesUF: null,
      precioPeso: contribution.peso,
    };
  });

  const topeimponible = persons.map((person) => person.topeimponible);
  if (withIncome === 0) {
    return {
      source: "default",
      ufValue,
      persons,
      precios: { ...DEFAULT_PRICE_RANGE, calculadoPeso: null, calculadoUF: null, topeimponible },
    };
  }
  const calculadoPeso = persons.reduce((sum, person) => sum + person.precioPeso, 0);
  return {
    source: "income",
    ufValue,
    persons,
    precios: {
      preciomax: calculadoPeso * MAX_PRICE_RATIO,
      preciomin: calculadoPeso * MIN_PRICE_RATIO,
      calculadoPeso,
      calculadoUF: calculadoPeso / ufValue,
      topeimponible,
    },
  };
}
