import { isCollectiveProduct } from "@qs/domain/collective";
import { formatMoney } from "@qs/domain/format-money";
import { DEFAULT_AGE } from "@qs/domain/person";
import type { ProductItem } from "@qs/domain/product";
import type { ProfilePrice } from "@qs/domain/profile-price";
import type { CareService, YearlyCost as YearlyCostAnswer } from "@qs/domain/yearly-cost";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePageLocale } from "@qs/ui/page-language";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { currencyOf, useMoneyFormat } from "./format-product-price";
import "./yearly-cost.css";
import { listFormat, numberFormat } from "@qs/domain/intl-formats";

export type YearlyCostVariant = "card" | "table" | "header";

export interface YearlyCostProps {
  /** The price answer the view already has (its profile price query); no request of its own. */
  price: ProfilePrice | null | undefined;
  /** True while that answer is on its way. */
  pending: boolean;
  /** True when the answer prices the visitor's stored profile; false: the default person. */
  forProfile: boolean;
  /** What the product prices: only plans priced per person carry an estimate. */
  kind: "persons" | "pets" | "collective";
  variant?: YearlyCostVariant;
}

const SERVICE_KEYS = {
  consultation: "yearlyCost.serviceConsultation",
  exam: "yearlyCost.serviceExam",
  hospitalisation: "yearlyCost.serviceHospitalisation",
} as const;

const USES_KEYS = {
  consultation: "yearlyCost.usesConsultation",
  exam: "yearlyCost.usesExam",
  hospitalisation: "yearlyCost.usesHospitalisation",
} as const;

/**
 * What a product is priced for, as its price answer's kind (`useProfilePrice`'s `tooltipKind`):
 * only plans priced per person carry an estimate.
 */
export function yearlyKindOf(product: ProductItem): YearlyCostProps["kind"] {
  if (profileKindOf(product.insuranceType?.name) === "pets") return "pets";
  return isCollectiveProduct(product.insuranceType) ? "collective" : "persons";
}

/** The oldest age a band may name; a band up to it reads '60 años o más'. */
const OPEN_AGE = 120;

/**
 * The estimated yearly cost of a plan ('Costo anual estimado'): the year's total in the
 * country's currency, its split (premiums and expected out-of-pocket) and, beside it, what it
 * assumes: a short line (who, how much care) with any care the plan states no cover for, and a
 * disclosure with the usage profile by age band, the reference costs and each kind of care's
 * arithmetic, drawn when the visitor opens it. Cards, the comparison and the plan page show it from the price answer they already
 * hold. Pet and company plans carry no estimate and show nothing.
 */
export function YearlyCost({
  price,
  pending,
  forProfile,
  kind,
  variant = "card",
}: YearlyCostProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const className = `qs-yearly qs-yearly--${variant}`;
  if (kind !== "persons") return null;
  if (pending) {
    return (
      <p className={`${className} qs-yearly__note`} role="status">
        {t("yearlyCost.loading")}
      </p>
    );
  }
  if (!price) return null;
  const yearly = price.yearlyCost;
  if (!yearly) {
    return (
      <p className={`${className} qs-yearly__note`}>
        {forProfile && !price.total.arePricesDefined
          ? t("yearlyCost.notPlaceable")
          : t("yearlyCost.noEstimate")}
      </p>
    );
  }
  return (
    <section className={className} aria-labelledby={headingId}>
      <YearlyFigures yearly={yearly} headingId={headingId} />
      <YearlyAssumptions yearly={yearly} price={price} forProfile={forProfile} />
    </section>
  );
}

function useMoney(currency: string) {
  const money = useMoneyFormat();
  return (amount: number) => money.amount(amount, currency);
}

/** The year's total and its split. */
function YearlyFigures({ yearly, headingId }: { yearly: YearlyCostAnswer; headingId: string }) {
  const { t } = useTranslation();
  const money = useMoney(yearly.currency);
  return (
    <>
      <p id={headingId} className="qs-yearly__label">
        {t("yearlyCost.label")}
      </p>
      <p className="qs-yearly__total">
        <strong>{money(yearly.total)}</strong> <span>{t("yearlyCost.perYear")}</span>
      </p>
      <p className="qs-yearly__split">
        {t("yearlyCost.split", {
          premiums: money(yearly.premiums),
          outOfPocket: money(yearly.outOfPocket),
        })}
      </p>
    </>
  );
}

/** What the estimate assumes: a short visible line, then the details on demand. */
function YearlyAssumptions({
  yearly,
  price,
  forProfile,
}: {
  yearly: YearlyCostAnswer;
  price: ProfilePrice;
  forProfile: boolean;
}) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const locale = usePageLocale();
  const { assumptions } = yearly;
  const persons = assumptions.bands.reduce((sum, band) => sum + band.persons, 0);
  const usage = {
    consultations: usesOf(yearly, "consultation"),
    exams: usesOf(yearly, "exam"),
  };
  const age = price.profiles[0]?.person?.edad;
  const missing = yearly.lines.filter((line) => line.basis === "noData");
  const ufValue = assumptions.ufValue;
  // The disclosure's body is drawn once the visitor opens it: a listing holds twenty of these
  // closed, and their tables were most of a card's rendering on the server and in the browser.
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // Opened before the page was taken over: draw what it shows.
    if (details.current?.open) setOpened(true);
  }, []);

  return (
    <>
      <p className="qs-yearly__assumes">
        {forProfile
          ? t("yearlyCost.assumesProfile", { count: persons, ...usage })
          : t("yearlyCost.assumesDefault", { count: age ?? DEFAULT_AGE, ...usage })}
      </p>
      {missing.length > 0 && (
        <p className="qs-yearly__warning">
          {t("yearlyCost.noData", {
            services: listFormat(locale, { type: "conjunction" }).format(
              missing.map((line) => t(SERVICE_KEYS[line.service])),
            ),
          })}
        </p>
      )}
      {ufValue !== null && (
        <p className="qs-yearly__assumes">
          {t("yearlyCost.uf", {
            // The UF value with its cents, in the country's pesos.
            value: formatMoney(ufValue, { ...currencyOf(config, "CLP"), decimals: 2 }, { locale }),
          })}
        </p>
      )}
      <details
        ref={details}
        className="qs-yearly__details"
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>{t("yearlyCost.details")}</summary>
        {opened && <AssumptionDetails yearly={yearly} />}
      </details>
    </>
  );
}

/** Inside the disclosure: the usage by age band, the reference costs, each kind of care's sum. */
function AssumptionDetails({ yearly }: { yearly: YearlyCostAnswer }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const money = useMoney(yearly.currency);
  const { assumptions } = yearly;
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <>
      <table className="qs-yearly__bands">
        <caption>{t("yearlyCost.bandsCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("yearlyCost.age")}</th>
            <th scope="col">{t("yearlyCost.persons")}</th>
            <th scope="col">{t("yearlyCost.consultations")}</th>
            <th scope="col">{t("yearlyCost.exams")}</th>
            <th scope="col">{t("yearlyCost.hospitalisation")}</th>
          </tr>
        </thead>
        <tbody>
          {assumptions.bands.map((band) => (
            <tr key={band.ageMin}>
              <th scope="row">
                {band.ageMax >= OPEN_AGE
                  ? t("yearlyCost.ageFrom", { count: band.ageMin })
                  : t("yearlyCost.ageRange", { min: band.ageMin, count: band.ageMax })}
              </th>
              <td>{band.persons}</td>
              <td>{band.consultations}</td>
              <td>{band.exams}</td>
              <td>{percent.format(band.hospitalisationProbability)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t("yearlyCost.unitCosts", {
          consultation: money(assumptions.unitCosts.consultation),
          exam: money(assumptions.unitCosts.exam),
          hospitalisation: money(assumptions.unitCosts.hospitalisation),
        })}
      </p>
      <ul className="qs-yearly__lines">
        {yearly.lines.map((line) => {
          const uses = number.format(line.expectedUses);
          const how =
            line.basis === "noData" || line.coveredShare === null
              ? t("yearlyCost.lineNoData")
              : `${t("yearlyCost.lineCovered", { share: percent.format(line.coveredShare) })}${
                  line.copay ? t("yearlyCost.lineCopay", { copay: money(line.copay) }) : ""
                }${line.capped ? t("yearlyCost.lineCapped") : ""}`;
          return (
            <li key={line.service}>
              <strong>{t(USES_KEYS[line.service], { uses, cost: money(line.unitCost) })}</strong>
              {"; "}
              {how} → {t("yearlyCost.lineTotal", { amount: money(line.outOfPocket) })}
            </li>
          );
        })}
      </ul>
      {assumptions.gesOnlyPersons ? (
        <p>{t("yearlyCost.gesOnly", { count: assumptions.gesOnlyPersons })}</p>
      ) : null}
      <p className="qs-yearly__source">
        {t("yearlyCost.source", { version: assumptions.version })}
      </p>
    </>
  );
}

/** The household's expected uses of a kind of care, as a whole number for the short line. */
function usesOf(yearly: YearlyCostAnswer, service: CareService): number {
  return Math.round(yearly.lines.find((line) => line.service === service)?.expectedUses ?? 0);
}
