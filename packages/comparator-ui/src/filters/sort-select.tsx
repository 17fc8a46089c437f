import type { CompareSort } from "@qs/domain/api/compare-products";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SORT_OPTIONS } from "../comparator-search";

const LABEL_KEYS = {
  recommended: "comparator.sortRecommended",
  lowerPrice: "comparator.sortLowerPrice",
  higherPrice: "comparator.sortHigherPrice",
  popular: "comparator.sortPopular",
  distance: "comparator.sortDistance",
} as const;

/** Sort options (profile spec §3): lowerPrice, higherPrice, recommended, popular, distance. */
export function SortSelect({
  value,
  onChange,
}: {
  value: CompareSort;
  onChange: (sort: CompareSort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="qs-sort">
      <label htmlFor={id}>{t("comparator.sortLabel")}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CompareSort)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </span>
  );
}
