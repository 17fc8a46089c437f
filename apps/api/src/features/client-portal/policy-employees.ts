import type {
  BulkLoadError,
  EmployeeActivationRow,
  EmployeeCancellationRow,
} from "@qs/catalogs/bulk-load";
import { MOVEMENT_NOT_PENDING_MESSAGE } from "@qs/domain/api/back-office";
import {
  ALREADY_INSURED_MESSAGE,
  EMPLOYEE_NOT_FOUND_MESSAGE,
  EMPLOYEES_PAGE_SIZE,
  type EmployeeListFilter,
  type EmployeeProcess,
  employeeProcesses,
  IN_PROCESS_MESSAGE,
  NOT_INSURED_MESSAGE,
  type PortalEmployee,
  type PortalUninsured,
} from "@qs/domain/api/portal";
import type { EmployeeState } from "@qs/domain/client-access";
import { and, asc, count, eq, inArray, isNotNull, like, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { policyEmployees, policyEvents } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../platform/errors";

/**
 * A policy's employees: who it insures, found by name or RUT, and the two bulk loads of the
 * spec (altas, bajas) checked against the policy itself: an activation row naming someone
 * already insured, or a cancellation row naming someone who is not, is refused in its cell,
 * and nothing changes unless every row is good. What a company asks for is a process until
 * staff decide it (`decideMovements`): an activation waits as PENDING, a cancellation waits
 * with the person still ACTIVE, as the spec's policy-employee processes (accept or decline).
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

/**
 * Inserts activation rows as employees of a policy (a row already there is left alone): ACTIVE
 * for the payroll a purchase was paid for, PENDING with an activation in process for what the
 * company asks for later.
 */
export async function insertEmployees(
  tx: Executor,
  policyId: string,
  rows: readonly EmployeeActivationRow[],
  today: string,
  now: Date,
  as: "insured" | "requested" = "insured",
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
        state: as === "insured" ? ("ACTIVE" as const) : ("PENDING" as const),
        process: as === "insured" ? null : ("activation" as const),
        requestedAt: as === "insured" ? null : now,
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
  filter: { q?: string | undefined; estado: EmployeeListFilter; page: number },
): Promise<EmployeePage> {
  const conditions: SQL[] = [eq(policyEmployees.policyId, policyId)];
  if (filter.estado === "EN_PROCESO") conditions.push(isNotNull(policyEmployees.process));
  else if (filter.estado !== "TODOS") conditions.push(eq(policyEmployees.state, filter.estado));
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
  return { items: rows.map(employeeOut), total: total?.n ?? 0 };
}

type EmployeeRow = typeof policyEmployees.$inferSelect;

export function employeeOut(row: EmployeeRow): PortalEmployee {
  const data = row.data as Partial<EmployeeActivationRow>;
  return {
    id: row.id,
    legalId: row.legalId,
    fullName: row.fullName,
    state: row.state as EmployeeState,
    effectiveDate: row.effectiveDate,
    endDate: row.endDate,
    process: row.process as EmployeeProcess | null,
    email: typeof data.email === "string" ? data.email : null,
    phone: typeof data.phone === "string" ? data.phone : null,
  };
}

interface Standing {
  state: string;
  process: string | null;
}

/** The states (and movements in process) of the people a file names, by RUT. */
async function statesOf(tx: Executor, policyId: string, legalIds: string[]) {
  const states = new Map<string, Standing>();
  for (let start = 0; start < legalIds.length; start += BATCH) {
    const rows = await tx
      .select({
        legalId: policyEmployees.legalId,
        state: policyEmployees.state,
        process: policyEmployees.process,
      })
      .from(policyEmployees)
      .where(
        and(
          eq(policyEmployees.policyId, policyId),
          inArray(policyEmployees.legalId, legalIds.slice(start, start + BATCH)),
        ),
      );
    for (const row of rows) states.set(row.legalId, row);
  }
  return states;
}

const RUT_COLUMN = "RUT";

/**
 * Checks a valid file against the policy: an activation may not name someone ACTIVE, a
 * cancellation must name someone ACTIVE, and neither may name someone whose movement is in
 * process; a RUT twice in one file is refused at its second row.
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
    const standing = states.get(row.legalId);
    if (standing?.process) {
      errors.push({ row: number, column: RUT_COLUMN, message: IN_PROCESS_MESSAGE });
      return;
    }
    const active = standing?.state === "ACTIVE";
    if (layout === "activation" && active) {
      errors.push({ row: number, column: RUT_COLUMN, message: ALREADY_INSURED_MESSAGE });
    }
    if (layout === "cancellation" && !active) {
      errors.push({ row: number, column: RUT_COLUMN, message: NOT_INSURED_MESSAGE });
    }
  });
  return errors;
}

/**
 * Records a checked activation as processes: new people inserted as PENDING, people once
 * cancelled (or declined) PENDING again, each waiting for staff.
 */
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
        state: "PENDING",
        process: "activation",
        requestedAt: now,
        fullName: fullNameOf(row),
        search: searchText(`${fullNameOf(row)} ${row.legalId}`),
        effectiveDate: day(row.effectiveDate, today),
        endDate: null,
        data: row,
        updatedAt: now,
      })
      .where(and(eq(policyEmployees.policyId, policyId), eq(policyEmployees.legalId, row.legalId)));
  }
  const fresh = rows.filter((row) => !states.has(row.legalId));
  return returning.length + (await insertEmployees(tx, policyId, fresh, today, now, "requested"));
}

/**
 * Records a checked cancellation as processes: each person stays ACTIVE, with the file's
 * exclusion date asked for, until staff accept (INACTIVE from that date) or decline it.
 */
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
        .set({ process: "cancellation", requestedAt: now, endDate, updatedAt: now })
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
  const movement = { activation: "En proceso de alta", cancellation: "En proceso de baja" };
  const lines = [["RUT", "Nombre", "Estado", "Desde", "Hasta", "Movimiento"].join(";")];
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
        [
          row.legalId,
          row.fullName,
          row.state,
          row.effectiveDate,
          row.endDate ?? "",
          row.process ? movement[row.process as EmployeeProcess] : "",
        ]
          .map(cell)
          .join(";"),
      );
    }
    if (rows.length < EXPORT_BATCH) break;
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The movements in process a decision names, locked; a conflict if one is not in process. */
export async function movementsToDecide(
  tx: Executor,
  policyId: string,
  ids: readonly number[],
): Promise<EmployeeRow[]> {
  const rows = await tx
    .select()
    .from(policyEmployees)
    .where(and(eq(policyEmployees.policyId, policyId), inArray(policyEmployees.id, [...ids])))
    .for("update");
  if (rows.length !== new Set(ids).size || rows.some((row) => row.process === null)) {
    throw new ConflictError(MOVEMENT_NOT_PENDING_MESSAGE);
  }
  return rows;
}

/**
 * Staff's decision on movements in process (the insurer confirmed or refused them): an
 * activation accepted insures the person (ACTIVE), declined leaves them uninsured (INACTIVE);
 * a cancellation accepted ends the cover on the date asked for (INACTIVE), declined keeps it
 * (ACTIVE, no end). Each kind decided enters the policy's history once, with its count.
 */
export async function decideMovements(
  tx: Executor,
  policyId: string,
  rows: readonly EmployeeRow[],
  decision: "accept" | "decline",
  now: Date,
): Promise<void> {
  const of = (process: EmployeeProcess) =>
    rows.filter((row) => row.process === process).map((row) => row.id);
  const changes: Record<
    EmployeeProcess,
    Partial<typeof policyEmployees.$inferInsert>
  > = decision === "accept"
    ? {
        activation: { state: "ACTIVE", endDate: null },
        cancellation: { state: "INACTIVE" },
      }
    : {
        activation: { state: "INACTIVE", endDate: null },
        cancellation: { state: "ACTIVE", endDate: null },
      };
  for (const process of employeeProcesses) {
    const ids = of(process);
    if (ids.length === 0) continue;
    await tx
      .update(policyEmployees)
      .set({ ...changes[process], process: null, requestedAt: null, updatedAt: now })
      .where(inArray(policyEmployees.id, ids));
    await tx.insert(policyEvents).values({
      policyId,
      at: now,
      accountId: null,
      kind: `${process}_${decision === "accept" ? "accepted" : "declined"}`,
      detail: { count: ids.length },
    });
  }
}

/** One person of a policy, or 404. */
export async function employeeOf(
  db: Executor,
  policyId: string,
  employeeId: number,
): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(policyEmployees)
    .where(and(eq(policyEmployees.policyId, policyId), eq(policyEmployees.id, employeeId)));
  if (!row) throw new NotFoundError(EMPLOYEE_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * A person's data changed (the activation row's columns but the RUT, which names them):
 * their name, contact and bank data; their state and dates are the movements'.
 */
export async function updateEmployee(
  tx: Executor,
  row: EmployeeRow,
  data: EmployeeActivationRow,
  now: Date,
): Promise<EmployeeRow> {
  const person = {
    ...data,
    legalId: row.legalId,
    effectiveDate: (row.data as PersonData).effectiveDate,
  };
  const fullName = fullNameOf(person);
  const [updated] = await tx
    .update(policyEmployees)
    .set({
      fullName,
      search: searchText(`${fullName} ${row.legalId}`),
      data: person,
      updatedAt: now,
    })
    .where(eq(policyEmployees.id, row.id))
    .returning();
  if (!updated) throw new NotFoundError(EMPLOYEE_NOT_FOUND_MESSAGE);
  return updated;
}

type PersonData = Partial<EmployeeActivationRow>;

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rows of the uninsured list a page shows. */
export const UNINSURED_PAGE_SIZE = EMPLOYEES_PAGE_SIZE;

/**
 * The people the companies' policies once had who are insured by none of them now
 * (cancelled, or an activation declined), each with the last policy that had them; by name.
 */
export async function listUninsured(
  db: Executor,
  policyIds: readonly string[],
  filter: { q?: string | undefined; page: number },
): Promise<{ items: PortalUninsured[]; total: number }> {
  if (policyIds.length === 0) return { items: [], total: 0 };
  const words = searchText(filter.q ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 6);
  const ids = sql.join(
    policyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const search = words.map(
    (word) => sql` and pe.search like ${`%${word.replace(/[\\%_]/g, "\\$&")}%`}`,
  );
  // Each person's latest row across the policies, kept when no row of theirs is insured or
  // in process.
  const people = sql`
    select distinct on (pe.legal_id) pe.legal_id, pe.full_name,
      to_char(pe.end_date, 'YYYY-MM-DD') as end_date, pe.policy_id::text as policy_id,
      p.number as policy_number
    from policy_employees pe join policies p on p.id = pe.policy_id
    where pe.policy_id in (${ids})${sql.join(search, sql``)}
      and not exists (
        select 1 from policy_employees other
        where other.legal_id = pe.legal_id and other.policy_id in (${ids})
          and (other.state <> 'INACTIVE' or other.process is not null)
      )
    order by pe.legal_id, pe.updated_at desc, pe.id desc`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select * from (${people}) people order by full_name, legal_id
      limit ${UNINSURED_PAGE_SIZE} offset ${(filter.page - 1) * UNINSURED_PAGE_SIZE}`),
    db.execute(sql`select count(*) as n from (${people}) people`),
  ]);
  return {
    items: rowsOf<{
      legal_id: string;
      full_name: string;
      end_date: string | null;
      policy_id: string;
      policy_number: string;
    }>(rows).map((row) => ({
      legalId: row.legal_id,
      fullName: row.full_name,
      endDate: row.end_date,
      policyId: row.policy_id,
      policyNumber: row.policy_number,
    })),
    total: Number(rowsOf<{ n: number | string }>(counted)[0]?.n ?? 0),
  };
}
