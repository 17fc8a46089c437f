import { LANGUAGE_NAMES } from "@qs/i18n/languages";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NotificationBell } from "./chat/notification-bell";
import "./header.css";
import { SiteMenu } from "./site-menu";

/**
 * Site header: top bar links (Contacto, Portal Clientes), brand, the menu
 * (built from the country's categories; placeholders until they load) and the
 * language selector, which lists only the languages the site offers visitors.
 */
export function Header() {
  const config = useCountryConfig();
  const { t, i18n } = useTranslation();
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
          aria-label={`${config.brand} ${config.name}, ${t("header.home")}`}
        >
          {config.brand} <small>{config.name}</small>
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
          <select value={i18n.language} onChange={(e) => i18n.changeLanguage(e.target.value)}>
            {config.listedLanguages.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
