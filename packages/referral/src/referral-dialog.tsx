import { isReferralEmail, REFERRAL_EMAIL_MAX_LENGTH } from "@qs/domain/referral-email";
import { Button } from "@qs/ui/button";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
// The dialog wears the profile modal's frame (`qs-pf-modal`), so both dialogs look alike.
import "@qs/profile-forms/profile-forms.css";
import "./referral.css";

/** The advisor the lookup found. */
export interface FoundAdvisor {
  name: string;
  email: string;
  ejecutivo?: unknown;
}

export type ReferralStep =
  | { step: "form" }
  | { step: "searching" }
  | { step: "found"; advisor: FoundAdvisor }
  | { step: "not-found" };

export interface ReferralDialogProps {
  /** Looks the e-mail up: the advisor, or null when none has it (a failure counts as none). */
  lookup: (email: string) => Promise<FoundAdvisor | null>;
  /** Called with the advisor and the e-mail typed, once found. */
  onFound: (advisor: FoundAdvisor, typedEmail: string) => void;
  /** Called when nothing was found: the stored referral is removed. */
  onNotFound: () => void;
  onClose: () => void;
  /** False while a referral is required and none was entered: no close, the e-mail is required. */
  closable?: boolean;
  /** The country's client portal, linked from the welcome. */
  portalUrl: string;
  /** Where the dialog starts (stories show each step). */
  initial?: ReferralStep;
  initialEmail?: string;
}

/**
 * The referral-advisor dialog (profile spec §2 "Referral-advisor dialog", §4, §5): asks the
 * advisor's e-mail (type email, at most 50 characters, next disabled while invalid), looks it
 * up, then welcomes the visitor with the advisor's name and a link to the client portal, or
 * says no advisor was found. It cannot be closed while a referral is required and none was
 * entered.
 */
export function ReferralDialog({
  lookup,
  onFound,
  onNotFound,
  onClose,
  closable = true,
  portalUrl,
  initial = { step: "form" },
  initialEmail = "",
}: ReferralDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReferralStep>(initial);
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const valid = isReferralEmail(email);
  const canClose = closable || state.step === "found";

  useEffect(() => {
    if (state.step === "form") inputRef.current?.focus();
    else dialogRef.current?.focus();
  }, [state.step]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || state.step === "searching") return;
    const typed = email.trim();
    setState({ step: "searching" });
    let advisor: FoundAdvisor | null = null;
    try {
      advisor = await lookup(typed);
    } catch {
      advisor = null;
    }
    if (advisor) {
      onFound(advisor, typed);
      setState({ step: "found", advisor });
    } else {
      onNotFound();
      setState({ step: "not-found" });
    }
  };

  const showError = touched && !valid && email !== "";

  return (
    <div className="qs-pf-modal">
      <div
        ref={dialogRef}
        className="qs-pf-modal__dialog qs-referral"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape" && canClose) onClose();
        }}
      >
        <header className="qs-pf-modal__header">
          <h2 id={titleId}>
            {state.step === "found"
              ? t("referral.welcomeTitle")
              : state.step === "not-found"
                ? t("referral.notFoundTitle")
                : t("referral.title")}
          </h2>
          {canClose && (
            <button
              type="button"
              className="qs-pf-modal__close"
              aria-label={t("referral.close")}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </header>
        {(state.step === "form" || state.step === "searching") && (
          <form method="post" noValidate onSubmit={submit}>
            <p id={bodyId} className="qs-pf-modal__explain">
              {t("referral.intro")}
            </p>
            <label className="qs-referral__field">
              <span>{t("referral.emailLabel")}</span>
              <input
                ref={inputRef}
                type="email"
                name="email"
                autoComplete="email"
                maxLength={REFERRAL_EMAIL_MAX_LENGTH}
                required={!closable}
                value={email}
                aria-invalid={showError}
                aria-describedby={showError ? errorId : undefined}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched(true)}
              />
            </label>
            {showError && (
              <p id={errorId} className="qs-referral__error" role="alert">
                {t("referral.invalidEmail")}
              </p>
            )}
            <div className="qs-referral__actions">
              {canClose && (
                <Button variant="secondary" onClick={onClose}>
                  {t("referral.close")}
                </Button>
              )}
              <Button type="submit" disabled={!valid || state.step === "searching"}>
                {state.step === "searching" ? t("referral.searching") : t("referral.next")}
              </Button>
            </div>
          </form>
        )}
        {state.step === "found" && (
          <>
            <p id={bodyId} className="qs-pf-modal__explain" role="status">
              {t("referral.welcome", { name: state.advisor.name })}
            </p>
            <p>
              <a href={portalUrl} rel="noopener">
                {t("referral.portal")}
              </a>
            </p>
            <div className="qs-referral__actions">
              <Button onClick={onClose}>{t("referral.close")}</Button>
            </div>
          </>
        )}
        {state.step === "not-found" && (
          <>
            <p id={bodyId} className="qs-pf-modal__explain" role="alert">
              {t("referral.notFound")}
            </p>
            <div className="qs-referral__actions">
              {canClose && (
                <Button variant="secondary" onClick={onClose}>
                  {t("referral.close")}
                </Button>
              )}
              <Button onClick={() => setState({ step: "form" })}>{t("referral.retry")}</Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
