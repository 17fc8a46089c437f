import type { CountryId } from "@qs/domain/country-config";
import type { InsuranceType } from "@qs/domain/insurance-type";
import type { CategorySpec } from "./catalog-specs";
import { withTranslations } from "./label-translations";
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from "./markets";

/**
 * Insurance categories (insurance types) of each country. Ids are unique over
 * the catalogue; 246 is Colombia's pet insurance, the sites' fallback type.
 */

const SALUD = { name: "SALUD", displayName: "Salud" };
const EMPRESAS = { name: "EMPRESAS", displayName: "Empresas" };
const MASCOTAS = { name: "MASCOTAS", displayName: "Mascotas" };
const EPS = { name: "EPS", displayName: "EPS" };
const INTERNACIONAL = { name: "INTERNACIONAL", displayName: "Salud Internacional" };

export const PET_FALLBACK_TYPE_ID = 246;

export const colombiaCategories: readonly CategorySpec[] = [
  {
    id: 241,
    key: "polizas",
    name: "POLIZA DE SALUD",
    displayName: "Pólizas de Salud",
    description:
      "Pólizas de salud con hospitalización, cirugía, consultas y exámenes en redes de clínicas privadas, con libre elección o reembolso.",
    url: "Polizas-de-Salud",
    color: "#1565c0",
    upperType: SALUD,
    kind: "health",
    unit: "COP",
    basePrices: [185000, 265000, 370000, 540000, 820000],
    menuGroup: "Salud",
  },
  {
    id: 242,
    key: "prepagada",
    name: "Medicina Prepagada",
    displayName: "Medicina Prepagada",
    description:
      "Planes de medicina prepagada con médicos y clínicas adscritas, citas sin autorizaciones y atención preferencial.",
    url: "Medicina-Prepagada",
    color: "#6a1b9a",
    upperType: SALUD,
    kind: "prepaid",
    unit: "COP",
    basePrices: [165000, 235000, 320000, 450000, 690000],
    menuGroup: "Salud",
  },
  {
    id: 243,
    key: "eps",
    name: "colectivo",
    displayName: "EPS",
    description:
      "Planes complementarios de EPS: habitación individual, citas con especialistas sin remisión y red ampliada sobre el Plan de Beneficios en Salud.",
    url: "EPS",
    color: "#2e7d32",
    upperType: EPS,
    kind: "eps",
    unit: "COP",
    basePrices: [52000, 78000, 105000, 140000, 185000],
    menuGroup: "Salud",
  },
  {
    id: 244,
    key: "complementario",
    name: "PLAN COMPLEMENTARIO",
    displayName: "Planes Complementarios",
    description:
      "Coberturas que se suman a tu EPS o póliza: renta diaria por hospitalización, enfermedades graves, accidentes y salud oral.",
    url: "Planes-Complementarios",
    color: "#00838f",
    upperType: SALUD,
    kind: "complementary",
    unit: "COP",
    basePrices: [38000, 56000, 79000, 110000, 150000],
    menuGroup: "Salud",
  },
  {
    id: 245,
    key: "colectivo",
    name: "SEGURO COLECTIVO",
    displayName: "Seguros Colectivos de Salud",
    description:
      "Pólizas de salud para empresas: cobertura para colaboradores y sus familias con aporte compartido entre empresa y trabajador.",
    url: "Seguros-Empresa",
    color: "#455a64",
    upperType: EMPRESAS,
    kind: "collective",
    unit: "COP",
    basePrices: [98000, 135000, 185000, 250000, 340000],
    menuGroup: "Empresas",
  },
  {
    id: PET_FALLBACK_TYPE_ID,
    key: "mascotas",
    name: "SEGURO_MASCOTAS",
    displayName: "Seguros para Mascotas",
    description:
      "Seguros para perros y gatos: consultas veterinarias, cirugías, hospitalización, vacunas y responsabilidad civil.",
    url: "Seguros-Mascotas",
    color: "#ef6c00",
    upperType: MASCOTAS,
    kind: "pets",
    unit: "COP",
    basePrices: [32000, 45000, 62000, 85000, 115000],
    menuGroup: "Mascotas",
  },
];

export const chileCategories: readonly CategorySpec[] = [
  {
    id: 111,
    key: "isapre",
    name: "ISAPRE",
    displayName: "Planes de Isapre",
    description:
      "Planes de salud de las Isapres abiertas: prestadores preferentes, libre elección y Garantías Explícitas en Salud (GES).",
    url: "Isapres",
    color: "#00695c",
    upperType: { name: "ISAPRE", displayName: "Isapres" },
    kind: "isapre",
    unit: "UF",
    basePrices: [1.45, 2.05, 2.8, 3.7, 5.2],
    menuGroup: "Isapres",
  },
  {
    id: 112,
    key: "salud",
    name: "SEGURO DE SALUD",
    displayName: "Seguros de Salud",
    description:
      "Seguros de salud que reembolsan los gastos médicos no cubiertos por tu Isapre o Fonasa, con topes anuales en UF.",
    url: "Seguros-de-Salud",
    color: "#1565c0",
    upperType: SALUD,
    kind: "health",
    unit: "UF",
    basePrices: [0.55, 0.8, 1.1, 1.6, 2.4],
    menuGroup: "Seguros de Salud",
  },
  {
    id: 113,
    key: "complementario",
    name: "SEGURO COMPLEMENTARIO",
    displayName: "Seguros Complementarios",
    description:
      "Seguros complementarios de salud: reembolso de gastos hospitalarios y ambulatorios sobre la cobertura de tu sistema de salud.",
    url: "Complementario",
    color: "#0277bd",
    upperType: SALUD,
    kind: "complementary",
    unit: "UF",
    basePrices: [0.28, 0.4, 0.55, 0.75, 1.0],
    menuGroup: "Seguros de Salud",
  },
  {
    id: 114,
    key: "catastrofico",
    name: "SEGURO CATASTROFICO",
    displayName: "Seguros Catastróficos",
    description:
      "Seguros catastróficos y oncológicos: protección frente a enfermedades de alto costo, con deducible y capitales de hasta 5.000 UF.",
    url: "Catastrofico",
    color: "#c62828",
    upperType: SALUD,
    kind: "catastrophic",
    unit: "UF",
    basePrices: [0.18, 0.26, 0.36, 0.5, 0.7],
    menuGroup: "Seguros de Salud",
  },
  {
    id: 115,
    key: "dental",
    name: "SEGURO DENTAL",
    displayName: "Seguros Dentales",
    description:
      "Seguros dentales con urgencias, limpiezas, tapaduras y endodoncias en redes de clínicas dentales.",
    url: "Dental",
    color: "#00897b",
    upperType: SALUD,
    kind: "dental",
    unit: "CLP",
    basePrices: [6990, 9990, 13990, 18990, 24990],
    menuGroup: "Seguros de Salud",
  },
  {
    id: 116,
    key: "mascotas",
    name: "SEGURO_MASCOTAS",
    displayName: "Seguros para Mascotas",
    description:
      "Seguros para perros y gatos con consultas veterinarias, urgencias, cirugías y responsabilidad civil.",
    url: "Seguros-Mascotas",
    color: "#ef6c00",
    upperType: MASCOTAS,
    kind: "pets",
    unit: "CLP",
    basePrices: [8990, 12990, 17990, 23990, 31990],
    menuGroup: "Mascotas",
  },
  {
    id: 117,
    key: "colectivo",
    name: "SEGURO COLECTIVO",
    displayName: "Seguro Complementario Empresa",
    description:
      "Seguros complementarios de salud para empresas: reembolsos para trabajadores y cargas, con costo por trabajador en UF.",
    url: "Seguro-Complementario-Empresa",
    color: "#455a64",
    upperType: EMPRESAS,
    kind: "collective",
    unit: "UF",
    basePrices: [0.42, 0.58, 0.78, 1.05, 1.4],
    menuGroup: "Empresas",
  },
  {
    id: 118,
    key: "vida",
    name: "SEGURO DE VIDA",
    displayName: "Seguros de Vida",
    description:
      "Seguros de vida con capital en UF para tu familia, anticipo por enfermedades graves y cobertura oncológica.",
    url: "Seguros-de-Vida",
    color: "#5d4037",
    upperType: { name: "VIDA", displayName: "Vida" },
    kind: "oncology",
    unit: "UF",
    basePrices: [0.32, 0.46, 0.64, 0.88, 1.2],
    menuGroup: "Seguros de Vida",
  },
];

export const peruCategories: readonly CategorySpec[] = [
  {
    id: 121,
    key: "eps",
    name: "EPS",
    displayName: "EPS",
    description:
      "Planes de Entidades Prestadoras de Salud para empresas: atención en clínicas privadas que complementa a EsSalud.",
    url: "EPS",
    color: "#2e7d32",
    upperType: EPS,
    kind: "eps",
    unit: "PEN",
    basePrices: [135, 175, 230, 300, 390],
    menuGroup: "Empresas",
  },
  {
    id: 122,
    key: "salud",
    name: "SEGURO DE SALUD",
    displayName: "Seguros de Salud",
    description:
      "Seguros de salud individuales y familiares con red de clínicas, emergencias, maternidad y cobertura oncológica.",
    url: "Seguros-de-Salud",
    color: "#1565c0",
    upperType: SALUD,
    kind: "health",
    unit: "PEN",
    basePrices: [165, 240, 340, 480, 720],
    menuGroup: "Salud",
  },
  {
    id: 123,
    key: "oncologico",
    name: "SEGURO ONCOLOGICO",
    displayName: "Seguros Oncológicos",
    description:
      "Programas y seguros oncológicos: diagnóstico, quimioterapia, radioterapia y cirugía oncológica al 100%.",
    url: "Seguros-Oncologicos",
    color: "#ad1457",
    upperType: SALUD,
    kind: "oncology",
    unit: "PEN",
    basePrices: [29, 42, 58, 79, 105],
    menuGroup: "Salud",
  },
  {
    id: 124,
    key: "clinico",
    name: "PLAN CLINICO",
    displayName: "Planes Clínicos",
    description:
      "Planes de salud de clínicas: consultas, emergencias y hospitalización con copagos fijos en la clínica y sus sedes.",
    url: "Planes-Clinicos",
    color: "#00838f",
    upperType: SALUD,
    kind: "clinic",
    unit: "PEN",
    basePrices: [59, 85, 120, 165, 230],
    menuGroup: "Salud",
  },
  {
    id: 125,
    key: "colectivo",
    name: "SEGURO COLECTIVO",
    displayName: "Seguros de Salud para Empresas",
    description:
      "Seguros colectivos de asistencia médica para planillas desde 5 trabajadores, con cobertura para derechohabientes.",
    url: "Seguros-Empresa",
    color: "#455a64",
    upperType: EMPRESAS,
    kind: "collective",
    unit: "PEN",
    basePrices: [120, 160, 215, 285, 370],
    menuGroup: "Empresas",
  },
  {
    id: 126,
    key: "sctr",
    name: "SCTR",
    displayName: "SCTR",
    description:
      "Seguro Complementario de Trabajo de Riesgo: cobertura de salud y pensión por accidentes de trabajo y enfermedades profesionales.",
    url: "SCTR",
    color: "#f9a825",
    upperType: EMPRESAS,
    kind: "sctr",
    unit: "PEN",
    basePrices: [14, 19, 26, 34, 45],
    menuGroup: "Empresas",
  },
];

export const internationalCategories: readonly CategorySpec[] = [
  {
    id: 131,
    key: "mundial",
    name: "SEGURO INTERNACIONAL",
    displayName: "Cobertura Mundial",
    description:
      "Seguros de salud internacionales con cobertura en todo el mundo, incluido Estados Unidos, y libre elección de médicos y hospitales.",
    url: "Cobertura-Mundial",
    color: "#283593",
    upperType: INTERNACIONAL,
    kind: "international",
    unit: "USD",
    basePrices: [310, 420, 560, 760, 1050],
    region: "MUNDO",
    menuGroup: "Salud Internacional",
  },
  {
    id: 132,
    key: "sinUsa",
    name: "SEGURO INTERNACIONAL SIN USA",
    displayName: "Mundial excepto EE. UU.",
    description:
      "Seguros de salud internacionales con cobertura en todo el mundo salvo Estados Unidos: la misma protección a un precio menor.",
    url: "Cobertura-Mundial-sin-EEUU",
    color: "#3949ab",
    upperType: INTERNACIONAL,
    kind: "international",
    unit: "USD",
    basePrices: [180, 245, 330, 450, 620],
    region: "MUNDO_SIN_USA",
    menuGroup: "Salud Internacional",
  },
  {
    id: 133,
    key: "latam",
    name: "SEGURO INTERNACIONAL LATAM",
    displayName: "Cobertura Latinoamérica",
    description:
      "Seguros de salud con cobertura en los hospitales de referencia de América Latina y emergencias en el resto del mundo.",
    url: "Cobertura-Latinoamerica",
    color: "#5c6bc0",
    upperType: INTERNACIONAL,
    kind: "international",
    unit: "USD",
    basePrices: [95, 135, 185, 250, 340],
    region: "LATAM",
    menuGroup: "Salud Internacional",
  },
  {
    id: 134,
    key: "colectivo",
    name: "SEGURO COLECTIVO",
    displayName: "Salud Internacional para Empresas",
    description:
      "Planes internacionales de salud para equipos y expatriados, con cobertura mundial y administración centralizada.",
    url: "Seguros-Empresa",
    color: "#455a64",
    upperType: EMPRESAS,
    kind: "collective",
    unit: "USD",
    basePrices: [85, 120, 165, 225, 300],
    region: "MUNDO_SIN_USA",
    menuGroup: "Empresas",
  },
];

export const categoriesByCountry: Record<CountryId, readonly CategorySpec[]> = {
  [COLOMBIA]: colombiaCategories,
  [CHILE]: chileCategories,
  [PERU]: peruCategories,
  [INTERNATIONAL]: internationalCategories,
};

/** A category as the catalogue stores it: its name and its upper type's with their translations. */
export function toInsuranceType(category: CategorySpec): InsuranceType {
  return withTranslations(
    {
      id: category.id,
      name: category.name,
      displayName: category.displayName,
      description: category.description,
      color: category.color,
      url: category.url,
      upperType: withTranslations({ ...category.upperType }, ["displayName"]),
    },
    ["displayName"],
  );
}
