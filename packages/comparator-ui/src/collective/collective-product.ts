import {
  checkMinimumEmployees,
  collectiveWarningMinimum,
  isCollectiveProduct,
} from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";

export interface CollectiveWarning {
  /** The N of 'Plan para un mínimo de N empleados' (`comparator.minimumEmployees`). */
  minimum: number;
  /** The company's headcount when it is under the plan's minimum; null otherwise. */
  shortBy: { headcount: number; minimum: number } | null;
}

/**
 * The minimum-employees warning of a collective product, else null. Without a company
 * headcount N is the plan's minsubscribers (default 1, as the spec's warning says); with one,
 * the headcount is checked against the plan's minimum (default 5) and a shortfall is flagged.
 */
export function collectiveWarning(
  product: ProductItem,
  headcount?: number | string | null,
): CollectiveWarning | null {
  if (!isCollectiveProduct(product.insuranceType)) return null;
  const minsubscribers = product.insuranceMetadata?.metadata?.minsubscribers;
  const check = checkMinimumEmployees(headcount, minsubscribers);
  if (!check) return { minimum: collectiveWarningMinimum(minsubscribers), shortBy: null };
  return {
    minimum: collectiveWarningMinimum(check.minimum),
    shortBy: check.meets ? null : { headcount: check.headcount, minimum: check.minimum },
  };
}
