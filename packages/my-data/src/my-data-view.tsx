import type { MyData } from "@qs/domain/api/privacy";
import { formatCodedAmount } from "@qs/domain/format-money";
import { Button } from "@qs/ui/button";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { usePageLocale } from "@qs/ui/page-language";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./my-data-page.css";

export interface MyDataViewProps {
  data: MyData;
  /** Formats an ISO date and time for the visitor. */
  formatDate: (iso: string) => string;
  /** Confirms or stops a saved comparison's price alerts; absent: no button. */
  onAlerts?: (accion: "confirmar" | "detener") => void;
  /** True while an alerts change is on its way; its failure, if any. */
  alertsBusy?: boolean;
  alertsError?: string | null;
}

/** A value as the visitor reads it: text as is, anything else as compact JSON. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The steps of a purchase, in the order the buyer fills them. */
const PURCHASE_STEPS = ["holder", "beneficiaries", "health", "company"] as const;

/** A record's fields as a list: each value as the visitor reads it. */
function Fields({ entries, none }: { entries: Array<[string, unknown]>; none: ReactNode }) {
  return (
    <dl className="qs-my-data__fields">
      {entries.map(([key, field]) => (
        <div key={key} className="qs-my-data__field">
          <dt>{key}</dt>
          <dd>{plain(field) || none}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Everything the access code reaches, as GET /api/privacidad/mis-datos answers it: the
 * request with the data sent, a chat conversation with its messages, an online purchase
 * with each step as saved (the health declaration and the employee list included), its
 * payments and its order (which is kept, and the page says why), each consent or notice with
 * its text version, date and law (and the text itself), feedback, the e-mails sent, and how
 * long each kind of record is kept.
 */
export function MyDataView({
  data,
  formatDate,
  onAlerts,
  alertsBusy = false,
  alertsError = null,
}: MyDataViewProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const money = (amount: number, currency: string) => formatCodedAmount(amount, currency, locale);
  // What the API wrote itself (laws, e-mail subjects, retention periods) is Spanish.
  const catalogLang = useCatalogLang();
  const none = <span className="qs-my-data__none">{t("myData.none")}</span>;
  const value = (text: string | null | undefined): ReactNode => (text ? text : none);
  const kinds: Record<string, string> = {
    plan: t("myData.kindPlan"),
    additionalInsurance: t("myData.kindAdditionalInsurance"),
    contact: t("myData.kindContact"),
  };
  const purposes: Record<string, string> = {
    perfil: t("myData.purposePerfil"),
    solicitud: t("myData.purposeSolicitud"),
    chat: t("myData.purposeChat"),
    compra: t("myData.purposeCompra"),
    alertas: t("myData.purposeAlertas"),
  };
  const authors: Record<string, string> = {
    visitor: t("myData.authorVisitor"),
    advisor: t("myData.authorAdvisor"),
    system: t("myData.authorSystem"),
  };
  const { lead } = data;
  const conversation = data.conversation ?? null;
  const purchase = data.purchase ?? null;
  const saved = data.savedComparisons?.[0] ?? null;

  return (
    <div className="qs-my-data__sections">
      {conversation && (
        <section className="qs-my-data__section" aria-labelledby="qs-my-data-conversation">
          <h3 id="qs-my-data-conversation">{t("myData.conversationTitle")}</h3>
          <dl className="qs-my-data__fields">
            <dt>{t("myData.conversationTopic")}</dt>
            <dd>
              {t(`chat.topic${conversation.topic}`, { defaultValue: String(conversation.topic) })}
            </dd>
            <dt>{t("myData.country")}</dt>
            <dd>{conversation.country}</dd>
            <dt>{t("myData.name")}</dt>
            <dd>{value(conversation.nombre)}</dd>
            <dt>{t("myData.email")}</dt>
            <dd>{value(conversation.email)}</dd>
            <dt>{t("myData.phone")}</dt>
            <dd>{value(conversation.telefono)}</dd>
            <dt>{t("myData.conversationPage")}</dt>
            <dd>{value(conversation.path)}</dd>
            <dt>{t("myData.conversationStarted")}</dt>
            <dd>{formatDate(conversation.createdAt)}</dd>
            <dt>{t("myData.conversationClosed")}</dt>
            <dd>
              {conversation.closedAt
                ? formatDate(conversation.closedAt)
                : t("myData.conversationOpen")}
            </dd>
          </dl>
          <details className="qs-my-data__details">
            <summary>
              {t("myData.conversationMessages")} ({conversation.messages.length})
            </summary>
            <ol className="qs-my-data__list qs-my-data__messages">
              {conversation.messages.map((message, index) => (
                <li key={`${message.createdAt}-${index}`}>
                  <p className="qs-my-data__item-title">
                    {authors[message.author] ?? message.author} · {formatDate(message.createdAt)}
                  </p>
                  <p className="qs-my-data__message">{message.body}</p>
                </li>
              ))}
            </ol>
          </details>
        </section>
      )}

      {saved && (
        <section className="qs-my-data__section" aria-labelledby="qs-my-data-saved">
          <h3 id="qs-my-data-saved">{t("myData.savedTitle")}</h3>
          <table className="qs-my-data__saved">
            <thead>
              <tr>
                <th scope="col">{t("myData.savedPlan")}</th>
                <th scope="col">{t("myData.savedToldPrice")}</th>
                <th scope="col">{t("myData.savedTodayPrice")}</th>
              </tr>
            </thead>
            <tbody>
              {saved.plans.map((plan) => (
                <tr key={plan.productCode}>
                  <th scope="row" lang={catalogLang}>
                    {plan.name}
                  </th>
                  <td>
                    {plan.savedAmount === null ? none : money(plan.savedAmount, plan.unit ?? "")}
                  </td>
                  <td>
                    {plan.currentAmount === null
                      ? t("myData.savedGone")
                      : money(plan.currentAmount, plan.unit ?? "")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="qs-my-data__fields">
            <dt>{t("myData.savedEmail")}</dt>
            <dd>{saved.email}</dd>
            <dt>{t("myData.savedAlerts")}</dt>
            <dd>{t(`myData.savedAlerts_${saved.alerts}`)}</dd>
            <dt>{t("myData.savedAt")}</dt>
            <dd>{formatDate(saved.createdAt)}</dd>
            {saved.lastAlertAt && (
              <>
                <dt>{t("myData.savedLastAlert")}</dt>
                <dd>{formatDate(saved.lastAlertAt)}</dd>
              </>
            )}
          </dl>
          {onAlerts && (
            <div className="qs-my-data__actions qs-my-data__actions--start">
              {saved.alerts !== "active" ? (
                <Button onClick={() => onAlerts("confirmar")} disabled={alertsBusy}>
                  {t("myData.savedConfirm")}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => onAlerts("detener")}
                  disabled={alertsBusy}
                >
                  {t("myData.savedStop")}
                </Button>
              )}
            </div>
          )}
          {alertsError && (
            <p className="qs-my-data__error" role="alert">
              {alertsError}
            </p>
          )}
          <p>
            <Link
              to="/Comparar/Comparacion"
              search={{ productos: saved.productCodes.join(",") } as never}
            >
              {t("myData.savedOpen")}
            </Link>
          </p>
        </section>
      )}

      {purchase && (
        <section className="qs-my-data__section" aria-labelledby="qs-my-data-purchase">
          <h3 id="qs-my-data-purchase">{t("myData.purchaseTitle")}</h3>
          <dl className="qs-my-data__fields">
            <dt>{t("myData.purchasePlan")}</dt>
            <dd>
              {purchase.productName} · {purchase.insurerName}
            </dd>
            <dt>{t("myData.product")}</dt>
            <dd>{purchase.productCode}</dd>
            <dt>{t("myData.country")}</dt>
            <dd>{purchase.country}</dd>
            <dt>{t("myData.purchaseAmount")}</dt>
            <dd>{money(purchase.amount, purchase.currency)}</dd>
            <dt>{t("myData.purchaseStarted")}</dt>
            <dd>{formatDate(purchase.createdAt)}</dd>
            <dt>{t("myData.purchaseUpdated")}</dt>
            <dd>{formatDate(purchase.updatedAt)}</dd>
          </dl>
          {PURCHASE_STEPS.filter((key) => purchase.steps[key]).map((key) => (
            <details key={key} className="qs-my-data__details">
              <summary>{t(`purchase.steps.${key}`)}</summary>
              <Fields entries={Object.entries(purchase.steps[key] ?? {})} none={none} />
            </details>
          ))}
          {purchase.profile && (
            <details className="qs-my-data__details">
              <summary>{t("myData.purchaseProfile")}</summary>
              <Fields entries={Object.entries(purchase.profile)} none={none} />
            </details>
          )}
          {purchase.employees && (
            <details className="qs-my-data__details">
              <summary>
                {t("myData.purchaseEmployees")}: {purchase.employees.fileName} (
                {t("myData.purchaseEmployeeRows", { count: purchase.employees.rowCount })})
              </summary>
              <ol className="qs-my-data__list">
                {purchase.employees.rows.map((row, index) => (
                  <li key={index}>
                    <Fields entries={Object.entries(row)} none={none} />
                  </li>
                ))}
              </ol>
            </details>
          )}
          {purchase.payments.length > 0 && (
            <>
              <h4 className="qs-my-data__subtitle">{t("myData.purchasePayments")}</h4>
              <table className="qs-my-data__table">
                <thead>
                  <tr>
                    <th scope="col">{t("myData.messageDate")}</th>
                    <th scope="col">{t("myData.purchaseAmount")}</th>
                    <th scope="col">{t("myData.purchasePaymentState")}</th>
                  </tr>
                </thead>
                <tbody>
                  {purchase.payments.map((payment, index) => (
                    <tr key={`${payment.createdAt}-${index}`}>
                      <td>{formatDate(payment.createdAt)}</td>
                      <td>{money(payment.amount, payment.currency)}</td>
                      <td>{payment.state}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {purchase.order && (
            <>
              <h4 className="qs-my-data__subtitle">{t("myData.purchaseOrder")}</h4>
              <dl className="qs-my-data__fields">
                <dt>{t("myData.purchaseOrderNumber")}</dt>
                <dd>{purchase.order.number}</dd>
                <dt>{t("myData.purchaseAmount")}</dt>
                <dd>{money(purchase.order.amount, purchase.order.currency)}</dd>
                <dt>{t("myData.purchasePaymentState")}</dt>
                <dd>{purchase.order.saleState}</dd>
                <dt>{t("myData.purchaseOrderPaidAt")}</dt>
                <dd>{purchase.order.paidAt ? formatDate(purchase.order.paidAt) : none}</dd>
              </dl>
              <p className="qs-my-data__kept" lang={catalogLang}>
                {purchase.order.kept}
              </p>
            </>
          )}
        </section>
      )}

      {(lead || (!conversation && !purchase)) && (
        <section className="qs-my-data__section" aria-labelledby="qs-my-data-request">
          <h3 id="qs-my-data-request">{t("myData.requestTitle")}</h3>
          {lead ? (
            <>
              <dl className="qs-my-data__fields">
                <dt>{t("myData.kind")}</dt>
                <dd>{kinds[lead.kind] ?? lead.kind}</dd>
                <dt>{t("myData.country")}</dt>
                <dd>{lead.country}</dd>
                <dt>{t("myData.name")}</dt>
                <dd>{value(lead.nombre)}</dd>
                <dt>{t("myData.email")}</dt>
                <dd>{value(lead.email)}</dd>
                <dt>{t("myData.phone")}</dt>
                <dd>{value(lead.telefono)}</dd>
                <dt>{t("myData.product")}</dt>
                <dd>{value(lead.productCode)}</dd>
                <dt>{t("myData.createdAt")}</dt>
                <dd>{formatDate(lead.createdAt)}</dd>
                <dt>{t("myData.updatedAt")}</dt>
                <dd>{formatDate(lead.updatedAt)}</dd>
              </dl>
              <details className="qs-my-data__details">
                <summary>{t("myData.payload")}</summary>
                <dl className="qs-my-data__fields">
                  {Object.entries(lead.payload).map(([key, field]) => (
                    <div key={key} className="qs-my-data__field">
                      <dt>{key}</dt>
                      <dd>{value(plain(field))}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </>
          ) : (
            <p>{t("myData.noRequest")}</p>
          )}
        </section>
      )}

      <section className="qs-my-data__section" aria-labelledby="qs-my-data-consents">
        <h3 id="qs-my-data-consents">{t("myData.consentsTitle")}</h3>
        {data.consents.length === 0 ? (
          <p>{t("myData.noConsents")}</p>
        ) : (
          <ul className="qs-my-data__list">
            {data.consents.map((consent) => (
              <li key={`${consent.purpose}-${consent.version}-${consent.grantedAt}`}>
                <p className="qs-my-data__item-title">
                  {purposes[consent.purpose] ?? consent.purpose}
                </p>
                <dl className="qs-my-data__fields">
                  <dt>{t("myData.consentVersion")}</dt>
                  <dd>{consent.version}</dd>
                  <dt>{t("myData.consentGrantedAt")}</dt>
                  <dd>{formatDate(consent.grantedAt)}</dd>
                  <dt>{t("myData.consentLaw")}</dt>
                  <dd lang={consent.law ? catalogLang : undefined}>{value(consent.law)}</dd>
                  {consent.origin && (
                    <>
                      <dt>{t("myData.consentOrigin")}</dt>
                      <dd>{consent.origin}</dd>
                    </>
                  )}
                  {consent.withdrawnAt && (
                    <>
                      <dt>{t("myData.consentWithdrawnAt")}</dt>
                      <dd>{formatDate(consent.withdrawnAt)}</dd>
                    </>
                  )}
                </dl>
                {consent.text && (
                  <details className="qs-my-data__details">
                    <summary>{t("myData.consentText")}</summary>
                    <div className="qs-my-data__text" lang={consent.language}>
                      {consent.text.split(/\n\s*\n/).map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                    </div>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="qs-my-data__section" aria-labelledby="qs-my-data-feedbacks">
        <h3 id="qs-my-data-feedbacks">{t("myData.feedbacksTitle")}</h3>
        {data.feedbacks.length === 0 ? (
          <p>{t("myData.noFeedbacks")}</p>
        ) : (
          <ul className="qs-my-data__list">
            {data.feedbacks.map((feedback) => (
              <li key={feedback.createdAt}>
                <dl className="qs-my-data__fields">
                  <dt>{t("myData.rating")}</dt>
                  <dd>{feedback.rating}</dd>
                  <dt>{t("myData.comment")}</dt>
                  <dd>{value(feedback.comment)}</dd>
                  <dt>{t("myData.feedbackEmail")}</dt>
                  <dd>{value(feedback.email)}</dd>
                  <dt>{t("myData.feedbackDate")}</dt>
                  <dd>{formatDate(feedback.createdAt)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="qs-my-data__section" aria-labelledby="qs-my-data-messages">
        <h3 id="qs-my-data-messages">{t("myData.messagesTitle")}</h3>
        {data.messages.length === 0 ? (
          <p>{t("myData.noMessages")}</p>
        ) : (
          <table className="qs-my-data__table">
            <thead>
              <tr>
                <th scope="col">{t("myData.messageDate")}</th>
                <th scope="col">{t("myData.messageSubject")}</th>
                <th scope="col">{t("myData.messageKind")}</th>
              </tr>
            </thead>
            <tbody>
              {data.messages.map((message) => (
                <tr key={`${message.createdAt}-${message.subject}`}>
                  <td>{formatDate(message.createdAt)}</td>
                  <td lang={catalogLang}>{message.subject}</td>
                  <td lang={catalogLang}>{message.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="qs-my-data__section" aria-labelledby="qs-my-data-retention">
        <h3 id="qs-my-data-retention">{t("myData.retentionTitle")}</h3>
        <table className="qs-my-data__table">
          <thead>
            <tr>
              <th scope="col">{t("myData.retentionRecord")}</th>
              <th scope="col">{t("myData.retentionPeriod")}</th>
            </tr>
          </thead>
          <tbody>
            {data.retention.map((row) => (
              <tr key={row.record} lang={catalogLang}>
                <td>{row.record}</td>
                <td>{row.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
