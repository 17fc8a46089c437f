import { Button } from "@qs/ui/button";
import { useTranslation } from "react-i18next";
import "./errors.css";

/** 'Error al cargar resultados' with 'Reintentar' (comparator spec §8). */
export function LoadError({
  onRetry,
  compact = false,
}: {
  /** Runs the failed request again. */
  onRetry: () => void;
  /** The smaller version that sits inside a product card. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`qs-load-error${compact ? " qs-load-error--compact" : ""}`} role="alert">
      <strong className="qs-load-error__title">{t("comparator.errorTitle")}</strong>
      <p className="qs-load-error__body">{t("comparator.errorBody")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("comparator.retry")}
      </Button>
    </div>
  );
}
