import type { ApiClient } from "@qs/api-client/api-client";
import { newIdempotencyKey, requestPlan } from "@qs/api-client/request-plan";
import type { PlanRequest } from "@qs/domain/lead";
import type { ProductItem } from "@qs/domain/product";
import { sellsOnline } from "@qs/product-display/product-links";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useDataProtectionLaw } from "@qs/ui/page-language";
import {
  FORM_ID_FIELD,
  POSTED_FORMS,
  postedFields,
  postedFormKey,
  useFormAction,
  useFormSent,
  usePostedForm,
  useServerForm,
} from "@qs/ui/posted-form";
import { SiteMessage } from "@qs/ui/site-message";
import { isInternalTraffic } from "@qs/visitor-state/internal-traffic-store";
import { readLeadAttribution } from "@qs/visitor-state/lead-attribution-store";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  buildPlanRequest,
  displayIdentification,
  emptyRequestForm,
  type RequestFormErrors,
  type RequestFormValues,
  requestFormValues,
  requestRefusal,
  validateRequestForm,
} from "./request-rules";
import "./request-form.css";

/**
 * Sends a plan request with its idempotency key (the same key on every try of one request)
 * and answers its receipt: its access token is the visitor's only way back to the data.
 */
export type SendPlanRequest = (
  request: PlanRequest,
  idempotencyKey: string,
) => Promise<{ accessToken?: string } | undefined>;

const defaultSend =
  (client: ApiClient): SendPlanRequest =>
  (request, idempotencyKey) =>
    requestPlan(client, request, { idempotencyKey });

type FormState = "idle" | "sending" | "success" | "failure";

const PLAN_REQUEST_FORM = POSTED_FORMS.planRequest;

export interface RequestFormProps {
  product: ProductItem;
  /** Path the request is sent from. */
  origin: string;
  /**
   * The page the form is POSTed to without JavaScript (a Spanish route path: the plan's
   * Solicitar tab); the current page when absent.
   */
  postTo?: string;
  send?: SendPlanRequest;
  /** Start values and state (stories). */
  initialValues?: RequestFormValues;
  initialState?: FormState;
  /** The receipt's access token of a request already sent (stories). */
  initialAccessToken?: string;
  showErrors?: boolean;
}

/** 'Me interesa' / 'Contratar': the plan request form (profile spec §2, §5, §7 Requests). */
export function RequestForm({
  product,
  origin,
  postTo,
  send,
  initialValues = emptyRequestForm,
  initialState = "idle",
  initialAccessToken,
  showErrors = false,
}: RequestFormProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const law = useDataProtectionLaw();
  const client = useApiClient();
  const id = useId();
  const rule = config.identification;
  // Sent without JavaScript: the server answered with this page, or sent it and said so.
  const posted = usePostedForm(PLAN_REQUEST_FORM);
  const sentByAddress = useFormSent();
  const formAction = useFormAction(postTo);
  const [values, setValues] = useState(() =>
    posted ? requestFormValues(new URLSearchParams(posted.fields)) : initialValues,
  );
  const [submitted, setSubmitted] = useState(showErrors || posted !== null);
  const [state, setState] = useState<FormState>(
    posted?.outcome === "failure" ? "failure" : initialState,
  );
  /** The API's messages of a refused request, until the visitor changes the field. */
  const [refused, setRefused] = useState<RequestFormErrors>(posted?.errors ?? {});
  const [formMessage, setFormMessage] = useState<string | null>(posted?.message ?? null);
  /** The receipt's access token, held only in memory: it opens the visitor's data page. */
  const [accessToken, setAccessToken] = useState<string | null>(initialAccessToken ?? null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const errors: RequestFormErrors = validateRequestForm(values, rule);
  const shownErrors: RequestFormErrors = submitted ? { ...refused, ...errors } : {};
  const online = sellsOnline(product);
  const action = online ? t("comparator.buy") : t("comparator.interested");

  // The same form POSTed to the page, judged by the same rules and sent by the site's server
  // for the visitor, with a key of its own content (a second send stores nothing new).
  useServerForm(PLAN_REQUEST_FORM, async (fields) => {
    const sentValues = requestFormValues(fields);
    const kept = postedFields({ ...sentValues });
    const invalid = validateRequestForm(sentValues, rule);
    if (Object.keys(invalid).length > 0) {
      return { sent: false, fields: kept, errors: invalid, message: null, outcome: "invalid" };
    }
    const request = buildPlanRequest({
      values: sentValues,
      rule,
      product,
      origin,
      // The staff's internal-traffic mark lives in the browser's storage, which a POST does not carry.
      isInternalTraffic: false,
    });
    try {
      await (send ?? defaultSend(client))(request, await postedFormKey(PLAN_REQUEST_FORM, request));
      return { sent: true };
    } catch (error) {
      const refusal = requestRefusal(error);
      return refusal
        ? {
            sent: false,
            fields: kept,
            errors: refusal.fields,
            message: refusal.form,
            outcome: "invalid",
          }
        : { sent: false, fields: kept, errors: {}, message: null, outcome: "failure" };
    }
  });

  const update = (field: keyof RequestFormValues, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setRefused(({ [field]: _changed, ...rest }) => rest);
    setFormMessage(null);
    if (state === "failure") setState("idle");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (state === "sending" || Object.keys(errors).length > 0) return;
    const request = {
      ...buildPlanRequest({
        values,
        rule,
        product,
        origin,
        isInternalTraffic: isInternalTraffic(),
      }),
      leadAttributionInfo: readLeadAttribution(),
    };
    // One key per request body: a resend of the same data can never store a second lead.
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setState("sending");
    try {
      const receipt = await (send ?? defaultSend(client))(request, attempt.current.key);
      setAccessToken(receipt?.accessToken ?? null);
      setState("success");
    } catch (error) {
      const refusal = requestRefusal(error);
      setRefused(refusal?.fields ?? {});
      setFormMessage(refusal?.form ?? null);
      setState(refusal ? "idle" : "failure");
    }
  };

  if (state === "success" || sentByAddress) {
    // Sent by POST: the page after the redirect knows nothing of the request, not even the
    // e-mail; the link to the visitor's data comes by e-mail.
    const sentHere = state === "success";
    return (
      <section className="qs-request qs-request--done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t("detail.request.successTitle")}</h2>
        <p role="status">
          {sentHere
            ? t("detail.request.successBody", { email: values.email.trim() })
            : t("detail.request.successBodySent")}
        </p>
        <p>{t("detail.request.successNext")}</p>
        {sentHere && accessToken && (
          <p className="qs-request__my-data">
            {/* The code travels in the fragment, which no server ever receives. */}
            <Link to="/mis-datos" hash={`codigo=${accessToken}`}>
              {t("detail.request.myData")}
            </Link>{" "}
            <small>{t("detail.request.myDataHint")}</small>
          </p>
        )}
      </section>
    );
  }

  const field = (
    name: "nombre" | "identificacion" | "email" | "telefono",
    label: string,
    input: { type: string; autoComplete: string; inputMode?: "tel" | "email" | "text" },
  ): ReactNode => (
    <div className="qs-request__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        value={values[name]}
        aria-invalid={shownErrors[name] ? true : undefined}
        aria-describedby={shownErrors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => update(name, event.target.value)}
        onBlur={
          name === "identificacion"
            ? () => update(name, displayIdentification(values.identificacion, rule))
            : undefined
        }
        disabled={state === "sending"}
      />
      {shownErrors[name] && (
        <p id={`${id}-${name}-error`} className="qs-field-error">
          <SiteMessage message={shownErrors[name]} />
        </p>
      )}
    </div>
  );

  return (
    <section className="qs-request" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("detail.request.title")}</h2>
      <p>{t("detail.request.intro")}</p>
      <form method="post" action={formAction} onSubmit={submit} noValidate>
        <input type="hidden" name={FORM_ID_FIELD} value={PLAN_REQUEST_FORM} />
        {field("nombre", t("detail.request.name"), { type: "text", autoComplete: "name" })}
        {field(
          "identificacion",
          rule === "rut" ? t("detail.request.rut") : t("detail.request.identification"),
          { type: "text", autoComplete: "off" },
        )}
        {field("email", t("detail.request.email"), {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
        })}
        {field("telefono", t("detail.request.phone"), {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
        })}
        <div className="qs-request__consent">
          <input
            id={`${id}-agree`}
            name="agree"
            type="checkbox"
            checked={values.agree}
            onChange={(event) => update("agree", event.target.checked)}
            aria-invalid={shownErrors.agree ? true : undefined}
            aria-describedby={shownErrors.agree ? `${id}-agree-error` : undefined}
            disabled={state === "sending"}
          />
          <label htmlFor={`${id}-agree`}>
            {t("detail.request.consent", { law })}{" "}
            <Link to="/Politicas" target="_blank">
              {t("detail.request.policy")}
            </Link>
          </label>
        </div>
        {shownErrors.agree && (
          <p id={`${id}-agree-error`} className="qs-field-error">
            <SiteMessage message={shownErrors.agree} />
          </p>
        )}
        {formMessage && (
          <p className="qs-request__failure" role="alert">
            <SiteMessage message={formMessage} />
          </p>
        )}
        {state === "failure" && (
          <p className="qs-request__failure" role="alert">
            {t("detail.request.failure")}
          </p>
        )}
        {Object.keys(shownErrors).length > 0 && (
          <p className="qs-field-error" role="alert">
            {t("detail.request.invalid")}
          </p>
        )}
        <div className="qs-request__actions">
          <Button type="submit" disabled={state === "sending"}>
            {state === "sending" ? t("detail.request.sending") : action}
          </Button>
          {online && product.productCode && (
            <Link
              className={buttonClass("secondary")}
              to={`/Compra-Online/${product.productCode}`}
              reloadDocument
            >
              {t("comparator.buyOnline")}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
