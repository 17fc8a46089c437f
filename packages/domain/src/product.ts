import { z } from "zod";
import { coverageSchema } from "./coverage";
import { healthPlanSchema } from "./health-plan";
import { insuranceTypeSchema } from "./insurance-type";
import { labelTranslationsSchema } from "./label-translations";
import { organizationSchema } from "./organization";
import { networkCoverageSchema } from "./provider";
import { salesChannelListSchema } from "./sales-channel";

/**
 * The insurance product item of the results listing, the detail page and the
 * structured data (comparator spec §3 "Insurance product", back-office spec §3
 * "Product", profile spec §3 "Insurance metadata").
 */

/** A price unit: a currency or a unit with a period (COP, UF, USD/Año...). */
export const priceUnitSchema = z.looseObject({
  id: z.number().int().nullish(),
  code: z.string(),
});

export const productPriceSchema = z.looseObject({
  minPrice: z.number().nullish(),
  maxPrice: z.number().nullish(),
  unit: priceUnitSchema.nullish(),
  /** Payment periodicity; the '/mes' style label comes from it. */
  paymentMode: z.string().nullish(),
});

export const priceRangeSchema = z.looseObject({
  from: z.number().nullish(),
  unit: priceUnitSchema.nullish(),
});

export const priceDetailSchema = z.looseObject({
  label: z.string().nullish(),
  /** The band the 'from' price is for: '30-34 años', 'Gato, 0-1 años'. */
  age_range: z.string().nullish(),
  /** label and age_range in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

export const annualBenefitMaximumSchema = z.looseObject({
  amount: z.number().nullish(),
  currency_code: z.string().nullish(),
});

/** Tag-manager payloads attached to a product; their content is free-form. */
const gtmDataSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

export const productDisplayMetadataSchema = z.looseObject({
  logo: z.string().nullish(),
  salesChannel: salesChannelListSchema.nullish(),
  isPopular: z.boolean().nullish(),
  hasOffer: z.boolean().nullish(),
  modality: z.string().nullish(),
  /** Minimum employees of a collective plan (default 5 when the check applies). */
  minsubscribers: z.number().int().nonnegative().nullish(),
  price_detail: priceDetailSchema.nullish(),
  annual_benefit_maximum: annualBenefitMaximumSchema.nullish(),
  detailGtm: gtmDataSchema.nullish(),
  checkoutGtm: gtmDataSchema.nullish(),
  purchaseGtm: gtmDataSchema.nullish(),
});

export const insuranceMetadataSchema = z.looseObject({
  salesChannel: salesChannelListSchema.nullish(),
  url: z.string().nullish(),
  seoTitle: z.string().nullish(),
  seoDescription: z.string().nullish(),
  seoImage: z.string().nullish(),
  metadata: productDisplayMetadataSchema.nullish(),
});

export const evaluationSchema = z.looseObject({
  score: z.number(),
  evaluationType: z.string(),
});

/** ISO date or date-time (with or without offset). */
export const isoDateOrDateTimeSchema = z.union([
  z.iso.date(),
  z.iso.datetime({ offset: true, local: true }),
]);

export const productItemSchema = z.looseObject({
  id: z.number().int(),
  displayName: z.string(),
  name: z.string().nullish(),
  productCode: z.string().nullish(),
  url: z.string().nullish(),
  description: z.string().nullish(),
  /** As sent by the API; the 'new' badge is computed from availableFrom. */
  isNew: z.boolean().nullish(),
  /** Start of availability; a product is new for under two months after it. */
  availableFrom: isoDateOrDateTimeSchema.nullish(),
  isActive: z.boolean().nullish(),
  exclusive: z.boolean().nullish(),
  isPromoted: z.boolean().nullish(),
  /** Comparator score out of 10 (shown halved on a 0-5 star scale). */
  score: z.number().nullish(),
  /** Affinity; shown as distance times 10, as a percent. */
  distance: z.number().nullish(),
  price: productPriceSchema.nullish(),
  priceRange: priceRangeSchema.nullish(),
  coverages: z.array(coverageSchema).nullish(),
  organization: organizationSchema.nullish(),
  insuranceType: insuranceTypeSchema.nullish(),
  insuranceMetadata: insuranceMetadataSchema.nullish(),
  /** A Chilean Isapre plan's health-plan fields (state, code, annual top...). */
  healthPlan: healthPlanSchema.nullish(),
  evaluations: z.array(evaluationSchema).nullish(),
  /** The providers the plan names and how it covers each: its network and its exclusions. */
  network: z.array(networkCoverageSchema).nullish(),
  /** External page opened in a new window instead of the detail page. */
  newWindowUrl: z.string().nullish(),
  /** Canonical URL used in structured data. */
  schemaUrl: z.string().nullish(),
  /**
   * When the catalogue last wrote this plan (ISO 8601 with offset): the 'Datos actualizados el'
   * date and the JSON-LD `dateModified`. Absent when the answer does not carry it.
   */
  updatedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

/**
 * A product of the comparison listing: the product item without its
 * coverages. Cards load coverages lazily, each through
 * GET /api/insurance/{id}/benefitCategories, so a results page stays small.
 */
export const productListItemSchema = productItemSchema.omit({ coverages: true });
export type ProductListItem = z.infer<typeof productListItemSchema>;
