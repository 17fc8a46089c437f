import { buttonClass } from "@qs/ui/button";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/**
 * Previous and next page as real links (they work without JavaScript and search engines
 * follow them); in the browser the router changes page without reloading.
 */
export function Pagination({
  page,
  totalPages,
  searchFor,
  resetScroll = true,
}: {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** The address search of a page. */
  searchFor: (page: number) => Record<string, unknown>;
  /** Back to the top of the page when it changes (not on landing lists). */
  resetScroll?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to="."
        search={searchFor(target) as never}
        resetScroll={resetScroll}
        className={buttonClass("secondary")}
        rel={target < page ? "prev" : "next"}
      >
        {label}
      </Link>
    ) : (
      <span className={buttonClass("secondary", "qs-pagination__disabled")} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="qs-pagination" aria-label={t("comparator.pagination")}>
      {step(page - 1, t("comparator.previousPage"), page > 1)}
      <span aria-current="page">{t("comparator.pageOf", { page, total: totalPages })}</span>
      {step(page + 1, t("comparator.nextPage"), page < totalPages)}
    </nav>
  );
}
