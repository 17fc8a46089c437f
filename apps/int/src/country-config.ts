import type { CountryConfig } from "@qs/domain/country-config";
import { marketFields } from "@qs/domain/market-countries";
import { INTERNATIONAL_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { type SiteEnv, siteLinks } from "@qs/domain/site-env";

/** International health: worldwide plans in US dollars, any nationality and coverage country. */
export function createCountryConfig(env: SiteEnv): CountryConfig {
  return {
    ...marketFields("INT"),
    dialingCode: null,
    locale: "es-419",
    defaultLanguage: "es",
    languages: ["es", "en", "pt"],
    listedLanguages: ["es"],
    currencies: [{ code: "USD", symbol: "$", decimals: 0 }],
    storageKeys: {
      profile: "V1.6_INT",
      collective: "colectivo_int",
      sctr: "sctr_int",
      guards: "guardias_int",
      pets: null,
    },
    blogSection: "IH-Blog",
    collectiveMinEmployees: 5,
    previsionOptions: [],
    fallbackInsuranceTypeId: 131, // international health insurance, the site's default listing
    planDetailPaths: [...INTERNATIONAL_PLAN_PATHS],
    routes: {
      defaultProductType: "SEGURO INTERNACIONAL",
      landingLists: [{ path: "/Seguros", list: "insurers" }],
      planesRedirects: [],
      collectivePlans: false,
      plansByCode: null,
    },
    sites: siteLinks(env),
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
    // Personas and Empresas reach the same portal: one account per buyer, a company's or a person's.
    clientPortalUrl: `${env.portalUrl}/ingresar`,
    apiBaseUrl: env.apiBaseUrl,
    version: env.version,
    ...(env.mapStyleUrl ? { mapStyleUrl: env.mapStyleUrl } : {}),
  };
}
