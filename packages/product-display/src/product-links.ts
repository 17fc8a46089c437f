import type { CountryConfig } from "@qs/domain/country-config";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import type { ProductItem } from "@qs/domain/product";

/** Canonical detail path of a product from the country's plan-detail shapes; null when it has no url. */
export function productDetailPath(config: CountryConfig, product: ProductItem): string | null {
  const provider = product.organization?.metadata?.url;
  const plan = product.url ?? product.insuranceMetadata?.url;
  if (!provider || !plan) return null;
  return resolvePlanDetailPath(config.planDetailPaths, {
    organizationType: product.organization?.type ?? product.organization?.metadata?.typeAlias,
    provider,
    plan,
    type: product.insuranceType?.url ?? "Seguros",
  });
}

/** True when one of the product's sales channels is online ('Compra Online'). */
export function sellsOnline(product: ProductItem): boolean {
  const channels = [
    ...(product.insuranceMetadata?.salesChannel ?? []),
    ...(product.insuranceMetadata?.metadata?.salesChannel ?? []),
  ];
  return channels.some((channel) => channel.trim().toLowerCase() === "online");
}

/** A product path with its trailing tab segment (Solicitar, Preguntas-Frecuentes). */
export function tabPath(path: string, tab: string | null | undefined): string {
  return tab ? `${path}/${tab}` : path;
}
