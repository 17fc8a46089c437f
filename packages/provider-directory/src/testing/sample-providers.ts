import type { PlanNetworkEntry, ProviderMatch } from "@qs/domain/provider";

/** Chilean providers as the API answers them (the demo catalogue's places). */
const alemana = {
  id: 5101,
  displayName: "Clínica Alemana de Santiago",
  kind: "clinica",
  address: "Av. Vitacura 5951, Vitacura",
  city: "Santiago",
  region: "Metropolitana",
  regionNumber: 13,
  latitude: -33.3925,
  longitude: -70.5735,
  specialties: ["Medicina general", "Urgencias", "Imagenología", "Pediatría", "Maternidad"],
  hours: "Urgencias 24 horas; consultas de lunes a viernes 7:00-20:00 y sábados 8:00-13:00",
  url: "Clinica-Alemana-de-Santiago",
} as const;
const davila = {
  ...alemana,
  id: 5104,
  displayName: "Clínica Dávila",
  address: "Av. Recoleta 464, Recoleta",
  latitude: -33.4271,
  longitude: -70.647,
  specialties: ["Medicina general", "Urgencias", "Imagenología", "Traumatología"],
  url: "Clinica-Davila",
} as const;
const uchile = {
  ...alemana,
  id: 5112,
  displayName: "Hospital Clínico Universidad de Chile",
  kind: "hospital",
  address: "Dr. Carlos Lorca Tobar 999, Independencia",
  latitude: -33.4205,
  longitude: -70.653,
  specialties: ["Medicina general", "Urgencias", "Imagenología", "Cardiología", "Oncología"],
  hours: "Urgencias 24 horas; consultas de lunes a sábado 7:00-19:00",
  url: "Hospital-Clinico-Universidad-de-Chile",
} as const;
const renaca = {
  ...alemana,
  id: 5113,
  displayName: "Clínica Reñaca",
  address: "Anabaena 336, Jardín del Mar",
  city: "Viña del Mar",
  region: "Valparaíso",
  regionNumber: 5,
  latitude: -32.984,
  longitude: -71.541,
  url: "Clinica-Renaca",
} as const;
const temuco = {
  ...alemana,
  id: 5115,
  displayName: "Clínica Alemana de Temuco",
  address: "Av. Senador Estébanez 645",
  city: "Temuco",
  region: "La Araucanía",
  regionNumber: 9,
  latitude: -38.733,
  longitude: -72.615,
  url: "Clinica-Alemana-de-Temuco",
} as const;

const entry = (
  provider: typeof alemana | typeof davila | typeof uchile | typeof renaca | typeof temuco,
  level: PlanNetworkEntry["level"],
  copayPercent: number | null,
): PlanNetworkEntry => ({
  ...provider,
  specialties: [...provider.specialties],
  level,
  copayPercent,
});

/** A plan's network over three cities: one preferred clinic, three by free choice, one excluded. */
export const sampleNetwork: PlanNetworkEntry[] = [
  entry(alemana, "preferente", 10),
  entry(davila, "libre_eleccion", 35),
  entry(renaca, "libre_eleccion", 35),
  entry(temuco, "libre_eleccion", 35),
  entry(uchile, "excluido", null),
];

/** What 'clinica alemna' finds. */
export const sampleMatches: ProviderMatch[] = [
  { ...alemana, specialties: [...alemana.specialties], match: 0.8 },
  { ...temuco, specialties: [...temuco.specialties], match: 0.8 },
];

export const listOf = (data: unknown[]) => ({ body: { data, metadata: { demo: true } } });
