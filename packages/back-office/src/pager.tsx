import { Button } from "@qs/ui/button";
import { useTranslation } from "react-i18next";

/** The pages of a list: previous, where we are (`label`, also the navigation's name), next. */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="qs-bo-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("inbox.previous")}
      </Button>
      <span>{label}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("inbox.next")}
      </Button>
    </nav>
  );
}
