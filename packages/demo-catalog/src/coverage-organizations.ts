import type { CountryId } from "@qs/domain/country-config";
import type { CoverageOrganization } from "@qs/domain/coverage-organization";
import type { Provider } from "@qs/domain/provider";
import { slugifyDisplayName } from "@qs/domain/slugify-display-name";
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from "./markets";
import { providerPlace } from "./provider-directory";

/**
 * Clinics, hospitals and provider networks the plans cover (the coverage
 * organization filter and route resolution step 3). The display names keep
 * their accents and spaces; the route segment is derived from them.
 */

/** Where a provider is and what it treats (`@qs/domain/provider`), kept in the directory's columns. */
export type ProviderPlaceFields = Omit<Provider, "id" | "displayName" | "url">;

export type DemoCoverageOrganization = CoverageOrganization & {
  countryId: CountryId;
  /** Absent for a network that is not one place. */
  place?: ProviderPlaceFields;
};

export interface ClinicSpec {
  id: number;
  countryId: CountryId;
  displayName: string;
  city: string;
  /** Country id of the hospital (international networks); the market's country otherwise. */
  locatedIn?: number;
}

/** Country ids of the reference list (see country-list.ts) used by the international networks. */
const US = 5;
const ES = 6;
const MX = 7;
const AR = 8;
const BR = 9;
const EC = 10;
const PA = 15;
const CR = 16;

export const clinics: readonly ClinicSpec[] = [
  // Colombia
  { id: 5301, countryId: COLOMBIA, displayName: "Clínica del Country", city: "Bogotá" },
  { id: 5302, countryId: COLOMBIA, displayName: "Fundación Santa Fe de Bogotá", city: "Bogotá" },
  { id: 5303, countryId: COLOMBIA, displayName: "Fundación Valle del Lili", city: "Cali" },
  { id: 5304, countryId: COLOMBIA, displayName: "Hospital Pablo Tobón Uribe", city: "Medellín" },
  { id: 5305, countryId: COLOMBIA, displayName: "Clínica Las Américas", city: "Medellín" },
  { id: 5306, countryId: COLOMBIA, displayName: "Fundación Cardioinfantil", city: "Bogotá" },
  { id: 5307, countryId: COLOMBIA, displayName: "Clínica Marly", city: "Bogotá" },
  {
    id: 5308,
    countryId: COLOMBIA,
    displayName: "Hospital Universitario San Ignacio",
    city: "Bogotá",
  },
  { id: 5309, countryId: COLOMBIA, displayName: "Clínica Imbanaco", city: "Cali" },
  { id: 5310, countryId: COLOMBIA, displayName: "Clínica Reina Sofía", city: "Bogotá" },
  { id: 5311, countryId: COLOMBIA, displayName: "Fundación Clínica Shaio", city: "Bogotá" },
  { id: 5312, countryId: COLOMBIA, displayName: "Clínica Portoazul", city: "Barranquilla" },
  {
    id: 5313,
    countryId: COLOMBIA,
    displayName: "Hospital San Vicente Fundación",
    city: "Medellín",
  },
  {
    id: 5314,
    countryId: COLOMBIA,
    displayName: "Clínica Universitaria Bolivariana",
    city: "Medellín",
  },
  // Chile
  { id: 5101, countryId: CHILE, displayName: "Clínica Alemana de Santiago", city: "Santiago" },
  { id: 5102, countryId: CHILE, displayName: "Clínica Las Condes", city: "Santiago" },
  { id: 5103, countryId: CHILE, displayName: "Clínica Santa María", city: "Santiago" },
  { id: 5104, countryId: CHILE, displayName: "Clínica Dávila", city: "Santiago" },
  { id: 5105, countryId: CHILE, displayName: "Clínica Indisa", city: "Santiago" },
  { id: 5106, countryId: CHILE, displayName: "Clínica Bupa Santiago", city: "Santiago" },
  { id: 5107, countryId: CHILE, displayName: "Clínica RedSalud Providencia", city: "Santiago" },
  { id: 5108, countryId: CHILE, displayName: "Clínica Universidad de los Andes", city: "Santiago" },
  { id: 5109, countryId: CHILE, displayName: "Red de Salud UC Christus", city: "Santiago" },
  { id: 5110, countryId: CHILE, displayName: "Clínica Vespucio", city: "Santiago" },
  { id: 5111, countryId: CHILE, displayName: "Clínica Tabancura", city: "Santiago" },
  {
    id: 5112,
    countryId: CHILE,
    displayName: "Hospital Clínico Universidad de Chile",
    city: "Santiago",
  },
  { id: 5113, countryId: CHILE, displayName: "Clínica Reñaca", city: "Viña del Mar" },
  { id: 5114, countryId: CHILE, displayName: "Clínica Sanatorio Alemán", city: "Concepción" },
  { id: 5115, countryId: CHILE, displayName: "Clínica Alemana de Temuco", city: "Temuco" },
  // Peru
  { id: 5201, countryId: PERU, displayName: "Clínica Ricardo Palma", city: "Lima" },
  { id: 5202, countryId: PERU, displayName: "Clínica Anglo Americana", city: "Lima" },
  { id: 5203, countryId: PERU, displayName: "Clínica Internacional", city: "Lima" },
  { id: 5204, countryId: PERU, displayName: "Clínica San Felipe", city: "Lima" },
  { id: 5205, countryId: PERU, displayName: "Clínica Delgado", city: "Lima" },
  { id: 5206, countryId: PERU, displayName: "Clínica Javier Prado", city: "Lima" },
  { id: 5207, countryId: PERU, displayName: "Clínica Limatambo", city: "Lima" },
  { id: 5208, countryId: PERU, displayName: "Clínica Montefiori", city: "Lima" },
  { id: 5209, countryId: PERU, displayName: "Clínica San Pablo", city: "Lima" },
  { id: 5210, countryId: PERU, displayName: "Clínica Stella Maris", city: "Lima" },
  { id: 5211, countryId: PERU, displayName: "Clínica Good Hope", city: "Lima" },
  { id: 5212, countryId: PERU, displayName: "Clínica Vesalio", city: "Lima" },
  { id: 5213, countryId: PERU, displayName: "Clínica Arequipa", city: "Arequipa" },
  // International networks
  {
    id: 5401,
    countryId: INTERNATIONAL,
    displayName: "Mount Sinai Hospital",
    city: "Nueva York",
    locatedIn: US,
  },
  {
    id: 5402,
    countryId: INTERNATIONAL,
    displayName: "Cleveland Clinic",
    city: "Cleveland",
    locatedIn: US,
  },
  {
    id: 5403,
    countryId: INTERNATIONAL,
    displayName: "Mayo Clinic",
    city: "Rochester",
    locatedIn: US,
  },
  {
    id: 5404,
    countryId: INTERNATIONAL,
    displayName: "MD Anderson Cancer Center",
    city: "Houston",
    locatedIn: US,
  },
  {
    id: 5405,
    countryId: INTERNATIONAL,
    displayName: "Baptist Health South Florida",
    city: "Miami",
    locatedIn: US,
  },
  {
    id: 5406,
    countryId: INTERNATIONAL,
    displayName: "Hospital Clínic de Barcelona",
    city: "Barcelona",
    locatedIn: ES,
  },
  {
    id: 5407,
    countryId: INTERNATIONAL,
    displayName: "Clínica Universidad de Navarra",
    city: "Pamplona",
    locatedIn: ES,
  },
  {
    id: 5408,
    countryId: INTERNATIONAL,
    displayName: "Hospital Israelita Albert Einstein",
    city: "São Paulo",
    locatedIn: BR,
  },
  {
    id: 5409,
    countryId: INTERNATIONAL,
    displayName: "Hospital Italiano de Buenos Aires",
    city: "Buenos Aires",
    locatedIn: AR,
  },
  {
    id: 5410,
    countryId: INTERNATIONAL,
    displayName: "Hospital Ángeles Lomas",
    city: "Ciudad de México",
    locatedIn: MX,
  },
  {
    id: 5411,
    countryId: INTERNATIONAL,
    displayName: "Hospital Punta Pacífica",
    city: "Ciudad de Panamá",
    locatedIn: PA,
  },
  {
    id: 5412,
    countryId: INTERNATIONAL,
    displayName: "Hospital Clínica Bíblica",
    city: "San José",
    locatedIn: CR,
  },
  {
    id: 5413,
    countryId: INTERNATIONAL,
    displayName: "Hospital Metropolitano de Quito",
    city: "Quito",
    locatedIn: EC,
  },
  {
    id: 5414,
    countryId: INTERNATIONAL,
    displayName: "Clínica Alemana de Santiago",
    city: "Santiago",
    locatedIn: 1,
  },
  {
    id: 5415,
    countryId: INTERNATIONAL,
    displayName: "Fundación Santa Fe de Bogotá",
    city: "Bogotá",
    locatedIn: 3,
  },
  {
    id: 5416,
    countryId: INTERNATIONAL,
    displayName: "Clínica Anglo Americana",
    city: "Lima",
    locatedIn: 2,
  },
];

/** The international hospitals in the United States (left out of plans that exclude it). */
export const UNITED_STATES_ID = US;

const clinicsById = new Map(clinics.map((clinic) => [clinic.id, clinic]));

export function clinicById(id: number): ClinicSpec {
  const clinic = clinicsById.get(id);
  if (!clinic) throw new Error(`Unknown coverage organization ${id}`);
  return clinic;
}

export function toCoverageOrganization(clinic: ClinicSpec): DemoCoverageOrganization {
  const place = providerPlace(clinic.id);
  return {
    id: clinic.id,
    countryId: clinic.countryId,
    displayName: clinic.displayName,
    name: clinic.displayName.toUpperCase(),
    url: slugifyDisplayName(clinic.displayName),
    place: {
      kind: place.kind,
      address: place.address,
      city: clinic.city,
      region: place.region,
      regionNumber: place.regionNumber ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      specialties: place.allSpecialties,
      hours: place.hours,
    },
  };
}
