import { ApiError } from "@qs/api-client/api-client";
import { consentTextQueryOptions } from "@qs/api-client/get-consent-text";
import { productQueryOptions } from "@qs/api-client/get-product";
import { awaitingPayment, purchaseQueryOptions, startPurchase } from "@qs/api-client/purchase";
import { PRICE_UNAVAILABLE_MESSAGE, type PurchaseView } from "@qs/domain/api/purchase";
import { enteredProfile } from "@qs/domain/entered-profile";
import { nextStep, type PurchaseStep, previousStep } from "@qs/domain/purchase";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { consentLanguage } from "@qs/profile-forms/profile-consent";
import { ProfileDialogLink } from "@qs/profile-forms/profile-dialog-link";
import { PROFILE_SAVED_EVENT } from "@qs/profile-forms/profile-events";
import { useSendableProfile } from "@qs/profile-forms/use-profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { PrivacyNotice } from "@qs/ui/privacy-notice";
import { SiteMessage } from "@qs/ui/site-message";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { BeneficiariesStep } from "./beneficiaries-step";
import { CompanyStep } from "./company-step";
import { ConfirmationStep } from "./confirmation-step";
import { EmployeesStep } from "./employees-step";
import { HealthStep } from "./health-step";
import { HolderStep } from "./holder-step";
import { type LeaveSite, PaymentStep } from "./payment-step";
import { PURCHASE_SESSION_TYPE, type PurchaseSearch } from "./purchase-search";
import { PurchaseStepper } from "./purchase-stepper";
import { purchaseStepPath, resolvePurchaseStep, stepsOf } from "./purchase-steps";
import { forgetToken, purchaseStorageKey, readStoredToken, storeToken } from "./purchase-storage";
import "./purchase.css";

/**
 * `/Compra-Online/{code}[/{step}]`: the online purchase of a plan. The draft lives on the
 * server and its token in the address (`session`) and in this browser's storage, so a
 * reload, Back and Forward, or a visit the next day all find it:
 *
 * - with `session` in the address, that draft is loaded (and its token kept);
 * - without it, a token kept for this plan is put in the address (a replacing navigation);
 * - with neither, a new draft is started for the stored profile (sent only with the
 *   visitor's consent to its use), and its token put in the address the same way.
 *
 * The address names the step; a step not open yet (an earlier one is missing) is replaced
 * by the first open one, and a purchase with its order shows only its confirmation. The
 * draft is personal: it is read only in the browser, and the server renders the waiting
 * state (the page is also kept out of search engines).
 *
 * Under every step, the purchase's privacy notice (no box to tick: it rests on the contract
 * asked for; the API records the registry's `compra` version and the page's language when
 * the draft starts), its whole text, and a link that opens this purchase in 'Mis datos'.
 */

/** How long the page reads a pending payment again before it says it is taking long. */
export const PAYMENT_PATIENCE_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const subscribeNothing = () => () => {};

/** False on the server and while hydrating; true once the page runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export interface PurchasePageProps {
  /** The plan's product code. */
  code: string;
  /** The step's slug in the address, if any. */
  step?: string;
  search: PurchaseSearch;
  /** Leaves for the payment provider's page (replaced in tests). */
  leave?: LeaveSite;
}

export function PurchasePage({ code, step, search, leave }: PurchasePageProps) {
  const { t, i18n } = useTranslation();
  const config = useCountryConfig();
  const client = useApiClient();
  const noticeLanguage = consentLanguage(i18n.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const inBrowser = useInBrowser();
  const storageKey = purchaseStorageKey(config, code);
  const session = search.session;
  /** The token taken from storage, so an expired one starts a new draft instead of failing. */
  const fromStorage = useRef<string | null>(null);
  const started = useRef(false);
  const [mustStart, setMustStart] = useState(false);
  const [patient, setPatient] = useState(true);

  const goTo = useCallback(
    (
      slug: string | null,
      token: string | undefined,
      options: { replace?: boolean; pago?: string } = {},
    ) =>
      void navigate({
        to: slug ? purchaseStepPath(code, slug) : `/Compra-Online/${code}`,
        search: token
          ? {
              session: token,
              sessionType: PURCHASE_SESSION_TYPE,
              ...(options.pago ? { pago: options.pago } : {}),
            }
          : {},
        replace: options.replace ?? false,
      } as never),
    [navigate, code],
  );

  // Where the token comes from: the address, else this browser's storage, else a new draft.
  useEffect(() => {
    if (!inBrowser) return;
    if (session) {
      storeToken(storageKey, session);
      setMustStart(false);
      return;
    }
    const stored = readStoredToken(storageKey);
    if (stored && TOKEN.test(stored)) {
      fromStorage.current = stored;
      goTo(step ?? null, stored, { replace: true });
    } else {
      setMustStart(true);
    }
  }, [inBrowser, session, storageKey, step, goTo]);

  // A new draft is priced for the stored profile of the plan's kind (persons, company...).
  const product = useQuery({ ...productQueryOptions(client, code), enabled: mustStart });
  const { profile, waiting } = useSendableProfile(profileKindOf(product.data?.insuranceType?.name));
  const start = useMutation({
    mutationFn: (sent: Record<string, unknown> | null) =>
      startPurchase(client, { productCode: code, profile: sent, consentLanguage: noticeLanguage }),
    onSuccess: (view) => {
      storeToken(storageKey, view.token);
      queryClient.setQueryData(purchaseQueryOptions(client, view.token).queryKey, view);
      const first = resolvePurchaseStep(view, undefined).step;
      goTo(first.slug, view.token, { replace: true });
    },
  });
  const { mutate: startDraft, reset: resetStart, isIdle: startIdle } = start;
  useEffect(() => {
    if (!mustStart || session || !startIdle || started.current || product.isPending || waiting) {
      return;
    }
    started.current = true;
    startDraft(enteredProfile(profile));
  }, [mustStart, session, startIdle, product.isPending, waiting, profile, startDraft]);

  const notice = useQuery({
    ...consentTextQueryOptions(client, "compra", noticeLanguage),
    enabled: inBrowser,
  });

  const returned = Boolean(search.pago);
  const purchase = useQuery({
    ...purchaseQueryOptions(client, session ?? "", { pollPayment: returned && patient }),
    enabled: inBrowser && Boolean(session),
  });
  const view = purchase.data;
  const resolved = view ? resolvePurchaseStep(view, step) : null;
  const confirming = returned && awaitingPayment(view);

  /** Starts again from nothing: a new draft for this plan. */
  const restart = useCallback(() => {
    if (session) forgetToken(storageKey, session);
    started.current = false;
    resetStart();
    goTo(null, undefined, { replace: true });
  }, [session, storageKey, resetStart, goTo]);

  // An expired draft whose token this browser kept: forget it and start a new one.
  const missing = purchase.error instanceof ApiError && purchase.error.status === 404;
  useEffect(() => {
    if (!missing || !session) return;
    forgetToken(storageKey, session);
    if (fromStorage.current === session) {
      fromStorage.current = null;
      restart();
    }
  }, [missing, session, storageKey, restart]);

  // A profile saved while the purchase could not be priced: start again with it.
  const priceless = start.isError && !session;
  useEffect(() => {
    if (!priceless) return;
    window.addEventListener(PROFILE_SAVED_EVENT, restart);
    return () => window.removeEventListener(PROFILE_SAVED_EVENT, restart);
  }, [priceless, restart]);

  // The address names a step that cannot be shown: replace it with the one that can.
  const target = resolved?.redirect ? resolved.step : null;
  const targetSlug = target?.slug ?? null;
  const keepsPayment = target?.key === "payment";
  useEffect(() => {
    if (!targetSlug || !session) return;
    goTo(targetSlug, session, { replace: true, pago: keepsPayment ? search.pago : undefined });
  }, [targetSlug, keepsPayment, session, search.pago, goTo]);

  // A payment that stays pending: after a while, stop reading it and say so.
  useEffect(() => {
    if (!confirming || !patient) return;
    const timer = setTimeout(() => setPatient(false), PAYMENT_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [confirming, patient]);

  const meta = (
    <>
      <PageMeta
        title={t("purchase.metaTitle")}
        brand={config.brand}
        description={t("purchase.metaDescription")}
      />
      <meta name="robots" content="noindex" />
    </>
  );
  const frame = (content: ReactNode) => (
    <div className="qs-container qs-purchase">
      {meta}
      {content}
    </div>
  );
  const problem = (message: string, action: ReactNode) =>
    frame(
      <div className="qs-purchase__problem" role="alert">
        <p>{message === t("purchase.loadError") ? message : <SiteMessage message={message} />}</p>
        <div className="qs-purchase__actions">
          {action}
          <Link to="/Comparar" className={buttonClass("secondary")}>
            {t("purchase.toComparator")}
          </Link>
        </div>
      </div>,
    );

  if (start.isError && !session) {
    const error = start.error;
    const answered = error instanceof ApiError && error.status < 500 && error.body;
    const message = answered ? (error.body!.message ?? error.body!.error) : undefined;
    // No price without the insured's data (a pet plan needs the pet): ask for the profile,
    // and start again once it is saved.
    const needsProfile = message === PRICE_UNAVAILABLE_MESSAGE;
    return problem(
      message ?? t("purchase.loadError"),
      needsProfile ? (
        <ProfileDialogLink
          className={buttonClass("primary")}
          product={{ insuranceType: product.data?.insuranceType }}
        >
          {t("purchase.enterProfile")}
        </ProfileDialogLink>
      ) : answered ? null : (
        <Button onClick={restart}>{t("purchase.retry")}</Button>
      ),
    );
  }
  if (purchase.isError && !view) {
    if (missing && fromStorage.current !== session) {
      const error = purchase.error as ApiError;
      return problem(
        error.body?.message ?? error.body?.error ?? t("purchase.loadError"),
        <Button onClick={restart}>{t("purchase.startAgain")}</Button>,
      );
    }
    if (!missing) {
      return problem(
        t("purchase.loadError"),
        <Button onClick={() => void purchase.refetch()}>{t("purchase.retry")}</Button>,
      );
    }
  }
  if (!inBrowser || !view || !resolved || resolved.redirect) {
    return frame(
      <div className="qs-purchase__waiting">
        <Spinner label={session ? t("purchase.loading") : t("purchase.starting")} />
      </div>,
    );
  }

  const current = resolved.step;
  const steps = stepsOf(view);
  const keep = (saved: PurchaseView) =>
    queryClient.setQueryData(purchaseQueryOptions(client, saved.token).queryKey, saved);
  const forward = (saved: PurchaseView) => {
    keep(saved);
    const next: PurchaseStep | undefined = nextStep(stepsOf(saved), current.key);
    if (next) goTo(next.slug, session);
  };
  const back = () => {
    const previous = previousStep(steps, current.key);
    if (previous) goTo(previous.slug, session);
    else if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: "/" } as never);
  };
  const stepProps = { view, onBack: back, onSaved: forward };

  let body: ReactNode;
  switch (current.key) {
    case "holder":
      body = <HolderStep {...stepProps} />;
      break;
    case "beneficiaries":
      body = <BeneficiariesStep {...stepProps} />;
      break;
    case "health":
      body = <HealthStep {...stepProps} />;
      break;
    case "company":
      body = <CompanyStep {...stepProps} />;
      break;
    case "employees":
      body = (
        <EmployeesStep
          view={view}
          onBack={back}
          onUploaded={keep}
          onContinue={() => {
            const next = nextStep(steps, "employees");
            if (next) goTo(next.slug, session);
          }}
        />
      );
      break;
    case "payment":
      body = (
        <PaymentStep
          view={view}
          returned={returned}
          slow={!patient}
          onCheckAgain={() => {
            setPatient(true);
            void purchase.refetch();
          }}
          onChooseAgain={() => goTo(current.slug, session, { replace: true })}
          onBack={back}
          leave={leave}
        />
      );
      break;
    case "confirmation":
      body = <ConfirmationStep view={view} />;
      break;
  }

  return frame(
    <>
      <header className="qs-purchase__header">
        <h1>{t("purchase.title", { plan: view.productName })}</h1>
        <p>{t("purchase.insurer", { insurer: view.insurerName })}</p>
      </header>
      <PurchaseStepper
        steps={view.steps}
        current={current.key}
        linkOf={
          view.order || !session
            ? undefined
            : (slug) => ({
                to: purchaseStepPath(code, slug),
                search: { session, sessionType: PURCHASE_SESSION_TYPE },
              })
        }
      />
      <div key={current.key}>{body}</div>
      <PrivacyNotice
        className="qs-purchase__privacy"
        summary={t("purchase.privacyNotice")}
        text={notice.data}
        accessCode={session}
        myDataLabel={t("purchase.myDataLink")}
      />
    </>,
  );
}
