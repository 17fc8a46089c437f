import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";
import "./info-pages.css";

/** /Que-es-QueSeguro (also reached from the older /quehacemos): who we are and how we work. */
export function AboutPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const brand = config.brand;
  return (
    <article className="qs-container qs-page" aria-labelledby="qs-about-title">
      <PageMeta
        title={t("pages.about.title", { brand })}
        brand={brand}
        description={t("pages.about.lead", { brand })}
        canonicalPath="/Que-es-QueSeguro"
      />
      <h1 id="qs-about-title">{t("pages.about.title", { brand })}</h1>
      <p className="qs-page__lead">{t("pages.about.lead", { brand })}</p>
      <div className="qs-info-grid">
        <section aria-labelledby="qs-about-what" className="qs-card">
          <h2 id="qs-about-what">{t("pages.about.whatTitle")}</h2>
          <p>{t("pages.about.what")}</p>
        </section>
        <section aria-labelledby="qs-about-how" className="qs-card">
          <h2 id="qs-about-how">{t("pages.about.howTitle")}</h2>
          <p>{t("pages.about.how")}</p>
        </section>
      </div>
      <div className="qs-info-actions">
        <Link to="/Comparar" className={buttonClass("primary")}>
          {t("pages.about.cta")}
        </Link>
        <Link to="/contacto" className={buttonClass("secondary")}>
          {t("pages.about.contact")}
        </Link>
      </div>
    </article>
  );
}
