import type { CountryConfig } from "@qs/domain/country-config";
import { sampleCountryConfig } from "./sample-country-config";
import { siteConfigs } from "./site-configs";

/**
 * The other three sites for stories and component tests, each as its app configures it
 * (apps/cl, apps/pe, apps/int), with the Colombian sample's routes (the same menu in every
 * story). Colombia is `sampleCountryConfig`.
 */

/** Chile: pesos ($120.000) and UF (0,85 UF), a company portal of its own; two social links. */
export const sampleChileSiteConfig: CountryConfig = {
  ...siteConfigs.CL,
  routes: sampleCountryConfig.routes,
  social: siteConfigs.CL.social.filter((link) => link.network !== "linkedin"),
};

/** Peru: soles with their symbol (S/ 120) and dollars for some plans. */
export const samplePeruConfig: CountryConfig = {
  ...siteConfigs.PE,
  routes: sampleCountryConfig.routes,
};

/** International health: US dollars only, no dialing code, no company plans. */
export const sampleInternationalConfig: CountryConfig = {
  ...siteConfigs.INT,
  routes: { ...sampleCountryConfig.routes, collectivePlans: false },
};
