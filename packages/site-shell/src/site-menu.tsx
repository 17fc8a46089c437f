import { menuQueryOptions } from "@qs/api-client/get-menu";
import type { MenuItem } from "@qs/domain/menu";
import { useApiClient } from "@qs/ui/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

function MenuLink({ item }: { item: MenuItem }) {
  return item.url ? <a href={item.url}>{item.label}</a> : <span>{item.label}</span>;
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
