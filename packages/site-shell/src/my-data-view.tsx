import type { MyData } from "@qs/domain/api/privacy";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./my-data-page.css";

export interface MyDataViewProps {
  data: MyData;
  /** Formats an ISO date and time for the visitor. */
  formatDate: (iso: string) => string;
}

/** A value as the visitor reads it: text as is, anything else as compact JSON. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * Everything the access code reaches, as GET /api/privacidad/mis-datos answers it: the
 * request with the data sent, each consent with its text version, date and law (and the
 * text itself), feedback, the e-mails sent, and how long each kind of record is kept.
 */
export function MyDataView({ data, formatDate }: MyDataViewProps) {
  const { t } = useTranslation();
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
  };
  const { lead } = data;

  return (
    <div className="qs-my-data__sections">
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
