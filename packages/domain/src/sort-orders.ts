import type { SortOption } from "./filters";

/**
 * What each listing order sorts by, in order: the one source the API's ORDER BY is built
 * from and the ranking note ('¿Cómo ordenamos?') explains. A test in comparator-ui holds each
 * explanation to these criteria, so the note cannot promise an order the API does not apply.
 *
 * Being promoted is not a criterion of any order: a 'Promocionado' mark never moves a plan.
 */

/** A product value an order may sort by. */
export type SortKey =
  | "score"
  | "minPrice"
  | "popular"
  | "distance"
  /** The household's monthly price after offers, priced for the visitor's profile. */
  | "profilePrice"
  /** The household's estimated yearly cost: 12 months of that price plus its expected care. */
  | "yearlyCost"
  /**
   * What the household's next five years add up to: each year's yearly cost, every person a
   * year older, an Isapre's premiums grown by its assumed adjustment.
   */
  | "fiveYearCost";

export interface SortCriterion {
  key: SortKey;
  direction: "asc" | "desc";
}

const asc = (key: SortKey): SortCriterion => ({ key, direction: "asc" });
const desc = (key: SortKey): SortCriterion => ({ key, direction: "desc" });

/**
 * The criteria of each order, most significant first. Equal products then keep the product
 * id's order, so a page boundary never shows a product twice; values that are missing go last.
 */
export const SORT_ORDERS: Record<SortOption, readonly SortCriterion[]> = {
  recommended: [desc("score"), asc("minPrice")],
  lowerPrice: [asc("minPrice")],
  higherPrice: [desc("minPrice")],
  popular: [desc("popular"), desc("score")],
  distance: [desc("distance")],
  profilePrice: [asc("profilePrice")],
  yearlyCost: [asc("yearlyCost")],
  fiveYearCost: [asc("fiveYearCost")],
};
