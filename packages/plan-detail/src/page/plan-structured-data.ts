import type { CountryConfig } from "@qs/domain/country-config";
import { unitCurrency } from "@qs/domain/format-money";
import type { ProductItem } from "@qs/domain/product";
import type { AddressResolver } from "@qs/ui/page-meta";

/**
 * A plan for search engines (schema.org): the Product with its lowest price as an Offer in that
 * price's own currency (a UF price is in CLF, the ISO 4217 code of the Unidad de Fomento; a
 * 'USD/Año' price in USD; the site's first currency only when the price names no unit), and the BreadcrumbList of its address (start, type, insurer, plan). When the
 * catalogue says when the plan last changed, the Product's page (`mainEntityOfPage`, a
 * WebPage) carries it as `dateModified`: schema.org defines `dateModified` on pages and other
 * creative works, not on a Product itself.
 */
export function planStructuredData(
  product: ProductItem,
  config: Pick<CountryConfig, "currencies">,
  url: string,
  addresses: AddressResolver,
): Record<string, unknown>[] {
  const fromPrice = product.price?.minPrice ?? null;
  const price = fromPrice ?? product.priceRange?.from ?? null;
  const unit = (fromPrice !== null ? product.price?.unit : product.priceRange?.unit)?.code;
  const currency = unit ? isoCurrencyOf(unit) : config.currencies[0]?.code;
  const insurer = product.organization?.displayName;
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  const trail = segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
  const names = [
    ...segments.slice(0, -1).map((segment) => decodeURIComponent(segment).replace(/-/g, " ")),
    product.displayName,
  ];
  if (insurer && names.length >= 2) names[names.length - 2] = insurer;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.displayName,
      ...(product.description ? { description: product.description } : {}),
      ...(insurer ? { brand: { "@type": "Brand", name: insurer } } : {}),
      ...(product.productCode ? { sku: product.productCode } : {}),
      url,
      ...(product.updatedAt
        ? {
            mainEntityOfPage: {
              "@type": "WebPage",
              "@id": url,
              url,
              dateModified: product.updatedAt,
            },
          }
        : {}),
      ...(price !== null
        ? {
            offers: {
              "@type": "Offer",
              price,
              priceCurrency: currency,
              availability:
                product.isActive === false
                  ? "https://schema.org/Discontinued"
                  : "https://schema.org/InStock",
              url,
            },
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: addresses("/").canonical },
        ...trail.map((_, index) => ({
          "@type": "ListItem",
          position: index + 2,
          name: names[index],
          ...(index === trail.length - 1 ? { item: url } : {}),
        })),
      ],
    },
  ];
}

/** The ISO 4217 code of a price unit: UF is CLF; 'USD/Año' is USD; a currency code as it is. */
function isoCurrencyOf(unit: string): string {
  return unit.toUpperCase() === "UF" ? "CLF" : unitCurrency(unit);
}
