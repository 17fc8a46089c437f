import type { CountryConfig } from "@qs/domain/country-config";
import { marketFields } from "@qs/domain/market-countries";
import { PERU_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { type SiteEnv, siteLinks } from "@qs/domain/site-env";

/** Peru: EPS, insurers and clinics, prices in soles (and dollars for some plans). */
export function createCountryConfig(env: SiteEnv): CountryConfig {
  return {
    ...marketFields("PE"),
    dialingCode: "+51",
    locale: "es-PE",
    defaultLanguage: "es",
    languages: ["es", "en", "pt"],
    listedLanguages: ["es"],
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
    previsionOptions: [],
    fallbackInsuranceTypeId: 122, // Peru's health insurance, its default listing
    planDetailPaths: [...PERU_PLAN_PATHS],
    routes: {
      defaultProductType: "SEGURO DE SALUD",
      landingLists: [{ path: "/Clinicas-y-Hospitales", list: "clinics" }],
      planesRedirects: [],
      collectivePlans: true,
      plansByCode: null,
    },
    sites: siteLinks(env),
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
    // Personas and Empresas reach the same portal: one account per buyer, a company's or a person's.
    clientPortalUrl: `${env.portalUrl}/ingresar`,
    companyPortalUrl: `${env.portalUrl}/ingresar`,
    apiBaseUrl: env.apiBaseUrl,
    version: env.version,
    ...(env.mapStyleUrl ? { mapStyleUrl: env.mapStyleUrl } : {}),
  };
}
