import { useCountryConfig } from "@qs/ui/country-config-context";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "./use-document-title";
import "./pages.css";

export function HomePage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  useDocumentTitle(t("common.brandTagline"), config.brand);
  return (
    <>
      <section className="qs-hero">
        <div className="qs-container">
          <h1>{t("home.title", { country: config.name })}</h1>
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
