import { z } from "zod";
import {
  COUNTRY_CODES,
  COUNTRY_IDS,
  COUNTRY_KEYS,
  type CountryCode,
  type CountryId,
} from "./market-countries";

/**
 * Everything that differs between the country sites. Each app builds one of
 * these, validates it with `countryConfigSchema.parse`, and injects it into the
 * shared packages. No shared package branches on a country name: a difference
 * between countries is a field here.
 */

export const countryIdSchema = z.literal(COUNTRY_IDS);
export const countryKeySchema = z.enum(COUNTRY_KEYS);
export const countryCodeSchema = z.enum(COUNTRY_CODES);
export type { CountryCode, CountryId };

export const languageSchema = z.enum(["es", "en", "pt"]);
export type Language = z.infer<typeof languageSchema>;

/** How one currency is shown: symbol, decimals, and whether it is converted before display. */
export const currencyDisplaySchema = z.object({
  code: z.string().min(1),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(4),
  /** Unit shown after the amount instead of a leading symbol (UF, USD/Año...). */
  suffix: z.string().optional(),
  /** Convert to this currency before display (UF shown in CLP through the UF value). */
  convertTo: z.string().optional(),
});
export type CurrencyDisplay = z.infer<typeof currencyDisplaySchema>;

/** Identification rule applied to national ids in forms (reference-data spec §5, profile spec §5). */
export const identificationRuleSchema = z.enum([
  "rut",
  "digits-8-12",
  "alphanumeric-5-12",
  "required",
]);
export type IdentificationRule = z.infer<typeof identificationRuleSchema>;

/** A plan-detail path shape: `{provider}`, `{plan}` and `{type}` are filled in. */
export const planPathRuleSchema = z.object({
  /** Organization types (ISAPRE, CLINICA, EPS...) this shape applies to; empty means "any". */
  organizationTypes: z.array(z.string()),
  pattern: z.string().startsWith("/"),
});
export type PlanPathRule = z.infer<typeof planPathRuleSchema>;

/** The landing lists of the menu (profile spec §2: Clinicas-y-Hospitales, Medicina-Prepagada, Seguros, EPS). */
export const landingListSchema = z.enum(["insurers", "eps", "prepaid", "clinics"]);
export type LandingList = z.infer<typeof landingListSchema>;

/**
 * The routes a site has beyond those every site shares (home, contact, policies,
 * the comparator and comparison pages, not-found) and the plan-detail paths, which
 * come from `planDetailPaths`.
 */
export const siteRoutesSchema = z.object({
  /** Product type the profile modal opens with when the page names none. */
  defaultProductType: z.string().min(1),
  /** Landing lists, each at its own path (paged by `pagina`). */
  landingLists: z.array(z.object({ path: z.string().startsWith("/"), list: landingListSchema })),
  /**
   * First segments of plan-detail paths whose older form, with an extra Planes segment,
   * redirects to them (profile spec §2).
   */
  planesRedirects: z.array(z.string().min(1)),
  /** The collective plan detail /Empresa/{productType}/{organization}/Planes/{plan}. */
  collectivePlans: z.boolean(),
  /** Plans looked up by their code, and where a missing one redirects (Chile's Isapre plans). */
  plansByCode: z
    .object({ path: z.string().startsWith("/"), notFoundTo: z.string().startsWith("/") })
    .nullable(),
});

export const storageKeysSchema = z.object({
  profile: z.string().min(1),
  collective: z.string().min(1),
  sctr: z.string().min(1),
  guards: z.string().min(1),
  /** Pet profile key; null where the country sells no pet insurance. */
  pets: z.string().min(1).nullable(),
});

export const siteLinkSchema = z.object({
  countryId: countryIdSchema,
  code: countryCodeSchema,
  label: z.string().min(1),
  url: z.url(),
});
export type SiteLink = z.infer<typeof siteLinkSchema>;

export const socialLinkSchema = z.object({
  network: z.enum(["facebook", "instagram", "linkedin", "youtube", "tiktok", "x"]),
  url: z.url(),
});

/** Contact channels shown in the footer and on the contact page until the API's list loads. */
export const contactChannelsSchema = z.object({
  email: z.email(),
  /** Phone as dialled, with its international prefix. */
  phone: z.string().regex(/^\+?[\d ]{7,20}$/),
  whatsapp: z.url().optional(),
});

export const countryConfigSchema = z.object({
  id: countryIdSchema,
  key: countryKeySchema,
  code: countryCodeSchema,
  /** Name shown to visitors ("Colombia", "Internacional"). */
  name: z.string().min(1),
  /** Brand shown in the header and page titles. */
  brand: z.string().min(1),
  /** International dialling code with '+', or null where the spec gives none. */
  dialingCode: z
    .string()
    .regex(/^\+\d{1,3}$/)
    .nullable(),
  locale: z.string().min(2),
  defaultLanguage: languageSchema,
  /** Languages the site can be read in; the first-segment prefix selects one. */
  languages: z.array(languageSchema).min(1),
  /** Languages listed in the header's selector (only Español for now). */
  listedLanguages: z.array(languageSchema).min(1),
  /** Currencies by code; the first is the site's main currency. */
  currencies: z.array(currencyDisplaySchema).min(1),
  storageKeys: storageKeysSchema,
  blogSection: z.enum(["QS-Blog", "QP-Blog", "IH-Blog"]),
  identification: identificationRuleSchema,
  /** Minimum employees for a collective quote. */
  collectiveMinEmployees: z.number().int().positive(),
  /**
   * Health-insurance systems (previsión) the listing can be narrowed to, sent
   * as the `prevision` filter (Chile: Fonasa, Isapre). Empty hides the filter.
   */
  previsionOptions: z.array(z.string().min(1)),
  /**
   * The country's default listing: the insurance type a route that resolves to nothing
   * more specific lands on (Colombia 246, its pet insurance, as the spec gives).
   */
  fallbackInsuranceTypeId: z.number().int().positive(),
  /** Plan-detail path shapes in order; the first whose types match wins, the last is the default. */
  planDetailPaths: z.array(planPathRuleSchema).min(1),
  routes: siteRoutesSchema,
  /** Links to the four country sites, for the footer flags. */
  sites: z.array(siteLinkSchema).length(4),
  contact: contactChannelsSchema,
  social: z.array(socialLinkSchema),
  /**
   * The personal-data law that governs consent on this site (named in the policy page and
   * consent text), as a Spanish sentence names it ('la Ley 1581 de 2012 ...').
   */
  dataProtectionLaw: z.string().min(1),
  /** The same law as an English and a Portuguese sentence name it; Spanish where one is missing. */
  dataProtectionLawTranslations: z.partialRecord(z.enum(["en", "pt"]), z.string().min(1)),
  /** Client self-service portal ("Portal Clientes"). */
  clientPortalUrl: z.url(),
  /** The companies' portal, offered beside the personal one on /Portal-Clientes; absent: ask by contact. */
  companyPortalUrl: z.url().optional(),
  /**
   * The provider map's tile style (a MapLibre style URL). Absent: the map draws the bundled
   * country outlines (Natural Earth) and needs no tile server.
   */
  mapStyleUrl: z.url().optional(),
  /** Base URL of the API (no trailing slash). */
  apiBaseUrl: z.url(),
  /** Deployed version sent as x-qpversion. */
  version: z.string().min(1),
});
export type CountryConfig = z.infer<typeof countryConfigSchema>;
