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
  /** Cheapest first for the visitor's household, as the price engine prices it ("Menor precio para mi perfil"). */
  "profilePrice",
  /** Lowest estimated yearly cost for the visitor's household: premiums and expected care ("Menor costo anual estimado"). */
  "yearlyCost",
  /** Lowest cost over the next five years for the household, each person a year older each year ("Menor costo a 5 años"). */
  "fiveYearCost",
]);
export type SortOption = z.infer<typeof sortOptionSchema>;
