import type {
  BulkLoadError,
  EmployeeActivationRow,
  EmployeeCancellationRow,
} from "@qs/catalogs/bulk-load";
import {
  ALREADY_INSURED_MESSAGE,
  EMPLOYEES_PAGE_SIZE,
  NOT_INSURED_MESSAGE,
  type PortalEmployee,
} from "@qs/domain/api/portal";
import type { EmployeeState } from "@qs/domain/client-access";
import { and, asc, count, eq, inArray, like, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { policyEmployees } from "../../db/schema";

/**
 * A policy's employees: who it insures, found by name or RUT, and the two bulk loads of the
 * spec (altas, bajas) checked against the policy itself: an activation row naming someone
 * already insured, or a cancellation row naming someone who is not, is refused in its cell,
 * and nothing changes unless every row is good.
 */

/** Rows written per statement. */
const BATCH = 500;

/** Lower case without accents: what the search compares. */
export const searchText = (value: string) =>
  value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

const day = (value: unknown, fallback: string) => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return fallback;
};

type PersonRow = Pick<
  EmployeeActivationRow,
  "name" | "paternalSurname" | "maternalSurname" | "legalId"
>;

const fullNameOf = (row: PersonRow) =>
  [row.name, row.paternalSurname, row.maternalSurname].filter(Boolean).join(" ");

/** Inserts activation rows as ACTIVE employees of a policy (a row already there is left alone). */
export async function insertEmployees(
  tx: Executor,
  policyId: string,
  rows: readonly EmployeeActivationRow[],
  today: string,
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows.slice(start, start + BATCH).map((row) => {
      const fullName = fullNameOf(row);
      return {
        policyId,
        legalId: row.legalId,
        fullName,
        search: searchText(`${fullName} ${row.legalId}`),
        state: "ACTIVE" as const,
        effectiveDate: day(row.effectiveDate, today),
        data: row,
        updatedAt: now,
      };
    });
    const written = await tx
      .insert(policyEmployees)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: policyEmployees.id });
    inserted += written.length;
  }
  return inserted;
}

export interface EmployeePage {
  items: PortalEmployee[];
  total: number;
}

/** One page of a policy's employees, by name then id, filtered by state and a search. */
export async function listEmployees(
  db: Executor,
  policyId: string,
  filter: { q?: string | undefined; estado: EmployeeState | "TODOS"; page: number },
): Promise<EmployeePage> {
  const conditions: SQL[] = [eq(policyEmployees.policyId, policyId)];
  if (filter.estado !== "TODOS") conditions.push(eq(policyEmployees.state, filter.estado));
  const words = searchText(filter.q ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 6);
  for (const word of words) {
    conditions.push(like(policyEmployees.search, `%${word.replace(/[\\%_]/g, "\\$&")}%`));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(policyEmployees)
      .where(where)
      .orderBy(asc(policyEmployees.fullName), asc(policyEmployees.id))
      .limit(EMPLOYEES_PAGE_SIZE)
      .offset((filter.page - 1) * EMPLOYEES_PAGE_SIZE),
    db.select({ n: count() }).from(policyEmployees).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      legalId: row.legalId,
      fullName: row.fullName,
      state: row.state as EmployeeState,
      effectiveDate: row.effectiveDate,
      endDate: row.endDate,
    })),
    total: total?.n ?? 0,
  };
}

/** The states of the people a file names, by RUT. */
async function statesOf(tx: Executor, policyId: string, legalIds: string[]) {
  const states = new Map<string, string>();
  for (let start = 0; start < legalIds.length; start += BATCH) {
    const rows = await tx
      .select({ legalId: policyEmployees.legalId, state: policyEmployees.state })
      .from(policyEmployees)
      .where(
        and(
          eq(policyEmployees.policyId, policyId),
          inArray(policyEmployees.legalId, legalIds.slice(start, start + BATCH)),
        ),
      );
    for (const row of rows) states.set(row.legalId, row.state);
  }
  return states;
}

const RUT_COLUMN = "RUT";

/**
 * Checks a valid file against the policy: an activation may not name someone ACTIVE, a
 * cancellation must name someone ACTIVE; a RUT twice in one file is refused at its second row.
 */
export async function policyErrors(
  tx: Executor,
  policyId: string,
  layout: "activation" | "cancellation",
  rows: readonly (EmployeeActivationRow | EmployeeCancellationRow)[],
): Promise<BulkLoadError[]> {
  const states = await statesOf(
    tx,
    policyId,
    rows.map((row) => row.legalId),
  );
  const seen = new Set<string>();
  const errors: BulkLoadError[] = [];
  rows.forEach((row, index) => {
    const number = row.rowNumber ?? index + 1;
    if (seen.has(row.legalId)) {
      errors.push({
        row: number,
        column: RUT_COLUMN,
        message: "Este RUT ya está en otra fila del archivo",
      });
      return;
    }
    seen.add(row.legalId);
    const active = states.get(row.legalId) === "ACTIVE";
    if (layout === "activation" && active) {
      errors.push({ row: number, column: RUT_COLUMN, message: ALREADY_INSURED_MESSAGE });
    }
    if (layout === "cancellation" && !active) {
      errors.push({ row: number, column: RUT_COLUMN, message: NOT_INSURED_MESSAGE });
    }
  });
  return errors;
}

/** Applies a checked activation: new people inserted, people once cancelled insured again. */
export async function activate(
  tx: Executor,
  policyId: string,
  rows: readonly EmployeeActivationRow[],
  today: string,
  now: Date,
): Promise<number> {
  const states = await statesOf(
    tx,
    policyId,
    rows.map((row) => row.legalId),
  );
  const returning = rows.filter((row) => states.has(row.legalId));
  for (const row of returning) {
    await tx
      .update(policyEmployees)
      .set({
        state: "ACTIVE",
        effectiveDate: day(row.effectiveDate, today),
        endDate: null,
        data: row,
        updatedAt: now,
      })
      .where(and(eq(policyEmployees.policyId, policyId), eq(policyEmployees.legalId, row.legalId)));
  }
  const fresh = rows.filter((row) => !states.has(row.legalId));
  return returning.length + (await insertEmployees(tx, policyId, fresh, today, now));
}

/** Applies a checked cancellation: each person INACTIVE from the file's exclusion date. */
export async function cancel(
  tx: Executor,
  policyId: string,
  rows: readonly EmployeeCancellationRow[],
  today: string,
  now: Date,
): Promise<number> {
  // One statement per exclusion date and batch: a list of thousands shares a few dates.
  const byDate = new Map<string, EmployeeCancellationRow[]>();
  for (const row of rows) {
    const endDate = day(row.effectiveDate, today);
    const group = byDate.get(endDate);
    if (group) group.push(row);
    else byDate.set(endDate, [row]);
  }
  for (const [endDate, group] of byDate) {
    for (let start = 0; start < group.length; start += BATCH) {
      const legalIds = group.slice(start, start + BATCH).map((row) => row.legalId);
      await tx
        .update(policyEmployees)
        .set({ state: "INACTIVE", endDate, updatedAt: now })
        .where(
          and(eq(policyEmployees.policyId, policyId), inArray(policyEmployees.legalId, legalIds)),
        );
    }
  }
  return rows.length;
}

/** Rows the export reads per statement. */
const EXPORT_BATCH = 2_000;

/**
 * The whole payroll of a policy as CSV (UTF-8 with a byte order mark, `;` as Excel on a
 * Spanish Windows expects): RUT, name, state, from, until; by name. Values that begin like a
 * formula (`=`, `+`, `-`, `@`) are quoted with a leading apostrophe, so a spreadsheet shows
 * them as text and never runs them.
 */
export async function exportEmployees(db: Executor, policyId: string): Promise<string> {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [["RUT", "Nombre", "Estado", "Desde", "Hasta"].join(";")];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select()
      .from(policyEmployees)
      .where(eq(policyEmployees.policyId, policyId))
      .orderBy(asc(policyEmployees.fullName), asc(policyEmployees.id))
      .limit(EXPORT_BATCH)
      .offset(offset);
    for (const row of rows) {
      lines.push(
        [row.legalId, row.fullName, row.state, row.effectiveDate, row.endDate ?? ""]
          .map(cell)
          .join(";"),
      );
    }
    if (rows.length < EXPORT_BATCH) break;
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
