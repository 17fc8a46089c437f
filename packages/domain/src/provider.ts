import { z } from "zod";
import { networkLevels, PROVIDER_SEARCH_MAX_LENGTH, providerKinds } from "./provider-rules";

/**
 * The provider directory: clinics, hospitals and medical centres, where they are and what
 * they treat, and how each plan covers them (its network). A provider is a coverage
 * organization (`coverage-organization.ts`) with its place and services; a plan's network
 * says at which level it covers each provider and the share the member pays.
 */

export const providerKindSchema = z.enum(providerKinds);

export const networkLevelSchema = z.enum(networkLevels);

export const providerSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  kind: providerKindSchema,
  address: z.string(),
  city: z.string(),
  /** Region, department or state, as the country names it. */
  region: z.string(),
  /** Chile's region number (`regionNumero` of /api/globales/prestadores); null elsewhere. */
  regionNumber: z.number().int().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  specialties: z.array(z.string()),
  /** Opening hours as the provider publishes them ('Urgencias 24 horas; consultas L-V 8:00-20:00'). */
  hours: z.string(),
  /** The route segment of the provider's landing. */
  url: z.string().nullable(),
});
export type Provider = z.infer<typeof providerSchema>;

/** How a plan covers one provider, by the provider's id (product items carry these). */
export const networkCoverageSchema = z.object({
  organizationId: z.number().int(),
  level: networkLevelSchema,
  /** Share of the bill the member pays there, in percent; null when the plan does not cover it. */
  copayPercent: z.number().int().min(0).max(100).nullable(),
});
export type NetworkCoverage = z.infer<typeof networkCoverageSchema>;

/** One provider of a plan's network. */
export const planNetworkEntrySchema = providerSchema.extend(
  networkCoverageSchema.omit({ organizationId: true }).shape,
);
export type PlanNetworkEntry = z.infer<typeof planNetworkEntrySchema>;

/** A provider found by the directory's search, with how well it matched. */
export const providerMatchSchema = providerSchema.extend({
  /** 0 to 1: how closely the name matched the words searched (1 without words). */
  match: z.number().min(0).max(1),
});
export type ProviderMatch = z.infer<typeof providerMatchSchema>;

const optionalWords = (field: string) =>
  z
    .string()
    .trim()
    .max(
      PROVIDER_SEARCH_MAX_LENGTH,
      `${field}: como máximo ${PROVIDER_SEARCH_MAX_LENGTH} caracteres`,
    )
    .optional()
    .transform((value) => (value ? value : undefined));

/** The query of /api/globales/prestadores: words, city, region number and specialty, all optional. */
export const providerSearchQuerySchema = z.object({
  q: optionalWords("La búsqueda").describe(
    "Words of the provider's name, city or specialty; accents and small typos are forgiven",
  ),
  ciudad: optionalWords("La ciudad").describe("Only providers in this city (accents ignored)"),
  regionNumero: z.coerce
    .number({ error: "La región debe ser un número entre 1 y 16" })
    .int("La región debe ser un número entre 1 y 16")
    .min(1, "La región debe ser un número entre 1 y 16")
    .max(16, "La región debe ser un número entre 1 y 16")
    .optional()
    .describe("Chile's region number (13 is Metropolitana)"),
  especialidad: optionalWords("La especialidad").describe(
    "Only providers offering this specialty (accents ignored)",
  ),
});
export type ProviderSearchQuery = z.infer<typeof providerSearchQuerySchema>;
