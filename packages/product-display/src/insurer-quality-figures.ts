import { formatDataDate } from "@qs/domain/data-date";
import type { InsurerQuality } from "@qs/domain/insurer-quality";
import { type QualityFigure, starRating } from "@qs/domain/insurer-quality-rules";
import { numberFormat } from "@qs/domain/intl-formats";
import type { useTranslation } from "react-i18next";

/** How each quality figure and its source read, for the card's line and the plan page alike. */

export type Translate = ReturnType<typeof useTranslation>["t"];

/** A figure's value as shown, or null when the insurer has none. */
export function figureValue(
  quality: InsurerQuality | null | undefined,
  figure: QualityFigure,
  t: Translate,
  locale: string,
): string | null {
  const one = numberFormat(locale, { maximumFractionDigits: 1 });
  if (figure === "reviews") {
    const reviews = quality?.reviews;
    return reviews
      ? t("quality.reviewsValue", {
          stars: one.format(starRating(reviews.rating)),
          count: reviews.count,
          formattedCount: numberFormat(locale).format(reviews.count),
        })
      : null;
  }
  const value = quality?.regulator?.[figure];
  if (value === null || value === undefined) return null;
  const formatted = one.format(value);
  if (figure === "complaintIndex")
    return t("qualityDetails.complaintIndexValue", { value: formatted });
  if (figure === "claimsPaidPercent") return t("quality.claimsPaidValue", { value: formatted });
  return t("qualityDetails.resolutionDaysValue", { count: value, value: formatted });
}

/** 'Superintendencia Financiera de Colombia, 30 de junio de 2026 (valores de demostración)'. */
export function sourceLine(
  quality: InsurerQuality | null | undefined,
  figure: QualityFigure,
  t: Translate,
  locale: string,
): string | null {
  const origin = figure === "reviews" ? quality?.reviews : quality?.regulator;
  if (!origin) return null;
  const source =
    "source" in origin
      ? t("quality.source", {
          source: origin.source,
          date: formatDataDate(origin.asOf, locale) ?? origin.asOf,
        })
      : t("quality.reviewsSource");
  return origin.demo ? `${source} ${t("quality.demo")}` : source;
}
