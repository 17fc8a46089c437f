import type { CountryConfig } from "@qs/domain/country-config";
import { marketFields } from "@qs/domain/market-countries";
import { CHILE_PLAN_PATHS } from "@qs/domain/plan-path-shapes";
import { type SiteEnv, siteLinks } from "@qs/domain/site-env";

/** Chile: Isapres and insurers, prices in pesos and UF, identification by RUT. */
export function createCountryConfig(env: SiteEnv): CountryConfig {
  return {
    ...marketFields("CL"),
    dialingCode: "+56",
    locale: "es-CL",
    defaultLanguage: "es",
    languages: ["es", "en", "pt"],
    listedLanguages: ["es"],
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
    collectiveMinEmployees: 5,
    previsionOptions: ["Fonasa", "Isapre"],
    fallbackInsuranceTypeId: 116, // Chile's pet insurance, as 246 is Colombia's
    planDetailPaths: [...CHILE_PLAN_PATHS],
    routes: {
      defaultProductType: "ISAPRE",
      landingLists: [{ path: "/Clinicas-y-Hospitales", list: "clinics" }],
      planesRedirects: [],
      collectivePlans: true,
      plansByCode: {
        path: "/Isapre/$organizationUrl/Planes/$planId",
        notFoundTo: "/Comparar/Isapres",
      },
    },
    sites: siteLinks(env),
    contact: {
      email: "contacto@queplan.cl",
      phone: "+56 2 2555 0100",
      whatsapp: "https://wa.me/56225550100",
    },
    social: [
      { network: "facebook", url: "https://www.facebook.com/queplan.cl" },
      { network: "instagram", url: "https://www.instagram.com/queplan.cl" },
      { network: "linkedin", url: "https://www.linkedin.com/company/queplan" },
    ],
    dataProtectionLaw: "la Ley 21.719 de protección de datos personales de Chile",
    dataProtectionLawTranslations: {
      en: "Chile's Law 21.719 on the protection of personal data",
      pt: "a Lei 21.719 de proteção de dados pessoais do Chile",
    },
    // Personas and Empresas reach the same portal: one account per buyer, a company's or a person's.
    clientPortalUrl: `${env.portalUrl}/ingresar`,
    companyPortalUrl: `${env.portalUrl}/ingresar`,
    apiBaseUrl: env.apiBaseUrl,
    version: env.version,
    ...(env.mapStyleUrl ? { mapStyleUrl: env.mapStyleUrl } : {}),
  };
}
