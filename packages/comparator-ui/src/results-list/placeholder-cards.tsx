import { Spinner } from "@qs/ui/spinner";
import { useTranslation } from "react-i18next";
import type { CardView } from "../product-card/product-card";
import { useRotatingText } from "./use-rotating-text";

/** Loading placeholders with a spinner text cycling through four messages, 'Buscando resultados...' first. */
export function PlaceholderCards({
  view,
  count = 3,
}: {
  /** The listing's view: cards side by side (grid) or one per row (list). */
  view: CardView;
  /** How many placeholders. */
  count?: number;
}) {
  const { t } = useTranslation();
  const text = useRotatingText([
    t("comparator.searching1"),
    t("comparator.searching2"),
    t("comparator.searching3"),
    t("comparator.searching4"),
  ]);
  return (
    <div className="qs-results__loading">
      <Spinner label={text} />
      <div className={`qs-results__items qs-results__items--${view}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={`qs-placeholder qs-placeholder--${view}`}>
            <span className="qs-placeholder__line qs-placeholder__line--logo" />
            <span className="qs-placeholder__line qs-placeholder__line--title" />
            <span className="qs-placeholder__line" />
            <span className="qs-placeholder__line qs-placeholder__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
