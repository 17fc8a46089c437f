import { menuQueryOptions } from "@qs/api-client/get-menu";
import type { MenuItem } from "@qs/domain/menu";
import { useApiClient } from "@qs/ui/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/**
 * Site paths go through the router (no page reload, and the language prefix of
 * the address is kept); other addresses stay plain links.
 */
function MenuLink({ item }: { item: MenuItem }) {
  const url = item.url;
  if (!url) return <span>{item.label}</span>;
  if (!url.startsWith("/") || url.startsWith("//")) return <a href={url}>{item.label}</a>;
  const parsed = new URL(url, "http://site.invalid");
  const search = Object.fromEntries(parsed.searchParams);
  return (
    <Link
      to={decodeURIComponent(parsed.pathname)}
      {...(Object.keys(search).length > 0 ? { search } : {})}
      {...(parsed.hash ? { hash: parsed.hash.slice(1) } : {})}
    >
      {item.label}
    </Link>
  );
}

/**
 * The header menu, built from the country's categories with their sub-menus
 * (GET /api/menu). Placeholders while it loads; 'Ups! algo salió mal' when it
 * cannot be loaded.
 */
export function SiteMenu() {
  const api = useApiClient();
  const { t } = useTranslation();
  const menu = useQuery(menuQueryOptions(api));

  if (menu.isPending) {
    return (
      <nav className="qs-header__menu" aria-label={t("header.menu")} aria-busy="true">
        <span className="qs-visually-hidden">{t("header.menuLoading")}</span>
        <span className="qs-header__menu-placeholder" aria-hidden="true" />
        <span className="qs-header__menu-placeholder" aria-hidden="true" />
        <span className="qs-header__menu-placeholder" aria-hidden="true" />
      </nav>
    );
  }
  if (menu.isError) {
    return (
      <nav className="qs-header__menu" aria-label={t("header.menu")}>
        <span className="qs-header__menu-error" role="alert">
          {t("header.menuError")}
        </span>
      </nav>
    );
  }
  return (
    <nav className="qs-header__menu" aria-label={t("header.menu")}>
      <ul className="qs-menu">
        {menu.data.map((item) => (
          <li key={item.label} className="qs-menu__item">
            <MenuLink item={item} />
            {item.children && item.children.length > 0 ? (
              <ul className="qs-menu__sub">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <MenuLink item={child} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
