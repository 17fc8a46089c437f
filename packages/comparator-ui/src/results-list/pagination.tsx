import { Button } from "@qs/ui/button";
import { useTranslation } from "react-i18next";

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="qs-pagination" aria-label={t("comparator.pagination")}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("comparator.previousPage")}
      </Button>
      <span aria-current="page">{t("comparator.pageOf", { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t("comparator.nextPage")}
      </Button>
    </nav>
  );
}
