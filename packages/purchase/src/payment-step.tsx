import { ApiError } from "@qs/api-client/api-client";
import {
  awaitingPayment,
  newPurchaseKey,
  purchaseFieldErrors,
  type StartPaymentRequest,
  startPayment,
} from "@qs/api-client/purchase";
import { PAYMENT_METHOD_MESSAGE, type PurchaseView, TERMS_MESSAGE } from "@qs/domain/api/purchase";
import type { PaymentFlowType } from "@qs/domain/payment-info";
import { pricePeriodText } from "@qs/product-display/price-label";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePageLocale } from "@qs/ui/page-language";
import { SiteMessage } from "@qs/ui/site-message";
import { Spinner } from "@qs/ui/spinner";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckField, ChoiceGroup } from "./fields";
import { textOf } from "./form-values";
import { formatPurchaseAmount } from "./money";
import { type FieldErrors, StepFormShell } from "./step-form";

/**
 * 'Pago': what is bought and what it costs, the plan's payment options, and the acceptance of
 * its conditions. 'Ir a pagar' sends the buyer to the provider's page, where the card is typed
 * (never here). Coming back (`pago` in the address) the step waits while the payment is
 * being confirmed, reading the purchase again; a refused payment shows the provider's
 * reason in the reference data's words, with the option and the acceptance still chosen,
 * and offers to try again. An approved one moves on to the confirmation (the page does it).
 */

/** Leaves the site for the provider's page. */
export type LeaveSite = (url: string) => void;

const leaveSite: LeaveSite = (url) => window.location.assign(url);

export type StartPayment = (
  request: StartPaymentRequest,
  idempotencyKey: string,
) => Promise<{ redirectUrl: string }>;

type PayState = "idle" | "paying" | "failure";

export interface PaymentStepProps {
  view: PurchaseView;
  /** The buyer is back from the provider's page (`pago` in the address). */
  returned?: boolean;
  /** The payment has been pending for longer than the page waits for. */
  slow?: boolean;
  onCheckAgain?: () => void;
  /** Leave the wait and choose how to pay again. */
  onChooseAgain?: () => void;
  onBack: () => void;
  pay?: StartPayment;
  leave?: LeaveSite;
  /** Start states, for stories. */
  initialFlowType?: PaymentFlowType;
  initialAccepted?: boolean;
  initialState?: PayState;
  initialErrors?: FieldErrors;
}

const FIELD_PATHS: ReadonlySet<string> = new Set(["flowType", "aceptaCondiciones"]);

/** The payment the buyer came back from was refused. */
function refusedPayment(view: PurchaseView, returned: boolean) {
  const payment = view.payment;
  return returned && payment && (payment.state === "DECLINED" || payment.state === "FAIL")
    ? payment
    : null;
}

export function PaymentStep(props: PaymentStepProps) {
  const { t } = useTranslation();
  const id = useId();
  if (props.returned && awaitingPayment(props.view)) {
    return (
      <section className="qs-purchase__step" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("purchase.steps.payment")}</h2>
        <div className="qs-purchase__confirming">
          <Spinner label={t("purchase.payment.confirming")} />
          <p>{t("purchase.payment.confirmingHint")}</p>
          {props.slow ? (
            <>
              <p className="qs-purchase__notice">{t("purchase.payment.slow")}</p>
              <div className="qs-purchase__actions">
                <Button variant="secondary" onClick={props.onChooseAgain}>
                  {t("purchase.back")}
                </Button>
                <Button onClick={props.onCheckAgain}>{t("purchase.payment.checkAgain")}</Button>
              </div>
            </>
          ) : null}
        </div>
      </section>
    );
  }
  // Mounted once the outcome is known, so a refusal's choice is what the form starts with.
  return <PaymentForm {...props} />;
}

function PaymentForm({
  view,
  returned = false,
  onBack,
  pay,
  leave = leaveSite,
  initialFlowType,
  initialAccepted,
  initialState = "idle",
  initialErrors = {},
}: PaymentStepProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const locale = usePageLocale();
  const client = useApiClient();
  const id = useId();
  const refused = refusedPayment(view, returned);
  const options = view.paymentOptions;
  const [flowType, setFlowType] = useState<string>(
    () =>
      initialFlowType ??
      (refused && options.some((option) => option.flowType === refused.flowType)
        ? refused.flowType
        : options.length === 1
          ? options[0]!.flowType
          : ""),
  );
  const [accepted, setAccepted] = useState(initialAccepted ?? Boolean(refused));
  const [state, setState] = useState<PayState>(initialState);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [failure, setFailure] = useState<ReactNode>(
    initialState === "failure" ? t("purchase.payment.failure") : null,
  );
  const [refusals, setRefusals] = useState(0);
  /** One key per choice: sending the same choice again never starts a second payment. */
  const attempt = useRef<{ flowType: string; key: string } | null>(null);
  const paying = state === "paying";
  const start: StartPayment =
    pay ?? ((request, key) => startPayment(client, view.token, request, { idempotencyKey: key }));
  const amount = formatPurchaseAmount(config, view.amount, view.currency, locale);
  /** Who buys: the holder's name, or the company's. */
  const buyer = view.collective
    ? textOf(view.data.company, "razonSocial")
    : [
        textOf(view.data.holder, "nombre"),
        textOf(view.data.holder, "apellidoPaterno"),
        textOf(view.data.holder, "apellidoMaterno"),
      ]
        .filter(Boolean)
        .join(" ");

  const submit = async () => {
    if (paying) return;
    const problems: FieldErrors = {};
    if (!options.some((option) => option.flowType === flowType)) {
      problems.flowType = PAYMENT_METHOD_MESSAGE;
    }
    if (!accepted) problems.aceptaCondiciones = TERMS_MESSAGE;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    if (attempt.current?.flowType !== flowType) {
      attempt.current = { flowType, key: newPurchaseKey("pay") };
    }
    setState("paying");
    try {
      const { redirectUrl } = await start(
        { flowType: flowType as PaymentFlowType, aceptaCondiciones: true },
        attempt.current.key,
      );
      // The page is left: the state stays 'paying' until the provider's page opens.
      leave(redirectUrl);
    } catch (error) {
      const fields = purchaseFieldErrors(error);
      if (fields) {
        setErrors(fields);
        setState("idle");
      } else {
        // A body from something in between (a proxy) may carry neither text.
        const message =
          error instanceof ApiError && error.status < 500
            ? (error.body?.message ?? error.body?.error)
            : undefined;
        setFailure(
          typeof message === "string" && message.trim() ? (
            <SiteMessage message={message} />
          ) : (
            t("purchase.payment.failure")
          ),
        );
        setState("failure");
      }
      setRefusals((count) => count + 1);
    }
  };

  return (
    <StepFormShell
      title={t("purchase.steps.payment")}
      onSubmit={() => void submit()}
      onBack={onBack}
      saving={paying}
      errors={errors}
      fieldPaths={FIELD_PATHS}
      failure={failure}
      refusals={refusals}
      submitLabel={refused ? t("purchase.payment.retry") : t("purchase.payment.pay")}
      savingLabel={t("purchase.payment.paying")}
    >
      {refused ? (
        <p className="qs-purchase__failure" role="alert">
          {refused.errorMessage ? (
            <SiteMessage message={refused.errorMessage} />
          ) : (
            t("purchase.payment.failure")
          )}
        </p>
      ) : null}
      <section className="qs-purchase__summary" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>{t("purchase.payment.summary")}</h3>
        <dl>
          {buyer ? (
            <div className="qs-purchase__row">
              <dt>
                {view.collective ? t("purchase.payment.company") : t("purchase.payment.holder")}
              </dt>
              <dd>{buyer}</dd>
            </div>
          ) : null}
          <div className="qs-purchase__row">
            <dt>{t("purchase.payment.plan")}</dt>
            <dd>{view.productName}</dd>
          </div>
          <div className="qs-purchase__row">
            <dt>{t("purchase.payment.insurer")}</dt>
            <dd>{view.insurerName}</dd>
          </div>
          <div className="qs-purchase__row">
            <dt>{t("purchase.payment.amount")}</dt>
            <dd className="qs-purchase__amount">
              {amount}
              <span>{pricePeriodText(view.periodicity, t)}</span>
            </dd>
          </div>
        </dl>
      </section>
      {options.length > 0 ? (
        <ChoiceGroup
          id={`${id}-flow`}
          label={t("purchase.payment.options")}
          value={flowType}
          onChange={(value) => {
            setFlowType(value);
            setErrors(({ flowType: _cleared, ...rest }) => rest);
          }}
          options={options.map((option) => ({
            value: option.flowType,
            label: option.label,
            detail: option.subscription
              ? t("purchase.payment.subscription")
              : option.hosted
                ? t("purchase.payment.oneTime")
                : t("purchase.payment.transfer"),
          }))}
          error={errors.flowType}
          hint={t("purchase.payment.cardNote")}
          disabled={paying}
        />
      ) : (
        <p className="qs-purchase__notice">{t("purchase.payment.noOptions")}</p>
      )}
      <CheckField
        id={`${id}-conditions`}
        label={t("purchase.payment.conditions")}
        checked={accepted}
        onChange={(checked) => {
          setAccepted(checked);
          setErrors(({ aceptaCondiciones: _cleared, ...rest }) => rest);
        }}
        error={errors.aceptaCondiciones}
        disabled={paying}
      />
    </StepFormShell>
  );
}
