import type { ProductItem } from "@qs/domain/product";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { isaprePayment } from "@qs/pricing/isapre-payment";
import { formatDayMonthYear } from "@qs/pricing/price-assumptions";
import { ProfileDialogLink } from "@qs/profile-forms/profile-dialog-link";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyFormat } from "./format-product-price";
import { shownUf, useUfValue } from "./use-uf-value";
import "./isapre-price.css";
import { numberFormat } from "@qs/domain/intl-formats";

export type IsaprePriceVariant = "card" | "table" | "header";

export interface IsaprePriceBlockProps {
  product: ProductItem;
  /** The price answer the view already has (its profile price query); no request of its own. */
  price: ProfilePrice | null | undefined;
  /** True while that answer is on its way. */
  pending: boolean;
  variant?: IsaprePriceVariant;
}

/**
 * What a Chilean household pays for an Isapre plan (profile spec §9 "Price simulation
 * (Chile)"; reference-data spec §9 "Isapres"): the simulated price in UF and pesos with the
 * UF value and its day; 7 % of the income against the plan's price (flagged when capped at
 * 87.8 UF); what remains to pay on top, or the surplus when the 7 % covers it; and the GES
 * included, explained, with dependants under 2 paying only GES. Without income it says the
 * default range was used and invites the visitor to enter it. Cards, the comparison and the
 * plan page show it for Isapre plans, from the price answer they already hold.
 */
export function IsaprePriceBlock({
  product,
  price,
  pending,
  variant = "card",
}: IsaprePriceBlockProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const money = useMoneyFormat();
  const { uf: pageUf } = useUfValue();
  const headingId = useId();
  const uf = shownUf(pageUf, price);
  const ufValue = uf?.value ?? null;
  const className = `qs-isapre qs-isapre--${variant}`;

  // The UF value is needed to show pesos: it comes with the page's UF query, or the answer.
  if (pending || (price && ufValue === null)) {
    return (
      <p className={`${className} qs-isapre__loading`} role="status">
        {t("isapre.loading")}
      </p>
    );
  }
  if (!price || ufValue === null) return null;
  const isapreCode = Number(product.organization?.organizationCode);
  const payment = isaprePayment({
    price,
    ufValue,
    unit: product.price?.unit?.code ?? product.priceRange?.unit?.code ?? null,
    isapreCode: Number.isInteger(isapreCode) ? isapreCode : null,
  });
  if (!payment) return null;

  const pesos = (amount: number) => money.amount(amount, "CLP");
  const ufs = (amount: number) => money.amount(amount, "UF");
  const ufDay = uf?.date ? formatDayMonthYear(uf.date) : null;
  const insurer = product.organization?.displayName ?? "";

  return (
    <section className={className} aria-labelledby={headingId}>
      <p id={headingId} className="qs-isapre__label">
        {t("isapre.label")}
      </p>
      <p className="qs-isapre__price">
        <strong>{ufs(payment.plan.uf)}</strong>{" "}
        <span>
          {pesos(payment.plan.peso)} {t("isapre.perMonth")}
        </span>
      </p>
      <p className="qs-isapre__uf">
        {ufDay
          ? t("isapre.ufValue", { value: ufValueText(config, money.locale, ufValue), date: ufDay })
          : t("isapre.ufValueNoDate", { value: ufValueText(config, money.locale, ufValue) })}
      </p>

      {payment.contribution && payment.additional ? (
        <>
          <dl className="qs-isapre__split">
            <div>
              <dt>{t("isapre.planPrice")}</dt>
              <dd>{pesos(payment.plan.peso)}</dd>
            </div>
            <div>
              <dt>{t("isapre.contribution")}</dt>
              <dd>
                {pesos(payment.contribution.peso)}{" "}
                <span className="qs-isapre__muted">({ufs(payment.contribution.uf)})</span>
                {payment.contribution.capped && (
                  <span className="qs-isapre__capped">
                    {t("isapre.capped", { cap: formatCap(money.locale, payment.capUf) })}
                  </span>
                )}
              </dd>
            </div>
            <div className="qs-isapre__additional">
              <dt>{t("isapre.additional")}</dt>
              <dd>
                <strong>{pesos(payment.additional.peso)}</strong>{" "}
                <span className="qs-isapre__muted">({ufs(payment.additional.uf)})</span>
              </dd>
            </div>
          </dl>
          {payment.surplus && (
            <p className="qs-isapre__covered">
              {t("isapre.covered")} {t("isapre.surplus", { amount: pesos(payment.surplus.peso) })}
            </p>
          )}
          {!payment.surplus && payment.additional.peso === 0 && (
            <p className="qs-isapre__covered">{t("isapre.covered")}</p>
          )}
        </>
      ) : (
        payment.defaultRange && (
          <div className="qs-isapre__default">
            <p>
              {t("isapre.defaultRange", {
                min: pesos(payment.defaultRange.min),
                max: pesos(payment.defaultRange.max),
              })}
            </p>
            <ProfileDialogLink className="qs-isapre__income" product={product}>
              {t("isapre.enterIncome")}
            </ProfileDialogLink>
          </div>
        )
      )}

      <details className="qs-isapre__ges">
        <summary>{t("isapre.ges")}</summary>
        <p>{t("isapre.gesExplain")}</p>
        <p>
          {payment.gesPerBeneficiaryUf !== null
            ? t("isapre.gesPrice", {
                isapre: insurer,
                ges: formatGes(money.locale, payment.gesPerBeneficiaryUf),
              })
            : t("isapre.gesIncluded")}
        </p>
        <p>
          {payment.gesOnlyDependants > 0
            ? t("isapre.underTwoCount", { count: payment.gesOnlyDependants })
            : t("isapre.underTwo")}
        </p>
      </details>
    </section>
  );
}

/** The UF value itself, in pesos with its two decimals ('$39.214,80'). */
function ufValueText(
  config: ReturnType<typeof useCountryConfig>,
  locale: string,
  value: number,
): string {
  const clp = config.currencies.find((currency) => currency.code === "CLP");
  const symbol = clp?.symbol ?? "$";
  return `${symbol}${numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)}`;
}

function formatCap(locale: string, cap: number): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(cap);
}

function formatGes(locale: string, ges: number): string {
  return numberFormat(locale, { maximumFractionDigits: 3 }).format(ges);
}
