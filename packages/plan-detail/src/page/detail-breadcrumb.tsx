import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/** Crumbs of a detail path: start, then each segment (the plan and its insurer by name). */
export function breadcrumbItems(
  insurancePath: string,
  product: Pick<ProductItem, "displayName" | "organization" | "url">,
  tab: Pick<Tab, "title" | "url"> | null,
): { label: string; href: string | null }[] {
  const segments = insurancePath.split("/").filter(Boolean);
  const items = segments.map((segment, index) => {
    const last = index === segments.length - 1;
    const label = last
      ? product.displayName
      : segment === product.organization?.metadata?.url && product.organization.displayName
        ? product.organization.displayName
        : decodeURIComponent(segment).replace(/-/g, " ");
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
  insurancePath: string;
  product: ProductItem;
  tab: Tab | null;
}) {
  const { t } = useTranslation();
  return (
    <nav className="qs-breadcrumb" aria-label={t("detail.breadcrumbLabel")}>
      <Link to="/" activeOptions={{ exact: true }}>
        {t("detail.breadcrumbStart")}
      </Link>
      {breadcrumbItems(insurancePath, product, tab).map((item, index) => (
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
