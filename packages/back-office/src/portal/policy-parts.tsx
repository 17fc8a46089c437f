import type {
  EmployeeListFilter,
  PortalEmployee,
  PortalPeriod,
  PortalPolicy,
  PortalPolicyDetail,
} from "@qs/domain/api/portal";
import { formatCodedAmount } from "@qs/domain/format-money";
import { Button } from "@qs/ui/button";
import type { TFunction } from "i18next";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, Notice } from "../field";
import { ScrollTable } from "../scroll-table";
import { type EmployeeQuery, StaffApiError, UNREACHABLE } from "../staff-api";

/**
 * What a policy's page shows in the portal and in the back office alike: its facts, its
 * payroll (each person's state and the movement in process), its payment periods and its
 * history. Each side adds what it does: the portal its forms, the back office its decisions.
 */

export const day = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

/** A page's answer that did not come: the API's words, or that the server was not reached. */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message =
    error instanceof StaffApiError && error.status !== UNREACHABLE && error.message
      ? error.message
      : t("portal.unreachable");
  return <Notice kind="error">{message}</Notice>;
}

/** The facts of a policy; `children` adds more pairs (`<dt>`, `<dd>`). */
export function PolicyFacts({
  policy,
  locale,
  children,
}: {
  policy: PortalPolicy;
  locale: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <dl className="qs-bo-facts">
      <dt>{t("portal.plan")}</dt>
      <dd>
        {policy.productName} · {policy.insurerName}
      </dd>
      <dt>{t("portal.state")}</dt>
      <dd>{t(`portal.states.${policy.state}`)}</dd>
      <dt>{t("portal.validity")}</dt>
      <dd>
        {t("portal.validityValue", {
          from: day(locale, policy.startsOn),
          to: day(locale, policy.endsOn),
        })}
      </dd>
      <dt>{t("portal.employeesCount")}</dt>
      <dd>{policy.activeEmployees}</dd>
      <dt>{t("portal.pendingMovements")}</dt>
      <dd>{policy.pendingMovements}</dd>
      {children}
    </dl>
  );
}

/** The payroll's filters, in the order a company looks for people. */
const EMPLOYEE_FILTERS: ReadonlyArray<[EmployeeListFilter, string]> = [
  ["ACTIVE", "portal.showActive"],
  ["EN_PROCESO", "portal.showInProcess"],
  ["PENDING", "portal.showPending"],
  ["INACTIVE", "portal.showInactive"],
  ["TODOS", "portal.showAll"],
];

export type PayrollQuery = Required<Pick<EmployeeQuery, "estado" | "page">> & EmployeeQuery;

/** Search by name or RUT and the state shown; a new search or filter goes back to page 1. */
export function EmployeeSearch({
  query,
  onQuery,
}: {
  query: PayrollQuery;
  onQuery: (next: PayrollQuery) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(query.q ?? "");
  return (
    <search>
      <form
        className="qs-bo-filters"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onQuery({ ...query, q: typed.trim() || undefined, page: 1 });
        }}
      >
        <PersonSearchField typed={typed} onTyped={setTyped} />
        <Field label={t("portal.show")}>
          {(props) => (
            <select
              {...props}
              value={query.estado}
              onChange={(event) =>
                onQuery({ ...query, estado: event.target.value as EmployeeListFilter, page: 1 })
              }
            >
              {EMPLOYEE_FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="qs-bo-actions">
          <Button type="submit" variant="secondary">
            {t("portal.searchSubmit")}
          </Button>
        </div>
      </form>
    </search>
  );
}

/** The search by a person's name or RUT, as the payroll and the uninsured people list ask it. */
export function PersonSearchField({
  typed,
  onTyped,
}: {
  typed: string;
  onTyped: (typed: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t("portal.search")}>
      {(props) => (
        <input
          {...props}
          type="search"
          value={typed}
          maxLength={80}
          onChange={(event) => onTyped(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The movement a person waits for, as their row says it. */
export function movementText(
  t: TFunction,
  locale: string,
  employee: PortalEmployee,
): string | null {
  if (employee.process === "activation") return t("portal.processActivation");
  if (employee.process === "cancellation") {
    return employee.endDate
      ? t("portal.processCancellationOn", { date: day(locale, employee.endDate) })
      : t("portal.processCancellation");
  }
  return null;
}

interface ExtraColumn {
  header: ReactNode;
  cell: (employee: PortalEmployee) => ReactNode;
}

/**
 * A page of the payroll: name, RUT, state with the movement in process (an activation, or a
 * cancellation with the exclusion date asked for), from and until; `lead` and `trail` add a
 * column before (a choice) or after (an action).
 */
export function EmployeesTable({
  employees,
  locale,
  busy,
  lead,
  trail,
}: {
  employees: PortalEmployee[];
  locale: string;
  busy: boolean;
  lead?: ExtraColumn | undefined;
  trail?: ExtraColumn | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={t("portal.employeesTitle")} busy={busy}>
      <thead>
        <tr>
          {lead && <th scope="col">{lead.header}</th>}
          <th scope="col">{t("portal.name")}</th>
          <th scope="col">{t("portal.legalId")}</th>
          <th scope="col">{t("portal.state")}</th>
          <th scope="col">{t("portal.from")}</th>
          <th scope="col">{t("portal.until")}</th>
          {trail && <th scope="col">{trail.header}</th>}
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => {
          const movement = movementText(t, locale, employee);
          return (
            <tr key={employee.id}>
              {lead && <td>{lead.cell(employee)}</td>}
              <th scope="row">{employee.fullName}</th>
              <td className="qs-bo-nowrap">{employee.legalId}</td>
              <td>
                {t(`portal.states.${employee.state}`, { defaultValue: employee.state })}
                {movement && <span className="qs-bo-process">{movement}</span>}
              </td>
              <td className="qs-bo-nowrap">{day(locale, employee.effectiveDate)}</td>
              <td className="qs-bo-nowrap">
                {employee.endDate ? day(locale, employee.endDate) : "—"}
              </td>
              {trail && <td>{trail.cell(employee)}</td>}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/**
 * The payment periods: due date, amount, state, when paid and the tax document (`document`
 * says what its cell holds); `comments` adds under the table what each paid period's
 * document has been told.
 */
export function PeriodsTable({
  periods,
  locale,
  document,
  comments,
}: {
  periods: PortalPeriod[];
  locale: string;
  document: (period: PortalPeriod) => ReactNode;
  comments?: ((period: PortalPeriod) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const paid = periods.filter((period) => period.state === "pay");
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t("portal.periodsTitle")}</h2>
      <ScrollTable label={t("portal.periodsTitle")}>
        <thead>
          <tr>
            <th scope="col">{t("portal.period")}</th>
            <th scope="col">{t("portal.due")}</th>
            <th scope="col">{t("portal.amount")}</th>
            <th scope="col">{t("portal.state")}</th>
            <th scope="col">{t("portal.paidAt")}</th>
            <th scope="col">{t("portal.taxDocument")}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period}>
              <th scope="row">{period.period}</th>
              <td>{day(locale, period.dueDate)}</td>
              <td>{formatCodedAmount(period.amount, period.currency, locale)}</td>
              <td>{t(`portal.periodStates.${period.state}`)}</td>
              <td>{period.paidAt ? day(locale, period.paidAt) : "—"}</td>
              <td>{document(period)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {comments && paid.length > 0 && (
        <div className="qs-bo-threads">{paid.map((period) => comments(period))}</div>
      )}
    </section>
  );
}

/** What an event's count is: people for a movement, the period for a payment or a renewal. */
function eventDetail(t: TFunction, event: PortalPolicyDetail["history"][number]): string {
  if (event.count === null || event.kind === "created") return "";
  if (
    event.kind === "period_paid" ||
    event.kind === "renewal" ||
    event.kind === "tax_document_cancelled" ||
    event.kind === "tax_document_reactivated"
  ) {
    return ` (${t("portal.eventPeriod", { period: event.count })})`;
  }
  return ` (${t("portal.eventCount", { count: event.count })})`;
}

/** The policy's history, newest first: what happened, how many people, who did it. */
export function History({ policy, locale }: { policy: PortalPolicyDetail; locale: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t("portal.historyTitle")}</h2>
      <ol className="qs-bo-timeline">
        {policy.history.map((event) => (
          <li key={`${event.at}-${event.kind}`}>
            <time dateTime={event.at}>{day(locale, event.at)}</time> ·{" "}
            {t(`portal.events.${event.kind}`)}
            {eventDetail(t, event)} · {event.by ?? t("portal.byPlatform")}
          </li>
        ))}
      </ol>
    </section>
  );
}
