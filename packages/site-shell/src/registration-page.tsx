import { Button, buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";
import "./info-pages.css";

export interface RegistrationPageProps {
  /**
   * Opens the profile modal. The site's routes hand it in (the modal belongs to a package the
   * shell may not import); without it the call to action leads to the comparator, which asks
   * for the profile itself.
   */
  onStart?: () => void;
}

/** /Registro: the paid-media landing, one call to action: enter the profile and see prices. */
export function RegistrationPage({ onStart }: RegistrationPageProps) {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t("pages.registration.title")}
        brand={config.brand}
        description={t("pages.registration.lead")}
        canonicalPath="/Registro"
      />
      <section className="qs-hero" aria-labelledby="qs-registration-title">
        <div className="qs-container">
          <h1 id="qs-registration-title">{t("pages.registration.title")}</h1>
          <p className="qs-page__lead">{t("pages.registration.lead")}</p>
          <ul>
            <li>{t("pages.registration.point1")}</li>
            <li>{t("pages.registration.point2")}</li>
            <li>{t("pages.registration.point3")}</li>
          </ul>
          <div className="qs-info-actions">
            {onStart ? (
              <Button onClick={onStart}>{t("pages.registration.cta")}</Button>
            ) : (
              <Link to="/Comparar" className={buttonClass("primary")}>
                {t("pages.registration.cta")}
              </Link>
            )}
            <Link to="/Comparar" className={buttonClass("secondary")}>
              {t("pages.registration.secondary")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
