import type { ProviderKind } from "@qs/domain/provider-rules";

/**
 * Where each demo clinic is and what it treats: published street addresses and their
 * coordinates (rounded to about 100 m), the region as each country names it, and the
 * specialties and hours of a typical private clinic of its size. Demo values: a real
 * directory is loaded from the insurers' network lists.
 */

export interface ProviderPlace {
  kind: ProviderKind;
  address: string;
  region: string;
  /** Chile's region number. */
  regionNumber?: number;
  latitude: number;
  longitude: number;
  /** Specialties beyond the ones every provider here has (general medicine, emergencies, imaging). */
  specialties: readonly string[];
}

const BASE_SPECIALTIES = ["Medicina general", "Urgencias", "Imagenología"] as const;
const FULL = ["Pediatría", "Maternidad", "Cardiología", "Oncología", "Traumatología", "Cirugía"];
const HOSPITAL = ["Cardiología", "Oncología", "Neurología", "Traumatología", "Cirugía"];
const FAMILY = ["Pediatría", "Maternidad", "Traumatología", "Cirugía"];

const HOURS_CLINIC =
  "Urgencias 24 horas; consultas de lunes a viernes 7:00-20:00 y sábados 8:00-13:00";
const HOURS_HOSPITAL = "Urgencias 24 horas; consultas de lunes a sábado 7:00-19:00";

const CHILE_REGION_NAMES: Record<number, string> = {
  5: "Valparaíso",
  8: "Biobío",
  9: "La Araucanía",
  13: "Metropolitana",
};

const places: Record<number, ProviderPlace> = {
  // Colombia
  5301: place("clinica", "Carrera 16 # 82-57", "Bogotá D.C.", 4.6691, -74.057, FULL),
  5302: place("hospital", "Carrera 7 # 117-15", "Bogotá D.C.", 4.6953, -74.033, HOSPITAL),
  5303: place("hospital", "Carrera 98 # 18-49", "Valle del Cauca", 3.3733, -76.5244, FULL),
  5304: place("hospital", "Calle 78B # 69-240", "Antioquia", 6.2805, -75.58, HOSPITAL),
  5305: place("clinica", "Diagonal 75B # 2A-80", "Antioquia", 6.2215, -75.5989, FULL),
  5306: place("hospital", "Calle 163A # 13B-60", "Bogotá D.C.", 4.7436, -74.0335, [
    "Pediatría",
    "Cardiología",
    "Cirugía",
  ]),
  5307: place("clinica", "Calle 50 # 9-67", "Bogotá D.C.", 4.6369, -74.0657, FAMILY),
  5308: place("hospital", "Carrera 7 # 40-62", "Bogotá D.C.", 4.6283, -74.0645, HOSPITAL),
  5309: place("clinica", "Carrera 38 Bis # 5B2-04", "Valle del Cauca", 3.4253, -76.5433, FULL),
  5310: place("clinica", "Carrera 31 # 125A-76", "Bogotá D.C.", 4.7035, -74.0587, FAMILY),
  5311: place("hospital", "Diagonal 115A # 70C-75", "Bogotá D.C.", 4.709, -74.0712, [
    "Cardiología",
    "Neurología",
    "Cirugía",
  ]),
  5312: place("clinica", "Corredor Universitario # 90", "Atlántico", 11.015, -74.87, FULL),
  5313: place("hospital", "Calle 64 # 51D-154", "Antioquia", 6.263, -75.564, HOSPITAL),
  5314: place("clinica", "Carrera 72A # 78B-50", "Antioquia", 6.2745, -75.5875, FAMILY),
  // Chile
  5101: chile("clinica", "Av. Vitacura 5951, Vitacura", 13, -33.3925, -70.5735, FULL),
  5102: chile("clinica", "Estoril 450, Las Condes", 13, -33.3845, -70.533, FULL),
  5103: chile("clinica", "Av. Santa María 0500, Providencia", 13, -33.4318, -70.6315, FULL),
  5104: chile("clinica", "Av. Recoleta 464, Recoleta", 13, -33.4271, -70.647, FAMILY),
  5105: chile("clinica", "Av. Santa María 1810, Providencia", 13, -33.4195, -70.6125, FULL),
  5106: chile("clinica", "Av. Departamental 1455, La Florida", 13, -33.512, -70.595, FULL),
  5107: chile("clinica", "Av. Salvador 100, Providencia", 13, -33.434, -70.626, FAMILY),
  5108: chile("clinica", "Av. Plaza 2501, Las Condes", 13, -33.403, -70.505, FULL),
  5109: chile("centro_medico", "Marcoleta 367, Santiago", 13, -33.443, -70.644, HOSPITAL),
  5110: chile("clinica", "Serafín Zamora 190, La Florida", 13, -33.527, -70.589, FAMILY),
  5111: chile("clinica", "Av. Tabancura 1185, Vitacura", 13, -33.3765, -70.562, FAMILY),
  5112: chile(
    "hospital",
    "Dr. Carlos Lorca Tobar 999, Independencia",
    13,
    -33.4205,
    -70.653,
    HOSPITAL,
  ),
  5113: chile("clinica", "Anabaena 336, Jardín del Mar", 5, -32.984, -71.541, FAMILY),
  5114: chile("clinica", "Pedro de Valdivia 801", 8, -36.826, -73.043, FULL),
  5115: chile("clinica", "Av. Senador Estébanez 645", 9, -38.733, -72.615, FAMILY),
  // Peru
  5201: place("clinica", "Av. Javier Prado Este 1066, San Isidro", "Lima", -12.091, -77.018, FULL),
  5202: place("clinica", "Av. Alfredo Salazar 350, San Isidro", "Lima", -12.101, -77.04, FULL),
  5203: place("clinica", "Av. Garcilaso de la Vega 1420, Lima", "Lima", -12.06, -77.038, FULL),
  5204: place("clinica", "Av. Gregorio Escobedo 650, Jesús María", "Lima", -12.083, -77.05, FAMILY),
  5205: place("clinica", "Av. Angamos Oeste 490, Miraflores", "Lima", -12.113, -77.038, FULL),
  5206: place(
    "clinica",
    "Av. Javier Prado Este 499, San Isidro",
    "Lima",
    -12.0905,
    -77.027,
    FAMILY,
  ),
  5207: place("clinica", "Av. República de Panamá 3606, San Isidro", "Lima", -12.1, -77.017, [
    "Traumatología",
    "Cirugía",
  ]),
  5208: place(
    "clinica",
    "Av. Separadora Industrial 380, La Molina",
    "Lima",
    -12.076,
    -76.947,
    FAMILY,
  ),
  5209: place("clinica", "Av. El Polo 789, Santiago de Surco", "Lima", -12.094, -76.971, FULL),
  5210: place(
    "clinica",
    "Av. Paso de los Andes 923, Pueblo Libre",
    "Lima",
    -12.074,
    -77.064,
    FAMILY,
  ),
  5211: place("clinica", "Malecón Balta 956, Miraflores", "Lima", -12.129, -77.033, FAMILY),
  5212: place("clinica", "Calle Joseph Thompson 140, San Borja", "Lima", -12.099, -76.999, [
    "Oncología",
    "Cirugía",
  ]),
  5213: place("clinica", "Av. Bolognesi y Puente Grau", "Arequipa", -16.395, -71.54, FAMILY),
  // International networks
  5401: place("hospital", "1 Gustave L. Levy Place", "Nueva York", 40.79, -73.9526, HOSPITAL),
  5402: place("hospital", "9500 Euclid Avenue", "Ohio", 41.502, -81.621, HOSPITAL),
  5403: place("hospital", "200 First Street SW", "Minnesota", 44.0225, -92.4666, HOSPITAL),
  5404: place("hospital", "1515 Holcombe Boulevard", "Texas", 29.7075, -95.397, [
    "Oncología",
    "Cirugía",
  ]),
  5405: place("hospital", "8900 N Kendall Drive", "Florida", 25.686, -80.339, FULL),
  5406: place("hospital", "Carrer de Villarroel 170", "Cataluña", 41.3895, 2.152, HOSPITAL),
  5407: place("clinica", "Avenida de Pío XII 36", "Navarra", 42.805, -1.665, HOSPITAL),
  5408: place("hospital", "Av. Albert Einstein 627", "São Paulo", -23.5997, -46.715, FULL),
  5409: place(
    "hospital",
    "Tte. Gral. Juan Domingo Perón 4190",
    "Buenos Aires",
    -34.606,
    -58.425,
    FULL,
  ),
  5410: place(
    "hospital",
    "Vialidad de la Barranca s/n, Huixquilucan",
    "Estado de México",
    19.399,
    -99.276,
    FULL,
  ),
  5411: place("hospital", "Boulevard Pacífica y Vía Punta Darién", "Panamá", 8.981, -79.512, FULL),
  5412: place("hospital", "Avenida 14, calles Central y 1", "San José", 9.9275, -84.079, FULL),
  5413: place("hospital", "Av. Mariana de Jesús s/n", "Pichincha", -0.184, -78.501, FULL),
};
// The international networks' entries of clinics also sold in their own country.
places[5414] = places[5101] as ProviderPlace;
places[5415] = places[5302] as ProviderPlace;
places[5416] = places[5202] as ProviderPlace;

function place(
  kind: ProviderKind,
  address: string,
  region: string,
  latitude: number,
  longitude: number,
  extra: readonly string[],
): ProviderPlace {
  return { kind, address, region, latitude, longitude, specialties: extra };
}

function chile(
  kind: ProviderKind,
  address: string,
  regionNumber: number,
  latitude: number,
  longitude: number,
  extra: readonly string[],
): ProviderPlace {
  const region = CHILE_REGION_NAMES[regionNumber] ?? String(regionNumber);
  return { ...place(kind, address, region, latitude, longitude, extra), regionNumber };
}

/** The directory entry of a demo clinic: every clinic of `coverage-organizations.ts` has one. */
export function providerPlace(
  id: number,
): ProviderPlace & { hours: string; allSpecialties: string[] } {
  const found = places[id];
  if (!found) throw new Error(`No directory entry for provider ${id}`);
  return {
    ...found,
    hours: found.kind === "clinica" ? HOURS_CLINIC : HOURS_HOSPITAL,
    allSpecialties: [...BASE_SPECIALTIES, ...found.specialties],
  };
}
