import { Readable } from "node:stream";
import {
  type BulkLoadColumn,
  type BulkLoadError,
  bulkLoadLayouts,
  type EmployeeActivationRow,
  type EmployeeCancellationRow,
  validateBulkLoadRows,
} from "@qs/catalogs/bulk-load";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { z } from "zod";
import { firstSheetPackage, XlsxPackageError } from "./xlsx-package";

/**
 * The employee list of a company purchase, read from the file the employer uploads (CSV or
 * XLSX) and checked row by row against one of the two bulk-load layouts of the reference data
 * (activation: altas, cancellation: bajas).
 *
 * The answer is all or nothing: either every row is valid and the typed rows come back, or
 * the errors do (each with its row, column and Spanish message; the first 500 listed, all
 * counted), so a caller stores a list only when the whole file is good.
 *
 * - Headers: the first non-empty row names the columns, by the layout's Spanish labels or its
 *   keys, ignoring case, accents, spacing and the degree sign of "N° de fila". Unknown columns
 *   are ignored; a required column that is missing is named in an error.
 * - CSV: UTF-8 with or without a byte order mark (a file that is not UTF-8 is read as
 *   Windows-1252, what Excel writes as "CSV" on a Spanish Windows), `;` or `,` as separator
 *   (decided by the header row, whose labels contain neither), blank lines skipped.
 * - XLSX: the first worksheet, through exceljs's streaming reader over the parts that sheet
 *   needs (`firstSheetPackage`: decompression capped, nothing written to disk); a sheet with
 *   more than 10,000 rows after the header or a value past column 40 is refused as soon as
 *   the reader gets there, before the rest is read. Date-formatted cells arrive as dates.
 *
 * Row numbers in errors: the row's own "N° de fila" when it is valid, else its position among
 * the data rows (as `validateBulkLoadRows` gives them); 0 for the file itself and its header.
 * The caller bounds the file's size (the upload route: 5 MB).
 */

export type EmployeeLayout = keyof typeof bulkLoadLayouts;

export interface EmployeeRowByLayout {
  activation: EmployeeActivationRow;
  cancellation: EmployeeCancellationRow;
}

export type EmployeeFileResult<L extends EmployeeLayout = EmployeeLayout> =
  | { ok: true; rows: EmployeeRowByLayout[L][] }
  | { ok: false; errors: BulkLoadError[]; totalErrors: number };

export const MAX_EMPLOYEE_ROWS = 10_000;
export const MAX_EMPLOYEE_COLUMNS = 40;
export const MAX_LISTED_ERRORS = 500;
/**
 * Decompressed size of the workbook parts read together. A full list (10,000 rows of the 17
 * activation columns, long values) is about 7 MB of XML; past this ceiling a workbook is
 * refused before its rows are read, which bounds the time and memory one upload can take.
 */
export const MAX_XLSX_UNPACKED_BYTES = 32 * 1024 * 1024;

export const FILE_EMPTY_MESSAGE = "El archivo está vacío";
export const FILE_TYPE_MESSAGE = "Sube un archivo CSV o XLSX";
export const FILE_UNREADABLE_MESSAGE =
  "No pudimos leer el archivo: revisa que sea un CSV o un XLSX válido";
export const FILE_NO_ROWS_MESSAGE =
  "El archivo no tiene colaboradores: agrega al menos una fila debajo de los títulos";
export const FILE_TOO_MANY_ROWS_MESSAGE =
  "El archivo tiene más de 10.000 filas: divide la nómina en archivos de hasta 10.000 colaboradores";
export const FILE_TOO_MANY_COLUMNS_MESSAGE =
  "La hoja tiene más de 40 columnas: deja solo las columnas de la nómina";
export const FILE_TOO_LARGE_MESSAGE =
  "El archivo XLSX es demasiado grande al descomprimirlo: la nómina admite hasta 10.000 filas y 40 columnas";
export const FILE_UNCLOSED_QUOTES_MESSAGE =
  "El archivo tiene comillas sin cerrar: revisa que cada valor entre comillas termine con otra";
export const missingColumnMessage = (label: string) => `Falta la columna obligatoria "${label}"`;
export const repeatedColumnMessage = (label: string) =>
  `La columna "${label}" aparece más de una vez`;

/** Bytes handed to the XLSX reader at a time. */
const READ_SLICE_BYTES = 64 * 1024;

const CSV_TYPES = new Set(["text/csv", "application/csv"]);
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** One refusal that concerns the whole file. */
class FileRefusal extends Error {
  constructor(readonly errors: BulkLoadError[]) {
    super(errors[0]?.message ?? FILE_UNREADABLE_MESSAGE);
  }
}

const fileError = (message: string): FileRefusal =>
  new FileRefusal([{ row: 0, column: "", message }]);

function refused(errors: BulkLoadError[]): EmployeeFileResult<never> {
  return { ok: false, errors: errors.slice(0, MAX_LISTED_ERRORS), totalErrors: errors.length };
}

// Headers ---------------------------------------------------------------------

/** A header as compared: no accents, degree signs, dots or repeated spaces, lower case. */
function headerKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\p{M}\u200b\ufeff°º.]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

interface LayoutSpec {
  columns: readonly BulkLoadColumn[];
  rowSchema: z.ZodType<unknown>;
  /** Header (as compared) → column key: both the Spanish label and the key itself. */
  headers: Map<string, string>;
  /** Keys the row schema cannot do without: those an empty row is refused for. */
  required: string[];
}

function layoutSpec(layout: EmployeeLayout): LayoutSpec {
  const { columns, rowSchema } = bulkLoadLayouts[layout];
  const headers = new Map<string, string>();
  for (const column of columns) {
    headers.set(headerKey(column.label), column.key);
    headers.set(headerKey(column.key), column.key);
  }
  // Read from the schema itself, so the required columns follow the layout's rules.
  const empty = rowSchema.safeParse({});
  const required = new Set(
    empty.success ? [] : empty.error.issues.map((issue) => String(issue.path[0])),
  );
  return {
    columns,
    rowSchema: rowSchema as z.ZodType<unknown>,
    headers,
    required: columns.map((column) => column.key).filter((key) => required.has(key)),
  };
}

const specs = {
  activation: layoutSpec("activation"),
  cancellation: layoutSpec("cancellation"),
} satisfies Record<EmployeeLayout, LayoutSpec>;

/** Which key each position of the header row holds (undefined: a column we ignore). */
function mapHeader(spec: LayoutSpec, header: readonly unknown[]): (string | undefined)[] {
  const seen = new Set<string>();
  const errors: BulkLoadError[] = [];
  const keys = header.map((cell) => {
    const key = spec.headers.get(headerKey(textOf(cell)));
    if (!key) return undefined;
    if (seen.has(key)) {
      const label = spec.columns.find((column) => column.key === key)?.label ?? key;
      errors.push({ row: 0, column: label, message: repeatedColumnMessage(label) });
      return undefined;
    }
    seen.add(key);
    return key;
  });
  for (const column of spec.columns) {
    if (spec.required.includes(column.key) && !seen.has(column.key)) {
      errors.push({ row: 0, column: column.label, message: missingColumnMessage(column.label) });
    }
  }
  if (errors.length > 0) throw new FileRefusal(errors);
  return keys;
}

// Cells -----------------------------------------------------------------------

/** A cell as the row schemas read it: text, number, date, or undefined when empty. */
type Cell = string | number | Date | undefined;

function textOf(cell: unknown): string {
  if (cell === undefined || cell === null) return "";
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

const isBlank = (cell: Cell) => cell === undefined || (typeof cell === "string" && !cell.trim());

/** An exceljs value as a plain cell: rich text joined, a formula's result, a link's text. */
function excelCell(value: unknown): Cell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) {
    return value;
  }
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) {
      return value.richText.map((run: { text?: unknown }) => textOf(run.text)).join("");
    }
    if ("formula" in value || "sharedFormula" in value) {
      return excelCell((value as { result?: unknown }).result);
    }
    if ("text" in value) return excelCell(value.text);
    if ("error" in value) return textOf(value.error);
  }
  return undefined;
}

// Readers ---------------------------------------------------------------------

type FileKind = "csv" | "xlsx";

function fileKind(contentType: string): FileKind | null {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (CSV_TYPES.has(type)) return "csv";
  if (type === XLSX_TYPE) return "xlsx";
  return null;
}

/** UTF-8 (its byte order mark dropped), else Windows-1252. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function readCsv(bytes: Uint8Array): Cell[][] {
  const text = decodeText(bytes);
  if (text.includes("\u0000")) throw fileError(FILE_UNREADABLE_MESSAGE);
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  const semicolons = firstLine.split(";").length;
  const commas = firstLine.split(",").length;
  const parsed = Papa.parse<string[]>(text, {
    delimiter: semicolons > commas ? ";" : ",",
    skipEmptyLines: "greedy",
  });
  if (parsed.errors.some((error) => error.type === "Quotes")) {
    throw fileError(FILE_UNCLOSED_QUOTES_MESSAGE);
  }
  return parsed.data;
}

/**
 * The package in small slices: the reader parses each chunk it receives whole before it hands
 * over a row, so one big chunk would parse the entire sheet before the row limit is checked.
 */
function* slices(bytes: Buffer, size = READ_SLICE_BYTES): Generator<Buffer> {
  for (let start = 0; start < bytes.byteLength; start += size) {
    yield bytes.subarray(start, start + size);
  }
}

async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  let sheetPackage: Buffer;
  try {
    sheetPackage = await firstSheetPackage(bytes, MAX_XLSX_UNPACKED_BYTES);
  } catch (error) {
    if (error instanceof XlsxPackageError) {
      throw fileError(
        error.fault === "too-large" ? FILE_TOO_LARGE_MESSAGE : FILE_UNREADABLE_MESSAGE,
      );
    }
    throw error;
  }

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(sheetPackage)), {
    worksheets: "emit",
    sharedStrings: "cache",
    // Styles tell date cells from numbers.
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const table: Cell[][] = [];
  let rowElements = 0;
  let refusal: FileRefusal | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // Every row element counts, blank or not: the header and 10,000 more at most.
        rowElements += 1;
        if (rowElements > MAX_EMPLOYEE_ROWS + 1) {
          refusal = fileError(FILE_TOO_MANY_ROWS_MESSAGE);
          break;
        }
        const cells: Cell[] = [];
        row.eachCell((cell, column) => {
          if (column > MAX_EMPLOYEE_COLUMNS) {
            refusal ??= fileError(FILE_TOO_MANY_COLUMNS_MESSAGE);
            return;
          }
          cells[column - 1] = excelCell(cell.value);
        });
        if (refusal) break;
        table.push(Array.from(cells));
      }
      // The package holds one worksheet: the workbook's first.
      break;
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw fileError(FILE_UNREADABLE_MESSAGE);
  }
  if (refusal) throw refusal;
  return table.filter((cells) => !cells.every(isBlank));
}

// The file --------------------------------------------------------------------

/**
 * Reads and checks an employee list. `contentType` is the upload's (text/csv or the XLSX
 * type; parameters such as charset ignored); `layout` the bulk-load layout its columns follow.
 */
export async function parseEmployeeFile<L extends EmployeeLayout>(
  bytes: Uint8Array,
  contentType: string,
  layout: L,
): Promise<EmployeeFileResult<L>> {
  const kind = fileKind(contentType);
  if (!kind) return refused([{ row: 0, column: "", message: FILE_TYPE_MESSAGE }]);
  if (bytes.byteLength === 0) return refused([{ row: 0, column: "", message: FILE_EMPTY_MESSAGE }]);

  const spec = specs[layout];
  try {
    const table = kind === "csv" ? readCsv(bytes) : await readXlsx(bytes);
    const [header, ...data] = table;
    if (!header) throw fileError(FILE_EMPTY_MESSAGE);
    const keys = mapHeader(spec, header);
    if (data.length === 0) throw fileError(FILE_NO_ROWS_MESSAGE);
    if (data.length > MAX_EMPLOYEE_ROWS) throw fileError(FILE_TOO_MANY_ROWS_MESSAGE);

    const rows = data.map((cells) => {
      const row: Record<string, Cell> = {};
      keys.forEach((key, index) => {
        if (key) row[key] = cells[index];
      });
      return row;
    });
    const { valid, errors } = validateBulkLoadRows(spec.rowSchema, spec.columns, rows);
    if (errors.length > 0) return refused(errors);
    return { ok: true, rows: valid as EmployeeRowByLayout[L][] };
  } catch (error) {
    if (error instanceof FileRefusal) return refused(error.errors);
    throw error;
  }
}
