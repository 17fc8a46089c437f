import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./contact-form";
import "@qs/ui/pages.css";

/** /contacto: the contact form (POST api/contactos) beside the country's channels. */
export function ContactPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <section className="qs-container qs-page" aria-labelledby="qs-contact-title">
      <PageMeta
        title={t("contact.title")}
        brand={config.brand}
        description={t("contact.body")}
        canonicalPath={"/contacto"}
      />
      <h1 id="qs-contact-title">{t("contact.title")}</h1>
      <p className="qs-page__lead">{t("contact.body")}</p>
      <div className="qs-contact-layout">
        <ContactForm />
        <div className="qs-card">
          <h2>{t("contact.channels")}</h2>
          <dl className="qs-channels">
            <dt>{t("contact.email")}</dt>
            <dd>
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
            </dd>
            <dt>{t("contact.phone")}</dt>
            <dd>
              <a href={`tel:${config.contact.phone.replace(/\s/g, "")}`}>{config.contact.phone}</a>
            </dd>
            {config.contact.whatsapp ? (
              <>
                <dt>{t("contact.whatsapp")}</dt>
                <dd>
                  <a href={config.contact.whatsapp} rel="noopener">
                    {config.contact.whatsapp.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </section>
  );
}
