import type { ConsentText } from "@qs/domain/api/privacy";
import { buttonClass } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./profile-forms.css";

export interface ConsentStepProps {
  /** The current text of purpose `perfil` in the visitor's language, once loaded. */
  text: ConsentText | undefined;
  state: "loading" | "error" | "ready";
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Why the profile was not sent (shown at the checkbox, which it describes). */
  error: string | null;
  onRetry: () => void;
  /** The visitor agreed to an earlier version: say why they are asked again. */
  renewal?: boolean;
  disabled?: boolean;
  /**
   * Raised by the modal on each refused submit: focus moves to the checkbox (or to the retry
   * button while the text is missing), which the error describes.
   */
  focusRequest?: number;
}

/**
 * The consent step of the profile modal: what the profile's health data is used for, the
 * law, the full text of the registry's current version behind 'Leer el texto completo', and
 * an unticked box the visitor must tick before anything is sent. The error sits under the
 * box and describes it (aria-describedby); the modal moves focus to the box on an error.
 */
export function ConsentStep({
  text,
  state,
  checked,
  onCheckedChange,
  error,
  onRetry,
  renewal = false,
  disabled = false,
  focusRequest = 0,
}: ConsentStepProps) {
  const { t } = useTranslation();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const focused = useRef(0);
  // Once the box is usable again (a refused send re-enables it), focus goes to it.
  useEffect(() => {
    if (focusRequest === focused.current || disabled) return;
    focused.current = focusRequest;
    (checkboxRef.current ?? retryRef.current)?.focus();
  }, [focusRequest, disabled]);
  const checkboxId = useId();
  const summaryId = useId();
  const errorId = useId();
  const loadErrorId = useId();
  return (
    <fieldset
      className="qs-pf-consent"
      aria-describedby={state === "ready" ? summaryId : undefined}
    >
      <legend className="qs-pf-consent__title">{t("profile.consentTitle")}</legend>
      {state === "loading" && <Spinner label={t("profile.consentLoading")} />}
      {state === "error" && (
        <div className="qs-pf-consent__load-error">
          <p id={loadErrorId}>{t("profile.consentLoadError")}</p>
          <button
            ref={retryRef}
            type="button"
            className={buttonClass("secondary")}
            onClick={onRetry}
            aria-describedby={error ? `${loadErrorId} ${errorId}` : loadErrorId}
          >
            {t("profile.retry")}
          </button>
        </div>
      )}
      {state === "ready" && text && (
        <>
          {renewal && <p className="qs-pf-consent__renewal">{t("profile.consentChanged")}</p>}
          <p id={summaryId} className="qs-pf-consent__summary">
            {t("profile.consentSummary")}
          </p>
          <p className="qs-pf-consent__law">{t("profile.consentLaw", { law: text.law })}</p>
          <details className="qs-pf-consent__full">
            <summary>{t("profile.consentReadFull")}</summary>
            <div className="qs-pf-consent__text">
              {text.text.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              <p className="qs-pf-consent__version">
                {t("profile.consentVersion", { version: text.version })}
              </p>
            </div>
          </details>
          <div className="qs-pf-consent__agree">
            <input
              ref={checkboxRef}
              id={checkboxId}
              type="checkbox"
              required
              checked={checked}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onCheckedChange(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{t("profile.consentAgree")}</label>
          </div>
        </>
      )}
      {error && (
        <p id={errorId} className="qs-pf-consent__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
