import type { PurchaseView } from "@qs/domain/api/purchase";
import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePageLocale } from "@qs/ui/page-language";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { textOf } from "./form-values";
import { formatPurchaseAmount } from "./money";
import "./purchase.css";

/**
 * 'Confirmación': the order of a paid purchase ('Compra exitosa!', its number, what was paid
 * and where the confirmation went), or of a transfer still to be paid ('Pendiente de
 * confirmación', with what to transfer and the reference to give). The e-mail is the
 * holder's, or the company contact's.
 */

export function ConfirmationStep({ view }: { view: PurchaseView }) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const locale = usePageLocale();
  const id = useId();
  const order = view.order;
  if (!order) return null;
  const email = textOf(view.data.holder, "email") || textOf(view.data.company, "contactoEmail");
  const amount = formatPurchaseAmount(config, order.amount, order.currency, locale);
  const pending = order.saleState === "PENDING";

  return (
    <section
      className={`qs-purchase__step qs-purchase__done${pending ? " qs-purchase__done--pending" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>
        {pending ? t("purchase.confirmation.pendingTitle") : t("purchase.confirmation.title")}
      </h2>
      {pending ? (
        <p className="qs-purchase__badge" role="status">
          {t("purchase.confirmation.pending")}
        </p>
      ) : null}
      <dl className="qs-purchase__order">
        <div className="qs-purchase__row">
          <dt>{t("purchase.confirmation.order")}</dt>
          <dd>{order.number}</dd>
        </div>
        <div className="qs-purchase__row">
          <dt>{t("purchase.confirmation.amount")}</dt>
          <dd>{amount}</dd>
        </div>
        <div className="qs-purchase__row">
          <dt>{t("purchase.payment.plan")}</dt>
          <dd>
            {view.productName} · {view.insurerName}
          </dd>
        </div>
      </dl>
      {pending ? (
        <section className="qs-purchase__transfer" aria-labelledby={`${id}-transfer`}>
          <h3 id={`${id}-transfer`}>{t("purchase.confirmation.transferTitle")}</h3>
          <ol>
            <li>{t("purchase.confirmation.transferAmount", { amount, email })}</li>
            <li>{t("purchase.confirmation.transferReference", { order: order.number })}</li>
            <li>{t("purchase.confirmation.transferConfirm")}</li>
          </ol>
        </section>
      ) : email ? (
        <p role="status">{t("purchase.confirmation.emailSent", { email })}</p>
      ) : null}
      <p>
        <Link to="/" className={buttonClass("secondary")}>
          {t("purchase.confirmation.toHome")}
        </Link>
      </p>
    </section>
  );
}
