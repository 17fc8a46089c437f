import { contactInformationQueryOptions } from "@qs/api-client/get-contact-information";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { CountryFlag } from "@qs/ui/country-flag";
import { usePageLanguage } from "@qs/ui/page-language";
import { openReferralDialog } from "@qs/visitor-state/referral-events";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "./footer.css";
import { toLocalizedPath } from "@qs/ui/locale-rewrite";

const NETWORK_NAMES = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  x: "X",
} as const;

interface FooterLink {
  key: string;
  text: string;
  href: string;
}

/**
 * Contact channels and social networks from the API, or the country's
 * configured ones while the API's list loads or when it cannot be had.
 */
function useFooterLinks(): { contact: FooterLink[]; social: FooterLink[] } {
  const config = useCountryConfig();
  const api = useApiClient();
  const entries = useQuery(contactInformationQueryOptions(api)).data ?? [];
  const fromApi = (type: string) =>
    entries
      .filter((e) => e.type === type && e.link)
      .map((e) => ({
        key: `${e.name}-${e.info}`,
        // The same number often serves calls and WhatsApp: name the WhatsApp one.
        text: e.name.toLowerCase() === "whatsapp" ? `WhatsApp ${e.info}` : e.info,
        href: e.link as string,
      }));
  const contact = fromApi("contactos");
  const social = fromApi("redesSociales");
  return {
    contact:
      contact.length > 0
        ? contact
        : [
            { key: "email", text: config.contact.email, href: `mailto:${config.contact.email}` },
            {
              key: "phone",
              text: config.contact.phone,
              href: `tel:${config.contact.phone.replace(/\s/g, "")}`,
            },
            ...(config.contact.whatsapp
              ? [{ key: "whatsapp", text: "WhatsApp", href: config.contact.whatsapp }]
              : []),
          ],
    social:
      social.length > 0
        ? social
        : config.social.map((link) => ({
            key: link.network,
            text: NETWORK_NAMES[link.network],
            href: link.url,
          })),
  };
}

/** Site footer: contact, social links, policies and the flags of the four country sites. */
/**
 * A site's home at `localized` ('/', '/en'...), kept under the path the site is served from
 * (`https://host/int/` gives `https://host/int/en`, not `https://host/en`).
 */
function siteHome(siteUrl: string, localized: string): string {
  if (localized === "/") return siteUrl;
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return new URL(localized.slice(1), base).href;
}

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const links = useFooterLinks();
  return (
    <footer className="qs-footer">
      <div className="qs-container qs-footer__grid">
        <section aria-labelledby="qs-footer-contact">
          <h2 id="qs-footer-contact">{t("footer.contactTitle")}</h2>
          <ul>
            {links.contact.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener">
                  {link.text}
                </a>
              </li>
            ))}
            <li>
              <Link to="/contacto">{t("footer.contactLink")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="qs-footer-social">
          <h2 id="qs-footer-social">{t("footer.socialTitle")}</h2>
          <ul>
            {links.social.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener">
                  {link.text}
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
            <li>
              <Link to="/mis-datos">{t("footer.myData")}</Link>
            </li>
            <li>
              <button
                type="button"
                className="qs-footer__link-button"
                onClick={() => openReferralDialog()}
              >
                {t("referral.open")}
              </button>
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
                  // Each site's home in the page's language.
                  href={siteHome(site.url, toLocalizedPath("/", language, config))}
                  aria-current={site.code === config.code ? "true" : undefined}
                >
                  <CountryFlag code={site.code} />
                  {t(`countries.${site.code}`, { defaultValue: site.label })}
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
