import { z } from "zod";

/**
 * Coverages of a product: the tags shown on a card, the amounts of each
 * coverage, coverage tops and benefit categories (comparator spec §3
 * "Coverage information", profile spec §3 "Coverage tops", "Coverage amounts").
 */

/** A coverage highlight shown on a card. */
export const coverageTagSchema = z.looseObject({
  name: z.string(),
  icon: z.string().nullish(),
});
export type CoverageTag = z.infer<typeof coverageTagSchema>;

/** Unit of a coverage amount (percent, UF, COP, USD/Año...). */
export const coverageUnitSchema = z.looseObject({
  name: z.string().nullish(),
  code: z.string().nullish(),
  currencyCode: z.string().nullish(),
});
export type CoverageUnit = z.infer<typeof coverageUnitSchema>;

/** One amount of a coverage; a second distinct value makes it a range. */
export const coverageAmountSchema = z.looseObject({
  minAmount: z.number().nullish(),
  maxAmount: z.number().nullish(),
  unit: coverageUnitSchema.nullish(),
});
export type CoverageAmount = z.infer<typeof coverageAmountSchema>;

export const coverageAmountKindSchema = z.enum([
  "percentage",
  "top_amount",
  "yearly_top",
  "monthly_top",
  "weekly_top",
  "daily_top",
  "deductible",
  "bed_day",
  "compensation",
  "percentage_isapre",
  "percentage_fonasa",
  "percentage_particular",
  "max_coverage",
  "coverage_libre",
  "coverage_pref",
  "deductible_fonasa",
]);
export type CoverageAmountKind = z.infer<typeof coverageAmountKindSchema>;

/** The amounts of a coverage by kind; every kind may be missing. */
export const coverageAmountsSchema = z.looseObject(
  Object.fromEntries(
    coverageAmountKindSchema.options.map((kind) => [kind, coverageAmountSchema.nullish()]),
  ) as Record<CoverageAmountKind, z.ZodOptional<z.ZodNullable<typeof coverageAmountSchema>>>,
);
export type CoverageAmounts = z.infer<typeof coverageAmountsSchema>;

/** Plan coverage kinds: preferential network or free choice of provider. */
export const planCoverageKindSchema = z.enum(["preferente", "libre_eleccion"]);

/** The period a coverage top applies to. */
export const coverageTopPeriodSchema = z.enum([
  "event",
  "yearly",
  "monthly",
  "weekly",
  "daily",
  "half_yearly",
  "lifetime",
]);

/**
 * A coverage top. The free-choice and preferential variants are the same top
 * with `planCoverage` set; without it the top applies to both.
 */
export const coverageTopSchema = z.looseObject({
  period: coverageTopPeriodSchema,
  planCoverage: planCoverageKindSchema.nullish(),
  minAmount: z.number().nullish(),
  maxAmount: z.number().nullish(),
  unit: coverageUnitSchema.nullish(),
});
export type CoverageTop = z.infer<typeof coverageTopSchema>;

/** Deductible types: 1 (plain), 4 (VP) and 5 (EC). */
export const deductibleTypeSchema = z.union([z.literal(1), z.literal(4), z.literal(5)]);

/**
 * One coverage. Deductible and top-amount items carry encoded tags in `name`
 * (E[..], VP, EC[min-max], M[..], P[..], EX); decoding them is a rule, not part
 * of the shape.
 */
export const coverageSchema = z.looseObject({
  id: z.number().int().nullish(),
  name: z.string().nullish(),
  displayName: z.string().nullish(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  amounts: coverageAmountsSchema.nullish(),
  tops: z.array(coverageTopSchema).nullish(),
  planCoverage: planCoverageKindSchema.nullish(),
  deductibleType: deductibleTypeSchema.nullish(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/**
 * A benefit category of a product (the answer of the benefit categories call):
 * a named group of coverages.
 */
export const benefitCategorySchema = z.looseObject({
  id: z.number().int().nullish(),
  name: z.string(),
  displayName: z.string().nullish(),
  icon: z.string().nullish(),
  order: z.number().nullish(),
  coverages: z.array(coverageSchema).nullish(),
});
export type BenefitCategory = z.infer<typeof benefitCategorySchema>;

/**
 * Coverage information loaded for a card: tags (an empty list shows 'No
 * disponemos de informacion de coberturas o beneficios para este producto')
 * and coverages, whose first item's amounts feed the card highlights.
 */
export const coverageInformationSchema = z.looseObject({
  tags: z.array(coverageTagSchema).default([]),
  coverages: z.array(coverageSchema).default([]),
  categories: z.array(benefitCategorySchema).nullish(),
});
export type CoverageInformation = z.infer<typeof coverageInformationSchema>;
