import type { CountryConfig } from "@qs/domain/country-config";
import { sampleCountryConfig } from "./sample-country-config";

/**
 * The other three sites for stories and component tests, each as its app configures it
 * (apps/cl, apps/pe, apps/int) where a component shows it: currencies and their format,
 * locale, brand, contact channels, law, portals. Colombia is `sampleCountryConfig`.
 */

/**
 * What the four sites share in the samples: the Colombian configuration without the texts of
 * Colombia's own law (each site names its law).
 */
const shared = Object.fromEntries(
  Object.entries(sampleCountryConfig).filter(([key]) => !key.startsWith("dataProtectionLaw")),
) as Omit<CountryConfig, "dataProtectionLaw">;

/** Chile: pesos ($120.000) and UF (0,85 UF), a company portal of its own. */
export const sampleChileSiteConfig: CountryConfig = {
  ...shared,
  id: 1,
  key: "chile",
  code: "CL",
  name: "Chile",
  brand: "QuePlan",
  dialingCode: "+56",
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
  blogSection: "QP-Blog",
  identification: "rut",
  collectiveMinEmployees: 5,
  previsionOptions: ["Fonasa", "Isapre"],
  fallbackInsuranceTypeId: 116,
  planDetailPaths: [
    { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/Seguro/{plan}" },
    { organizationTypes: ["ISAPRE"], pattern: "/Isapre/{provider}/Complementos/{plan}" },
    { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
  ],
  contact: {
    email: "contacto@queplan.cl",
    phone: "+56 2 2555 0100",
    whatsapp: "https://wa.me/56225550100",
  },
  social: [
    { network: "facebook", url: "https://www.facebook.com/queplan.cl" },
    { network: "instagram", url: "https://www.instagram.com/queplan.cl" },
  ],
  dataProtectionLaw: "la Ley 21.719 de protección de datos personales de Chile",
  dataProtectionLawTranslations: {
    en: "Chile's Law 21.719 on the protection of personal data",
    pt: "a Lei 21.719 de proteção de dados pessoais do Chile",
  },
  clientPortalUrl: "https://clientes.queplan.cl/",
  companyPortalUrl: "https://empresas.queplan.cl/",
};

/** Peru: soles with their symbol (S/ 120) and dollars for some plans. */
export const samplePeruConfig: CountryConfig = {
  ...shared,
  id: 2,
  key: "peru",
  code: "PE",
  name: "Perú",
  brand: "QuePlan",
  dialingCode: "+51",
  locale: "es-PE",
  currencies: [
    { code: "PEN", symbol: "S/", decimals: 2 },
    { code: "USD", symbol: "$", decimals: 0 },
  ],
  storageKeys: {
    profile: "V1.6_PE",
    collective: "colectivo_pe",
    sctr: "sctr_pe",
    guards: "guardias_pe",
    pets: null,
  },
  blogSection: "QP-Blog",
  collectiveMinEmployees: 5,
  fallbackInsuranceTypeId: 122,
  planDetailPaths: [
    { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/{plan}" },
    { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/Planes/{plan}" },
    { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
  ],
  contact: {
    email: "contacto@queplan.pe",
    phone: "+51 1 555 0100",
    whatsapp: "https://wa.me/5115550100",
  },
  social: [
    { network: "facebook", url: "https://www.facebook.com/queplan.pe" },
    { network: "instagram", url: "https://www.instagram.com/queplan.pe" },
  ],
  dataProtectionLaw: "la Ley 29733 de protección de datos personales del Perú",
  dataProtectionLawTranslations: {
    en: "Peru's Law 29733 on the protection of personal data",
    pt: "a Lei 29733 de proteção de dados pessoais do Peru",
  },
  clientPortalUrl: "https://clientes.queplan.pe/",
  companyPortalUrl: "https://empresas.queplan.pe/",
};

/** International health: US dollars only, no dialing code, no company plans. */
export const sampleInternationalConfig: CountryConfig = {
  ...shared,
  id: 4,
  key: "internacional",
  code: "INT",
  name: "Internacional",
  brand: "International Health",
  dialingCode: null,
  locale: "es-419",
  currencies: [{ code: "USD", symbol: "$", decimals: 0 }],
  storageKeys: {
    profile: "V1.6_INT",
    collective: "colectivo_int",
    sctr: "sctr_int",
    guards: "guardias_int",
    pets: null,
  },
  blogSection: "IH-Blog",
  identification: "alphanumeric-5-12",
  collectiveMinEmployees: 5,
  fallbackInsuranceTypeId: 131,
  planDetailPaths: [{ organizationTypes: [], pattern: "/{type}/{provider}/{plan}" }],
  routes: { ...shared.routes, collectivePlans: false },
  contact: {
    email: "contacto@internationalhealth.com",
    phone: "+56 2 2555 0200",
    whatsapp: "https://wa.me/56225550200",
  },
  social: [
    { network: "linkedin", url: "https://www.linkedin.com/company/international-health" },
    { network: "instagram", url: "https://www.instagram.com/internationalhealth" },
  ],
  dataProtectionLaw:
    "la Ley 21.719 de protección de datos personales de Chile, país desde donde operamos, y las normas del país de residencia de cada asegurado",
  dataProtectionLawTranslations: {
    en: "Chile's Law 21.719 on the protection of personal data (we operate from Chile) and the rules of each insured person's country of residence",
    pt: "a Lei 21.719 de proteção de dados pessoais do Chile, país de onde operamos, e as normas do país de residência de cada segurado",
  },
  clientPortalUrl: "https://clientes.internationalhealth.com/",
};
