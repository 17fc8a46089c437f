import { z } from "zod";

/**
 * Partner subdomain and iframe configuration (profile spec §3 "Subdomain
 * data", §2 "Partner subdomain routing", §6 partner subdomain or iframe;
 * comparator spec §6).
 */

export const subdomainBannerSchema = z.looseObject({
  color: z.string().nullish(),
  endGradient: z.string().nullish(),
});

export const subdomainLayoutSchema = z.looseObject({
  enableHeader: z.boolean().nullish(),
  footerEnabled: z.boolean().nullish(),
  chatEnabled: z.boolean().nullish(),
});

/** The root path goes to defaultPath (or Comparar); paths outside allowedPaths go to defaultPath. */
export const subdomainRedirectsSchema = z.looseObject({
  allowedPaths: z.array(z.string()).default([]),
  defaultPath: z.string().nullish(),
});

export const seoMetadataSchema = z.looseObject({
  title: z.string().nullish(),
  description: z.string().nullish(),
  images: z.array(z.string()).nullish(),
  tags: z.array(z.string()).nullish(),
});

/** Partner data found by subdomain (GET iframe-subdomain) or carried by an iframe token. */
export const subdomainDataSchema = z.looseObject({
  /** Hosts allowed to embed the site in an iframe. */
  allowedUrls: z.array(z.string()).default([]),
  /** Organizations the partner shows (ids or codes); others are hidden when the list exists. */
  allowedOrganizations: z.array(z.union([z.number().int(), z.string()])).nullish(),
  footerEnabledRoutes: z.array(z.string()).nullish(),
  subdomainBanner: subdomainBannerSchema.nullish(),
  subdomainLayout: subdomainLayoutSchema.nullish(),
  redirects: subdomainRedirectsSchema.nullish(),
  disableShowcase: z.boolean().nullish(),
  SEOMetadata: seoMetadataSchema.nullish(),
  /** False hides the clinics. */
  clinicsEnabled: z.boolean().nullish(),
  /** True disables the request button on cards and detail pages. */
  disableRequestButton: z.boolean().nullish(),
  /** True hides the comparator score information. */
  hideScoreInfo: z.boolean().nullish(),
  /** The partner's name as its banner shows it ("Compara seguros con …"). */
  partnerName: z.string().max(100).nullish(),
  /** The partner's own header, as HTML (sanitised before it is shown; GET partner-html). */
  headerHtml: z.string().max(50_000).nullish(),
  /** The partner's own footer, as HTML (sanitised before it is shown; GET partner-html). */
  footerHtml: z.string().max(50_000).nullish(),
});
export type SubdomainData = z.infer<typeof subdomainDataSchema>;

/**
 * Data of an iframe token (GET /api/integration/iframe-token?token=). Access is
 * allowed only from a host in allowedUrls; a partner-iframe profile must carry
 * a referido value.
 */
export const iframeTokenDataSchema = subdomainDataSchema.extend({
  token: z.string().nullish(),
  subdomain: z.string().nullish(),
});
export type IframeTokenData = z.infer<typeof iframeTokenDataSchema>;
