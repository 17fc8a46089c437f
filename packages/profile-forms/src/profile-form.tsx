import type {
  AllowedValue,
  ProfileForm,
  ProfileFormElement,
  ProfileFormField,
} from "@qs/domain/profile-form";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { canCloseDependants, isSpouseValue, spouseTaken } from "./dependants";
import { applyMask, controlKind, isHidden, optionsOf } from "./form-controls";
import { type FormRow, type FormValue, type FormValues, newRow } from "./form-values";
import { LookupSelect } from "./lookup-select";
import { lookupFor } from "./lookups";
import "./profile-forms.css";

export interface ProfileFormViewProps {
  form: ProfileForm;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Fields the last check marked invalid. */
  invalidFields?: readonly string[];
  /** False for colectivo, SCTR and SEGURO COLECTIVO: dependants cannot be added. */
  allowDependants?: boolean;
  /** Partner subdomain: dependants are 'beneficiarios'. */
  partner?: boolean;
  /**
   * Options for a retrieveFunction given by the caller, in place of the API's list; other
   * names of the lookup table (lookups.ts) are read from the API.
   */
  lookups?: Record<string, AllowedValue[]>;
  /** Start with the dependants menu open. */
  dependantsOpen?: boolean;
}

interface ControlProps {
  element: ProfileFormElement;
  value: FormValue;
  scope: Record<string, FormValue>;
  onValue: (value: FormValue) => void;
  invalid: boolean;
  lookups: Record<string, AllowedValue[]>;
  disabledOption?: (option: AllowedValue) => boolean;
  idSuffix: string;
}

function Control({
  element,
  value,
  scope,
  onValue,
  invalid,
  lookups,
  disabledOption,
  idSuffix,
}: ControlProps) {
  const { t } = useTranslation();
  // Labels, helpers, placeholders and options come with the API's form definition, in the
  // page's language; the lists it names (regions, countries, sectors) keep their own marks.
  const id = `qs-pf-${element.fldName}-${idSuffix}`;
  const helperId = element.helper ? `${id}-helper` : undefined;
  const kind = controlKind(element, lookups);
  const common = {
    id,
    name: element.fldName,
    "aria-invalid": invalid || undefined,
    "aria-describedby": helperId,
  };
  // A list the API serves (retrieveFunction) when the definition and the caller give none.
  const remote = kind === "select" ? undefined : lookupFor(element.retrieveFunction);
  let control: ReactNode;
  if (remote) {
    control = (
      <LookupSelect
        lookup={remote}
        id={id}
        name={element.fldName}
        value={value}
        onValue={onValue}
        placeholder={element.placeholder ?? t("profile.select")}
        invalid={invalid}
        describedBy={helperId}
      />
    );
  } else if (kind === "select") {
    const options = optionsOf(element, scope, lookups) ?? [];
    control = (
      <select
        {...common}
        className="qs-pf__input"
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          onValue(chosen ? chosen.value : null);
        }}
      >
        <option value="">{element.placeholder ?? t("profile.select")}</option>
        {options.map((option) => (
          <option
            key={String(option.value)}
            value={String(option.value)}
            disabled={disabledOption?.(option) ?? false}
          >
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === "toggle") {
    control = (
      <input
        {...common}
        type="checkbox"
        role="switch"
        aria-checked={value === true}
        className="qs-pf__toggle"
        checked={value === true}
        onChange={(event) => onValue(event.target.checked)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className="qs-pf__input"
        type="text"
        inputMode={kind === "number" ? "numeric" : undefined}
        placeholder={element.placeholder ?? undefined}
        value={
          value === null || value === undefined
            ? ""
            : // A stored number (a prefilled income) shows as it would be typed: 1.650.000.
              typeof value === "number" && Number.isInteger(value)
              ? applyMask(element.mask, String(value))
              : String(value)
        }
        onChange={(event) => onValue(applyMask(element.mask, event.target.value))}
      />
    );
  }
  return (
    <div
      className={`qs-pf__element qs-pf__element--${element.groupClass ?? "col-12"}${kind === "toggle" ? " qs-pf__element--toggle" : ""}`}
    >
      <label htmlFor={id} className="qs-pf__label">
        {element.label ?? element.fldName}
      </label>
      {control}
      {element.helper && (
        <small id={helperId} className="qs-pf__helper">
          {element.helper}
        </small>
      )}
    </div>
  );
}

interface RepeatableProps {
  field: ProfileFormField;
  rows: FormRow[];
  onRows: (rows: FormRow[]) => void;
  invalidFields: readonly string[];
  allowAdd: boolean;
  partner: boolean;
  lookups: Record<string, AllowedValue[]>;
  initiallyOpen: boolean;
}

function Repeatable({
  field,
  rows,
  onRows,
  invalidFields,
  allowAdd,
  partner,
  lookups,
  initiallyOpen,
}: RepeatableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const [shake, setShake] = useState(0);
  const panelId = useId();
  const pets = field.fldName === "mascota";
  const collective = field.fldName === "colectivos";
  const toggleLabel = pets
    ? t(rows.length > 0 ? "profile.editPets" : "profile.addPets")
    : partner
      ? t(rows.length > 0 ? "profile.editBeneficiaries" : "profile.addBeneficiaries")
      : t(rows.length > 0 ? "profile.editInsured" : "profile.addInsured");
  const toggle = () => {
    if (open && !collective && !canCloseDependants(rows)) {
      setShake((count) => count + 1);
      return;
    }
    setOpen(!open);
  };
  const rowTitle = (index: number) =>
    t(pets ? "profile.pet" : collective ? "profile.group" : "profile.dependant", { n: index + 1 });
  return (
    <fieldset
      className={`qs-pf__group qs-pf__group--${field.wrapper ?? "card"} qs-pf__deps`}
      data-group={field.fldName}
    >
      <button
        type="button"
        className="qs-pf__deps-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {toggleLabel}
        {rows.length > 0 && <span className="qs-pf__count">{rows.length}</span>}
      </button>
      {open && (
        <div
          id={panelId}
          className={`qs-pf__deps-panel${shake > 0 ? " qs-pf__deps-panel--shake" : ""}`}
          key={shake}
          data-shake={shake > 0 ? "true" : undefined}
        >
          {shake > 0 && (
            <p className="qs-pf__deps-hint" role="alert">
              {t("profile.ageRequired")}
            </p>
          )}
          {rows.map((row, index) => (
            <div className="qs-pf__row" key={`${field.fldName}-${index}`} data-row={index}>
              <span className="qs-pf__row-title">{rowTitle(index)}</span>
              {field.elements.map((element) => (
                <Control
                  key={element.fldName}
                  element={element}
                  idSuffix={String(index)}
                  value={row[element.fldName] ?? null}
                  scope={row}
                  lookups={lookups}
                  invalid={invalidFields.includes(element.fldName)}
                  disabledOption={
                    element.fldName === "parentescoCarga"
                      ? (option) => isSpouseValue(option.value) && spouseTaken(rows, index)
                      : undefined
                  }
                  onValue={(value) =>
                    onRows(
                      rows.map((item, i) =>
                        i === index ? { ...item, [element.fldName]: value } : item,
                      ),
                    )
                  }
                />
              ))}
            </div>
          ))}
          <div className="qs-pf__deps-actions">
            <button
              type="button"
              className="qs-button qs-button--secondary"
              disabled={!allowAdd}
              onClick={() => onRows([...rows, newRow(field)])}
            >
              {pets ? t("profile.addPet") : t("profile.add")}
            </button>
            <button
              type="button"
              className="qs-button qs-button--ghost"
              disabled={rows.length === 0}
              onClick={() => onRows(rows.slice(0, -1))}
            >
              {t("profile.removeLast")}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** The profile form rendered from its remote definition (profile spec §3, §4). */
export function ProfileFormView({
  form,
  values,
  onChange,
  invalidFields = [],
  allowDependants = true,
  partner = false,
  lookups = {},
  dependantsOpen = false,
}: ProfileFormViewProps) {
  const setSingle = (name: string, value: FormValue) =>
    onChange({ ...values, single: { ...values.single, [name]: value } });
  return (
    <div className="qs-pf">
      {form.profileFormFields.map((field) =>
        field.isMultiple ? (
          <Repeatable
            key={field.fldName}
            field={field}
            rows={values.groups[field.fldName] ?? []}
            onRows={(rows) =>
              onChange({ ...values, groups: { ...values.groups, [field.fldName]: rows } })
            }
            invalidFields={invalidFields}
            allowAdd={allowDependants || field.fldName === "colectivos"}
            partner={partner}
            lookups={lookups}
            initiallyOpen={dependantsOpen}
          />
        ) : (
          <fieldset
            key={field.fldName}
            className={`qs-pf__group qs-pf__group--${field.wrapper ?? "row"}`}
            data-group={field.fldName}
          >
            {field.elements
              .filter((element) => !isHidden(element, values.single))
              .map((element) => (
                <Control
                  key={element.fldName}
                  element={element}
                  idSuffix={field.fldName}
                  value={values.single[element.fldName] ?? null}
                  scope={values.single}
                  lookups={lookups}
                  invalid={invalidFields.includes(element.fldName)}
                  onValue={(value) => setSingle(element.fldName, value)}
                />
              ))}
          </fieldset>
        ),
      )}
    </div>
  );
}
