import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";
import "./info-pages.css";

/** /Partners-y-Alianzas: what a partner gets (own subdomain or iframe), and the way to ask. */
export function PartnersPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const brand = config.brand;
  return (
    <article className="qs-container qs-page" aria-labelledby="qs-partners-title">
      <PageMeta
        title={t("pages.partners.title")}
        brand={brand}
        description={t("pages.partners.lead", { brand })}
        canonicalPath="/Partners-y-Alianzas"
      />
      <h1 id="qs-partners-title">{t("pages.partners.title")}</h1>
      <p className="qs-page__lead">{t("pages.partners.lead", { brand })}</p>
      <h2>{t("pages.partners.benefitsTitle")}</h2>
      <ul className="qs-info-grid">
        <li>
          <p>{t("pages.partners.benefit1")}</p>
        </li>
        <li>
          <p>{t("pages.partners.benefit2")}</p>
        </li>
        <li>
          <p>{t("pages.partners.benefit3")}</p>
        </li>
      </ul>
      <div className="qs-info-actions">
        <Link to="/contacto" className={buttonClass("primary")}>
          {t("pages.partners.cta")}
        </Link>
      </div>
    </article>
  );
}
