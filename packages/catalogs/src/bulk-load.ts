import { toCompactRut, validateRut } from "@qs/domain/rut";
import { z } from "zod";

/**
 * The two bulk-load layouts of employees (reference-data spec §3): activation
 * (alta) and cancellation (baja), one zod schema per row. Cells arrive as the
 * spreadsheet reader gives them (strings, numbers, dates, empty cells); the
 * schemas trim text, treat an empty cell as missing, and return typed rows.
 *
 * Which columns are required is not stated by the spec. Ours: identity
 * (names, RUT, birth date, gender), insured type and effective date are
 * required; a dependant (a row with dependentType) needs the holder's RUT; the
 * bank columns of an activation are given all together or not at all.
 */

// Dates -----------------------------------------------------------------------

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

const DAY_FIRST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a date cell: dd-mm-yyyy, dd/mm/yyyy, ISO (yyyy-mm-dd, with or without
 * time) or a Date. Day-first and plain ISO dates give midnight UTC. Returns null
 * for anything else, including days that do not exist (31-02-2024).
 */
export function parseBulkDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const text = value.trim();

  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return utcDate(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));

  const isoDate = ISO_DATE.exec(text);
  if (isoDate) return utcDate(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3]));

  const isoDateTime = ISO_DATE_TIME.exec(text);
  if (isoDateTime) {
    if (!utcDate(Number(isoDateTime[1]), Number(isoDateTime[2]), Number(isoDateTime[3]))) {
      return null;
    }
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

// Cells -----------------------------------------------------------------------

export const genders = ["Masculino", "Femenino"] as const;
export type Gender = (typeof genders)[number];

/** Email as the product validates it: 1 to 64 of letters, digits and ._%+-, @, a domain, a TLD of 2+ letters. */
const EMAIL =
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** Phone: optional +, 1 to 3 digits, then 7 to 14 digits (spaces, dashes and brackets ignored). */
const PHONE = /^\+?\d{1,3}\d{7,14}$/;

function toText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "string") {
    const text = value.trim();
    return text === "" ? undefined : text;
  }
  return value;
}

const requiredMessage = (label: string) => `El campo ${label} es obligatorio`;

function requiredText(label: string) {
  return z.preprocess(toText, z.string({ error: requiredMessage(label) }));
}

function optionalText() {
  return z.preprocess(toText, z.string().optional());
}

function rutCell(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .refine((value) => validateRut(value) === null, { error: `El ${label} no es un RUT válido` })
    .transform(toCompactRut);
}

function requiredRut(label: string) {
  return z.preprocess(toText, rutCell(label));
}

function optionalRut(label: string) {
  return z.preprocess(toText, rutCell(label).optional());
}

function dateCell(label: string) {
  return z.preprocess(
    (value) => (value instanceof Date ? value : toText(value)),
    z.unknown().transform((value, ctx): Date => {
      if (value === undefined) {
        ctx.addIssue({ code: "custom", message: requiredMessage(label) });
        return z.NEVER;
      }
      const date = parseBulkDate(value);
      if (!date) {
        ctx.addIssue({
          code: "custom",
          message: `La ${label.toLowerCase()} debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd`,
        });
        return z.NEVER;
      }
      return date;
    }),
  );
}

const genderCell = z.preprocess(
  toText,
  z.string({ error: requiredMessage("Género") }).transform((value, ctx): Gender => {
    const match = genders.find((gender) => gender.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: "custom", message: "El género debe ser Masculino o Femenino" });
      return z.NEVER;
    }
    return match;
  }),
);

const emailCell = z.preprocess(
  toText,
  z.string().regex(EMAIL, { error: "El correo electrónico no es válido" }).optional(),
);

const phoneCell = z.preprocess((value) => {
  const text = toText(value);
  return typeof text === "string" ? text.replace(/[\s()-]/g, "") : text;
}, z.string().regex(PHONE, { error: "El teléfono no es válido" }).optional());

const rowNumberCell = z.coerce
  .number({ error: "El número de fila no es válido" })
  .int({ error: "El número de fila no es válido" })
  .positive({ error: "El número de fila no es válido" });

// Layouts ---------------------------------------------------------------------

export interface BulkLoadColumn<K extends string = string> {
  key: K;
  /** Column header shown to the user. */
  label: string;
}

export const employeeActivationColumns = [
  { key: "rowNumber", label: "N° de fila" },
  { key: "name", label: "Nombre" },
  { key: "paternalSurname", label: "Apellido paterno" },
  { key: "maternalSurname", label: "Apellido materno" },
  { key: "legalId", label: "RUT" },
  { key: "birthDate", label: "Fecha de nacimiento" },
  { key: "gender", label: "Género" },
  { key: "email", label: "Correo electrónico" },
  { key: "phone", label: "Teléfono" },
  { key: "insuredType", label: "Tipo de asegurado" },
  { key: "effectiveDate", label: "Fecha de vigencia" },
  { key: "coverageGroup", label: "Grupo de cobertura" },
  { key: "holderLegalId", label: "RUT del titular" },
  { key: "dependentType", label: "Tipo de carga" },
  { key: "accountType", label: "Tipo de cuenta" },
  { key: "accountNumber", label: "Número de cuenta" },
  { key: "bank", label: "Banco" },
] as const satisfies readonly BulkLoadColumn[];

/** The cancellation's effective date is shown to the user as the exclusion date. */
export const employeeCancellationColumns = [
  { key: "rowNumber", label: "N° de fila" },
  { key: "name", label: "Nombre" },
  { key: "paternalSurname", label: "Apellido paterno" },
  { key: "maternalSurname", label: "Apellido materno" },
  { key: "legalId", label: "RUT" },
  { key: "birthDate", label: "Fecha de nacimiento" },
  { key: "gender", label: "Género" },
  { key: "effectiveDate", label: "Fecha de exclusión" },
  { key: "reason", label: "Motivo" },
  { key: "insuredType", label: "Tipo de asegurado" },
  { key: "holderLegalId", label: "RUT del titular" },
  { key: "dependentType", label: "Tipo de carga" },
] as const satisfies readonly BulkLoadColumn[];

const HOLDER_REQUIRED = "El RUT del titular es obligatorio para una carga";

export const employeeActivationRowSchema = z
  .object({
    rowNumber: rowNumberCell,
    name: requiredText("Nombre"),
    paternalSurname: requiredText("Apellido paterno"),
    maternalSurname: optionalText(),
    legalId: requiredRut("RUT"),
    birthDate: dateCell("Fecha de nacimiento"),
    gender: genderCell,
    email: emailCell,
    phone: phoneCell,
    insuredType: requiredText("Tipo de asegurado"),
    effectiveDate: dateCell("Fecha de vigencia"),
    coverageGroup: optionalText(),
    holderLegalId: optionalRut("RUT del titular"),
    dependentType: optionalText(),
    accountType: optionalText(),
    accountNumber: optionalText(),
    bank: optionalText(),
  })
  .superRefine((row, ctx) => {
    if (row.dependentType && !row.holderLegalId) {
      ctx.addIssue({ code: "custom", path: ["holderLegalId"], message: HOLDER_REQUIRED });
    }
    const bankFields = [row.accountType, row.accountNumber, row.bank];
    const given = bankFields.filter((field) => field !== undefined).length;
    if (given > 0 && given < bankFields.length) {
      ctx.addIssue({
        code: "custom",
        path: [row.accountType ? (row.accountNumber ? "bank" : "accountNumber") : "accountType"],
        message: "Los datos bancarios deben incluir tipo de cuenta, número de cuenta y banco",
      });
    }
  });
export type EmployeeActivationRow = z.infer<typeof employeeActivationRowSchema>;

export const employeeCancellationRowSchema = z
  .object({
    rowNumber: rowNumberCell,
    name: requiredText("Nombre"),
    paternalSurname: requiredText("Apellido paterno"),
    maternalSurname: optionalText(),
    legalId: requiredRut("RUT"),
    birthDate: dateCell("Fecha de nacimiento"),
    gender: genderCell,
    effectiveDate: dateCell("Fecha de exclusión"),
    reason: optionalText(),
    insuredType: requiredText("Tipo de asegurado"),
    holderLegalId: optionalRut("RUT del titular"),
    dependentType: optionalText(),
  })
  .superRefine((row, ctx) => {
    if (row.dependentType && !row.holderLegalId) {
      ctx.addIssue({ code: "custom", path: ["holderLegalId"], message: HOLDER_REQUIRED });
    }
  });
export type EmployeeCancellationRow = z.infer<typeof employeeCancellationRowSchema>;

export const bulkLoadLayouts = {
  activation: { columns: employeeActivationColumns, rowSchema: employeeActivationRowSchema },
  cancellation: { columns: employeeCancellationColumns, rowSchema: employeeCancellationRowSchema },
} as const;

// Whole files -----------------------------------------------------------------

export interface BulkLoadError {
  /** The row's own number when it has a valid one, otherwise its position (1-based). */
  row: number;
  /** Header of the column at fault (empty when the error concerns the whole row). */
  column: string;
  message: string;
}

export interface BulkLoadResult<T> {
  valid: T[];
  errors: BulkLoadError[];
}

/** Validates every row of a file; good rows and errors are both returned. */
export function validateBulkLoadRows<T>(
  rowSchema: z.ZodType<T>,
  columns: readonly BulkLoadColumn[],
  rows: readonly unknown[],
): BulkLoadResult<T> {
  const labels = new Map(columns.map((column) => [column.key, column.label]));
  const valid: T[] = [];
  const errors: BulkLoadError[] = [];

  rows.forEach((input, index) => {
    const parsed = rowSchema.safeParse(input);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const ownNumber = rowNumberCell.safeParse(
      input && typeof input === "object" ? (input as Record<string, unknown>).rowNumber : undefined,
    );
    const row = ownNumber.success ? ownNumber.data : index + 1;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const column = typeof key === "string" ? (labels.get(key) ?? key) : "";
      errors.push({ row, column, message: issue.message });
    }
  });

  return { valid, errors };
}
