import { employeeActivationColumns } from "@qs/catalogs/bulk-load";
import type { PortalEmployee, PortalEmployeeInput } from "@qs/domain/api/portal";
import type { BulkLoadCell } from "./portal-api";

/**
 * The person form of the portal (one activation, or a person's data): the activation layout's
 * columns a person types, and the API's refusals placed beside them. The API names each
 * refused cell by its column's label in the layout ("RUT", "Fecha de nacimiento"), as a bulk
 * load does; a cell no field of the form shows (the holder's RUT, a row-wide problem) stays
 * apart, listed above the form.
 */

export const EMPLOYEE_FORM_FIELDS = [
  "name",
  "paternalSurname",
  "maternalSurname",
  "legalId",
  "birthDate",
  "gender",
  "email",
  "phone",
  "insuredType",
  "effectiveDate",
] as const satisfies ReadonlyArray<keyof PortalEmployeeInput>;
export type EmployeeFormField = (typeof EMPLOYEE_FORM_FIELDS)[number];
export type EmployeeFormValues = Record<EmployeeFormField, string>;

/** Fields the layout requires; the others may stay empty. */
export const REQUIRED_EMPLOYEE_FIELDS: ReadonlySet<EmployeeFormField> = new Set([
  "name",
  "paternalSurname",
  "legalId",
  "birthDate",
  "gender",
  "insuredType",
  "effectiveDate",
]);

/** The insured type a company adds most: the employee themself. */
const HOLDER = "Titular";

/** A label as compared: no accents, no case, single spaces. */
const normalise = (label: string) =>
  label
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const FIELD_BY_LABEL = new Map<string, string>(
  employeeActivationColumns.flatMap((column) => [
    [normalise(column.label), column.key],
    [normalise(column.key), column.key],
  ]),
);

export interface PlacedRefusals {
  /** Each field's messages, joined. */
  byField: Partial<Record<EmployeeFormField, string>>;
  /** Cells of a column the form does not show. */
  others: BulkLoadCell[];
}

/** Places each refused cell beside the field of its column; `shown` are the form's fields. */
export function placeRefusals(
  cells: readonly BulkLoadCell[],
  shown: readonly EmployeeFormField[] = EMPLOYEE_FORM_FIELDS,
): PlacedRefusals {
  const messages = new Map<EmployeeFormField, string[]>();
  const others: BulkLoadCell[] = [];
  for (const cell of cells) {
    const key = FIELD_BY_LABEL.get(normalise(cell.column));
    const field = shown.find((each) => each === key);
    if (!field) {
      others.push(cell);
      continue;
    }
    const list = messages.get(field) ?? [];
    if (!list.includes(cell.message)) list.push(cell.message);
    messages.set(field, list);
  }
  return {
    byField: Object.fromEntries(
      [...messages].map(([field, list]) => [field, list.join(" ")]),
    ) as PlacedRefusals["byField"],
    others,
  };
}

/** What the API is sent: each field trimmed, the empty ones left out. */
export function employeeInput(values: EmployeeFormValues): PortalEmployeeInput {
  const input: PortalEmployeeInput = {};
  for (const field of EMPLOYEE_FORM_FIELDS) {
    const value = values[field].trim();
    if (value !== "") input[field] = value;
  }
  return input;
}

/**
 * The form's first values: empty for a new person (a holder, by default); for a person's
 * data, what the portal knows of them (RUT, contact, effective date). Their name comes only
 * whole, so its parts are typed again rather than guessed.
 */
export function initialEmployeeValues(employee?: PortalEmployee): EmployeeFormValues {
  return {
    name: "",
    paternalSurname: "",
    maternalSurname: "",
    legalId: employee?.legalId ?? "",
    birthDate: "",
    gender: "",
    email: employee?.email ?? "",
    phone: employee?.phone ?? "",
    insuredType: HOLDER,
    effectiveDate: employee?.effectiveDate.slice(0, 10) ?? "",
  };
}
