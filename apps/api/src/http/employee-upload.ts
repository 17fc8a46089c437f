import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { logger } from "../logger";
import type { EmployeeLayout, EmployeeRowByLayout } from "../platform/employee-file";
import { NO_STORE } from "./private-reply";

/**
 * An employee list sent as a request's body (CSV, or an XLSX workbook, up to 5 MB): what a
 * company purchase and a policy's bulk loads share. The file is read and every row checked
 * against the chosen bulk-load layout (`employee-file.ts`) before the caller writes anything:
 * a list with any bad cell answers 422 with each one (row, column, Spanish message).
 */

export const MAX_EMPLOYEE_FILE_BYTES = 5 * 1024 * 1024;

export const CSV_TYPE = "text/csv";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const EMPLOYEE_FILE_TOO_LARGE_MESSAGE = "El archivo es demasiado grande (máximo 5 MB)";
export const EMPLOYEE_FILE_TYPE_MESSAGE = "Sube la nómina como archivo CSV o XLSX";
export const EMPLOYEE_FILE_EMPTY_MESSAGE = "El archivo está vacío";
export const EMPLOYEE_FILE_UNREADABLE_MESSAGE =
  "No pudimos leer el archivo: revisa que sea un CSV o un XLSX válido";
export const EMPLOYEE_LAYOUT_MESSAGE =
  "Elige el formato de la nómina: altas (activation) o bajas (cancellation)";
export const EMPLOYEE_LIST_REFUSED_MESSAGE =
  "La nómina tiene datos inválidos: corrige cada fila indicada y vuelve a subirla";

/** Errors listed in a refusal; the rest are counted in `totalErrors`. */
export const MAX_LISTED_ERRORS = 500;

export const employeeLayoutSchema = z.enum(["activation", "cancellation"]);

/** The file's kind from its Content-Type (parameters such as charset ignored). */
export function uploadKind(
  contentType: string | undefined,
): typeof CSV_TYPE | typeof XLSX_TYPE | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  return type === CSV_TYPE || type === XLSX_TYPE ? type : null;
}

/** The body limit of an upload route: 413 in Spanish past 5 MB. */
export const employeeUploadLimit = () =>
  bodyLimit({
    maxSize: MAX_EMPLOYEE_FILE_BYTES,
    onError: (c) => c.json({ error: EMPLOYEE_FILE_TOO_LARGE_MESSAGE }, 413, NO_STORE),
  });

/** The refusal of a list whose cells break the layout's rules, or the policy's. */
export const refusedList = (
  c: Context,
  errors: readonly { row: number; column: string; message: string }[],
  totalErrors = errors.length,
) =>
  c.json(
    {
      error: EMPLOYEE_LIST_REFUSED_MESSAGE,
      errors: errors.slice(0, MAX_LISTED_ERRORS),
      totalErrors,
    },
    422,
    NO_STORE,
  );

/**
 * Reads the request's body as an employee list of `layout`: its rows when every one is
 * good, else the answer to send (400 empty or unreadable, 422 with the bad cells).
 */
export async function readEmployeeUpload<L extends EmployeeLayout>(
  c: Context,
  kind: typeof CSV_TYPE | typeof XLSX_TYPE,
  layout: L,
): Promise<{ rows: EmployeeRowByLayout[L][] } | { refusal: Response }> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) {
    return { refusal: c.json({ error: EMPLOYEE_FILE_EMPTY_MESSAGE }, 400, NO_STORE) };
  }
  // The spreadsheet readers (exceljs, papaparse) load with the first upload, not at start.
  const { parseEmployeeFile } = await import("../platform/employee-file");
  let result: Awaited<ReturnType<typeof parseEmployeeFile<L>>>;
  try {
    result = await parseEmployeeFile(bytes, kind, layout);
  } catch (error) {
    // A file its reader cannot open (a damaged workbook, a binary named .csv) is the sender's.
    logger.info({ err: error, kind }, "Employee list not readable");
    return { refusal: c.json({ error: EMPLOYEE_FILE_UNREADABLE_MESSAGE }, 400, NO_STORE) };
  }
  if ("errors" in result) return { refusal: refusedList(c, result.errors, result.totalErrors) };
  return { rows: result.rows };
}
