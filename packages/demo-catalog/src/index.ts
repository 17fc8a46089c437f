import type { CountryId } from "@qs/domain/country-config";
import { assignOffers } from "./assign-offers";
import type {
  DemoCatalog,
  DemoCatalogOptions,
  DemoOrganization,
  DemoProduct,
} from "./catalog-contract";
import type { OrganizationSpec } from "./catalog-specs";
import { chileOrganizations } from "./countries/cl/organizations";
import { colombiaOrganizations } from "./countries/co/organizations";
import { internationalOrganizations } from "./countries/int/organizations";
import { peruOrganizations } from "./countries/pe/organizations";
import { countryList } from "./country-list";
import { clinics, toCoverageOrganization } from "./coverage-organizations";
import { categoriesByCountry, toInsuranceType } from "./insurance-types";
import { MARKET_COUNTRY_IDS, markets } from "./markets";
import { buildMenu } from "./menus";
import { advisors, partners } from "./partners";
import { buildProduct, CatalogBuild, isoDay, planDrafts } from "./products";
import { buildProfileForms } from "./profile-forms";
import {
  buildBusinessLines,
  buildContactInformation,
  buildInformationPages,
  buildOrganizationTypeLabels,
  buildRegions,
  buildUfValues,
  buildWorkSectors,
  routeTranslations,
} from "./reference";
import { scaleProducts } from "./scale-products";

/**
 * The demonstration catalogue loaded by `pnpm --filter @qs/api seed` and on
 * the first start: four markets (Colombia, Chile, Peru, international) with
 * their insurers, categories, clinics, 60+ products each, profile forms,
 * partners and reference data. Built from a seeded generator: the same
 * options always give the same catalogue.
 */

export interface DemoCatalogBuildOptions extends DemoCatalogOptions {
  /**
   * Day the relative dates are counted from: 'new' products (available for
   * under two months) and the UF values. Defaults to today, so the badges
   * stay current; pass a fixed day for a catalogue that never changes.
   */
  referenceDate?: Date | string;
  /** Seed of the generator. */
  seed?: string;
}

export const DEMO_SEED = "queseguro-demo-2025";

export const organizationsByCountry: Record<CountryId, readonly OrganizationSpec[]> = {
  3: colombiaOrganizations,
  1: chileOrganizations,
  2: peruOrganizations,
  4: internationalOrganizations,
};

/** First product id of each market (Chile 10001, Peru 20001, Colombia 30001, international 40001). */
const firstProductId = (countryId: CountryId) => countryId * 10_000 + 1;

function startOfDay(value: Date | string | undefined): Date {
  const date = value === undefined ? new Date() : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid reference date: ${String(value)}`);
  return new Date(`${isoDay(date)}T00:00:00.000Z`);
}

export function buildDemoCatalog(options: DemoCatalogBuildOptions = {}): DemoCatalog {
  const referenceDate = startOfDay(options.referenceDate);
  const build = new CatalogBuild(options.seed ?? DEMO_SEED, referenceDate);

  const organizations: DemoOrganization[] = [];
  let products: DemoProduct[] = [];
  for (const countryId of MARKET_COUNTRY_IDS) {
    const market = markets[countryId];
    const drafts = planDrafts(
      market,
      organizationsByCountry[countryId],
      categoriesByCountry[countryId],
      firstProductId(countryId),
    );
    const countryProducts = drafts.map((draft) => buildProduct(draft, build));
    assignOffers(countryProducts, build, market.code);
    products.push(...countryProducts);
    const seen = new Set<number>();
    for (const draft of drafts) {
      if (seen.has(draft.organization.id)) continue;
      seen.add(draft.organization.id);
      organizations.push({
        organization: draft.organizationItem as DemoOrganization["organization"],
        availableToSell: draft.organization.availableToSell ?? true,
      });
    }
  }
  if (options.products !== undefined) products = scaleProducts(products, options.products, build);

  return {
    countries: countryList.map((country) => ({ ...country })),
    regions: buildRegions(),
    workSectors: buildWorkSectors(),
    organizations,
    insuranceTypes: MARKET_COUNTRY_IDS.map((countryId) => ({
      countryId,
      value: categoriesByCountry[countryId].map(toInsuranceType),
    })),
    coverageOrganizations: clinics.map(toCoverageOrganization),
    products,
    profileForms: MARKET_COUNTRY_IDS.flatMap((countryId) =>
      buildProfileForms(
        countryId,
        categoriesByCountry[countryId],
        organizationsByCountry[countryId],
      ),
    ),
    contactInformation: buildContactInformation(),
    menus: MARKET_COUNTRY_IDS.map((countryId) => ({
      countryId,
      value: buildMenu(countryId, categoriesByCountry[countryId]),
    })),
    businessLines: buildBusinessLines(),
    organizationTypeLabels: buildOrganizationTypeLabels(),
    information: buildInformationPages("2025-06-30"),
    routeTranslations: { ...routeTranslations },
    partners: partners.map((partner) => ({ ...partner, data: { ...partner.data } })),
    advisors: advisors.map((advisor) => ({ ...advisor })),
    ufValues: buildUfValues(referenceDate),
  };
}
