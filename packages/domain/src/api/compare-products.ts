import { z } from "zod";
import { type SortOption, sortOptionSchema } from "../filters";
import { organizationTypeSchema } from "../organization";
import { productListItemSchema } from "../product";
import { visitorProfileSchema } from "../profile";
import { demoMetadataSchema } from "./envelope";
import { partnerScopeQuerySchema } from "./partner";
import {
  labelLanguageParamSchema,
  strictIdListParamSchema,
  stringListParamSchema,
} from "./query-params";

/**
 * GET /api/compare/products: the comparison results. Filters of the
 * comparator spec §3 and query parameters of the profile spec §2; sort
 * options of the profile spec §3; 20 products a page, first page 1.
 */

export const ORGANIZATION_TYPES_REQUIRED_MESSAGE = "organizationTypes es requerido";
export const PRICE_RANGE_MESSAGE = "priceMin no puede ser mayor que priceMax";
export const COMPARE_PAGE_SIZE = 20;
export const COMPARE_MAX_PAGE_SIZE = 50;

/** The sort options of the comparator (filters.ts); recommended when absent. */
export const compareSortSchema = sortOptionSchema;
export type CompareSort = SortOption;

const amountParam = z.coerce
  .number({ error: "Debe ser un número" })
  .nonnegative("Debe ser un número mayor o igual a 0");

/** `lang` of the listing: the labels of its items (insurance type, price band) in es, en or pt. */
function listingLanguageParamSchema() {
  return labelLanguageParamSchema(
    "the listing's labels (each plan's insurance type and the age band of its 'from' price)",
  );
}

export const compareProductsQuerySchema = z
  .object({
    /** Organization types to list, comma-separated (ASEG,CORREDOR...). Required. */
    organizationTypes: z
      .string({ error: ORGANIZATION_TYPES_REQUIRED_MESSAGE })
      .trim()
      .min(1, ORGANIZATION_TYPES_REQUIRED_MESSAGE)
      .pipe(stringListParamSchema)
      .pipe(z.array(organizationTypeSchema).min(1, ORGANIZATION_TYPES_REQUIRED_MESSAGE)),
    /** Only these organizations. */
    organizationIds: strictIdListParamSchema.optional(),
    /** Narrows organizationTypes to one type. */
    organizationType: organizationTypeSchema.optional(),
    /** Products covering any of these country ids. */
    coverageCountries: strictIdListParamSchema.optional(),
    /** Products whose network includes every one of these providers (clinics, hospitals). */
    coverageOrganizations: strictIdListParamSchema.optional(),
    insuranceTypeIds: strictIdListParamSchema.optional(),
    /** Insurance type name or upper type name (SEGURO COLECTIVO, SEGURO_MASCOTAS...). */
    productType: z.string().trim().min(1).optional(),
    /** Products having every one of these feature ids. */
    features: strictIdListParamSchema.optional(),
    priceMin: amountParam.optional(),
    priceMax: amountParam.optional(),
    /** Health-insurance system of the visitor (Fonasa, Isapre...); products sold to any system match too. */
    prevision: z.string().trim().min(1).optional(),
    sort: compareSortSchema.default("recommended"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(COMPARE_MAX_PAGE_SIZE).default(COMPARE_PAGE_SIZE),
    /** A partner's subdomain or iframe token: the API narrows the list to its organizations. */
    ...partnerScopeQuerySchema.shape,
    lang: listingLanguageParamSchema(),
  })
  .refine(
    (query) =>
      query.priceMin === undefined ||
      query.priceMax === undefined ||
      query.priceMin <= query.priceMax,
    { message: PRICE_RANGE_MESSAGE, path: ["priceMin"] },
  );
export type CompareProductsQuery = z.infer<typeof compareProductsQuerySchema>;

export const compareProductsPageSchema = z.object({
  /** Listing items carry no coverages: each card loads its own (comparator spec §4). */
  items: z.array(productListItemSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  metadata: demoMetadataSchema.extend({ sort: compareSortSchema }),
});
export type CompareProductsPage = z.infer<typeof compareProductsPageSchema>;

/**
 * The address's parameters of POST /api/compare/products/byProfilePrice: the partner, and the
 * language of the listing's labels (the address's `lang`, not the body's query, decides).
 */
export const compareByProfilePriceQuerySchema = partnerScopeQuerySchema.extend({
  lang: listingLanguageParamSchema(),
});

/**
 * The body of POST /api/compare/products/byProfilePrice: the listing ordered by what each
 * product costs the visitor's household ("Menor precio para mi perfil", or "Menor costo anual
 * estimado" when `query.sort` is `yearlyCost`; any other sort orders by the monthly price).
 * `query` holds the parameters of GET /api/compare/products (lists as arrays or
 * comma-separated). `profile`, `productType` and `upperType` are what
 * POST /api/insurance/calculatePrices takes; without a profile the default person is priced.
 * A `query.lang` is checked like the others, but the address's `lang` decides the language.
 */
export const compareByProfilePriceRequestSchema = z.object({
  query: z.preprocess(
    (value) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, part]) => [
              key,
              Array.isArray(part) ? part.join(",") : part,
            ]),
          )
        : value,
    compareProductsQuerySchema,
  ),
  profile: visitorProfileSchema.nullish(),
  productType: z.string().nullish(),
  upperType: z.string().nullish(),
});
