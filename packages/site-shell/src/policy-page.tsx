import { useCountryConfig } from "@qs/ui/country-config-context";
import { useDataProtectionLaw } from "@qs/ui/page-language";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";

/**
 * Data policy and terms: consent to process health data cites the country's law here, and
 * the visitor's rights lead to 'Mis datos', where they see, export or delete their data.
 */
export function PolicyPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const law = useDataProtectionLaw();
  return (
    <article className="qs-container qs-page" aria-labelledby="qs-policy-title">
      <PageMeta
        title={t("policy.title")}
        brand={config.brand}
        description={t("policy.intro")}
        canonicalPath={"/Politicas"}
      />
      <h1 id="qs-policy-title">{t("policy.title")}</h1>
      <p className="qs-page__lead">{t("policy.intro")}</p>
      <p>{t("policy.law", { law })}</p>
      <h2>{t("policy.purposesTitle")}</h2>
      <p>{t("policy.purposes")}</p>
      <h2>{t("policy.rightsTitle")}</h2>
      <p>{t("policy.rights", { email: config.contact.email })}</p>
      <h2 id="mis-datos">{t("policy.myDataTitle")}</h2>
      <p>{t("policy.myData")}</p>
      <p>
        <Link to="/mis-datos">{t("policy.myDataLink")}</Link>
      </p>
      <h2 id="terminos">{t("policy.termsTitle")}</h2>
      <p>{t("policy.terms")}</p>
    </article>
  );
}
