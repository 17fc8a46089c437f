import { ageOn } from "@qs/domain/api/purchase";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "./fields";
import {
  choiceOrUndefined,
  displayIdentification,
  phoneForApi,
  textOf,
  todayIso,
} from "./form-values";
import { type StepFormProps, StepFormShell, useStepSave } from "./step-form";

/**
 * 'Datos personales': the holder of a household plan. The stored profile the plan was
 * quoted for helps: its holder's sex fills the field when nothing is saved yet, and its age
 * is shown beside the birth date (with a note when the date typed gives another age, since
 * the price was for that age).
 */

export interface HolderValues {
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  documento: string;
  fechaNacimiento: string;
  sexo: string;
  email: string;
  telefono: string;
  direccion: string;
}

const FIELDS = [
  "nombre",
  "apellidoPaterno",
  "apellidoMaterno",
  "documento",
  "fechaNacimiento",
  "sexo",
  "email",
  "telefono",
  "direccion",
] as const satisfies readonly (keyof HolderValues)[];

const FIELD_PATHS: ReadonlySet<string> = new Set(FIELDS);

export function holderValuesOf(saved: Record<string, unknown> | null): HolderValues {
  return Object.fromEntries(
    FIELDS.map((key) => [key, textOf(saved, key)]),
  ) as unknown as HolderValues;
}

/** The holder of the stored profile: sex and age, when the visitor entered them. */
function useProfileHolder(): { sexo: string | null; edad: number | null } {
  const config = useCountryConfig();
  const profile = useStoredProfile(storageKeyFor(config, "persons"));
  const holder = profile?.cotizante?.[0];
  const sexo = holder?.sexo === "Masculino" || holder?.sexo === "Femenino" ? holder.sexo : null;
  const edad = typeof holder?.edad === "number" ? holder.edad : null;
  return { sexo, edad };
}

export function HolderStep(props: StepFormProps<HolderValues>) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const id = useId();
  const rule = config.identification;
  const [values, setValues] = useState<HolderValues>(
    () => props.initialValues ?? holderValuesOf(props.view.data.holder),
  );
  const [prefilledSex, setPrefilledSex] = useState(false);
  const { saving, errors, failure, refusals, submit, clearError } = useStepSave("holder", props);
  const quoted = useProfileHolder();

  // The stored profile is read after hydration: fill the sex once it is known, if still empty.
  const quotedSex = quoted.sexo;
  const emptySex = values.sexo === "";
  useEffect(() => {
    if (!quotedSex || !emptySex) return;
    setValues((previous) => ({ ...previous, sexo: quotedSex }));
    setPrefilledSex(true);
  }, [quotedSex, emptySex]);

  const update = (field: keyof HolderValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field === "sexo") setPrefilledSex(false);
    clearError(field);
  };

  const send = () =>
    void submit({
      nombre: values.nombre,
      apellidoPaterno: values.apellidoPaterno,
      apellidoMaterno: values.apellidoMaterno,
      documento: values.documento,
      fechaNacimiento: values.fechaNacimiento,
      sexo: choiceOrUndefined(values.sexo),
      email: values.email,
      telefono: phoneForApi(values.telefono),
      direccion: values.direccion,
    });

  const typedAge = /^\d{4}-\d{2}-\d{2}$/.test(values.fechaNacimiento)
    ? ageOn(values.fechaNacimiento, new Date())
    : null;
  const ageHint =
    quoted.edad === null
      ? undefined
      : typedAge !== null && typedAge !== quoted.edad
        ? t("purchase.holder.ageMismatch", { age: quoted.edad })
        : t("purchase.holder.ageHint", { age: quoted.edad });

  const field = (
    name: Exclude<keyof HolderValues, "sexo">,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`purchase.holder.${name}`)}
      value={values[name]}
      onChange={(value) => update(name, value)}
      error={errors[name]}
      disabled={saving}
      {...extra}
    />
  );

  return (
    <StepFormShell
      title={t("purchase.steps.holder")}
      intro={t("purchase.holder.intro")}
      onSubmit={send}
      onBack={props.onBack}
      saving={saving}
      errors={errors}
      fieldPaths={FIELD_PATHS}
      failure={failure}
      refusals={refusals}
    >
      <div className="qs-purchase__grid">
        {field("nombre", { autoComplete: "given-name" })}
        {field("apellidoPaterno", { autoComplete: "family-name" })}
        {field("apellidoMaterno", { autoComplete: "additional-name", optional: true })}
        {field("documento", {
          label: rule === "rut" ? t("purchase.holder.rut") : t("purchase.holder.documento"),
          autoComplete: "off",
          onBlur: () => update("documento", displayIdentification(values.documento, rule)),
        })}
        {field("fechaNacimiento", {
          type: "date",
          autoComplete: "bday",
          max: todayIso(),
          hint: ageHint,
        })}
        <SelectField
          id={`${id}-sexo`}
          label={t("purchase.sex.label")}
          placeholder={t("purchase.sex.choose")}
          value={values.sexo}
          onChange={(value) => update("sexo", value)}
          options={[
            { value: "Femenino", label: t("purchase.sex.Femenino") },
            { value: "Masculino", label: t("purchase.sex.Masculino") },
          ]}
          error={errors.sexo}
          hint={prefilledSex ? t("purchase.holder.sexHint") : undefined}
          disabled={saving}
        />
        {field("email", { type: "email", autoComplete: "email", inputMode: "email" })}
        {field("telefono", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </div>
      {field("direccion", { autoComplete: "street-address" })}
    </StepFormShell>
  );
}
