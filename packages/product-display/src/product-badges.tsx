import type { ProductItem } from "@qs/domain/product";
import { isNewProduct } from "@qs/domain/product-badges";
import { useTranslation } from "react-i18next";
import "./product-badges.css";

export type BadgeKind = "new" | "exclusive" | "promoted" | "popular" | "offer";

/** The badges a product earns: new (under two months), exclusive, promoted, popular, offer. */
export function productBadges(product: ProductItem, now: Date): BadgeKind[] {
  const metadata = product.insuranceMetadata?.metadata;
  const badges: BadgeKind[] = [];
  if (isNewProduct(product.availableFrom, now) || (!product.availableFrom && product.isNew))
    badges.push("new");
  if (product.exclusive) badges.push("exclusive");
  if (product.isPromoted) badges.push("promoted");
  if (metadata?.isPopular) badges.push("popular");
  if (metadata?.hasOffer) badges.push("offer");
  return badges;
}

const LABEL_KEYS = {
  new: "comparator.badgeNew",
  exclusive: "comparator.badgeExclusive",
  promoted: "comparator.badgePromoted",
  popular: "comparator.badgePopular",
  offer: "comparator.badgeOffer",
} as const;

export function ProductBadges({
  badges,
}: {
  /** The badges the product earned (`productBadges`), in their order. */
  badges: readonly BadgeKind[];
}) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="qs-card__badges">
      {badges.map((badge) => (
        <li key={badge} className={`qs-badge qs-badge--${badge}`}>
          {t(LABEL_KEYS[badge])}
        </li>
      ))}
    </ul>
  );
}
