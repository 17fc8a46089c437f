import { appliesCollectiveMinimum, collectiveMinimumWarning } from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";

/** Collective insurance: its type or upper type is 'SEGURO COLECTIVO' or 'EPS' (comparator spec §5). */
export function isCollectiveProduct(product: ProductItem): boolean {
  return (
    appliesCollectiveMinimum(product.insuranceType?.name) ||
    appliesCollectiveMinimum(product.insuranceType?.upperType?.name)
  );
}

/** 'Plan para un mínimo de N empleados' for a collective product, else null. */
export function collectiveWarning(product: ProductItem): string | null {
  if (!isCollectiveProduct(product)) return null;
  return collectiveMinimumWarning(product.insuranceMetadata?.metadata?.minsubscribers);
}
