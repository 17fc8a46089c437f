import type { ProfilePriceRequest } from "@qs/api-client/calculate-profile-price";
import { costProjectionQueryOptions } from "@qs/api-client/get-cost-projection";
import type { CostProjection } from "@qs/domain/cost-projection";
import type { ProductItem } from "@qs/domain/product";
import { useSendableProfile } from "@qs/profile-forms/use-profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyFormat } from "./format-product-price";
import { yearlyKindOf } from "./yearly-cost";
import "./cost-projection.css";

/** What the ten-year cost of `product` asks for `profile` (the route loaders ask the same). */
export function projectionRequest(
  product: ProductItem,
  profile: ProfilePriceRequest["profile"],
): ProfilePriceRequest {
  return {
    productId: product.id,
    productType: product.insuranceType?.name ?? null,
    upperType: product.insuranceType?.upperType?.name ?? null,
    profile,
  };
}

/**
 * A plan page's ten years (issue "the cost over the years"): what the plan would cost the
 * visitor's household each year, as a chart with the same figures in a table beside it and
 * the assumptions stated. For plans priced per person; the household is the stored profile's,
 * or the default person's without one.
 */
export function CostProjectionSection({ product }: { product: ProductItem }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { profile, waiting } = useSendableProfile("persons");
  const shown = yearlyKindOf(product) === "persons";
  const query = useQuery({
    ...costProjectionQueryOptions(client, projectionRequest(product, profile)),
    enabled: shown && !waiting,
  });
  if (!shown) return null;
  if (query.isPending) return <Spinner label={t("costProjection.loading")} />;
  if (query.isError)
    return (
      <div role="alert" className="qs-projection">
        <p>{t("costProjection.error")}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("comparator.retry")}
        </Button>
      </div>
    );
  return <CostProjectionView projection={query.data} />;
}

/** The ten years once worked out (stories render it directly). */
export function CostProjectionView({ projection }: { projection: CostProjection }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const amount = (value: number | null) =>
    value === null ? t("costProjection.noPrice") : money.amount(value, projection.currency);
  const highest = Math.max(1, ...projection.years.map((year) => year.total ?? 0));
  const width = 100 / Math.max(1, projection.years.length);
  return (
    <section className="qs-projection" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("costProjection.title")}</h2>
      <p>{t("costProjection.lead")}</p>
      <dl className="qs-projection__sums">
        <div>
          <dt>{t("costProjection.fiveYears")}</dt>
          <dd>{amount(projection.fiveYears)}</dd>
        </div>
        <div>
          <dt>{t("costProjection.tenYears")}</dt>
          <dd>{amount(projection.tenYears)}</dd>
        </div>
      </dl>
      <div className="qs-projection__body">
        <figure className="qs-projection__chart">
          <svg viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
            {projection.years.map((year, index) => {
              const premiums = ((year.premiums ?? 0) / highest) * 54;
              const pocket = ((year.outOfPocket ?? 0) / highest) * 54;
              const x = index * width + width * 0.15;
              return (
                <g key={year.year}>
                  <rect
                    className="qs-projection__premiums"
                    x={x}
                    width={width * 0.7}
                    y={60 - premiums}
                    height={premiums}
                  />
                  <rect
                    className="qs-projection__pocket"
                    x={x}
                    width={width * 0.7}
                    y={60 - premiums - pocket}
                    height={pocket}
                  />
                </g>
              );
            })}
          </svg>
          <figcaption>
            <span className="qs-projection__key qs-projection__key--premiums">
              {t("costProjection.premiums")}
            </span>
            <span className="qs-projection__key qs-projection__key--pocket">
              {t("costProjection.outOfPocket")}
            </span>
            <span className="qs-projection__years">
              {projection.years[0]?.year}–{projection.years.at(-1)?.year}
            </span>
            <span className="qs-visually-hidden">{t("costProjection.chartLabel")}</span>
          </figcaption>
        </figure>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <section
          className="qs-projection__table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t("costProjection.tableLabel")}
        >
          <table>
            <caption className="qs-visually-hidden">{t("costProjection.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("costProjection.year")}</th>
                <th scope="col">{t("costProjection.ages")}</th>
                <th scope="col">{t("costProjection.premiums")}</th>
                <th scope="col">{t("costProjection.outOfPocket")}</th>
                <th scope="col">{t("costProjection.total")}</th>
              </tr>
            </thead>
            <tbody>
              {projection.years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td>{year.ages.join(", ")}</td>
                  <td>{amount(year.premiums)}</td>
                  <td>{amount(year.outOfPocket)}</td>
                  <td>{amount(year.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <ul className="qs-projection__assumptions">
        <li>{t("costProjection.assumptionAges")}</li>
        <li>
          {projection.yearlyAdjustmentPercent > 0
            ? t("costProjection.assumptionAdjustment", {
                percent: projection.yearlyAdjustmentPercent.toLocaleString("es", {
                  maximumFractionDigits: 2,
                }),
                source: projection.adjustmentSource ?? "",
              })
            : t("costProjection.assumptionFlat")}
        </li>
        {projection.ufValue !== null && <li>{t("costProjection.assumptionUf")}</li>}
      </ul>
    </section>
  );
}
