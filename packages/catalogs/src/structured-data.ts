/**
 * Defaults of the structured search-engine data (JSON-LD) of plan pages and the company's
 * address (reference-data spec §9), kept for the search metadata the sites add next.
 */

export const structuredDataDefaults = {
  /** Review count used when the real one is unknown. */
  reviewCount: 538,
  /** Review counts are shown below this value. */
  reviewCountLimit: 1000,
  defaultScore: 6.2,
  bestRating: 10,
  /** Highest price written in product data, and the site's own rating out of 10. */
  maxPrice: 9999,
  siteRating: 9.7,
} as const;

/** Aggregate review count for structured data: 538 when unknown, and always under 1000. */
export function structuredReviewCount(count: number | null | undefined): number {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) {
    return structuredDataDefaults.reviewCount;
  }
  return Math.min(Math.floor(count), structuredDataDefaults.reviewCountLimit - 1);
}

/** The company's fixed address. The street text is not part of the reference data. */
export const companyAddress = {
  address: null,
  region: "Metropolitana",
  country: "Chile",
  zip: "8320000",
} as const;
