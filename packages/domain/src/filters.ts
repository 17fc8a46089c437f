import { z } from "zod";

/**
 * Comparator filters and sorting (comparator spec §3 "Filter data", §5 filter
 * ids; profile spec §2 comparator query parameters, §3 "Filters", "Sort options").
 */

export const sortOptionSchema = z.enum([
  "lowerPrice",
  "higherPrice",
  "recommended",
  "popular",
  "distance",
]);
export type SortOption = z.infer<typeof sortOptionSchema>;
