import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import type { ProductItem } from "@qs/domain/product";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { calculateProfilePrice, type PriceRow } from "@qs/pricing/price-product";
import type { ApiFixture } from "./comparator-harness";

/**
 * Chilean samples for the Isapre price block's stories and tests: a site configuration with
 * pesos and UF, a Colmena plan, and price answers computed by the price engine itself, so
 * every state shows what the API would answer.
 */

export const sampleChileConfig: CountryConfig = {
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
  storageKeys: {
    profile: "V1.7",
    collective: "colectivo_cl",
    sctr: "sctr_cl",
    guards: "guardias_cl",
    pets: "pets_cl",
  },
};

/** The UF value the fixture API gives (GET /api/globales/uf). */
export const SAMPLE_UF = { value: 39_650.42, date: "2026-11-24" };

export const ufFixture: ApiFixture = (url) =>
  url.pathname === "/api/globales/uf"
    ? { body: { data: SAMPLE_UF, metadata: { demo: true } } }
    : undefined;

export const sampleIsaprePlan: ProductItem = {
  id: 2101,
  displayName: "Colmena Preferente Clínica Dávila",
  productCode: "CL-COL-ISA-2101",
  url: "Colmena-Preferente-Clinica-Davila",
  price: { minPrice: 2.4, unit: { id: 6, code: "UF" }, paymentMode: "Mensual" },
  priceRange: { from: 2.4, unit: { id: 6, code: "UF" } },
  organization: {
    id: 67,
    displayName: "Colmena",
    organizationCode: "67",
    type: "ISAPRE",
    metadata: { url: "Colmena", image: null },
  },
  insuranceType: {
    id: 111,
    name: "ISAPRE",
    displayName: "Planes de Isapre",
    color: "#00695c",
    url: "Isapres",
    upperType: { name: "ISAPRE", displayName: "Isapres" },
  },
};

/** The plan's price table: GES (0.77 UF at Colmena) included in every row. */
const rows: PriceRow[] = [
  { sex: null, ageMin: 0, ageMax: 17, species: null, breed: null, price: 1.35, unit: "UF" },
  { sex: null, ageMin: 18, ageMax: 39, species: null, breed: null, price: 2.4, unit: "UF" },
  { sex: null, ageMin: 40, ageMax: 99, species: null, breed: null, price: 3.1, unit: "UF" },
];

/** What the API answers for a profile on the sample plan. */
export function isapreAnswer(profile: VisitorProfile | null): ProfilePrice {
  return calculateProfilePrice({
    rows,
    profile,
    pets: false,
    collective: false,
    ufValue: SAMPLE_UF.value,
    isapreCode: 67,
  }) as ProfilePrice;
}

export const isapreAnswers = {
  /** A titular earning 1,000,000: the 7 % (70,000) leaves about 0.63 UF to pay on top. */
  withIncome: isapreAnswer({
    ingresodatos: true,
    cotizante: [{ sexo: "Femenino", edad: 34, ingreso: 1_000_000 }],
  }),
  /** A titular above 87.8 UF: the 7 % is capped. */
  capped: isapreAnswer({
    ingresodatos: true,
    cotizante: [{ sexo: "Masculino", edad: 45, ingreso: 6_000_000 }],
  }),
  /** No income given: the default range. */
  defaultRange: isapreAnswer({
    ingresodatos: true,
    cotizante: [{ sexo: "Femenino", edad: 34 }],
  }),
  /** A couple with a baby of 1: the baby pays only GES. */
  underTwo: isapreAnswer({
    ingresodatos: true,
    enPareja: true,
    cotizante: [
      { sexo: "Femenino", edad: 34, ingreso: 1_500_000 },
      { sexo: "Masculino", edad: 36, ingreso: 1_200_000 },
    ],
    cargas: [{ sexo: "Femenino", edad: 1 }],
  }),
  /** A titular whose 7 % is more than the plan: nothing on top, a surplus. */
  covered: isapreAnswer({
    ingresodatos: true,
    cotizante: [{ sexo: "Femenino", edad: 30, ingreso: 2_000_000 }],
  }),
};
