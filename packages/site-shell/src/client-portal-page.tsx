import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";
import "./info-pages.css";

/**
 * /Portal-Clientes, where the header's 'Portal Clientes' leads: the choice between the personal and the company portal (profile spec §2
 * "client portal page"). A country without a company portal of its own (no
 * `companyPortalUrl`) sends companies to the contact page, where an account manager gives
 * them access.
 */
export function ClientPortalPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <section className="qs-container qs-page" aria-labelledby="qs-portal-title">
      <PageMeta
        title={t("pages.portal.title")}
        brand={config.brand}
        description={t("pages.portal.lead")}
        canonicalPath="/Portal-Clientes"
      />
      <h1 id="qs-portal-title">{t("pages.portal.title")}</h1>
      <p className="qs-page__lead">{t("pages.portal.lead")}</p>
      <div className="qs-info-grid">
        <section aria-labelledby="qs-portal-personal">
          <h2 id="qs-portal-personal">{t("pages.portal.personalTitle")}</h2>
          <p>{t("pages.portal.personalBody")}</p>
          <a className={buttonClass("primary")} href={config.clientPortalUrl} rel="noopener">
            {t("pages.portal.personalCta")}
          </a>
        </section>
        <section aria-labelledby="qs-portal-company">
          <h2 id="qs-portal-company">{t("pages.portal.companyTitle")}</h2>
          <p>{t("pages.portal.companyBody")}</p>
          {config.companyPortalUrl ? (
            <a className={buttonClass("primary")} href={config.companyPortalUrl} rel="noopener">
              {t("pages.portal.companyCta")}
            </a>
          ) : (
            <Link to="/contacto" className={buttonClass("secondary")}>
              {t("pages.portal.companyContact")}
            </Link>
          )}
        </section>
      </div>
    </section>
  );
}
