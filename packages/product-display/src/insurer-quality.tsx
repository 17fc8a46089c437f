import { formatDataDate } from "@qs/domain/data-date";
import {
  hasQualityFigures,
  type InsurerQuality,
  QUALITY_FIGURES,
  type QualityFigure,
  starRating,
} from "@qs/domain/insurer-quality";
import { numberFormat } from "@qs/domain/intl-formats";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useDateLocale } from "./data-date";
import "./insurer-quality.css";

/**
 * How an insurer treats its customers (`@qs/domain/insurer-quality`): the regulator's figures
 * with their source and date, and the reviews. The card shows two of them; the plan page and
 * the comparison show each with what it means. None of them moves a plan in any order.
 */

type Translate = ReturnType<typeof useTranslation>["t"];

/** A figure's value as shown, or null when the insurer has none. */
function figureValue(
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
function sourceLine(
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

/** The card's line: the stars and reviews, and the share of claims paid, with its source. */
export function QualitySummary({ quality }: { quality: InsurerQuality | null | undefined }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  if (!hasQualityFigures(quality)) return null;
  const reviews = figureValue(quality, "reviews", t, locale);
  const claims = figureValue(quality, "claimsPaidPercent", t, locale);
  const source = sourceLine(quality, claims ? "claimsPaidPercent" : "reviews", t, locale);
  return (
    <p className="qs-quality-summary">
      {reviews && (
        <span className="qs-quality-summary__reviews">
          <span aria-hidden="true">★ </span>
          {reviews}
        </span>
      )}
      {claims && <span>{claims}</span>}
      {source && <small className="qs-quality-summary__source">{source}</small>}
    </p>
  );
}

/**
 * A figure's cell in the comparison: its value and, beneath, its source and date; 'No
 * informado' without one.
 */
export function QualityCell({
  quality,
  figure,
  fallback,
}: {
  quality: InsurerQuality | null | undefined;
  figure: QualityFigure;
  /** Shown without the figure; 'No informado' by default. */
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const value = figureValue(quality, figure, t, locale);
  if (!value) return <>{fallback ?? t("qualityDetails.none")}</>;
  return (
    <>
      {value}
      <small className="qs-quality-cell__source">{sourceLine(quality, figure, t, locale)}</small>
    </>
  );
}

/** The name of a figure, as a row head or a definition term. */
export function useQualityFigureName(): (figure: QualityFigure) => string {
  const { t } = useTranslation();
  return (figure) => t(`qualityDetails.figures.${figure}.name`);
}

/** What the figures mean, once under the comparison. */
export function QualityExplanations() {
  const { t } = useTranslation();
  const name = useQualityFigureName();
  return (
    <dl className="qs-quality-explanations">
      {QUALITY_FIGURES.map((figure) => (
        <div key={figure}>
          <dt>{name(figure)}</dt>
          <dd>{t(`qualityDetails.figures.${figure}.meaning`)}</dd>
        </div>
      ))}
      <div>
        <dt>{t("qualityDetails.rankingTitle")}</dt>
        <dd>{t("qualityDetails.ranking")}</dd>
      </div>
    </dl>
  );
}

/**
 * The plan page's 'Calidad de la aseguradora': every figure with its value, what it means and
 * where it comes from; nothing when the insurer has no figure.
 */
export function QualitySection({
  insurer,
  quality,
}: {
  /** The insurer's name, in the heading. */
  insurer: string;
  quality: InsurerQuality | null | undefined;
}) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const name = useQualityFigureName();
  const titleId = useId();
  if (!hasQualityFigures(quality)) return null;
  const regulator = quality?.regulator;
  return (
    <section className="qs-quality" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("qualityDetails.title", { insurer })}</h2>
      <dl className="qs-quality__figures">
        {QUALITY_FIGURES.map((figure) => {
          const value = figureValue(quality, figure, t, locale);
          return (
            <div key={figure} className="qs-quality__figure">
              <dt>{name(figure)}</dt>
              <dd>
                <strong>{value ?? t("qualityDetails.none")}</strong>
                <p>{t(`qualityDetails.figures.${figure}.meaning`)}</p>
                {value && <small>{sourceLine(quality, figure, t, locale)}</small>}
              </dd>
            </div>
          );
        })}
      </dl>
      {regulator?.sourceUrl && (
        <p className="qs-quality__link">
          <a href={regulator.sourceUrl} rel="noopener noreferrer" target="_blank">
            {t("qualityDetails.sourceLink", { source: regulator.source })}
          </a>
        </p>
      )}
      {!regulator && <p>{t("qualityDetails.noRegulator")}</p>}
      <p className="qs-quality__ranking">{t("qualityDetails.ranking")}</p>
    </section>
  );
}
