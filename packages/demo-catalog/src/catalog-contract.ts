import type {
  Advisor,
  BusinessLine,
  Faq,
  InformationPage,
  UfValue,
} from "@qs/domain/api/reference-answers";
import type { ContactInformation } from "@qs/domain/contact-information";
import type { Country } from "@qs/domain/country";
import type { CountryId } from "@qs/domain/country-config";
import type { BenefitCategory, CoverageInformation } from "@qs/domain/coverage";
import type { Feature } from "@qs/domain/feature";
import type { InsuranceType } from "@qs/domain/insurance-type";
import type { PlanBenefit, PlanFee, RiskFactorTable } from "@qs/domain/isapre-plan-data";
import type { Menu } from "@qs/domain/menu";
import type { offerSchema } from "@qs/domain/offer";
import type {
  Organization,
  OrganizationType,
  OrganizationTypeLabels,
} from "@qs/domain/organization";
import type { PaymentInfo } from "@qs/domain/payment-info";
import type { ProductItem } from "@qs/domain/product";
import type { ProfileForm, ProfileValidationSet } from "@qs/domain/profile-form";
import type { ProfileRegion } from "@qs/domain/region";
import type { RouteTranslation } from "@qs/domain/route-translation";
import type { IframeTokenData, SubdomainData } from "@qs/domain/subdomain";
import type { Tab } from "@qs/domain/tab";
import type { WorkSectorType } from "@qs/domain/work-sector";
import type { z } from "zod";
import type { DemoCoverageOrganization } from "./coverage-organizations";

/**
 * The contract of the demonstration catalogue: everything `loadCatalog`
 * writes into the database. `buildDemoCatalog()` in ./catalog/index.ts
 * returns one of these; the entity shapes are the domain schemas, so the
 * loader validates every value with them.
 */

/** One row of a product's price table: people by age band and sex, pets by species, breed and age. */
export interface PriceRowInput {
  /** 'Masculino' or 'Femenino'; null or absent prices both. */
  sex?: "Masculino" | "Femenino" | null;
  ageMin: number;
  ageMax: number;
  /** Pets only: 'Perro', 'Gato'... null prices every species. */
  species?: string | null;
  /** Pets only: null prices every breed of the species. */
  breed?: string | null;
  /** Monthly price in `unit`. */
  price: number;
  /** Currency or unit code (COP, UF, PEN, USD). */
  unit: string;
}

export interface DemoOffer {
  /** Unique over the catalogue. */
  id: number;
  /** The offer as written (offer type names in either case). */
  offer: z.input<typeof offerSchema>;
  /** Units left; 0 is an exhausted offer (answered 204), null has no limit. */
  stock: number | null;
  active?: boolean;
}

export interface DemoDocument {
  /** Unique over the catalogue. */
  id: number;
  name: string;
  fileName: string;
  /** The PDF bytes, built when the catalogue is loaded. */
  pdf: () => Promise<Uint8Array> | Uint8Array;
}

export interface DemoProduct {
  countryId: CountryId;
  /**
   * The product as the listing shows it. It must carry `organization` (with
   * `type`), `insuranceType`, `productCode`, `url` and `price.minPrice`: the
   * loader copies them into the filter and sort columns.
   */
  item: ProductItem;
  coverageInformation: CoverageInformation;
  features: Feature[];
  benefitCategories: BenefitCategory[];
  offers: DemoOffer[];
  paymentInfo: PaymentInfo | null;
  /** 'online' shows the 'Compra Online' link. */
  salesChannels: string[];
  faqs: Faq[];
  tabs?: Tab[];
  documents: DemoDocument[];
  priceRows: PriceRowInput[];
  /** Clinics and networks covered (coverageOrganizations filter). */
  coverageOrganizationIds: number[];
  /** Countries covered (coverageCountries filter, international products). */
  coverageCountryIds: number[];
  /** Health-insurance systems the product is sold to (prevision filter); empty means any. */
  previsions: string[];
  /** False hides the product from every listing. */
  active?: boolean;
  /** An Isapre plan's factor table, benefits and fee schedule (GET /api/infoplanes/*). */
  isaprePlan?: { factors: RiskFactorTable; benefits: PlanBenefit[]; fees: PlanFee[] };
}

export interface DemoOrganization {
  /** Carries id, displayName, countryId, type and metadata.url. */
  organization: Organization & { countryId: CountryId; type: OrganizationType };
  availableToSell: boolean;
}

export interface DemoProfileForm {
  countryId: CountryId;
  /** Product type name the form is asked for (GET /api/profile-form/form?productTypeName=). */
  productTypeName: string;
  form: ProfileForm & { formClass: string };
  validation: ProfileValidationSet;
}

export interface DemoPartner {
  id: number;
  /** Partner subdomain (GET iframe-subdomain?subdomain=); null for token-only partners. */
  subdomain: string | null;
  /** Iframe token (GET iframe-token?token=); null for subdomain-only partners. */
  iframeToken: string | null;
  data: SubdomainData | IframeTokenData;
}

/** A referral advisor; /api/users/{id} answers its name and status only. */
export type DemoAdvisor = Advisor & { ejecutivo?: { name: string; email: string } | null };

export interface PerCountry<T> {
  countryId: CountryId;
  value: T;
}

export interface DemoCatalog {
  /** The reference country list (/api/country): nationalities and coverage countries. */
  countries: Country[];
  regions: PerCountry<ProfileRegion[]>[];
  workSectors: PerCountry<WorkSectorType[]>[];
  organizations: DemoOrganization[];
  insuranceTypes: PerCountry<InsuranceType[]>[];
  /** Clinics and hospitals, with their place in the provider directory. */
  coverageOrganizations: DemoCoverageOrganization[];
  products: DemoProduct[];
  profileForms: DemoProfileForm[];
  contactInformation: PerCountry<ContactInformation[]>[];
  menus: PerCountry<Menu>[];
  businessLines: PerCountry<BusinessLine[]>[];
  /** How the sites name the organization types (institution-type filter), shared by every country. */
  organizationTypeLabels: OrganizationTypeLabels;
  information: PerCountry<InformationPage[]>[];
  /** Route segment translations by key (routes.Comparar...), shared by every country. */
  routeTranslations: Record<string, RouteTranslation>;
  partners: DemoPartner[];
  advisors: DemoAdvisor[];
  /** UF values by day; the newest on or before today is answered. */
  ufValues: UfValue[];
}

/** Options of `buildDemoCatalog`: `products` scales the catalogue (the load benchmark asks for 10,000). */
export interface DemoCatalogOptions {
  products?: number;
}
