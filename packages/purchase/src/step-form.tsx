import { ApiError } from "@qs/api-client/api-client";
import { purchaseFieldErrors, savePurchaseStep } from "@qs/api-client/purchase";
import type { PurchaseView, SavableStep } from "@qs/domain/api/purchase";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { SiteMessage } from "@qs/ui/site-message";
import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import "./purchase.css";

/**
 * What every step's form shares: saving through the API, the API's field messages shown
 * beside their fields (by the field's dotted path), a message for any other refusal, and
 * 'Volver' / 'Continuar'. The values typed live in the step's own state and nothing here
 * touches them: a refused or failed save leaves every field as the buyer left it.
 */

/** Field messages by the field's dotted path ('documento', 'beneficiarios.0.sexo'). */
export type FieldErrors = Record<string, string>;

/** Saves a step's data; resolves with the purchase as saved, rejects with the API's error. */
export type SaveStep = (step: SavableStep, data: Record<string, unknown>) => Promise<PurchaseView>;

export type StepState = "idle" | "saving" | "failure";

/** The props every step form takes; the initial ones set a state for stories. */
export interface StepFormProps<Values> {
  view: PurchaseView;
  onBack: () => void;
  /** The step was saved: the page moves on with the purchase as the API answered it. */
  onSaved: (view: PurchaseView) => void;
  save?: SaveStep;
  initialValues?: Values;
  initialErrors?: FieldErrors;
  initialState?: StepState;
}

/** The message of a failure that is not about one field: the API's (in Spanish), or `fallback`. */
function failureMessage(error: unknown, fallback: string): ReactNode {
  // A body from something in between (a proxy) may carry neither text: then `fallback`.
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? (error.body?.message ?? error.body?.error)
      : undefined;
  return typeof message === "string" && message.trim() ? (
    <SiteMessage message={message} />
  ) : (
    fallback
  );
}

export function useStepSave<Values>(step: SavableStep, props: StepFormProps<Values>) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [state, setState] = useState<StepState>(props.initialState ?? "idle");
  const [errors, setErrors] = useState<FieldErrors>(props.initialErrors ?? {});
  const [failure, setFailure] = useState<ReactNode>(
    props.initialState === "failure" ? t("purchase.saveFailure") : null,
  );
  /** Grows with each refused save, so the form can move the focus to the first problem. */
  const [refusals, setRefusals] = useState(0);
  const save: SaveStep =
    props.save ?? ((key, data) => savePurchaseStep(client, props.view.token, key, data));

  const submit = async (data: Record<string, unknown>) => {
    if (state === "saving") return;
    setState("saving");
    setFailure(null);
    try {
      const saved = await save(step, data);
      setErrors({});
      setState("idle");
      props.onSaved(saved);
    } catch (error) {
      const fields = purchaseFieldErrors(error);
      if (fields) {
        setErrors(fields);
        setState("idle");
      } else {
        setFailure(failureMessage(error, t("purchase.saveFailure")));
        setState("failure");
      }
      setRefusals((count) => count + 1);
    }
  };

  /**
   * A field the buyer changes loses its message until the next save; a path clears the
   * messages under it too ('beneficiarios' clears every beneficiary's).
   */
  const clearError = (path: string) =>
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(
        ([key]) => key !== path && !key.startsWith(`${path}.`),
      );
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
    });

  return { saving: state === "saving", errors, failure, refusals, submit, clearError };
}

export interface StepFormShellProps {
  title: string;
  intro?: ReactNode;
  onSubmit: () => void;
  onBack: () => void;
  saving: boolean;
  errors: FieldErrors;
  /** Paths shown beside a field; messages of any other path are listed above the buttons. */
  fieldPaths: ReadonlySet<string>;
  failure: ReactNode;
  refusals: number;
  children: ReactNode;
  submitLabel?: string;
  /** The submit button's text while saving ('Guardando...' unless given). */
  savingLabel?: string;
  /** Extra content between the fields and the buttons. */
  footer?: ReactNode;
}

function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, refusals: number) {
  useEffect(() => {
    if (refusals === 0) return;
    const target = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [role="alert"]',
    );
    if (target && !target.matches("input, select, textarea, button")) target.tabIndex = -1;
    target?.focus();
  }, [form, refusals]);
}

/** A step's section: its title, its form, the messages not tied to a field and the buttons. */
export function StepFormShell({
  title,
  intro,
  onSubmit,
  onBack,
  saving,
  errors,
  fieldPaths,
  failure,
  refusals,
  children,
  submitLabel,
  savingLabel,
  footer,
}: StepFormShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, refusals);
  const paths = Object.keys(errors);
  const loose = paths.filter((path) => !fieldPaths.has(path)).map((path) => errors[path]!);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="qs-purchase__step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="qs-purchase__intro">{intro}</p> : null}
      <form ref={form} method="post" onSubmit={handle} noValidate aria-busy={saving || undefined}>
        {children}
        {footer}
        {paths.length > 0 ? (
          <div className="qs-purchase__problems" role="alert">
            <p>{t("purchase.invalid")}</p>
            {loose.length > 0 ? (
              <ul>
                {[...new Set(loose)].map((message) => (
                  <li key={message}>
                    <SiteMessage message={message} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {failure ? (
          <p className="qs-purchase__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="qs-purchase__actions">
          <Button variant="secondary" onClick={onBack} disabled={saving}>
            {t("purchase.back")}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving
              ? (savingLabel ?? t("purchase.saving"))
              : (submitLabel ?? t("purchase.continue"))}
          </Button>
        </div>
      </form>
    </section>
  );
}
