import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";

/** The 404 page every unknown path lands on, with a way home and a way to ask for help. */
export function NotFoundPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <section className="qs-container qs-not-found" aria-labelledby="qs-not-found-title">
      <PageMeta title={t("notFound.title")} brand={config.brand} description={t("notFound.body")} />
      {/* What prerendering services read as the page's status (the answer itself is a 404). */}
      <meta name="prerender-status-code" content="404" />
      <div className="qs-not-found__code" aria-hidden="true">
        404
      </div>
      <h1 id="qs-not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <div className="qs-actions">
        <Link to="/" className={buttonClass("primary")}>
          {t("notFound.home")}
        </Link>
        <Link to="/contacto" className={buttonClass("secondary")}>
          {t("notFound.contact")}
        </Link>
      </div>
    </section>
  );
}
