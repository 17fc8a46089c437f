import { MAX_BENEFICIARIES, type Relationship } from "@qs/domain/api/purchase";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "./fields";
import { choiceOrUndefined, displayIdentification, textOf, todayIso } from "./form-values";
import { type StepFormProps, StepFormShell, useStepSave } from "./step-form";

/**
 * 'Beneficiarios': the people a household plan covers besides the holder, up to ten, each
 * with their relationship. Only one spouse: once a beneficiary is the spouse, the option is
 * off for the others. The API checks ages against the relationship and the holder (a child
 * younger than the holder, a parent older) and its messages land on each beneficiary's field.
 */

export interface BeneficiaryValues {
  nombre: string;
  apellidoPaterno: string;
  documento: string;
  fechaNacimiento: string;
  sexo: string;
  parentesco: string;
}

export interface BeneficiariesValues {
  beneficiarios: BeneficiaryValues[];
}

const PERSON_FIELDS = [
  "nombre",
  "apellidoPaterno",
  "documento",
  "fechaNacimiento",
  "sexo",
  "parentesco",
] as const satisfies readonly (keyof BeneficiaryValues)[];

const RELATIONSHIPS: ReadonlyArray<{ value: Relationship; key: string }> = [
  { value: "Cónyuge", key: "spouse" },
  { value: "Hijo", key: "son" },
  { value: "Hija", key: "daughter" },
  { value: "Padre", key: "father" },
  { value: "Madre", key: "mother" },
];

export const emptyBeneficiary: BeneficiaryValues = {
  nombre: "",
  apellidoPaterno: "",
  documento: "",
  fechaNacimiento: "",
  sexo: "",
  parentesco: "",
};

export function beneficiariesValuesOf(saved: Record<string, unknown> | null): BeneficiariesValues {
  const list = Array.isArray(saved?.beneficiarios) ? saved.beneficiarios : [];
  return {
    beneficiarios: list.map((person: unknown) => {
      const record =
        typeof person === "object" && person !== null ? (person as Record<string, unknown>) : {};
      return Object.fromEntries(
        PERSON_FIELDS.map((key) => [key, textOf(record, key)]),
      ) as unknown as BeneficiaryValues;
    }),
  };
}

export function BeneficiariesStep(props: StepFormProps<BeneficiariesValues>) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const id = useId();
  const rule = config.identification;
  const [people, setPeople] = useState<BeneficiaryValues[]>(
    () =>
      (props.initialValues ?? beneficiariesValuesOf(props.view.data.beneficiaries)).beneficiarios,
  );
  /** Stable keys for the rows, so removing one keeps the others' inputs in place. */
  const nextKey = useRef(people.length);
  const [keys, setKeys] = useState(() => people.map((_, index) => index));
  const { saving, errors, failure, refusals, submit, clearError } = useStepSave(
    "beneficiaries",
    props,
  );
  const full = people.length >= MAX_BENEFICIARIES;
  const spouseAt = people.findIndex((person) => person.parentesco === "Cónyuge");

  const update = (index: number, field: keyof BeneficiaryValues, value: string) => {
    setPeople((previous) =>
      previous.map((person, at) => (at === index ? { ...person, [field]: value } : person)),
    );
    clearError(`beneficiarios.${index}.${field}`);
  };
  const add = () => {
    if (full) return;
    setPeople((previous) => [...previous, { ...emptyBeneficiary }]);
    setKeys((previous) => [...previous, nextKey.current++]);
  };
  const remove = (index: number) => {
    setPeople((previous) => previous.filter((_, at) => at !== index));
    setKeys((previous) => previous.filter((_, at) => at !== index));
    // The rows after it move up: their messages no longer point at the right person.
    clearError("beneficiarios");
  };

  const send = () =>
    void submit({
      beneficiarios: people.map((person) => ({
        nombre: person.nombre,
        apellidoPaterno: person.apellidoPaterno,
        documento: person.documento,
        fechaNacimiento: person.fechaNacimiento,
        sexo: choiceOrUndefined(person.sexo),
        parentesco: choiceOrUndefined(person.parentesco),
      })),
    });

  const fieldPaths = new Set(
    people.flatMap((_, index) => PERSON_FIELDS.map((field) => `beneficiarios.${index}.${field}`)),
  );

  return (
    <StepFormShell
      title={t("purchase.steps.beneficiaries")}
      intro={t("purchase.beneficiaries.intro", { max: MAX_BENEFICIARIES })}
      onSubmit={send}
      onBack={props.onBack}
      saving={saving}
      errors={errors}
      fieldPaths={fieldPaths}
      failure={failure}
      refusals={refusals}
    >
      {people.length === 0 ? (
        <p className="qs-purchase__empty">{t("purchase.beneficiaries.none")}</p>
      ) : null}
      {people.map((person, index) => {
        const rowId = `${id}-${keys[index]}`;
        const path = (field: keyof BeneficiaryValues) => `beneficiarios.${index}.${field}`;
        const number = index + 1;
        const text = (
          field: "nombre" | "apellidoPaterno" | "documento" | "fechaNacimiento",
          label: string,
          extra: Partial<Parameters<typeof TextField>[0]> = {},
        ) => (
          <TextField
            id={`${rowId}-${field}`}
            label={label}
            value={person[field]}
            onChange={(value) => update(index, field, value)}
            error={errors[path(field)]}
            disabled={saving}
            {...extra}
          />
        );
        return (
          <fieldset key={keys[index]} className="qs-purchase__person">
            <legend>{t("purchase.beneficiaries.person", { number })}</legend>
            <div className="qs-purchase__grid">
              {text("nombre", t("purchase.holder.nombre"), { autoComplete: "off" })}
              {text("apellidoPaterno", t("purchase.holder.apellidoPaterno"), {
                autoComplete: "off",
              })}
              {text(
                "documento",
                rule === "rut" ? t("purchase.holder.rut") : t("purchase.holder.documento"),
                {
                  autoComplete: "off",
                  onBlur: () =>
                    update(index, "documento", displayIdentification(person.documento, rule)),
                },
              )}
              {text("fechaNacimiento", t("purchase.holder.fechaNacimiento"), {
                type: "date",
                max: todayIso(),
              })}
              <SelectField
                id={`${rowId}-sexo`}
                label={t("purchase.sex.label")}
                placeholder={t("purchase.sex.choose")}
                value={person.sexo}
                onChange={(value) => update(index, "sexo", value)}
                options={[
                  { value: "Femenino", label: t("purchase.sex.Femenino") },
                  { value: "Masculino", label: t("purchase.sex.Masculino") },
                ]}
                error={errors[path("sexo")]}
                disabled={saving}
              />
              <SelectField
                id={`${rowId}-parentesco`}
                label={t("purchase.beneficiaries.parentesco")}
                placeholder={t("purchase.sex.choose")}
                value={person.parentesco}
                onChange={(value) => update(index, "parentesco", value)}
                options={RELATIONSHIPS.map((relationship) => ({
                  value: relationship.value,
                  label: t(`purchase.beneficiaries.relationships.${relationship.key}`),
                  disabled: relationship.value === "Cónyuge" && spouseAt >= 0 && spouseAt !== index,
                }))}
                error={errors[path("parentesco")]}
                disabled={saving}
              />
            </div>
            <Button
              variant="ghost"
              className="qs-purchase__remove"
              onClick={() => remove(index)}
              disabled={saving}
              aria-label={t("purchase.beneficiaries.removeLabel", { number })}
            >
              {t("purchase.beneficiaries.remove")}
            </Button>
          </fieldset>
        );
      })}
      <div className="qs-purchase__add">
        <Button
          variant="secondary"
          onClick={add}
          disabled={full || saving}
          aria-describedby={full ? `${id}-full` : undefined}
        >
          {t("purchase.beneficiaries.add")}
        </Button>
        {full ? (
          <p id={`${id}-full`} className="qs-purchase__hint">
            {t("purchase.beneficiaries.max", { max: MAX_BENEFICIARIES })}
          </p>
        ) : null}
      </div>
    </StepFormShell>
  );
}
