import { z } from "zod";

/** One active plan of a country, as the sites' sitemaps need it (GET /api/sitemap/products). */
export const sitemapProductSchema = z.object({
  organizationType: z.string().nullable(),
  organizationUrl: z.string().min(1),
  productUrl: z.string().min(1),
  insuranceTypeUrl: z.string().nullable(),
  /** When the plan last changed, ISO 8601. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

export const sitemapProductsSchema = z.array(sitemapProductSchema);
