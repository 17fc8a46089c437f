import { buttonClass } from "@qs/ui/button";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./my-data-page.css";

export interface DeleteDataDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
  /** The deletion is on its way: both buttons wait. */
  deleting: boolean;
  /** Why the last try failed, if it did. */
  error: string | null;
}

/**
 * Asks before erasing: a modal alert dialog whose focus starts on 'Cancelar' (the safe
 * answer), stays inside it (Tab wraps), and closes on Escape unless a deletion is on its
 * way. While deleting, the buttons say so and ignore clicks but keep focus (a disabled
 * button would drop it to the page).
 */
export function DeleteDataDialog({ onConfirm, onCancel, deleting, error }: DeleteDataDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !deleting) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== "Tab") return;
    const buttons = [...(dialogRef.current?.querySelectorAll("button") ?? [])];
    const first = buttons[0] as HTMLElement | undefined;
    const last = buttons[buttons.length - 1] as HTMLElement | undefined;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="qs-my-data__backdrop">
      <div
        ref={dialogRef}
        className="qs-my-data__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={error ? `${bodyId} ${errorId}` : bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t("myData.confirmTitle")}</h2>
        <p id={bodyId}>{t("myData.confirmBody")}</p>
        {error && (
          <p id={errorId} className="qs-my-data__error" role="alert">
            {error}
          </p>
        )}
        <div className="qs-my-data__actions">
          <button
            type="button"
            className={buttonClass("primary", "qs-my-data__danger")}
            onClick={() => {
              if (!deleting) onConfirm();
            }}
            aria-disabled={deleting || undefined}
            aria-busy={deleting || undefined}
          >
            {deleting ? t("myData.deleting") : t("myData.confirmDelete")}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              if (!deleting) onCancel();
            }}
            aria-disabled={deleting || undefined}
          >
            {t("myData.cancel")}
          </button>
        </div>
      </div>
    </div>
  );
}
