import { refusalOf } from "@qs/api-client/api-client";
import { type ConsentLanguage, consentTextQueryOptions } from "@qs/api-client/get-consent-text";
import { saveComparison } from "@qs/api-client/saved-comparisons";
import type { VisitorProfile } from "@qs/domain/profile";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Field = "email" | "agree";
type Errors = Partial<Record<Field | "form", string>>;

/**
 * 'Guardar y avisarme': the comparison kept for an e-mail address (POST
 * /api/comparaciones-guardadas) with the `alertas` consent, priced on the server for the
 * visitor's stored profile. The e-mail's link shows it on 'Mis datos' and confirms the alerts;
 * the page keeps nothing.
 */
export function SaveComparison({
  codes,
  profile,
}: {
  /** The compared plans' codes. */
  codes: readonly string[];
  /** The stored profile the plans are priced for; null: the default person. */
  profile: VisitorProfile | null;
}) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const id = useId();
  const language = (
    ["es", "en", "pt"].includes(i18n.language) ? i18n.language : "es"
  ) as ConsentLanguage;
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [agree, setAgree] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  // A refused address takes the focus once the form is enabled again (a disabled field cannot).
  const [focusEmail, setFocusEmail] = useState(false);
  useEffect(() => {
    if (!focusEmail || sending) return;
    emailRef.current?.focus();
    setFocusEmail(false);
  }, [focusEmail, sending]);
  const consent = useQuery({
    ...consentTextQueryOptions(client, "alertas", language),
    enabled: open,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!agree) {
      setErrors({ agree: t("savedComparison.agreeRequired") });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      await saveComparison(
        client,
        {
          email: email.trim(),
          productCodes: [...codes],
          profile,
          agree: true,
          consentVersion: consent.data?.version ?? null,
        },
        language,
      );
      setSentTo(email.trim());
    } catch (error) {
      const refusal = refusalOf<Field>(error, (path) =>
        path === "email" || path === "agree" ? path : null,
      );
      setErrors(
        refusal
          ? { ...refusal.fields, ...(refusal.form ? { form: refusal.form } : {}) }
          : { form: t("savedComparison.failed") },
      );
      if (refusal?.fields.email) setFocusEmail(true);
    } finally {
      setSending(false);
    }
  };

  if (sentTo)
    return (
      <section className="qs-save-comparison" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("savedComparison.sentTitle")}</h2>
        <p role="status">{t("savedComparison.sent", { email: sentTo })}</p>
      </section>
    );

  return (
    <section className="qs-save-comparison" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("savedComparison.title")}</h2>
      <p>{t("savedComparison.lead")}</p>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          {t("savedComparison.open")}
        </Button>
      ) : (
        <form
          className="qs-save-comparison__form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <div className="qs-save-comparison__field">
            <label htmlFor={`${id}-email`}>{t("savedComparison.email")}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
              disabled={sending}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="qs-field-error">
                {errors.email}
              </p>
            )}
          </div>
          {consent.data && (
            <details className="qs-save-comparison__consent-text">
              <summary>{t("savedComparison.readConsent")}</summary>
              <p lang={consent.data.language}>{consent.data.text}</p>
            </details>
          )}
          <label className="qs-save-comparison__agree">
            <input
              type="checkbox"
              name="agree"
              checked={agree}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? `${id}-agree-error` : undefined}
              onChange={(event) => setAgree(event.target.checked)}
              disabled={sending}
            />{" "}
            {t("savedComparison.agree")}
          </label>
          {errors.agree && (
            <p id={`${id}-agree-error`} className="qs-field-error">
              {errors.agree}
            </p>
          )}
          {errors.form && (
            <p className="qs-field-error" role="alert">
              {errors.form}
            </p>
          )}
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t("savedComparison.saving") : t("savedComparison.save")}
          </Button>
        </form>
      )}
    </section>
  );
}
