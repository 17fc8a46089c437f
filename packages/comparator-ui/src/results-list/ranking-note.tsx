import type { CompareSort } from "@qs/domain/api/compare-products";
import { useTranslation } from "react-i18next";

/** The explanation of each order (its criteria: `@qs/domain/sort-orders`, held together by a test). */
export const EXPLANATION_KEYS = {
  recommended: "comparator.rankingRecommended",
  lowerPrice: "comparator.rankingLowerPrice",
  higherPrice: "comparator.rankingHigherPrice",
  popular: "comparator.rankingPopular",
  distance: "comparator.rankingDistance",
  profilePrice: "comparator.rankingProfilePrice",
  yearlyCost: "comparator.rankingYearlyCost",
  fiveYearCost: "comparator.rankingFiveYearCost",
} as const;

/** Ranking transparency: '¿Cómo ordenamos?' explains the active order, what 'Promocionado' means and that quality figures move no plan. */
export function RankingNote({
  sort,
}: {
  /** The active order, whose criteria are explained. */
  sort: CompareSort;
}) {
  const { t } = useTranslation();
  return (
    <details className="qs-ranking-note">
      <summary>{t("comparator.rankingTitle")}</summary>
      <p>{t(EXPLANATION_KEYS[sort])}</p>
      <p>{t("comparator.rankingPromoted")}</p>
      <p>{t("comparator.rankingQuality")}</p>
    </details>
  );
}
