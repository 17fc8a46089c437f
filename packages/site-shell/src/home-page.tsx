import type { CountryConfig } from "@qs/domain/country-config";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";

/** Who runs the site and what it is, for search engines (schema.org Organization and WebSite). */
function homeStructuredData(config: CountryConfig) {
  const url = config.sites.find((site) => site.code === config.code)?.url ?? "/";
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: `${config.brand} ${config.name}`,
      url,
      email: config.contact.email,
      telephone: config.contact.phone,
      sameAs: config.social.map((link) => link.url),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: `${config.brand} ${config.name}`,
      url,
      inLanguage: config.locale,
    },
  ];
}

export function HomePage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t("common.brandTagline")}
        brand={config.brand}
        description={t("home.subtitle")}
        canonicalPath={"/"}
        jsonLd={homeStructuredData(config)}
      />
      <section className="qs-hero">
        <div className="qs-container">
          <h1>
            {t("home.title", {
              country: t(`countries.${config.code}`, { defaultValue: config.name }),
            })}
          </h1>
          <p className="qs-page__lead">{t("home.subtitle")}</p>
        </div>
      </section>
      <section className="qs-container qs-page" aria-labelledby="qs-home-steps">
        <h2 id="qs-home-steps">{t("home.stepsTitle")}</h2>
        <ol className="qs-steps">
          <li>
            <h3>{t("home.step1Title")}</h3>
            <p>{t("home.step1Body")}</p>
          </li>
          <li>
            <h3>{t("home.step2Title")}</h3>
            <p>{t("home.step2Body")}</p>
          </li>
          <li>
            <h3>{t("home.step3Title")}</h3>
            <p>{t("home.step3Body")}</p>
          </li>
        </ol>
      </section>
    </>
  );
}
