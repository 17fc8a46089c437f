import { genders } from "@qs/catalogs/bulk-load";
import type { PortalEmployee } from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../field";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import {
  EMPLOYEE_FORM_FIELDS,
  type EmployeeFormField,
  type EmployeeFormValues,
  employeeInput,
  initialEmployeeValues,
  placeRefusals,
  REQUIRED_EMPLOYEE_FIELDS,
} from "./employee-fields";
import { RefusedListError } from "./portal-api";
import { useClientSession, usePortalApi } from "./portal-context";

/**
 * One person added to a policy's payroll (an activation: they stay in process until the
 * insurer confirms it), or a person's data changed (their RUT does not change). The fields are
 * the activation layout's; the API checks them with the layout's rule and each refusal is
 * shown beside its field.
 */

const INPUT_TYPES: Partial<Record<EmployeeFormField, string>> = {
  birthDate: "date",
  effectiveDate: "date",
  email: "email",
  phone: "tel",
};

const HINTS: Partial<Record<EmployeeFormField, string>> = {
  legalId: "portal.fieldHints.legalId",
  phone: "portal.fieldHints.phone",
  insuredType: "portal.fieldHints.insuredType",
  effectiveDate: "portal.fieldHints.effectiveDate",
};

export function EmployeeForm({
  policyId,
  employee,
  onSaved,
  onCancel,
}: {
  policyId: string;
  /** The person whose data change; absent: a new person. */
  employee?: PortalEmployee | undefined;
  /** The form's work is done: what to tell (the API's message and the person's name). */
  onSaved: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const session = useClientSession();
  const titleId = useId();
  const [values, setValues] = useState<EmployeeFormValues>(() => initialEmployeeValues(employee));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);
  const controls = useRef(new Map<EmployeeFormField, HTMLInputElement | HTMLSelectElement>());
  // A person's RUT does not change: their data's form has no RUT field.
  const shown = employee
    ? EMPLOYEE_FORM_FIELDS.filter((field) => field !== "legalId")
    : EMPLOYEE_FORM_FIELDS;
  const placed =
    refusal instanceof RefusedListError
      ? placeRefusals(refusal.cells, shown)
      : { byField: {}, others: [] };

  const firstRefused = shown.find((field) => placed.byField[field]);

  // The form opens where the person starts typing.
  useEffect(() => {
    controls.current.get("name")?.focus();
  }, []);
  // A refusal takes the focus to the first field it names.
  useEffect(() => {
    if (refusal && firstRefused) controls.current.get(firstRefused)?.focus();
  }, [refusal, firstRefused]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const input = employeeInput(values);
      const saved = employee
        ? await api.updateEmployee(
            policyId,
            employee.id,
            { ...input, legalId: employee.legalId },
            session.csrfToken,
          )
        : await api.addEmployee(policyId, input, session.csrfToken);
      onSaved(t("portal.employeeSaved", { message: saved.message, name: saved.employee.fullName }));
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""));
    } finally {
      setBusy(false);
    }
  };

  const set = (field: EmployeeFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind =
    (field: EmployeeFormField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    };

  return (
    <form
      className="qs-bo-card qs-bo-person-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={titleId}>
        {employee ? t("portal.editTitle", { name: employee.fullName }) : t("portal.addTitle")}
      </h3>
      <p className="qs-bo-hint">
        {employee ? t("portal.editLead", { legalId: employee.legalId }) : t("portal.addLead")}{" "}
        {t("portal.requiredHint")}
      </p>
      {refusal && (
        <div role="alert">
          <p className="qs-bo-notice qs-bo-notice--error">
            {refusal.status === UNREACHABLE ? t("portal.unreachable") : refusal.message}
          </p>
          {placed.others.length > 0 && (
            <ul className="qs-bo-refused-list">
              {placed.others.map((cell) => (
                <li key={`${cell.column}-${cell.message}`} lang="es">
                  {cell.column ? `${cell.column}: ${cell.message}` : cell.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="qs-bo-person-form__fields">
        {shown.map((field) => (
          <Field
            key={field}
            label={t(`portal.fields.${field}`)}
            hint={HINTS[field] ? t(HINTS[field]) : undefined}
            error={placed.byField[field]}
          >
            {(props) =>
              field === "gender" ? (
                <select
                  {...props}
                  ref={bind(field)}
                  required
                  value={values.gender}
                  onChange={(event) => set(field, event.target.value)}
                >
                  <option value="">{t("portal.chooseGender")}</option>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`portal.genders.${gender}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...props}
                  ref={bind(field)}
                  type={INPUT_TYPES[field] ?? "text"}
                  autoComplete="off"
                  maxLength={200}
                  required={REQUIRED_EMPLOYEE_FIELDS.has(field)}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                />
              )
            }
          </Field>
        ))}
      </div>
      <div className="qs-bo-actions">
        <Button type="submit" aria-busy={busy || undefined}>
          {employee
            ? busy
              ? t("portal.saving")
              : t("portal.save")
            : busy
              ? t("portal.adding")
              : t("portal.addPerson")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("portal.cancel")}
        </Button>
      </div>
    </form>
  );
}
