import { NotificationBell } from "@qs/chat/notification-bell";
import type { CountryConfig } from "@qs/domain/country-config";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@qs/i18n/languages";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePageLanguage } from "@qs/ui/page-language";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./header.css";
import { addressInLanguage } from "@qs/ui/locale-rewrite";
import { SiteMenu } from "./site-menu";

/**
 * The languages the selector offers, in the product's order: those the site lists, and the
 * page's own when it is not listed (an /en page says English even where only Spanish is listed).
 */
export function selectableLanguages(
  config: Pick<CountryConfig, "listedLanguages">,
  current: Language,
): Language[] {
  return LANGUAGES.filter((lang) => config.listedLanguages.includes(lang) || lang === current);
}

/**
 * Loads another address as a new page: the chosen language's page renders on the server
 * with its texts, labels and `lang`. Replaced in tests.
 * @internal
 */
export const pageNavigation = {
  assign: (href: string) => window.location.assign(href),
};

/**
 * Site header: top bar links (Contacto, Portal Clientes), brand, the menu
 * (built from the country's categories; placeholders until they load) and the
 * language selector, which shows the page's language and lists the languages the site
 * offers visitors; choosing one opens the same page under that language's address.
 */
export function Header() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const country = t(`countries.${config.code}`, { defaultValue: config.name });
  // Below 992 px the menu folds behind a button; following a link folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={menuOpen ? "qs-header qs-header--menu-open" : "qs-header"}>
      <a className="qs-header__skip" href="#contenido">
        {t("header.skipToContent")}
      </a>
      <div className="qs-topbar">
        <div className="qs-container qs-topbar__inner">
          <Link to="/contacto">{t("header.contact")}</Link>
          {/* The choice between the personal and the company portal. */}
          <Link to="/Portal-Clientes">{t("header.clientPortal")}</Link>
        </div>
      </div>
      <div className="qs-container qs-header__main">
        <Link
          to="/"
          className="qs-header__brand"
          aria-label={`${config.brand} ${country}, ${t("header.home")}`}
        >
          {config.brand} <small>{country}</small>
        </Link>
        <button
          type="button"
          className="qs-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="qs-site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="qs-header__menu-label">{t("header.menu")}</span>
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the folded menu once a link inside is followed */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard */}
        <div
          id="qs-site-menu"
          className="qs-header__menu-panel"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) setMenuOpen(false);
          }}
        >
          <SiteMenu />
        </div>
        <NotificationBell />
        <label className="qs-header__language">
          <span>{t("header.language")}</span>
          <select
            value={language}
            onChange={(event) => {
              const chosen = LANGUAGES.find((lang) => lang === event.target.value);
              if (!chosen || chosen === language) return;
              pageNavigation.assign(addressInLanguage(window.location, chosen, config));
            }}
          >
            {selectableLanguages(config, language).map((lang) => (
              // Each language's name is written in that language.
              <option key={lang} value={lang} lang={lang === language ? undefined : lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
