import { profileFormQueryOptions } from "@qs/api-client/get-profile-form";
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
import { evaluateProfileRules } from "./evaluate-profile-rules";
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
import { PROFILE_SAVED_EVENT } from "./profile-events";
import { ProfileFormView } from "./profile-form";
import { profileStore, storageKeyFor } from "./profile-store";
import { RESULTS_QUERY_KEY, useSearchButtonState } from "./search-button-state";
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
 */
export function ProfileModal({
  productTypeName,
  onClose,
  partner = false,
  compareLabel,
  dependantsOpen = false,
}: ProfileModalProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useCountryConfig();
  const queryClient = useQueryClient();
  const titleId = useId();
  const query = useQuery(profileFormQueryOptions(client, productTypeName));
  const [values, setValues] = useState<FormValues>(emptyValues);
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

  const submit = async () => {
    const data = query.data;
    if (!data) return;
    const flat = flattenValues(values);
    const verdict = evaluateProfileRules(flat, data.validation, {
      collectiveMinEmployees: kind === "collective" ? config.collectiveMinEmployees : undefined,
      identification: config.identification,
      labels,
    });
    if (!verdict.valid) {
      setMessage({ text: verdict.message, fields: verdict.fields });
      return;
    }
    setSubmitting(true);
    setMessage(null);
    let ingresodatos = verdict.ingresodatos;
    try {
      const remote = await submitProfileForm(client, flat, productTypeName);
      if (!remote.valid) {
        setMessage({ text: remote.message || data.validation.invalidMessage, fields: [] });
        setSubmitting(false);
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
    window.dispatchEvent(new CustomEvent(PROFILE_SAVED_EVENT, { detail: { profile, storageKey } }));
    await queryClient.invalidateQueries({ queryKey: [...RESULTS_QUERY_KEY] });
    setSubmitting(false);
    onClose();
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
        onKeyDown={(event) => event.stopPropagation()}
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
