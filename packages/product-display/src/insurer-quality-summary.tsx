import type { InsurerQuality } from "@qs/domain/insurer-quality";
import { hasQualityFigures } from "@qs/domain/insurer-quality-rules";
import { useTranslation } from "react-i18next";
import { useDateLocale } from "./data-date";
import { figureValue, sourceLine } from "./insurer-quality-figures";
import "./insurer-quality.css";

/**
 * A card's line of the insurer's quality figures, apart from the plan page's section
 * (`insurer-quality.tsx`) so the listing's first load carries only this.
 */

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
