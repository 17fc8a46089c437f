import {
  planBenefitsQueryOptions,
  planFactorsQueryOptions,
} from "@qs/api-client/get-isapre-plan-data";
import { numberFormat } from "@qs/domain/intl-formats";
import { ufAmountLabel } from "@qs/domain/isapre-plan";
import type {
  BenefitCoverage,
  PlanBenefit,
  PlanFactorsAnswer,
  PlanFeesAnswer,
} from "@qs/domain/isapre-plan-data";
import { BENEFIT_GROUPS, priceFromFactors } from "@qs/domain/isapre-plan-rules";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import "./isapre-plan-tabs.css";

/**
 * Chile's plan data on an Isapre plan's page (GET /api/infoplanes/*): the 'Prestaciones' tab
 * (each benefit's coverage in the preferred network and by free choice, then the fee schedule
 * with what the plan pays of each fee) and the 'Factores' tab (the factor table and what each
 * age pays). Each loads with its tab.
 */

/** A query's waiting and failed states, or its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t("isaprePlan.loading")} />;
  if (query.isError)
    return (
      <div role="alert" className="qs-isapre-data__error">
        <p>{t("isaprePlan.error")}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("comparator.retry")}
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}

export function PlanBenefitsTab({ productId }: { productId: number }) {
  const client = useApiClient();
  const query = useQuery(planBenefitsQueryOptions(client, productId));
  return (
    <Loaded query={query}>
      {(data) => <PlanBenefitsView benefits={data.benefits} fees={data.fees} />}
    </Loaded>
  );
}

export function PlanFactorsTab({ productId }: { productId: number }) {
  const client = useApiClient();
  const query = useQuery(planFactorsQueryOptions(client, productId));
  return <Loaded query={query}>{(data) => <PlanFactorsView table={data} />}</Loaded>;
}

/** '90 %, sin tope' or '70 %, tope 3 UF'. */
function useCoverageLabel(): (coverage: BenefitCoverage | null) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (coverage) => {
    if (!coverage) return t("isaprePlan.notOffered");
    return coverage.capUf === null
      ? t("isaprePlan.coverNoCap", { percent: coverage.percent })
      : t("isaprePlan.coverCap", {
          percent: coverage.percent,
          cap: ufAmountLabel(coverage.capUf, money.locale),
        });
  };
}

/** The benefits by group and the fee schedule, as loaded (stories render it directly). */
export function PlanBenefitsView({
  benefits,
  fees,
}: {
  benefits: readonly PlanBenefit[];
  fees: PlanFeesAnswer;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const label = useCoverageLabel();
  const id = useId();
  const withPreferred = benefits.some((benefit) => benefit.preferred !== null);
  const benefitName = new Map(benefits.map((benefit) => [benefit.code, benefit.name]));
  return (
    <div className="qs-isapre-data">
      <section aria-labelledby={`${id}-benefits`}>
        <h2 id={`${id}-benefits`}>{t("isaprePlan.benefitsTitle")}</h2>
        <p>{t("isaprePlan.benefitsLead")}</p>
        {BENEFIT_GROUPS.map((group) => {
          const rows = benefits.filter((benefit) => benefit.group === group);
          if (rows.length === 0) return null;
          return (
            <section
              key={group}
              className="qs-isapre-data__scroll"
              aria-labelledby={`${id}-${group}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="qs-isapre-data__table qs-isapre-data__table--benefits">
                <caption id={`${id}-${group}`}>{t(`isaprePlan.groups.${group}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("isaprePlan.benefit")}</th>
                    {withPreferred && <th scope="col">{t("isaprePlan.preferred")}</th>}
                    <th scope="col">{t("isaprePlan.freeChoice")}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((benefit) => (
                    <tr key={benefit.code}>
                      <th scope="row">{benefit.name}</th>
                      {withPreferred && <td>{label(benefit.preferred)}</td>}
                      <td>{label(benefit.freeChoice)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </section>
      <section aria-labelledby={`${id}-fees`}>
        <h2 id={`${id}-fees`}>{t("isaprePlan.feesTitle")}</h2>
        <p>
          {t("isaprePlan.feesLead", {
            ufValue: money.amount(fees.ufValue, "CLP"),
          })}
        </p>
        <section
          className="qs-isapre-data__scroll"
          aria-labelledby={`${id}-fees-caption`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="qs-isapre-data__table">
            <caption id={`${id}-fees-caption`}>{t("isaprePlan.feesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("isaprePlan.code")}</th>
                <th scope="col">{t("isaprePlan.procedure")}</th>
                <th scope="col">{t("isaprePlan.fee")}</th>
                <th scope="col">{t("isaprePlan.paid")}</th>
                <th scope="col">{t("isaprePlan.copay")}</th>
              </tr>
            </thead>
            <tbody>
              {fees.fees.map((fee) => (
                <tr key={fee.code}>
                  <td>{fee.code}</td>
                  <th scope="row">
                    {fee.name}
                    <small>{benefitName.get(fee.benefitCode)}</small>
                  </th>
                  <td>{money.amount(fee.feeClp, "CLP")}</td>
                  <td>{money.amount(fee.paidClp, "CLP")}</td>
                  <td>{money.amount(fee.copayClp, "CLP")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="qs-isapre-data__note">{t("isaprePlan.demoNote")}</p>
      </section>
    </div>
  );
}

/** The factor table with each band's monthly price of a policyholder (stories render it directly). */
export function PlanFactorsView({ table }: { table: PlanFactorsAnswer }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const factor = numberFormat(money.locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return (
    <section className="qs-isapre-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("isaprePlan.factorsTitle")}</h2>
      <p>
        {t("isaprePlan.factorsLead", {
          base: ufAmountLabel(table.basePriceUf, money.locale),
          ges: ufAmountLabel(table.gesPriceUf, money.locale),
        })}
      </p>
      <section
        className="qs-isapre-data__scroll"
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="qs-isapre-data__table">
          <caption id={`${id}-caption`}>{t("isaprePlan.factorsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("isaprePlan.ages")}</th>
              <th scope="col">{t("isaprePlan.policyholderFactor")}</th>
              <th scope="col">{t("isaprePlan.dependantFactor")}</th>
              <th scope="col">{t("isaprePlan.policyholderPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {table.factors.map((band) => {
              const price = priceFromFactors(table, band.ageMin, "policyholder");
              return (
                <tr key={band.ageMin}>
                  <th scope="row">
                    {band.ageMax >= 99
                      ? t("isaprePlan.agesFrom", { min: band.ageMin })
                      : t("isaprePlan.agesBetween", { min: band.ageMin, max: band.ageMax })}
                  </th>
                  <td>{factor.format(band.policyholder)}</td>
                  <td>{factor.format(band.dependant)}</td>
                  <td>{price === null ? "—" : ufAmountLabel(price, money.locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p className="qs-isapre-data__note">{t("isaprePlan.demoNote")}</p>
    </section>
  );
}
