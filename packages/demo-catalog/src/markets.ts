import type { CountryCode, CountryId, PlanPathRule } from "@qs/domain/country-config";
import { marketByCode } from "@qs/domain/market-countries";
import {
  CHILE_PLAN_PATHS,
  COLOMBIA_PLAN_PATHS,
  INTERNATIONAL_PLAN_PATHS,
  PERU_PLAN_PATHS,
} from "@qs/domain/plan-path-shapes";
import type { PriceUnitCode } from "./catalog-specs";

/** Country ids of the four sites (`@qs/domain/market-countries` owns the mapping). */
export const CHILE = marketByCode("CL").id;
export const PERU = marketByCode("PE").id;
export const COLOMBIA = marketByCode("CO").id;
export const INTERNATIONAL = marketByCode("INT").id;

export const MARKET_COUNTRY_IDS: readonly CountryId[] = [COLOMBIA, CHILE, PERU, INTERNATIONAL];

/** What differs between the four markets of the demo catalogue. */
export interface Market {
  countryId: CountryId;
  code: CountryCode;
  /** Brand of the site. */
  brand: string;
  /** Public site address (canonical product URLs). */
  siteUrl: string;
  /** Main currency. */
  currency: PriceUnitCode;
  planPaths: readonly PlanPathRule[];
  contact: { email: string; phone: string; whatsapp: string };
  social: ReadonlyArray<{ name: string; url: string; handle: string }>;
  /** Personal-data law named in the policy pages. */
  dataLaw: string;
  /** Health-system regulator named in documents. */
  regulator: string;
  /** Main city (documents are signed there). */
  city: string;
}

export const markets: Record<CountryId, Market> = {
  [COLOMBIA]: {
    countryId: COLOMBIA,
    code: "CO",
    brand: "QueSeguro",
    siteUrl: "https://www.queseguro.com",
    currency: "COP",
    planPaths: COLOMBIA_PLAN_PATHS,
    contact: {
      email: "contacto@queseguro.co",
      phone: "+57 601 555 0100",
      whatsapp: "https://wa.me/576015550100",
    },
    social: [
      {
        name: "facebook",
        url: "https://www.facebook.com/queseguro.co",
        handle: "QueSeguro Colombia",
      },
      { name: "instagram", url: "https://www.instagram.com/queseguro.co", handle: "@queseguro.co" },
      { name: "linkedin", url: "https://www.linkedin.com/company/queseguro", handle: "QueSeguro" },
    ],
    dataLaw: "la Ley 1581 de 2012 de protección de datos personales de Colombia",
    regulator: "la Superintendencia Financiera de Colombia",
    city: "Bogotá D.C.",
  },
  [CHILE]: {
    countryId: CHILE,
    code: "CL",
    brand: "QuePlan",
    siteUrl: "https://www.queplan.cl",
    currency: "CLP",
    planPaths: CHILE_PLAN_PATHS,
    contact: {
      email: "contacto@queplan.cl",
      phone: "+56 2 2555 0100",
      whatsapp: "https://wa.me/56225550100",
    },
    social: [
      { name: "facebook", url: "https://www.facebook.com/queplan.cl", handle: "QuePlan Chile" },
      { name: "instagram", url: "https://www.instagram.com/queplan.cl", handle: "@queplan.cl" },
      { name: "linkedin", url: "https://www.linkedin.com/company/queplan", handle: "QuePlan" },
    ],
    dataLaw: "la Ley 21.719 de protección de datos personales de Chile",
    regulator: "la Superintendencia de Salud y la Comisión para el Mercado Financiero",
    city: "Santiago",
  },
  [PERU]: {
    countryId: PERU,
    code: "PE",
    brand: "QuePlan",
    siteUrl: "https://www.queplan.pe",
    currency: "PEN",
    planPaths: PERU_PLAN_PATHS,
    contact: {
      email: "contacto@queplan.pe",
      phone: "+51 1 555 0100",
      whatsapp: "https://wa.me/5115550100",
    },
    social: [
      { name: "facebook", url: "https://www.facebook.com/queplan.pe", handle: "QuePlan Perú" },
      { name: "instagram", url: "https://www.instagram.com/queplan.pe", handle: "@queplan.pe" },
    ],
    dataLaw: "la Ley 29733 de protección de datos personales del Perú",
    regulator:
      "la Superintendencia Nacional de Salud (SUSALUD) y la Superintendencia de Banca, Seguros y AFP",
    city: "Lima",
  },
  [INTERNATIONAL]: {
    countryId: INTERNATIONAL,
    code: "INT",
    brand: "International Health",
    siteUrl: "https://www.internationalhealth.com",
    currency: "USD",
    planPaths: INTERNATIONAL_PLAN_PATHS,
    contact: {
      email: "contacto@internationalhealth.com",
      phone: "+56 2 2555 0200",
      whatsapp: "https://wa.me/56225550200",
    },
    social: [
      {
        name: "linkedin",
        url: "https://www.linkedin.com/company/international-health",
        handle: "International Health",
      },
      {
        name: "instagram",
        url: "https://www.instagram.com/internationalhealth",
        handle: "@internationalhealth",
      },
    ],
    dataLaw:
      "la Ley 21.719 de protección de datos personales de Chile, país desde donde operamos, y las normas del país de residencia de cada asegurado",
    regulator: "la autoridad de seguros del país de emisión de la póliza",
    city: "Santiago",
  },
};

/** Ids of the price units (the global currency list order: CLP, UF, USD, COP, PEN). */
export const priceUnitIds: Record<PriceUnitCode, number> = {
  CLP: 1,
  UF: 2,
  USD: 3,
  COP: 4,
  PEN: 5,
};

/** Decimals a price is rounded to, by unit. */
export const priceDecimals: Record<PriceUnitCode, number> = {
  CLP: 0,
  UF: 2,
  USD: 2,
  COP: 0,
  PEN: 2,
};

/** Names of the units, as coverage units show them. */
export const unitNames: Record<PriceUnitCode, string> = {
  CLP: "Pesos chilenos",
  UF: "Unidad de Fomento",
  USD: "Dólares estadounidenses",
  COP: "Pesos colombianos",
  PEN: "Soles",
};

/** Rounds a price as the market quotes it: pesos to the hundred (COP) or ten (CLP), others to cents. */
export function roundPrice(value: number, unit: PriceUnitCode): number {
  if (unit === "COP") return Math.round(value / 100) * 100;
  if (unit === "CLP") return Math.round(value / 10) * 10;
  const factor = 10 ** priceDecimals[unit];
  return Math.round(value * factor) / factor;
}

/** How an amount reads in a document: '$ 1.250.000', 'UF 2,35', 'S/ 189,90', 'US$ 1.000'. */
export function formatAmount(value: number, unit: string): string {
  const decimals =
    unit === "UF" || unit === "PEN" ? 2 : unit === "USD" && !Number.isInteger(value) ? 2 : 0;
  const fixed = value.toFixed(decimals);
  const [whole = "0", cents] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const number = cents ? `${grouped},${cents}` : grouped;
  switch (unit) {
    case "UF":
      return `UF ${number}`;
    case "PEN":
      return `S/ ${number}`;
    case "USD":
      return `US$ ${number}`;
    case "%":
      return `${number}%`;
    default:
      return `$ ${number}`;
  }
}

/** URL segment of a display name: accents removed, spaces as hyphens, other signs dropped. */
export function urlSegment(displayName: string): string {
  return displayName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\d)[.,](\d)/g, "$1$2")
    .replace(/[^A-Za-z0-9\s-]/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** The day of every month an insurer operates on ('20-1' ... '20-12'). */
export function monthlyOperationDates(day: number): string[] {
  return Array.from({ length: 12 }, (_, month) => `${day}-${month + 1}`);
}
