import type { ProductItem } from "@qs/domain/product";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { collectiveWarning } from "./collective-product";
import { CoverShareSlider } from "./cover-share-slider";
import "./collective.css";

/**
 * The collective panel of the company comparator: the cover-share slider over the first
 * collective plan's price, with that plan's minimum-employees warning unless the card shows it.
 */
export function CollectiveNotice({
  product,
  initialPercentage = 50,
  showWarning = true,
}: {
  product: ProductItem;
  initialPercentage?: number;
  showWarning?: boolean;
}) {
  const { t } = useTranslation();
  const [percentage, setPercentage] = useState(initialPercentage);
  const warning = collectiveWarning(product);
  const cost = product.price?.minPrice ?? product.priceRange?.from ?? null;
  return (
    <section className="qs-collective" aria-label={product.displayName}>
      {showWarning && warning && (
        <p className="qs-collective__warning">
          {t("comparator.minimumEmployees", { count: warning.minimum })}
        </p>
      )}
      {cost !== null && cost !== undefined && (
        <CoverShareSlider
          planName={product.displayName}
          cost={cost}
          unitCode={product.price?.unit?.code}
          percentage={percentage}
          onChange={setPercentage}
        />
      )}
    </section>
  );
}
