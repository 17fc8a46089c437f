import { businessLinesQueryOptions } from "@qs/api-client/get-business-lines";
import { categoriesQueryOptions } from "@qs/api-client/get-categories";
import { newContactKey, sendContact } from "@qs/api-client/send-contact";
import type { ContactLeadRequest } from "@qs/domain/api/leads";
import type { Language } from "@qs/domain/country-config";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { useDataProtectionLaw } from "@qs/ui/page-language";
import {
  FORM_ID_FIELD,
  FORM_SENT_PARAM,
  POSTED_FORMS,
  postedFields,
  postedFormKey,
  useFormAction,
  useFormSent,
  usePostedForm,
  useServerForm,
} from "@qs/ui/posted-form";
import { SiteMessage } from "@qs/ui/site-message";
import { readLeadAttribution } from "@qs/visitor-state/lead-attribution-store";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
  contactFormValues,
  emptyContactForm,
  submitContactForm,
} from "./contact-form-rules";
import "./contact-form.css";

/** Sends the contact request with its idempotency key (replaced in stories and tests). */
export type SendContact = (request: ContactLeadRequest, idempotencyKey: string) => Promise<unknown>;

export type ContactFormState = "idle" | "sending" | "success" | "failure";

const CONTACT_FORM = POSTED_FORMS.contact;

export interface ContactFormProps {
  send?: SendContact;
  /** Start values, messages and state (stories). */
  initialValues?: ContactFormValues;
  initialState?: ContactFormState;
  initialErrors?: ContactFormErrors;
  initialFormMessage?: string | null;
}

/**
 * The contact form of /contacto (POST api/contactos): name, e-mail, phone, message, product
 * type and business line, with the consent to the data policy. The lead attribution list of
 * this browser travels with it. A refusal puts the API's Spanish messages beside their fields
 * and keeps every value typed; a failure to reach the API keeps them too, to send again with
 * the same idempotency key (a resend never stores a second message).
 */
export function ContactForm({
  send,
  initialValues = emptyContactForm,
  initialState = "idle",
  initialErrors = {},
  initialFormMessage = null,
}: ContactFormProps) {
  const { t, i18n } = useTranslation();
  const law = useDataProtectionLaw();
  const client = useApiClient();
  const id = useId();
  // Sent without JavaScript: the server answered with this page, or sent it and said so.
  const posted = usePostedForm(CONTACT_FORM);
  const sentByAddress = useFormSent();
  const action = useFormAction();
  const [values, setValues] = useState(() =>
    posted ? contactFormValues(new URLSearchParams(posted.fields)) : initialValues,
  );
  const [state, setState] = useState<ContactFormState>(
    posted ? (posted.outcome === "failure" ? "failure" : "idle") : initialState,
  );
  const [errors, setErrors] = useState<ContactFormErrors>(posted?.errors ?? initialErrors);
  const [formMessage, setFormMessage] = useState<string | null>(
    posted ? posted.message : initialFormMessage,
  );
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const categories = useQuery(categoriesQueryOptions(client));
  const businessLines = useQuery(businessLinesQueryOptions(client));
  const sending = state === "sending";
  const deliver = (request: ContactLeadRequest, key: string) =>
    (send ?? ((req, idempotencyKey) => sendContact(client, req, { idempotencyKey })))(request, key);

  // The same form POSTed to the page, sent by the site's server for the visitor.
  useServerForm(CONTACT_FORM, async (fields) => {
    const sentValues = contactFormValues(fields);
    const outcome = await submitContactForm(sentValues, {
      language: i18n.language as Language,
      originUrl: action,
      // The visit's attribution lives in the browser's storage, which a POST does not carry.
      leadAttribution: [],
      send: async (request) => deliver(request, await postedFormKey(CONTACT_FORM, request)),
    });
    if (outcome.sent) return outcome;
    return {
      sent: false,
      fields: postedFields({ ...sentValues }),
      errors: outcome.errors as Record<string, string>,
      message: outcome.message,
      outcome: outcome.failure ? "failure" : "invalid",
    };
  });

  const update = <F extends ContactField>(field: F, value: ContactFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field's message goes once the visitor changes it; the others stay until the next send.
    setErrors(({ [field]: _changed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormMessage(null);
    const outcome = await submitContactForm(values, {
      language: i18n.language as Language,
      originUrl: typeof window === "undefined" ? "/contacto" : window.location.href,
      leadAttribution: readLeadAttribution(),
      send: (request) => {
        // One key per body: the same message sent again is recognised, a changed one is new.
        const body = JSON.stringify({ ...request, origin_url: null, leadAttributionInfo: null });
        if (attempt.current?.body !== body) attempt.current = { body, key: newContactKey() };
        setErrors({});
        setState("sending");
        return deliver(request, attempt.current.key);
      },
    });
    if (outcome.sent) {
      setState("success");
      return;
    }
    setErrors(outcome.errors);
    setFormMessage(outcome.message);
    setState(outcome.failure ? "failure" : "idle");
  };

  if (state === "success" || sentByAddress) {
    // Sent by POST: the page after the redirect knows nothing of the message, not even the
    // e-mail, and offers the empty form again by its address.
    const sentHere = state === "success";
    return (
      <section className="qs-contact-form qs-contact-form--done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t("pages.contactForm.successTitle")}</h2>
        <p role="status">
          {sentHere
            ? t("pages.contactForm.successBody", { email: values.email.trim() })
            : t("pages.contactForm.successBodySent")}
        </p>
        {sentHere ? (
          <Button
            variant="secondary"
            onClick={() => {
              attempt.current = null;
              setValues((previous) => ({ ...previous, mensaje: "" }));
              setState("idle");
            }}
          >
            {t("pages.contactForm.another")}
          </Button>
        ) : (
          <Link
            to="."
            search={(previous: Record<string, unknown>) => {
              const { [FORM_SENT_PARAM]: _sent, ...rest } = previous;
              return rest as never;
            }}
            className={buttonClass("secondary")}
          >
            {t("pages.contactForm.another")}
          </Link>
        )}
      </section>
    );
  }

  const describedBy = (field: ContactField, hint?: boolean) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ? `${id}-${field}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const message = (field: ContactField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="qs-field-error">
        <SiteMessage message={errors[field]} />
      </p>
    ) : null;
  const text = (
    field: "nombre" | "email" | "telefono",
    input: { type: string; autoComplete: string; inputMode?: "tel" | "email" | "text" },
    required: boolean,
  ) => (
    <div className="qs-contact-form__field">
      <label htmlFor={`${id}-${field}`}>
        {t(`pages.contactForm.${field}`)}
        {required ? null : <span> {t("pages.contactForm.optional")}</span>}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        required={required}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        onChange={(event) => update(field, event.target.value)}
        disabled={sending}
      />
      {message(field)}
    </div>
  );
  const select = (
    field: "productType" | "businessLine",
    list: { isError: boolean; isFetching: boolean; refetch: () => unknown },
    options: { value: string; label: string }[],
  ) => (
    <div className="qs-contact-form__field">
      <label htmlFor={`${id}-${field}`}>
        {t(`pages.contactForm.${field}`)} <span>{t("pages.contactForm.optional")}</span>
      </label>
      <select
        id={`${id}-${field}`}
        name={field}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, list.isError)}
        onChange={(event) => update(field, event.target.value)}
        disabled={sending}
      >
        <option value="">{t("pages.contactForm.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {/* A value chosen before the list changed stays selectable, never silently dropped. */}
        {values[field] && !options.some((option) => option.value === values[field]) ? (
          <option value={values[field]}>{values[field]}</option>
        ) : null}
      </select>
      {list.isError ? (
        // The list is optional: the visitor may send without it, or load it again.
        <p id={`${id}-${field}-hint`} className="qs-contact-form__hint">
          {t("pages.contactForm.listUnavailable")}{" "}
          <Button
            variant="secondary"
            className="qs-contact-form__retry"
            onClick={() => list.refetch()}
            disabled={list.isFetching}
          >
            {t("pages.contactForm.retryList")}
          </Button>
        </p>
      ) : null}
      {message(field)}
    </div>
  );

  return (
    <section className="qs-contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("pages.contactForm.title")}</h2>
      <p>{t("pages.contactForm.intro")}</p>
      <form method="post" action={action} onSubmit={submit} noValidate aria-busy={sending}>
        <input type="hidden" name={FORM_ID_FIELD} value={CONTACT_FORM} />
        {text("nombre", { type: "text", autoComplete: "name" }, true)}
        {text("email", { type: "email", autoComplete: "email", inputMode: "email" }, true)}
        {text("telefono", { type: "tel", autoComplete: "tel", inputMode: "tel" }, false)}
        {select(
          "productType",
          categories,
          (categories.data ?? []).map((category) => ({
            value: category.name,
            label: category.displayName,
          })),
        )}
        {select(
          "businessLine",
          businessLines,
          (businessLines.data ?? []).map((line) => ({
            value: line.name,
            label: line.displayName,
          })),
        )}
        <div className="qs-contact-form__field">
          <label htmlFor={`${id}-mensaje`}>
            {t("pages.contactForm.mensaje")} <span>{t("pages.contactForm.optional")}</span>
          </label>
          <textarea
            id={`${id}-mensaje`}
            name="mensaje"
            rows={5}
            maxLength={2000}
            value={values.mensaje}
            aria-invalid={errors.mensaje ? true : undefined}
            aria-describedby={describedBy("mensaje")}
            onChange={(event) => update("mensaje", event.target.value)}
            disabled={sending}
          />
          {message("mensaje")}
        </div>
        <div className="qs-contact-form__consent">
          <input
            id={`${id}-agree`}
            name="agree"
            type="checkbox"
            checked={values.agree}
            onChange={(event) => update("agree", event.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={describedBy("agree")}
            disabled={sending}
          />
          <label htmlFor={`${id}-agree`}>
            {t("pages.contactForm.consent", { law })}{" "}
            <Link to="/Politicas" target="_blank">
              {t("pages.contactForm.policy")}
            </Link>
          </label>
        </div>
        {message("agree")}
        {formMessage ? (
          <p className="qs-contact-form__problem" role="alert">
            <SiteMessage message={formMessage} />
          </p>
        ) : null}
        {state === "failure" ? (
          <p className="qs-contact-form__problem" role="alert">
            {t("pages.contactForm.failure")}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <p className="qs-field-error" role="alert">
            {t("pages.contactForm.invalid")}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? t("pages.contactForm.sending") : t("pages.contactForm.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
