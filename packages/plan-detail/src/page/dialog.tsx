import { type ReactNode, useEffect, useId, useRef } from "react";
import "./dialog.css";

export interface DialogProps {
  /** The dialog's heading, which also names it for screen readers. */
  title: string;
  /** Escape or the × button. */
  onClose: () => void;
  /** The × button's name for screen readers ('Cerrar'). */
  closeLabel: string;
  children: ReactNode;
  /** Wide dialogs hold the plan detail. */
  size?: "small" | "wide";
  /** Title shown to screen readers only. */
  hideTitle?: boolean;
}

/** A modal dialog over the page: Escape and the close button close it; focus moves into it. */
export function Dialog({
  title,
  onClose,
  closeLabel,
  children,
  size = "small",
  hideTitle = false,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className="qs-dialog__backdrop">
      <div
        ref={ref}
        className={`qs-dialog qs-dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="qs-dialog__head">
          <h2 id={titleId} className={hideTitle ? "qs-visually-hidden" : undefined}>
            {title}
          </h2>
          <button
            type="button"
            className="qs-dialog__close"
            onClick={onClose}
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
