import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/**
 * Crumbs of a detail path: start, then each segment (the plan and its insurer by name, any
 * other segment as `segmentName` words it: 'Seguros', 'Insurance' on an English page).
 */
export function breadcrumbItems(
  insurancePath: string,
  product: Pick<ProductItem, "displayName" | "organization" | "url">,
  tab: Pick<Tab, "title" | "url"> | null,
  segmentName: (segment: string) => string = (segment) => segment,
): { label: string; href: string | null }[] {
  const segments = insurancePath.split("/").filter(Boolean);
  const items = segments.map((segment, index) => {
    const last = index === segments.length - 1;
    const label = last
      ? product.displayName
      : segment === product.organization?.metadata?.url && product.organization.displayName
        ? product.organization.displayName
        : segmentName(decodeURIComponent(segment)).replace(/-/g, " ");
    return { label, href: last && tab ? insurancePath : null };
  });
  if (tab) items.push({ label: tab.title, href: null });
  return items;
}

export function DetailBreadcrumb({
  insurancePath,
  product,
  tab,
}: {
  /** The plan's address ('/Seguros/Seguros-Andinos/Salud-Esencial'): one crumb per segment. */
  insurancePath: string;
  product: ProductItem;
  /** The open tab, the last crumb; null on the plan's summary. */
  tab: Tab | null;
}) {
  const { t, i18n } = useTranslation();
  // A canonical segment the site translates (Seguros, Medicina-Prepagada) in the page's words.
  const segmentName = (segment: string) =>
    i18n.exists(`routes.${segment}`) ? t(`routes.${segment}`) : segment;
  return (
    <nav className="qs-breadcrumb" aria-label={t("detail.breadcrumbLabel")}>
      <Link to="/" activeOptions={{ exact: true }}>
        {t("detail.breadcrumbStart")}
      </Link>
      {breadcrumbItems(insurancePath, product, tab, segmentName).map((item, index) => (
        <Fragment key={`${index}-${item.label}`}>
          <span aria-hidden="true"> / </span>
          {item.href ? (
            <Link to={item.href} activeOptions={{ exact: true }}>
              {item.label}
            </Link>
          ) : (
            <span>{item.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
