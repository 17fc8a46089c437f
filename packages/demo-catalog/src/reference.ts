import { regionsInOrder, toProfileRegion } from "@qs/catalogs/regions";
import type { BusinessLine, InformationPage, UfValue } from "@qs/domain/api/reference-answers";
import type { ContactInformation } from "@qs/domain/contact-information";
import type { CountryId } from "@qs/domain/country-config";
import type { OrganizationType, OrganizationTypeLabels } from "@qs/domain/organization";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import type { ProfileRegion } from "@qs/domain/region";
import type { RouteTranslation } from "@qs/domain/route-translation";
import type { WorkSectorType } from "@qs/domain/work-sector";
import { ROUTE_TRANSLATIONS } from "@qs/i18n/route-table";
import type { PerCountry } from "./catalog-contract";
import { withTranslations } from "./label-translations";
import { CHILE, COLOMBIA, INTERNATIONAL, MARKET_COUNTRY_IDS, markets, PERU } from "./markets";

/**
 * Reference data of the four sites: regions, work sectors, business lines,
 * institution types, content pages, contact channels, route translations and UF values.
 */

// ------------------------------------------------------------ regions

/** Colombia: Bogotá first, then the departments (DANE codes, ISO 3166-2:CO abbreviations). */
const colombiaDepartments: ReadonlyArray<readonly [number, string, string]> = [
  [11, "Bogotá D.C.", "DC"],
  [5, "Antioquia", "ANT"],
  [76, "Valle del Cauca", "VAC"],
  [8, "Atlántico", "ATL"],
  [68, "Santander", "SAN"],
  [25, "Cundinamarca", "CUN"],
  [13, "Bolívar", "BOL"],
  [66, "Risaralda", "RIS"],
  [17, "Caldas", "CAL"],
  [63, "Quindío", "QUI"],
  [54, "Norte de Santander", "NSA"],
  [73, "Tolima", "TOL"],
  [41, "Huila", "HUI"],
  [52, "Nariño", "NAR"],
  [19, "Cauca", "CAU"],
  [15, "Boyacá", "BOY"],
  [50, "Meta", "MET"],
  [47, "Magdalena", "MAG"],
  [20, "Cesar", "CES"],
  [23, "Córdoba", "COR"],
  [70, "Sucre", "SUC"],
  [44, "La Guajira", "LAG"],
  [27, "Chocó", "CHO"],
  [18, "Caquetá", "CAQ"],
  [85, "Casanare", "CAS"],
  [81, "Arauca", "ARA"],
  [86, "Putumayo", "PUT"],
  [88, "San Andrés y Providencia", "SAP"],
  [91, "Amazonas", "AMA"],
  [94, "Guainía", "GUA"],
  [95, "Guaviare", "GUV"],
  [97, "Vaupés", "VAU"],
  [99, "Vichada", "VID"],
];

/** Peru: Lima first, then the departments (UBIGEO codes, ISO 3166-2:PE abbreviations). */
const peruDepartments: ReadonlyArray<readonly [number, string, string]> = [
  [15, "Lima", "LIM"],
  [7, "Callao", "CAL"],
  [4, "Arequipa", "ARE"],
  [13, "La Libertad", "LAL"],
  [20, "Piura", "PIU"],
  [14, "Lambayeque", "LAM"],
  [8, "Cusco", "CUS"],
  [12, "Junín", "JUN"],
  [11, "Ica", "ICA"],
  [2, "Áncash", "ANC"],
  [6, "Cajamarca", "CAJ"],
  [21, "Puno", "PUN"],
  [16, "Loreto", "LOR"],
  [23, "Tacna", "TAC"],
  [22, "San Martín", "SAM"],
  [10, "Huánuco", "HUC"],
  [5, "Ayacucho", "AYA"],
  [25, "Ucayali", "UCA"],
  [18, "Moquegua", "MOQ"],
  [3, "Apurímac", "APU"],
  [9, "Huancavelica", "HUV"],
  [1, "Amazonas", "AMA"],
  [24, "Tumbes", "TUM"],
  [19, "Pasco", "PAS"],
  [17, "Madre de Dios", "MDD"],
];

const toRegions = (list: ReadonlyArray<readonly [number, string, string]>): ProfileRegion[] =>
  list.map(([stateCode, stateName, abbreviation], index) => ({
    stateCode,
    stateName,
    orderPosition: index + 1,
    abbreviation,
  }));

export function buildRegions(): PerCountry<ProfileRegion[]>[] {
  return [
    { countryId: CHILE, value: regionsInOrder().map(toProfileRegion) },
    { countryId: COLOMBIA, value: toRegions(colombiaDepartments) },
    { countryId: PERU, value: toRegions(peruDepartments) },
  ];
}

// ------------------------------------------------------------ work sectors

const sector = (
  id: number,
  displayName: string,
  entries: ReadonlyArray<readonly [string, string]>,
): WorkSectorType => ({
  id,
  displayName,
  workSectors: entries.map(([code, name]) => ({ code, displayName: name })),
});

/** Peru's SCTR sectors, with CIIU activity codes: the risk level of the activity sets the SCTR rate. */
const peruSectors: WorkSectorType[] = [
  sector(1, "Construcción", [
    ["4100", "Construcción de edificios"],
    ["4210", "Construcción de carreteras y vías férreas"],
    ["4220", "Construcción de proyectos de servicio público"],
    ["4290", "Construcción de otras obras de ingeniería civil"],
    ["4321", "Instalaciones eléctricas"],
    ["4322", "Instalaciones de gasfitería, calefacción y aire acondicionado"],
  ]),
  sector(2, "Minería e hidrocarburos", [
    ["0510", "Extracción de carbón de piedra"],
    ["0610", "Extracción de petróleo crudo"],
    ["0710", "Extracción de minerales de hierro"],
    ["0729", "Extracción de otros minerales metalíferos no ferrosos"],
    ["0899", "Explotación de otras minas y canteras"],
    ["0990", "Actividades de apoyo a la explotación de minas y canteras"],
  ]),
  sector(3, "Industria manufacturera", [
    ["1010", "Elaboración y conservación de carne"],
    ["1071", "Elaboración de productos de panadería"],
    ["1410", "Fabricación de prendas de vestir"],
    ["2011", "Fabricación de sustancias químicas básicas"],
    ["2220", "Fabricación de productos de plástico"],
    ["2410", "Industrias básicas de hierro y acero"],
  ]),
  sector(4, "Electricidad, gas y agua", [
    ["3510", "Generación, transmisión y distribución de energía eléctrica"],
    ["3520", "Fabricación y distribución de gas"],
    ["3600", "Captación, tratamiento y distribución de agua"],
  ]),
  sector(5, "Transporte y almacenamiento", [
    ["4921", "Transporte urbano de pasajeros por vía terrestre"],
    ["4923", "Transporte de carga por carretera"],
    ["5210", "Almacenamiento y depósito"],
    ["5224", "Manipulación de carga"],
  ]),
  sector(6, "Agricultura y pesca", [
    ["0111", "Cultivo de cereales, legumbres y semillas oleaginosas"],
    ["0122", "Cultivo de frutas tropicales y subtropicales"],
    ["0311", "Pesca marítima"],
    ["1020", "Elaboración y conservación de pescado"],
  ]),
  sector(7, "Salud", [
    ["8610", "Actividades de hospitales y clínicas"],
    ["8620", "Actividades de médicos y odontólogos"],
    ["8690", "Otras actividades de atención de la salud humana"],
  ]),
  sector(8, "Seguridad y limpieza", [
    ["8010", "Actividades de seguridad privada"],
    ["8121", "Limpieza general de edificios"],
    ["8129", "Otras actividades de limpieza industrial"],
  ]),
];

const generalSectors = (offset: number): WorkSectorType[] => [
  sector(offset + 1, "Comercio", [
    ["G1", "Comercio al por mayor"],
    ["G2", "Comercio al por menor"],
  ]),
  sector(offset + 2, "Servicios profesionales", [
    ["M1", "Consultoría y asesoría"],
    ["M2", "Servicios jurídicos y contables"],
  ]),
  sector(offset + 3, "Tecnología", [
    ["J1", "Desarrollo de software"],
    ["J2", "Telecomunicaciones"],
  ]),
  sector(offset + 4, "Industria", [
    ["C1", "Manufactura"],
    ["C2", "Alimentos y bebidas"],
  ]),
  sector(offset + 5, "Construcción", [
    ["F1", "Edificación"],
    ["F2", "Obras civiles"],
  ]),
  sector(offset + 6, "Salud y educación", [
    ["Q1", "Clínicas y centros médicos"],
    ["P1", "Colegios y universidades"],
  ]),
  sector(offset + 7, "Servicios financieros", [
    ["K1", "Bancos y cooperativas"],
    ["K2", "Seguros"],
  ]),
];

export function buildWorkSectors(): PerCountry<WorkSectorType[]>[] {
  return [
    { countryId: PERU, value: peruSectors },
    { countryId: COLOMBIA, value: generalSectors(300) },
    { countryId: CHILE, value: generalSectors(100) },
    { countryId: INTERNATIONAL, value: generalSectors(400) },
  ];
}

// ------------------------------------------------------------ contact information

export function buildContactInformation(): PerCountry<ContactInformation[]>[] {
  return MARKET_COUNTRY_IDS.map((countryId) => {
    const market = markets[countryId];
    const digits = market.contact.phone.replace(/[^\d+]/g, "");
    return {
      countryId,
      value: [
        {
          name: "whatsapp",
          info: market.contact.phone,
          link: market.contact.whatsapp,
          type: "contactos",
        },
        { name: "telefono", info: market.contact.phone, link: `tel:${digits}`, type: "contactos" },
        {
          name: "email",
          info: market.contact.email,
          link: `mailto:${market.contact.email}`,
          type: "contactos",
        },
        ...market.social.map((network) => ({
          name: network.name,
          info: network.handle,
          link: network.url,
          type: "redesSociales" as const,
        })),
      ],
    };
  });
}

// ------------------------------------------------------------ business lines

const businessLinesByCountry: Record<CountryId, BusinessLine[]> = {
  [COLOMBIA]: [
    {
      id: 31,
      name: "salud",
      displayName: "Salud",
      url: "/Comparar/Polizas-de-Salud",
      icon: "heart-pulse",
    },
    {
      id: 32,
      name: "medicina-prepagada",
      displayName: "Medicina Prepagada",
      url: "/Comparar/Medicina-Prepagada",
      icon: "stethoscope",
    },
    { id: 33, name: "eps", displayName: "EPS", url: "/Comparar/EPS", icon: "hospital" },
    {
      id: 34,
      name: "empresas",
      displayName: "Empresas",
      url: "/Comparar/Empresas",
      icon: "briefcase",
    },
    {
      id: 35,
      name: "mascotas",
      displayName: "Mascotas",
      url: "/Comparar/Seguros-Mascotas",
      icon: "paw",
    },
  ],
  [CHILE]: [
    { id: 11, name: "isapres", displayName: "Isapres", url: "/Comparar/Isapres", icon: "shield" },
    {
      id: 12,
      name: "seguros-de-salud",
      displayName: "Seguros de Salud",
      url: "/Comparar/Seguros-de-Salud",
      icon: "heart-pulse",
    },
    {
      id: 13,
      name: "empresas",
      displayName: "Empresas",
      url: "/Comparar/Seguro-Complementario-Empresa",
      icon: "briefcase",
    },
    {
      id: 14,
      name: "mascotas",
      displayName: "Mascotas",
      url: "/Comparar/Seguros-Mascotas",
      icon: "paw",
    },
  ],
  [PERU]: [
    {
      id: 21,
      name: "salud",
      displayName: "Seguros de Salud",
      url: "/Comparar/Seguros-de-Salud",
      icon: "heart-pulse",
    },
    { id: 22, name: "eps", displayName: "EPS", url: "/Comparar/EPS", icon: "hospital" },
    { id: 23, name: "sctr", displayName: "SCTR", url: "/Comparar/SCTR", icon: "helmet-safety" },
    {
      id: 24,
      name: "empresas",
      displayName: "Empresas",
      url: "/Comparar/Empresas",
      icon: "briefcase",
    },
  ],
  [INTERNATIONAL]: [
    {
      id: 41,
      name: "salud-internacional",
      displayName: "Salud Internacional",
      url: "/Comparar",
      icon: "globe",
    },
    {
      id: 42,
      name: "empresas",
      displayName: "Empresas y expatriados",
      url: "/Comparar/Empresas",
      icon: "briefcase",
    },
  ],
};

export function buildBusinessLines(): PerCountry<BusinessLine[]>[] {
  return MARKET_COUNTRY_IDS.map((countryId) => ({
    countryId,
    value: businessLinesByCountry[countryId].map((line) => withTranslations(line, ["displayName"])),
  }));
}

// ------------------------------------------------------------ institution types

/** How the sites name each organization type (the comparator's institution-type filter). */
const organizationTypeNames: Record<OrganizationType, string> = {
  ISAPRE: "Isapre",
  ASEG: "Aseguradora",
  PRESTADOR: "Prestador de salud",
  EPS: "EPS",
  CORREDOR: "Corredor de seguros",
  CORREDORA: "Corredora de seguros",
  "MEDICINA PREPAGADA": "Medicina prepagada",
  CLINICA: "Clínica",
  FUNDACION: "Fundación",
  REASEG: "Reaseguradora",
  POLIZA: "Póliza de salud",
  MASCOTAS: "Seguros para mascotas",
  DOMICILIO: "Atención domiciliaria",
  ASISTENCIA: "Asistencia",
};

/** The labels of the institution-type filter, the same in every market, with their translations. */
export function buildOrganizationTypeLabels(): OrganizationTypeLabels {
  return withTranslations(
    {
      allTypes: "Todas las instituciones",
      types: ORGANIZATION_TYPES.map((type) =>
        withTranslations({ type, displayName: organizationTypeNames[type] }, ["displayName"]),
      ),
    },
    ["allTypes"],
  );
}

// ------------------------------------------------------------ information pages

export const DEMO_SITE_NOTICE =
  "Este es un sitio de demostración: las aseguradoras, planes, precios y documentos que se muestran son datos de demostración y no constituyen una oferta de seguro.";

export function buildInformationPages(updatedAt: string): PerCountry<InformationPage[]>[] {
  return MARKET_COUNTRY_IDS.map((countryId) => {
    const market = markets[countryId];
    return {
      countryId,
      value: [
        {
          name: "terminos-y-condiciones",
          title: "Términos y condiciones",
          updatedAt,
          content:
            `<h2>Términos y condiciones de uso</h2><p>${DEMO_SITE_NOTICE}</p>` +
            `<p>${market.brand} es un comparador: muestra información de planes y seguros para que puedas compararlos y solicitar que un ejecutivo te contacte o contratar en línea cuando el plan lo permite.</p>` +
            "<h3>Información de los planes</h3><p>Los precios se calculan con los datos de tu perfil y pueden variar según la evaluación de cada aseguradora. Las coberturas vigentes son las de las condiciones generales y particulares de cada plan.</p>" +
            "<h3>Responsabilidad</h3><p>Las aseguradoras son responsables de las coberturas y del pago de los siniestros. El comparador no cobra comisiones a los visitantes.</p>",
        },
        {
          name: "politica-de-privacidad",
          title: "Política de privacidad",
          updatedAt,
          content:
            `<h2>Política de privacidad</h2><p>Tratamos tus datos personales conforme a ${market.dataLaw}.</p>` +
            "<h3>Datos que recopilamos</h3><p>Nombre, correo electrónico, teléfono, documento de identidad y los datos del perfil que ingresas para cotizar (edad, sexo, integrantes del grupo familiar).</p>" +
            "<h3>Para qué los usamos</h3><p>Para calcular precios, enviarte las cotizaciones que pidas y que un ejecutivo te contacte. No vendemos tus datos.</p>" +
            `<h3>Tus derechos</h3><p>Puedes pedir acceso, rectificación o eliminación de tus datos escribiendo a ${market.contact.email}.</p>` +
            `<p>${DEMO_SITE_NOTICE}</p>`,
        },
        {
          name: "quienes-somos",
          title: `Qué es ${market.brand}`,
          updatedAt,
          content:
            `<h2>Qué es ${market.brand}</h2><p>Comparamos planes de salud y seguros de distintas compañías en un solo lugar, con precios calculados para tu perfil y asesoría sin costo.</p>` +
            "<ul><li>Compara hasta tres planes lado a lado.</li><li>Consulta coberturas, clínicas y documentos antes de decidir.</li><li>Contrata en línea o con un ejecutivo.</li></ul>" +
            `<p>${DEMO_SITE_NOTICE}</p>`,
        },
        {
          name: "datos-de-demostracion",
          title: "Datos de demostración",
          updatedAt,
          content:
            `<h2>Datos de demostración</h2><p>${DEMO_SITE_NOTICE}</p>` +
            "<p>Las clínicas y hospitales citados son referencias de red ilustrativas. Los documentos PDF llevan en cada página la leyenda «Datos de demostración».</p>",
        },
      ],
    };
  });
}

// ------------------------------------------------------------ route translations

/** The route translations are the sites' own table (`@qs/i18n/route-table`), served by the API. */
export const routeTranslations: Record<string, RouteTranslation> = ROUTE_TRANSLATIONS;

// ------------------------------------------------------------ UF values

/**
 * UF values around the reference day: the last 20 days and the next 9 (the
 * UF is published in advance up to the 9th of the next month), growing
 * about 4 pesos a day from 39.200.
 */
export function buildUfValues(referenceDate: Date): UfValue[] {
  const values: UfValue[] = [];
  for (let offset = -20; offset <= 9; offset++) {
    const date = new Date(referenceDate.getTime() + offset * 86_400_000);
    values.push({
      date: date.toISOString().slice(0, 10),
      value: Math.round((39200 + offset * 4.3) * 100) / 100,
    });
  }
  return values;
}
