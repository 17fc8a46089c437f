import { collectiveMinimumWarning, isCollectiveProduct } from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";

/** 'Plan para un mínimo de N empleados' for a collective product, else null. */
export function collectiveWarning(product: ProductItem): string | null {
  if (!isCollectiveProduct(product.insuranceType)) return null;
  return collectiveMinimumWarning(product.insuranceMetadata?.metadata?.minsubscribers);
}
