import type { CountryConfig } from "@qs/domain/country-config";
import { marketFields } from "@qs/domain/market-countries";
import { COLOMBIA_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { type SiteEnv, siteLinks } from "@qs/domain/site-env";

/** Colombia: the reference market. Everything that makes this site Colombian is here. */
export function createCountryConfig(env: SiteEnv): CountryConfig {
  return {
    ...marketFields("CO"),
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
    collectiveMinEmployees: 10,
    previsionOptions: [],
    fallbackInsuranceTypeId: 246,
    planDetailPaths: [...COLOMBIA_PLAN_PATHS],
    routes: {
      defaultProductType: "POLIZA DE SALUD",
      landingLists: [
        { path: "/Clinicas-y-Hospitales", list: "clinics" },
        { path: "/EPS", list: "eps" },
        { path: "/Medicina-Prepagada", list: "prepaid" },
        { path: "/Seguros", list: "insurers" },
      ],
      planesRedirects: ["EPS", "Medicina-Prepagada"],
      collectivePlans: true,
      plansByCode: null,
    },
    sites: siteLinks(env),
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
    // Personas and Empresas reach the same portal: one account per buyer, a company's or a person's.
    clientPortalUrl: `${env.portalUrl}/ingresar`,
    companyPortalUrl: `${env.portalUrl}/ingresar`,
    apiBaseUrl: env.apiBaseUrl,
    version: env.version,
    ...(env.mapStyleUrl ? { mapStyleUrl: env.mapStyleUrl } : {}),
  };
}
