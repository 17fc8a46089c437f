import { z } from "zod";
import { countryIdSchema } from "./country-config";
import { insurerQualitySchema } from "./insurer-quality";
import { labelTranslationsSchema } from "./label-translations";
import { ORGANIZATION_TYPES } from "./organization-types";

/**
 * Organizations: insurers, brokers, EPS, prepaid-medicine companies, clinics
 * (profile spec §3 "Organization types", comparator spec §3 "organization").
 */

export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

/** How the sites name an organization type: 'Aseguradora' for ASEG. */
export const organizationTypeLabelSchema = z.object({
  type: organizationTypeSchema,
  displayName: z.string().min(1),
  /** displayName in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});

/**
 * The labels of the comparator's institution-type filter (GET /api/organization/types): each
 * type's name and the filter's choice of every type.
 */
export const organizationTypeLabelsSchema = z.object({
  /** The choice that filters by no type: 'Todas las instituciones'. */
  allTypes: z.string().min(1),
  types: z.array(organizationTypeLabelSchema),
  /** allTypes in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});
export type OrganizationTypeLabels = z.infer<typeof organizationTypeLabelsSchema>;

/**
 * An insurer operation date, 'day-month' (for example '15-3' or '05-11'): the
 * day of the given month on which the insurer operates.
 */
export const operationDateSchema = z
  .string()
  .regex(/^(0?[1-9]|[12]\d|3[01])-(0?[1-9]|1[0-2])$/, "Expected a 'day-month' date such as 15-3");

export const organizationMetadataSchema = z.looseObject({
  /** Path segment of the organization's pages (/Seguros/{url}/...). */
  url: z.string().nullish(),
  /** Logo. */
  image: z.string().nullish(),
  /** Alternative logo field some lists use. */
  img: z.string().nullish(),
  /** Type label shown instead of the raw organization type. */
  typeAlias: z.string().nullish(),
  abbreviation: z.string().nullish(),
  operationDates: z.array(operationDateSchema).nullish(),
});

export const organizationSchema = z.looseObject({
  id: z.number().int(),
  displayName: z.string(),
  name: z.string().nullish(),
  organizationCode: z.string().nullish(),
  acronym: z.string().nullish(),
  countryId: countryIdSchema.nullish(),
  type: organizationTypeSchema.nullish(),
  metadata: organizationMetadataSchema.nullish(),
  /** Ids of the countries the organization covers (international products). */
  coverageCountries: z.array(z.number().int()).nullish(),
  /** Regulator figures and reviews (`@qs/domain/insurer-quality`); absent for a clinic. */
  quality: insurerQualitySchema.nullish(),
});
export type Organization = z.infer<typeof organizationSchema>;
