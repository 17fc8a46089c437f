import { YEARLY_COST_ASSUMPTIONS } from "@qs/catalogs/yearly-cost-assumptions";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import type { Coverage } from "@qs/domain/coverage";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { estimateYearlyCost } from "@qs/pricing/estimate-yearly-cost";
import { calculateProfilePrice, type PriceRow } from "@qs/pricing/price-product";

/**
 * Samples for the yearly cost's stories and tests: price answers computed by the price engine
 * and the estimate with the published assumptions, so every state shows what the API answers.
 */

/** A Chilean site: pesos, and UF shown in pesos. */
export const yearlyChileConfig: CountryConfig = {
  ...sampleCountryConfig,
  id: 1,
  key: "chile",
  code: "CL",
  name: "Chile",
  locale: "es-CL",
  currencies: [
    { code: "CLP", symbol: "$", decimals: 0 },
    { code: "UF", symbol: "", decimals: 2, suffix: "UF", convertTo: "CLP" },
  ],
};

/** A price table from 0 to 64 by age band, `base` at 30-44. */
function rows(base: number, unit: string): PriceRow[] {
  const bands: Array<[number, number, number]> = [
    [0, 17, 0.6],
    [18, 29, 0.85],
    [30, 44, 1],
    [45, 64, 1.6],
  ];
  return bands.map(([ageMin, ageMax, factor]) => ({
    sex: null,
    ageMin,
    ageMax,
    species: null,
    breed: null,
    price: Math.round(base * factor * 100) / 100,
    unit,
  }));
}

const pct = (value: number) => ({ minAmount: value, maxAmount: value, unit: { code: "%" } });
const money = (amount: number, code: string) => ({
  minAmount: amount,
  unit: { code, currencyCode: code === "UF" ? "CLF" : code },
});

/** A Colombian health plan: consultations with a copay, exams and hospital stays. */
const colombianCover: Coverage[] = [
  {
    name: "Hospitalización y cirugía",
    amounts: { percentage: pct(90), deductible: money(300_000, "COP") },
  },
  {
    name: "Consultas médicas y especialistas",
    amounts: { percentage: pct(85), deductible: money(30_000, "COP") },
  },
  {
    name: "Exámenes de laboratorio e imágenes",
    amounts: { percentage: pct(80), yearly_top: money(8_000_000, "COP") },
  },
];

/** A plan that states only its hospital cover. */
const hospitalOnly: Coverage[] = [
  { name: "Hospitalización", amounts: { percentage: pct(100), deductible: money(0, "COP") } },
];

/** A Chilean complementary plan in UF. */
const chileanCover: Coverage[] = [
  {
    name: "Gastos hospitalarios",
    amounts: { percentage: pct(90), deductible: money(2, "UF") },
    tops: [{ period: "yearly", ...money(1000, "UF") }],
  },
  { name: "Gastos ambulatorios", amounts: { percentage_isapre: pct(60) } },
];

const sampleHousehold: VisitorProfile = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Femenino", edad: 41 },
    { sexo: "Masculino", edad: 43 },
  ],
  cargas: [
    { sexo: "Femenino", edad: 12 },
    { sexo: "Masculino", edad: 8 },
  ],
};

function answer(input: {
  profile: VisitorProfile | null;
  base: number;
  unit: string;
  coverages: Coverage[];
  ufValue?: number;
}): ProfilePrice {
  const price = calculateProfilePrice({
    rows: rows(input.base, input.unit),
    profile: input.profile,
    pets: false,
    collective: false,
    ufValue: input.ufValue ?? null,
  });
  const yearlyCost = estimateYearlyCost({
    price,
    coverages: input.coverages,
    reference: YEARLY_COST_ASSUMPTIONS,
    pets: false,
    collective: false,
    ufValue: input.ufValue ?? null,
  });
  return { ...price, yearlyCost };
}

export const yearlyAnswers = {
  /** The visitor's household of four, on a plan that states its cover. */
  priced: answer({
    profile: sampleHousehold,
    base: 180_000,
    unit: "COP",
    coverages: colombianCover,
  }),
  /** No stored profile: the default person (25). */
  noProfile: answer({ profile: null, base: 180_000, unit: "COP", coverages: colombianCover }),
  /** The plan states no cover for consultations and exams. */
  missingCover: answer({
    profile: sampleHousehold,
    base: 150_000,
    unit: "COP",
    coverages: hospitalOnly,
  }),
  /** Someone of the profile (70) has no price: no estimate. */
  notPlaceable: answer({
    profile: { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 70 }] },
    base: 180_000,
    unit: "COP",
    coverages: colombianCover,
  }),
  /** A Chilean plan priced in UF, estimated in pesos. */
  ufConverted: answer({
    profile: sampleHousehold,
    base: 1.4,
    unit: "UF",
    coverages: chileanCover,
    ufValue: 39_650.42,
  }),
};
