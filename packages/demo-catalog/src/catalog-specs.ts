import type { CountryId } from "@qs/domain/country-config";
import type { OrganizationType } from "@qs/domain/organization";

/**
 * The shapes the demo catalogue is written in: categories, organizations and
 * their plans as short data, from which the product generator builds the
 * full products (prices, coverages, documents...).
 */

/** What kind of cover a plan is: it picks the price table, coverages, features, FAQs and documents. */
export type PlanKind =
  | "health"
  | "prepaid"
  | "eps"
  | "complementary"
  | "isapre"
  | "catastrophic"
  | "dental"
  | "oncology"
  | "clinic"
  | "pets"
  | "collective"
  | "sctr"
  | "international";

/** Plan level: 1 entry plan to 5 top plan. It scales prices, coverage amounts and networks. */
export type Tier = 1 | 2 | 3 | 4 | 5;

/** Price unit codes of the catalogue. */
export type PriceUnitCode = "COP" | "CLP" | "UF" | "PEN" | "USD";

/** Region of cover of an international plan. */
export type CoverRegion = "MUNDO" | "MUNDO_SIN_USA" | "LATAM";

/** An insurance category (insurance type) of a country. */
export interface CategorySpec {
  id: number;
  /** Key the organization files refer to. */
  key: string;
  /** Product type name (the name the profile form and the filters use). */
  name: string;
  displayName: string;
  description: string;
  url: string;
  color: string;
  upperType: { name: string; displayName: string };
  kind: PlanKind;
  unit: PriceUnitCode;
  /** Monthly base price by tier (reference person: man of 30 to 34; per employee for collective plans). */
  basePrices: readonly [number, number, number, number, number];
  /** Region of cover (international categories). */
  region?: CoverRegion;
  /** Menu group the category is listed under. */
  menuGroup: string;
}

export interface PlanOptions {
  /** Minimum employees (collective plans). */
  minsubscribers?: number;
  /** libre_eleccion, preferente or cerrado. */
  modality?: "libre_eleccion" | "preferente" | "cerrado";
  /** Entry ages the price table covers; older or younger people get no price. */
  ages?: readonly [number, number];
  /** Health systems (prevision) the plan is sold to (Chile). */
  previsions?: readonly string[];
  /** Price unit other than the category's (a Peruvian plan sold in dollars). */
  unit?: PriceUnitCode;
  /** Coverage organization ids of the plan's preferred network, first the main one. */
  network?: readonly number[];
  /** Deductible options of an international plan, in dollars: one product per option. */
  deductibles?: readonly number[];
  /** Product code given by the insurer, instead of the generated one. */
  code?: string;
  /** Insurer page the plan is sold on (opened in a new window). */
  newWindowUrl?: string;
  /** A plan no longer sold: kept, but hidden from every listing. */
  discontinued?: boolean;
  /** Coverage information not loaded yet: the card shows that there is none. */
  noCoverageInfo?: boolean;
}

export interface PlanSpec {
  name: string;
  /** Category key of the organization's country. */
  category: string;
  tier: Tier;
  options?: PlanOptions;
}

export interface OrganizationSpec {
  id: number;
  countryId: CountryId;
  type: OrganizationType;
  displayName: string;
  /** Legal name. */
  name: string;
  organizationCode: string;
  /** Prefix of the generated product codes. */
  codePrefix: string;
  url: string;
  acronym: string;
  color: string;
  /** Type label shown instead of the raw type. */
  typeAlias?: string;
  availableToSell?: boolean;
  /** Insurer operation days, 'day-month'. */
  operationDates?: readonly string[];
  /** Coverage organizations (clinics) the insurer works with, best first. */
  network: readonly number[];
  /** Insurer website. */
  website: string;
  plans: readonly PlanSpec[];
}
