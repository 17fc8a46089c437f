import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "./fields";
import { displayIdentification, phoneForApi, textOf } from "./form-values";
import { type StepFormProps, StepFormShell, useStepSave } from "./step-form";

/**
 * 'Datos empresa': the employer buying a company plan and its contact person. The company's
 * headcount of the collective quote fills the number of employees when nothing is saved yet.
 */

export interface CompanyValues {
  razonSocial: string;
  documentoEmpresa: string;
  cantidadEmpleados: string;
  contactoNombre: string;
  contactoEmail: string;
  contactoTelefono: string;
}

const FIELDS = [
  "razonSocial",
  "documentoEmpresa",
  "cantidadEmpleados",
  "contactoNombre",
  "contactoEmail",
  "contactoTelefono",
] as const satisfies readonly (keyof CompanyValues)[];

const FIELD_PATHS: ReadonlySet<string> = new Set(FIELDS);

export function companyValuesOf(saved: Record<string, unknown> | null): CompanyValues {
  return Object.fromEntries(
    FIELDS.map((key) => [key, textOf(saved, key)]),
  ) as unknown as CompanyValues;
}

/** The headcount of the stored collective quote, when there is one. */
function useQuotedHeadcount(): number | null {
  const config = useCountryConfig();
  const profile = useStoredProfile(storageKeyFor(config, "collective"));
  const count = profile?.cantidadempleados ?? profile?.colectivo?.cantidadempleados;
  return typeof count === "number" && count > 0 ? count : null;
}

export function CompanyStep(props: StepFormProps<CompanyValues>) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const id = useId();
  const rule = config.identification;
  const [values, setValues] = useState<CompanyValues>(
    () => props.initialValues ?? companyValuesOf(props.view.data.company),
  );
  const { saving, errors, failure, refusals, submit, clearError } = useStepSave("company", props);
  const headcount = useQuotedHeadcount();
  const emptyCount = values.cantidadEmpleados === "";
  /** Filled once: a number the buyer erased stays erased. */
  const prefilled = useRef(false);

  useEffect(() => {
    if (prefilled.current || headcount === null || !emptyCount) return;
    prefilled.current = true;
    setValues((previous) => ({ ...previous, cantidadEmpleados: String(headcount) }));
  }, [headcount, emptyCount]);

  const update = (field: keyof CompanyValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(field);
  };

  const send = () =>
    void submit({
      razonSocial: values.razonSocial,
      documentoEmpresa: values.documentoEmpresa,
      cantidadEmpleados: values.cantidadEmpleados.replaceAll(".", "").trim(),
      contactoNombre: values.contactoNombre,
      contactoEmail: values.contactoEmail,
      contactoTelefono: phoneForApi(values.contactoTelefono),
    });

  const field = (
    name: keyof CompanyValues,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`purchase.company.${name}`)}
      value={values[name]}
      onChange={(value) => update(name, value)}
      error={errors[name]}
      disabled={saving}
      {...extra}
    />
  );

  return (
    <StepFormShell
      title={t("purchase.steps.company")}
      intro={t("purchase.company.intro")}
      onSubmit={send}
      onBack={props.onBack}
      saving={saving}
      errors={errors}
      fieldPaths={FIELD_PATHS}
      failure={failure}
      refusals={refusals}
    >
      <div className="qs-purchase__grid">
        {field("razonSocial", { autoComplete: "organization" })}
        {field("documentoEmpresa", {
          label:
            rule === "rut"
              ? t("purchase.company.rutEmpresa")
              : t("purchase.company.documentoEmpresa"),
          autoComplete: "off",
          onBlur: () =>
            update("documentoEmpresa", displayIdentification(values.documentoEmpresa, rule)),
        })}
        {field("cantidadEmpleados", { inputMode: "numeric", autoComplete: "off" })}
        {field("contactoNombre", { autoComplete: "name" })}
        {field("contactoEmail", { type: "email", autoComplete: "email", inputMode: "email" })}
        {field("contactoTelefono", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </div>
    </StepFormShell>
  );
}
