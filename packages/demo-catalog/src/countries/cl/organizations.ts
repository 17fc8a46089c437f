import type { openIsapreCodes } from "@qs/catalogs/isapres";
import type { OrganizationSpec, PlanSpec } from "../../catalog-specs";
import { CHILE, monthlyOperationDates } from "../../markets";

/**
 * Chile: the open Isapres of the reference data with their plans (priced in
 * UF, GES included), insurers (ASEG) with health, complementary,
 * catastrophic, dental, life, pet and company insurance, and clinics (CLINICA) that
 * sell their own insurance.
 */

const ALEMANA = 5101;
const LAS_CONDES = 5102;
const SANTA_MARIA = 5103;
const DAVILA = 5104;
const INDISA = 5105;
const BUPA = 5106;
const REDSALUD = 5107;
const UANDES = 5108;
const UC_CHRISTUS = 5109;
const VESPUCIO = 5110;
const TABANCURA = 5111;
const CLINICO_UCHILE = 5112;
const RENACA = 5113;
const SANATORIO_ALEMAN = 5114;
const ALEMANA_TEMUCO = 5115;

interface IsapreLine {
  code: (typeof openIsapreCodes)[number];
  displayName: string;
  url: string;
  codePrefix: string;
  color: string;
  website: string;
  plans: PlanSpec[];
}

const isapre = (
  name: string,
  tier: PlanSpec["tier"],
  modality: "libre_eleccion" | "preferente" | "cerrado",
  network: number[],
): PlanSpec => ({
  name,
  category: "isapre",
  tier,
  options: { modality, network, previsions: ["Isapre"] },
});

const isapreLines: IsapreLine[] = [
  {
    code: 67,
    displayName: "Colmena",
    url: "Colmena",
    codePrefix: "CLM",
    color: "#00a19a",
    website: "https://www.colmena.cl",
    plans: [
      isapre("Colmena Preferente Clínica Dávila", 1, "preferente", [DAVILA, REDSALUD]),
      isapre("Colmena Preferente Clínica Santa María", 2, "preferente", [SANTA_MARIA, INDISA]),
      isapre("Colmena Libre Elección 90", 3, "libre_eleccion", [SANTA_MARIA, ALEMANA, INDISA]),
      isapre("Colmena Pleno Clínica Alemana", 4, "preferente", [ALEMANA, SANTA_MARIA, RENACA]),
      isapre("Colmena Élite Internacional", 5, "libre_eleccion", [
        ALEMANA,
        LAS_CONDES,
        UC_CHRISTUS,
      ]),
    ],
  },
  {
    code: 78,
    displayName: "Cruz Blanca",
    url: "Cruz-Blanca",
    codePrefix: "CBL",
    color: "#0057a4",
    website: "https://www.cruzblanca.cl",
    plans: [
      isapre("Cruz Blanca Cerrado RedSalud", 1, "cerrado", [REDSALUD]),
      isapre("Cruz Blanca Preferente Clínica Indisa", 2, "preferente", [INDISA, VESPUCIO]),
      isapre("Cruz Blanca Libre Elección 80", 3, "libre_eleccion", [INDISA, SANTA_MARIA, DAVILA]),
      isapre("Cruz Blanca Pleno Clínica Las Condes", 4, "preferente", [LAS_CONDES, ALEMANA]),
      isapre("Cruz Blanca Full Sin Tope", 5, "libre_eleccion", [LAS_CONDES, ALEMANA, UC_CHRISTUS]),
    ],
  },
  {
    code: 80,
    displayName: "Vida Tres",
    url: "Vida-Tres",
    codePrefix: "VT3",
    color: "#7b1fa2",
    website: "https://www.vidatres.cl",
    plans: [
      isapre("Vida Tres Preferente Clínica Vespucio", 1, "preferente", [VESPUCIO, BUPA]),
      isapre("Vida Tres Preferente Clínica Tabancura", 2, "preferente", [TABANCURA, SANTA_MARIA]),
      isapre("Vida Tres Libre Elección 90", 3, "libre_eleccion", [SANTA_MARIA, TABANCURA, INDISA]),
      isapre("Vida Tres Pleno Clínica Alemana", 4, "preferente", [ALEMANA, TABANCURA]),
      isapre("Vida Tres Élite Clínica Las Condes", 5, "libre_eleccion", [LAS_CONDES, ALEMANA]),
    ],
  },
  {
    code: 81,
    displayName: "Nueva Masvida",
    url: "Nueva-Masvida",
    codePrefix: "NMV",
    color: "#e65100",
    website: "https://www.nuevamasvida.cl",
    plans: [
      isapre("Nueva Masvida Cerrado Clínica Dávila", 1, "cerrado", [DAVILA]),
      isapre("Nueva Masvida Preferente Sanatorio Alemán", 2, "preferente", [
        SANATORIO_ALEMAN,
        ALEMANA_TEMUCO,
      ]),
      isapre("Nueva Masvida Libre Elección 80", 3, "libre_eleccion", [
        DAVILA,
        INDISA,
        SANATORIO_ALEMAN,
      ]),
      isapre("Nueva Masvida Pleno UC Christus", 4, "preferente", [UC_CHRISTUS, SANTA_MARIA]),
      isapre("Nueva Masvida Full Libre Elección", 5, "libre_eleccion", [
        UC_CHRISTUS,
        ALEMANA,
        LAS_CONDES,
      ]),
    ],
  },
  {
    code: 99,
    displayName: "Banmédica",
    url: "Banmedica",
    codePrefix: "BAN",
    color: "#005eb8",
    website: "https://www.banmedica.cl",
    plans: [
      isapre("Banmédica Preferente Clínica Vespucio", 1, "preferente", [VESPUCIO, DAVILA]),
      isapre("Banmédica Preferente Clínica Santa María", 2, "preferente", [SANTA_MARIA, RENACA]),
      isapre("Banmédica Libre Elección 90", 3, "libre_eleccion", [SANTA_MARIA, DAVILA, BUPA]),
      isapre("Banmédica Pleno Clínica Alemana", 4, "preferente", [ALEMANA, SANTA_MARIA]),
      isapre("Banmédica Élite Sin Tope", 5, "libre_eleccion", [ALEMANA, LAS_CONDES, UANDES]),
    ],
  },
  {
    code: 107,
    displayName: "Consalud",
    url: "Consalud",
    codePrefix: "CSD",
    color: "#d32f2f",
    website: "https://www.consalud.cl",
    plans: [
      isapre("Consalud Cerrado RedSalud", 1, "cerrado", [REDSALUD]),
      isapre("Consalud Preferente Clínica Indisa", 2, "preferente", [INDISA, REDSALUD]),
      isapre("Consalud Libre Elección 80", 3, "libre_eleccion", [INDISA, BUPA, CLINICO_UCHILE]),
      isapre("Consalud Pleno Universidad de los Andes", 4, "preferente", [UANDES, LAS_CONDES]),
      isapre("Consalud Élite Internacional", 5, "libre_eleccion", [UANDES, ALEMANA, LAS_CONDES]),
    ],
  },
  {
    code: 108,
    displayName: "Esencial",
    url: "Esencial",
    codePrefix: "ESE",
    color: "#00897b",
    website: "https://www.isapreesencial.cl",
    plans: [
      isapre("Esencial Preferente Clínica Dávila", 1, "preferente", [DAVILA, VESPUCIO]),
      isapre("Esencial Preferente Clínica Bupa Santiago", 2, "preferente", [BUPA, INDISA]),
      isapre("Esencial Libre Elección 80", 3, "libre_eleccion", [BUPA, DAVILA, INDISA]),
      isapre("Esencial Pleno Clínica Las Condes", 4, "preferente", [LAS_CONDES, UANDES]),
      isapre("Esencial Élite Sin Tope", 5, "libre_eleccion", [LAS_CONDES, ALEMANA, UC_CHRISTUS]),
    ],
  },
];

const isapreOrganizations: OrganizationSpec[] = isapreLines.map((line) => ({
  id: 1000 + line.code,
  countryId: CHILE,
  type: "ISAPRE",
  displayName: line.displayName,
  name: `Isapre ${line.displayName} S.A.`,
  organizationCode: String(line.code),
  codePrefix: line.codePrefix,
  url: line.url,
  acronym: line.codePrefix,
  color: line.color,
  typeAlias: "Isapre",
  network: [...new Set(line.plans.flatMap((plan) => plan.options?.network ?? []))],
  website: line.website,
  plans: line.plans,
}));

export const chileOrganizations: readonly OrganizationSpec[] = [
  ...isapreOrganizations,
  {
    id: 1201,
    countryId: CHILE,
    type: "ASEG",
    displayName: "Seguros Cordillera",
    name: "Compañía de Seguros de Vida Cordillera S.A.",
    organizationCode: "COR",
    codePrefix: "COR",
    url: "Seguros-Cordillera",
    acronym: "SC",
    color: "#1a237e",
    operationDates: monthlyOperationDates(18),
    network: [ALEMANA, SANTA_MARIA, INDISA, DAVILA, RENACA],
    website: "https://www.seguroscordillera.cl",
    plans: [
      {
        name: "Cordillera Salud Total",
        category: "salud",
        tier: 3,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
      {
        name: "Cordillera Salud Plus",
        category: "salud",
        tier: 4,
        options: { previsions: ["Isapre"] },
      },
      {
        name: "Cordillera Complementario Fonasa",
        category: "complementario",
        tier: 1,
        options: {
          previsions: ["Fonasa"],
          code: "QPS230",
          newWindowUrl: "https://www.seguroscordillera.cl/cotizar/complementario-fonasa",
        },
      },
      {
        name: "Cordillera Complementario Isapre",
        category: "complementario",
        tier: 2,
        options: {
          previsions: ["Isapre"],
          code: "QPS231",
          newWindowUrl: "https://www.seguroscordillera.cl/cotizar/complementario-isapre",
        },
      },
      {
        name: "Cordillera Catastrófico 1.000 UF",
        category: "catastrofico",
        tier: 2,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
      { name: "Cordillera Dental Familiar", category: "dental", tier: 2 },
      { name: "Cordillera Vida Familia 1.000 UF", category: "vida", tier: 2 },
      {
        name: "Cordillera Complementario Pyme",
        category: "colectivo",
        tier: 2,
        options: { minsubscribers: 5 },
      },
      {
        name: "Cordillera Colectivo Corporativo",
        category: "colectivo",
        tier: 4,
        options: { minsubscribers: 50 },
      },
    ],
  },
  {
    id: 1202,
    countryId: CHILE,
    type: "ASEG",
    displayName: "Austral Seguros",
    name: "Austral Compañía de Seguros de Vida S.A.",
    organizationCode: "AUS",
    codePrefix: "AUS",
    url: "Austral-Seguros",
    acronym: "AS",
    color: "#004d40",
    operationDates: monthlyOperationDates(22),
    network: [LAS_CONDES, UC_CHRISTUS, BUPA, SANATORIO_ALEMAN, ALEMANA_TEMUCO],
    website: "https://www.australseguros.cl",
    plans: [
      {
        name: "Austral Salud Integral",
        category: "salud",
        tier: 3,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
      {
        name: "Austral Complementario Full",
        category: "complementario",
        tier: 3,
        options: {
          previsions: ["Isapre", "Fonasa"],
          code: "QPS235",
          newWindowUrl: "https://www.australseguros.cl/seguros/complementario-full",
        },
      },
      {
        name: "Austral Oncológico Protegido",
        category: "catastrofico",
        tier: 2,
        options: {
          previsions: ["Isapre", "Fonasa"],
          code: "QPS236",
          newWindowUrl: "https://www.australseguros.cl/seguros/oncologico",
        },
      },
      {
        name: "Austral Catastrófico 3.000 UF",
        category: "catastrofico",
        tier: 4,
        options: {
          previsions: ["Isapre"],
          code: "QPS238",
          newWindowUrl: "https://www.australseguros.cl/seguros/catastrofico",
        },
      },
      {
        name: "Austral Dental Plus",
        category: "dental",
        tier: 3,
        options: { code: "QPS239", newWindowUrl: "https://www.australseguros.cl/seguros/dental" },
      },
      { name: "Austral Mascotas", category: "mascotas", tier: 2 },
      { name: "Austral Vida Protegida 3.000 UF", category: "vida", tier: 4 },
      {
        name: "Austral Complementario Empresa",
        category: "colectivo",
        tier: 3,
        options: { minsubscribers: 10 },
      },
    ],
  },
  {
    id: 1203,
    countryId: CHILE,
    type: "ASEG",
    displayName: "Seguros Araucaria",
    name: "Araucaria Seguros Generales S.A.",
    organizationCode: "ARA",
    codePrefix: "ARA",
    url: "Seguros-Araucaria",
    acronym: "SAR",
    color: "#33691e",
    operationDates: monthlyOperationDates(12),
    network: [DAVILA, VESPUCIO, REDSALUD, ALEMANA_TEMUCO],
    website: "https://www.segurosaraucaria.cl",
    plans: [
      {
        name: "Araucaria Complementario Esencial",
        category: "complementario",
        tier: 1,
        options: {
          previsions: ["Fonasa"],
          code: "QPS255",
          newWindowUrl: "https://www.segurosaraucaria.cl/complementario-esencial",
        },
      },
      {
        name: "Araucaria Dental Básico",
        category: "dental",
        tier: 1,
        options: { code: "QPS256", newWindowUrl: "https://www.segurosaraucaria.cl/dental-basico" },
      },
      { name: "Araucaria Mascota Feliz", category: "mascotas", tier: 1 },
      { name: "Araucaria Mascota Total", category: "mascotas", tier: 4 },
      {
        name: "Araucaria Salud Mujer",
        category: "salud",
        tier: 2,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
    ],
  },
  {
    id: 1204,
    countryId: CHILE,
    type: "ASEG",
    displayName: "Atacama Seguros",
    name: "Atacama Seguros de Vida S.A.",
    organizationCode: "ATA",
    codePrefix: "ATA",
    url: "Atacama-Seguros",
    acronym: "ATS",
    color: "#bf360c",
    network: [CLINICO_UCHILE, INDISA, DAVILA],
    website: "https://www.atacamaseguros.cl",
    plans: [
      {
        name: "Atacama Catastrófico Familiar",
        category: "catastrofico",
        tier: 3,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
      {
        name: "Atacama Salud Senior",
        category: "salud",
        tier: 3,
        options: { ages: [55, 85], previsions: ["Isapre", "Fonasa"] },
      },
      {
        name: "Atacama Pyme Salud",
        category: "colectivo",
        tier: 1,
        options: { minsubscribers: 5 },
      },
      {
        name: "Atacama Dental Joven",
        category: "dental",
        tier: 1,
        options: { noCoverageInfo: true },
      },
      { name: "Atacama Vida Temporal", category: "vida", tier: 1 },
    ],
  },
  {
    id: 1301,
    countryId: CHILE,
    type: "CLINICA",
    displayName: "Clínica Providencia Norte",
    name: "Clínica Providencia Norte S.A.",
    organizationCode: "CPN",
    codePrefix: "CPN",
    url: "Clinica-Providencia-Norte",
    acronym: "CPN",
    color: "#0097a7",
    network: [REDSALUD],
    website: "https://www.clinicaprovidencianorte.cl",
    plans: [
      {
        name: "Seguro Integral Clínica Providencia Norte",
        category: "salud",
        tier: 2,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
      {
        name: "Seguro Accidentes Clínica Providencia Norte",
        category: "complementario",
        tier: 1,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
    ],
  },
  {
    id: 1302,
    countryId: CHILE,
    type: "CLINICA",
    displayName: "Clínica Costanera",
    name: "Clínica Costanera SpA",
    organizationCode: "CCO",
    codePrefix: "CCO",
    url: "Clinica-Costanera",
    acronym: "CC",
    color: "#5e35b1",
    network: [TABANCURA],
    website: "https://www.clinicacostanera.cl",
    plans: [
      {
        name: "Seguro Hospitalario Clínica Costanera",
        category: "salud",
        tier: 2,
        options: { previsions: ["Isapre"] },
      },
      {
        name: "Seguro Oncológico Clínica Costanera",
        category: "catastrofico",
        tier: 3,
        options: { previsions: ["Isapre", "Fonasa"] },
      },
    ],
  },
  {
    id: 1303,
    countryId: CHILE,
    type: "CLINICA",
    displayName: "Clínica del Maipo",
    name: "Clínica del Maipo S.A.",
    organizationCode: "CDM",
    codePrefix: "CDM",
    url: "Clinica-del-Maipo",
    acronym: "CDM",
    color: "#00796b",
    availableToSell: false,
    network: [VESPUCIO],
    website: "https://www.clinicadelmaipo.cl",
    plans: [
      {
        name: "Seguro Familiar Clínica del Maipo",
        category: "complementario",
        tier: 1,
        options: { previsions: ["Fonasa"] },
      },
      {
        name: "Seguro Urgencias Clínica del Maipo",
        category: "complementario",
        tier: 1,
        options: { previsions: ["Fonasa", "Isapre"], discontinued: true },
      },
      {
        name: "Seguro Escolar Clínica del Maipo",
        category: "complementario",
        tier: 1,
        options: { ages: [0, 24], previsions: ["Fonasa", "Isapre"] },
      },
    ],
  },
];
