import { ApiError } from "@qs/api-client/api-client";
import { RESULTS_QUERY_KEY } from "@qs/api-client/get-compare-products";
import { consentTextQueryOptions } from "@qs/api-client/get-consent-text";
import { profileFormQueryOptions } from "@qs/api-client/get-profile-form";
import { giveConsent, newConsentKey } from "@qs/api-client/give-consent";
import { submitProfileForm } from "@qs/api-client/submit-profile-form";
import { allowsDependants } from "@qs/domain/collective";
import type { ProfileForm } from "@qs/domain/profile-form";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { Spinner } from "@qs/ui/spinner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsentStep } from "./consent-step";
import { evaluateProfileRules, type LocalRuleMessages } from "./evaluate-profile-rules";
import {
  emptyValues,
  type FormValues,
  flattenValues,
  newRow,
  profileFromValues,
  valuesFromProfile,
} from "./form-values";
import { storedLookupValues } from "./lookups";
import { type ProfileKind, profileKindOf } from "./product-kind";
import { consentLanguage } from "./profile-consent";
import { PROFILE_SAVED_EVENT } from "./profile-events";
import { ProfileFormView } from "./profile-form";
import { profileStore, storageKeyFor, useStoredConsent } from "./profile-store";
import { useSearchButtonState } from "./search-button-state";
import "./profile-forms.css";

/** A stored profile prefills the form after about 200 ms (profile spec §9). */
export const PREFILL_DELAY_MS = 200;

/** The kind of profile a form describes, from its groups (pets, company, SCTR or persons). */
export function formKind(form: ProfileForm, productTypeName: string): ProfileKind {
  const names = new Set(form.profileFormFields.map((field) => field.fldName));
  if (names.has("mascota")) return "pets";
  if (names.has("sctr")) return "sctr";
  if (names.has("colectivo")) return "collective";
  return profileKindOf(productTypeName) === "international" ? "international" : "persons";
}

function labelsOf(form: ProfileForm): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of form.profileFormFields) {
    for (const element of field.elements) {
      if (element.label) labels[element.fldName] = element.label;
    }
  }
  return labels;
}

export interface ProfileModalProps {
  /** Product type whose form is shown (POLIZA DE SALUD, ISAPRE, SEGURO_MASCOTAS...). */
  productTypeName: string;
  onClose: () => void;
  /** Partner subdomain: dependants are 'beneficiarios'. */
  partner?: boolean;
  /** Label of the Compare button. */
  compareLabel?: string;
  /** Start with the dependants menu open. */
  dependantsOpen?: boolean;
}

/**
 * The profile modal (profile spec §2, §4): who will be insured, the form from its remote
 * definition, prefilled from the stored profile, checked with the declarative rules; a
 * valid submit saves, re-runs the search and closes.
 *
 * Nothing of the profile leaves the browser before the visitor's express consent: unless
 * this browser keeps a consent to the registry's current text (purpose `perfil`), the modal
 * shows that text with an unticked box. A submit without the box ticked sends nothing; with
 * it, the consent is posted first (POST /api/consents), its receipt kept under the
 * country's key, and only then is the profile checked by the API and saved. A newer text
 * version asks again.
 */
export function ProfileModal({
  productTypeName,
  onClose,
  partner = false,
  compareLabel,
  dependantsOpen = false,
}: ProfileModalProps) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const config = useCountryConfig();
  const queryClient = useQueryClient();
  const titleId = useId();
  const query = useQuery(profileFormQueryOptions(client, productTypeName));
  const language = consentLanguage(i18n.language);
  const consentText = useQuery(consentTextQueryOptions(client, "perfil", language));
  const storedConsent = useStoredConsent(config.storageKeys.profile);
  const consentGiven =
    storedConsent !== null && consentText.data?.version === storedConsent.version;
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [consentFocus, setConsentFocus] = useState(0);
  const sending = useRef(false);
  /** One idempotency key per text agreed to: a resend after a lost answer records once. */
  const consentKey = useRef<{ text: string; key: string } | null>(null);
  const [values, setValues] = useState<FormValues>(emptyValues);
  /** The failed check's text, in the page's language (the served rules come in it too). */
  const [message, setMessage] = useState<{ text: string; fields: string[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const kind = query.data ? formKind(query.data.profileForm, productTypeName) : "persons";
  const buttonState = useSearchButtonState({ submitting, collective: kind === "collective" });
  const storageKey = storageKeyFor(config, kind);
  const dialogRef = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => (query.data ? labelsOf(query.data.profileForm) : {}), [query.data]);

  useEffect(() => {
    const form = query.data?.profileForm;
    if (!form) return;
    const timer = setTimeout(() => {
      const stored = profileStore(storageKey).getState().profile;
      const next = valuesFromProfile(form, stored);
      const pets = form.profileFormFields.find((field) => field.fldName === "mascota");
      if (pets && (next.groups.mascota ?? []).length === 0) {
        next.groups.mascota = [newRow(pets)];
      }
      for (const field of form.profileFormFields) {
        for (const element of field.elements) {
          if (field.isMultiple || element.fldName in next.single) continue;
          if (element.defaultValue !== undefined && element.defaultValue !== null) {
            next.single[element.fldName] = element.defaultValue;
          }
        }
      }
      setValues((current) => ({
        single: { ...next.single, ...current.single },
        groups: { ...next.groups, ...current.groups },
      }));
      setPrefilled(true);
    }, PREFILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query.data, storageKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    dialogRef.current?.focus();
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  /** Shows why nothing was sent at the consent box and moves focus there. */
  const refuseConsent = (text: string) => {
    setConsentError(text);
    setConsentFocus((count) => count + 1);
  };

  /** Posts the consent to the text shown and keeps its receipt; false when it was not recorded. */
  const recordConsent = async (): Promise<boolean> => {
    const text = consentText.data;
    if (!text) return false;
    const agreedTo = `${text.version}/${language}`;
    if (consentKey.current?.text !== agreedTo) {
      consentKey.current = { text: agreedTo, key: newConsentKey() };
    }
    try {
      const receipt = await giveConsent(
        client,
        { purpose: "perfil", version: text.version, language },
        { idempotencyKey: consentKey.current.key },
      );
      profileStore(config.storageKeys.profile).getState().saveConsent({
        accessToken: receipt.accessToken,
        version: receipt.version,
        grantedAt: receipt.grantedAt,
      });
      return true;
    } catch (error) {
      // 400/409: the text changed since it was shown; show the new one and ask again.
      const changed = error instanceof ApiError && (error.status === 400 || error.status === 409);
      if (changed) {
        setAgreed(false);
        void consentText.refetch();
      }
      refuseConsent(changed ? t("profile.consentChanged") : t("profile.consentFailed"));
      return false;
    }
  };

  const submit = async () => {
    const data = query.data;
    if (!data || sending.current) return;
    const flat = flattenValues(values);
    const messages: LocalRuleMessages = {
      dependantAge: t("profile.dependantAge"),
      collectiveMinimum: (min) => t("profile.collectiveMinimum", { count: min }),
      // Spanish ships no field messages (`@qs/i18n/texts`): the rule's own text is the Spanish one.
      identification: (error) =>
        i18n.exists(`validation.${error.key}`) ? t(`validation.${error.key}`) : error.message,
    };
    const collectiveMinEmployees =
      kind === "collective" ? config.collectiveMinEmployees : undefined;
    const verdict = evaluateProfileRules(flat, data.validation, {
      collectiveMinEmployees,
      identification: config.identification,
      labels,
      messages,
    });
    if (!verdict.valid) {
      setMessage({ text: verdict.message, fields: verdict.fields });
      return;
    }
    setMessage(null);
    if (!consentGiven) {
      if (!consentText.data) {
        refuseConsent(t("profile.consentUnavailable"));
        return;
      }
      if (!agreed) {
        refuseConsent(t("profile.consentRequired"));
        return;
      }
    }
    sending.current = true;
    setSubmitting(true);
    setConsentError(null);
    try {
      if (!consentGiven && !(await recordConsent())) return;
      let ingresodatos = verdict.ingresodatos;
      try {
        const remote = await submitProfileForm(client, flat, productTypeName);
        if (!remote.valid) {
          setMessage({ text: remote.message || data.validation.invalidMessage, fields: [] });
          return;
        }
        ingresodatos = remote.ingresodatos;
      } catch {
        // The site's own check passed; an unreachable check service does not block the visitor.
      }
      const completed: FormValues = { ...values, single: { ...values.single } };
      for (const [name, value] of Object.entries(verdict.form)) {
        if (!Array.isArray(value)) completed.single[name] = value as FormValues["single"][string];
      }
      const lookupValues = await storedLookupValues(
        queryClient,
        client,
        data.profileForm,
        completed.single,
      );
      const store = profileStore(storageKey);
      const profile = profileFromValues(
        data.profileForm,
        completed,
        store.getState().profile,
        ingresodatos,
        lookupValues,
      );
      store.getState().save(profile);
      window.dispatchEvent(
        new CustomEvent(PROFILE_SAVED_EVENT, { detail: { profile, storageKey } }),
      );
      await queryClient.invalidateQueries({ queryKey: [...RESULTS_QUERY_KEY] });
      onClose();
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  const explain =
    kind === "pets"
      ? t("profile.explainPets")
      : kind === "collective" || kind === "sctr"
        ? t("profile.explainCompany")
        : t("profile.explainPersons");

  return (
    <div className="qs-pf-modal">
      <div
        ref={dialogRef}
        className="qs-pf-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          // The page behind never sees the dialog's keys; Escape closes it from any field,
          // unless a control inside used it (a list it closed).
          event.stopPropagation();
          if (event.key === "Escape" && !event.defaultPrevented) onClose();
        }}
      >
        <header className="qs-pf-modal__header">
          <h2 id={titleId}>{t("profile.title")}</h2>
          <button
            type="button"
            className="qs-pf-modal__close"
            aria-label={t("profile.close")}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <p className="qs-pf-modal__explain">{explain}</p>
        {query.isPending ? (
          <Spinner label={t("profile.loading")} />
        ) : query.isError ? (
          <div className="qs-pf-modal__error" role="alert">
            <p>{t("profile.loadError")}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t("profile.retry")}
            </Button>
          </div>
        ) : (
          <form
            method="post"
            noValidate
            data-prefilled={prefilled ? "true" : undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ProfileFormView
              form={query.data.profileForm}
              values={values}
              onChange={setValues}
              invalidFields={message?.fields ?? []}
              allowDependants={allowsDependants(productTypeName)}
              partner={partner}
              dependantsOpen={dependantsOpen}
            />
            {message && (
              <p className="qs-pf-modal__message" role="alert">
                {message.text}
              </p>
            )}
            {consentGiven ? (
              <p className="qs-pf-consent__given">
                {t("profile.consentGiven", { version: storedConsent?.version })}
              </p>
            ) : (
              <ConsentStep
                text={consentText.data}
                state={consentText.data ? "ready" : consentText.isError ? "error" : "loading"}
                checked={agreed}
                onCheckedChange={(checked) => {
                  setAgreed(checked);
                  if (checked) setConsentError(null);
                }}
                error={consentError}
                onRetry={() => void consentText.refetch()}
                renewal={storedConsent !== null && consentText.data !== undefined}
                disabled={submitting}
                focusRequest={consentFocus}
              />
            )}
            <Button
              type="submit"
              className={`qs-pf-modal__submit qs-pf-modal__submit--${buttonState}`}
              disabled={buttonState === "disabled"}
              aria-busy={buttonState === "active" || undefined}
              data-state={buttonState}
            >
              {buttonState === "active"
                ? t("profile.searching")
                : buttonState === "finished"
                  ? t("profile.finished")
                  : (compareLabel ?? t("profile.compare"))}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
