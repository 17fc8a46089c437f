import type { InsurerQuality } from "@qs/domain/insurer-quality";
import {
  hasQualityFigures,
  QUALITY_FIGURES,
  type QualityFigure,
} from "@qs/domain/insurer-quality-rules";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useDateLocale } from "./data-date";
import { figureValue, sourceLine } from "./insurer-quality-figures";
import "./insurer-quality.css";

/**
 * How an insurer treats its customers (`@qs/domain/insurer-quality`): the regulator's figures
 * with their source and date, and the reviews. The card shows two of them
 * (`insurer-quality-summary.tsx`); the plan page and the comparison show each with what it means. None of them moves a plan in any order.
 */

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
