import { splitCoverShare } from "@qs/domain/collective";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./collective.css";

export interface CoverShareSliderProps {
  /** Cost to split (a plan's price per employee). */
  cost: number;
  /** The price's unit (COP, CLP, UF...); the site's currency when missing. */
  unitCode?: string | null;
  /** Employer contribution, 0-100. */
  percentage: number;
  /** The visitor moved the slider (steps of 5). */
  onChange: (percentage: number) => void;
  /** The plan whose price is split. */
  planName?: string;
}

/** The cover-share slider: the employer's percentage splits the cost between company and worker. */
export function CoverShareSlider({
  cost,
  unitCode,
  percentage,
  onChange,
  planName,
}: CoverShareSliderProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const share = splitCoverShare(cost, percentage);
  const input = useRef<HTMLInputElement>(null);
  // A slider moved before this part of the page was hydrated changed the input but never
  // reached onChange: the value the visitor chose is taken once the page is live.
  useEffect(() => {
    const shown = Number(input.current?.value);
    if (input.current && shown !== percentage) onChange(shown);
  }, []);
  return (
    <div className="qs-cover-share">
      <strong className="qs-cover-share__title">
        {t("comparator.coverShareTitle")}
        {planName && (
          <span className="qs-cover-share__plan">
            {" "}
            · {planName} ({money.amount(cost, unitCode)})
          </span>
        )}
      </strong>
      <label htmlFor={id} className="qs-cover-share__label">
        {t("comparator.coverShareLabel")}: <output htmlFor={id}>{percentage}%</output>
      </label>
      <input
        ref={input}
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={percentage}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <dl className="qs-cover-share__split">
        <div>
          <dt>{t("comparator.coverShareCompany")}</dt>
          <dd data-testid="cover-share-company">{money.amount(share.company, unitCode)}</dd>
        </div>
        <div>
          <dt>{t("comparator.coverShareWorker")}</dt>
          <dd data-testid="cover-share-worker">{money.amount(share.worker, unitCode)}</dd>
        </div>
      </dl>
    </div>
  );
}
