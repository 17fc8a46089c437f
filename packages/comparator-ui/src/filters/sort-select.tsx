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
  profilePrice: "comparator.sortProfilePrice",
  yearlyCost: "comparator.sortYearlyCost",
  fiveYearCost: "comparator.sortFiveYearCost",
} as const;

/** The orders that price the visitor's household: offered once a profile is stored. */
const PROFILE_SORTS: ReadonlySet<CompareSort> = new Set([
  "profilePrice",
  "yearlyCost",
  "fiveYearCost",
]);

/**
 * Sort options (profile spec §3): lowerPrice, higherPrice, recommended, popular, distance, and
 * 'Menor precio para mi perfil' (profilePrice) 'Menor costo anual estimado' (yearlyCost) and 'Menor costo a 5 años' (fiveYearCost)
 * once the visitor has a stored profile (`withProfilePrice`), or while the address asks for one.
 */
export function SortSelect({
  value,
  onChange,
  withProfilePrice = false,
}: {
  /** The active order. */
  value: CompareSort;
  onChange: (sort: CompareSort) => void;
  /** The visitor has a stored profile: the orders that price it are offered. */
  withProfilePrice?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = SORT_OPTIONS.filter(
    (option) => !PROFILE_SORTS.has(option) || withProfilePrice || value === option,
  );
  return (
    <span className="qs-sort">
      <label htmlFor={id}>{t("comparator.sortLabel")}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CompareSort)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </span>
  );
}
