import { useCountryConfig } from "@qs/ui/country-config-context";
import { CountryFlag } from "@qs/ui/country-flag";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "./footer.css";

const NETWORK_NAMES = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  x: "X",
} as const;

/** Site footer: contact, social links, policies and the flags of the four country sites. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const config = useCountryConfig();
  const { t } = useTranslation();
  return (
    <footer className="qs-footer">
      <div className="qs-container qs-footer__grid">
        <section aria-labelledby="qs-footer-contact">
          <h2 id="qs-footer-contact">{t("footer.contactTitle")}</h2>
          <ul>
            <li>
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
            </li>
            <li>
              <a href={`tel:${config.contact.phone.replace(/\s/g, "")}`}>{config.contact.phone}</a>
            </li>
            {config.contact.whatsapp ? (
              <li>
                <a href={config.contact.whatsapp} rel="noopener">
                  {t("contact.whatsapp")}
                </a>
              </li>
            ) : null}
            <li>
              <Link to="/contacto">{t("footer.contactLink")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="qs-footer-social">
          <h2 id="qs-footer-social">{t("footer.socialTitle")}</h2>
          <ul>
            {config.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener">
                  {NETWORK_NAMES[link.network]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="qs-footer-policies">
          <h2 id="qs-footer-policies">{t("footer.policiesTitle")}</h2>
          <ul>
            <li>
              <Link to="/Politicas">{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to="/Politicas" hash="terminos">
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="qs-footer-sites">
          <h2 id="qs-footer-sites">{t("footer.sitesTitle")}</h2>
          <ul>
            {config.sites.map((site) => (
              <li key={site.code}>
                <a
                  className="qs-footer__site"
                  href={site.url}
                  aria-current={site.code === config.code ? "true" : undefined}
                >
                  <CountryFlag code={site.code} />
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="qs-container qs-footer__bottom">
        <span>
          © {year} {config.brand}. {t("footer.rights")}
        </span>
        <span>{t("common.demoNotice")}</span>
      </div>
    </footer>
  );
}
