import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";

/**
 * What shows in place of a page that failed to render or whose code did not arrive: a way to
 * load the same address again from the server and a way home. Both are links that load the
 * whole document (the release's code with it), so they work with or without the page's scripts.
 */
export function PageErrorView() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <section className="qs-container qs-not-found" aria-labelledby="qs-page-error-title">
      <PageMeta
        title={t("pageError.title")}
        brand={config.brand}
        description={t("pageError.body")}
      />
      <meta name="prerender-status-code" content="500" />
      <h1 id="qs-page-error-title">{t("pageError.title")}</h1>
      <p>{t("pageError.body")}</p>
      <div className="qs-actions">
        <Link to="." search={true} className={buttonClass("primary")} reloadDocument>
          {t("pageError.reload")}
        </Link>
        <Link to="/" className={buttonClass("secondary")} reloadDocument>
          {t("pageError.home")}
        </Link>
      </div>
    </section>
  );
}
