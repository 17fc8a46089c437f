import type { CountryConfig } from "@qs/domain/country-config";

/**
 * A complete Colombian configuration for stories and component tests. The
 * real one lives in apps/co; this copy keeps packages free of app imports.
 */
export const sampleCountryConfig: CountryConfig = {
  id: 3,
  key: "colombia",
  code: "CO",
  name: "Colombia",
  brand: "QueSeguro",
  dialingCode: "+57",
  locale: "es-CO",
  defaultLanguage: "es",
  languages: ["es", "en", "pt"],
  listedLanguages: ["es"],
  currencies: [{ code: "COP", symbol: "$", decimals: 0 }],
  storageKeys: {
    profile: "V1.6_CO",
    collective: "colectivo_co",
    sctr: "sctr_co",
    guards: "guardias_co",
    pets: "pets_co",
  },
  blogSection: "QS-Blog",
  identification: "digits-8-12",
  collectiveMinEmployees: 10,
  previsionOptions: [],
  fallbackInsuranceTypeId: 246,
  planDetailPaths: [
    { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" },
    {
      organizationTypes: ["MEDICINA PREPAGADA", "DOMICILIO"],
      pattern: "/Medicina-Prepagada/{provider}/{plan}",
    },
    { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
  ],
  routes: {
    defaultProductType: "POLIZA DE SALUD",
    landingLists: [{ path: "/Seguros", list: "insurers" }],
    planesRedirects: ["EPS"],
    collectivePlans: true,
    plansByCode: null,
  },
  sites: [
    { countryId: 3, code: "CO", label: "Colombia", url: "http://localhost:5173/" },
    { countryId: 1, code: "CL", label: "Chile", url: "http://localhost:5174/" },
    { countryId: 2, code: "PE", label: "Perú", url: "http://localhost:5175/" },
    { countryId: 4, code: "INT", label: "Internacional", url: "http://localhost:5176/" },
  ],
  contact: {
    email: "contacto@queseguro.co",
    phone: "+57 601 555 0100",
    whatsapp: "https://wa.me/576015550100",
  },
  social: [
    { network: "facebook", url: "https://www.facebook.com/queseguro.co" },
    { network: "instagram", url: "https://www.instagram.com/queseguro.co" },
    { network: "linkedin", url: "https://www.linkedin.com/company/queseguro" },
  ],
  dataProtectionLaw: "la Ley 1581 de 2012 de protección de datos personales de Colombia",
  dataProtectionLawTranslations: {
    en: "Colombia's Law 1581 of 2012 on the protection of personal data",
    pt: "a Lei 1581 de 2012 de proteção de dados pessoais da Colômbia",
  },
  clientPortalUrl: "https://clientes.queseguro.co/",
  apiBaseUrl: "http://localhost:4000",
  version: "0.0.0",
};
