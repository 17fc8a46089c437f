import type { CountryConfig } from "@qs/domain/country-config";
import { siteConfigs } from "./site-configs";

const { companyPortalUrl: _companyPortal, ...colombia } = siteConfigs.CO;

/**
 * Colombia as apps/co configures it, for stories and component tests, with two states of
 * its own: one landing list and one older Planes redirect (the state with few entries in the
 * menu), and no company portal (the Chilean and Peruvian samples show it).
 */
export const sampleCountryConfig: CountryConfig = {
  ...colombia,
  routes: {
    ...colombia.routes,
    landingLists: [{ path: "/Seguros", list: "insurers" }],
    planesRedirects: ["EPS"],
  },
};
