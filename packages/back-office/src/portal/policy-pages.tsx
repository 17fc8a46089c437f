import type { PortalPeriod, PortalPolicy, PortalPolicyDetail } from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../field";
import { Pager } from "../pager";
import { ScrollTable } from "../scroll-table";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import {
  type EmployeeQuery,
  payrollExportUrl,
  RefusedListError,
  taxDocumentUrl,
} from "./portal-api";
import { useClientCan, useClientSession, usePortalApi } from "./portal-context";

/**
 * The portal's pages once signed in: the account's policies, and one policy with its payroll
 * (search, pages, bulk activation and cancellation with each refused cell), its payment periods
 * with each paid period's tax document, and its history. What the role may not do (a payroll
 * manager's payments) is not shown; the API refuses it anyway.
 */

const money = (locale: string, amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    // UF and other units Intl does not know: the amount and the unit.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
};

const day = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message =
    error instanceof StaffApiError && error.status !== UNREACHABLE && error.message
      ? error.message
      : t("portal.unreachable");
  return <Notice kind="error">{message}</Notice>;
}

export function PoliciesPage({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const api = usePortalApi();
  const policies = useQuery({ queryKey: ["portal", "policies"], queryFn: () => api.policies() });
  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("portal.policiesTitle")}</h1>
      {policies.isPending && <p role="status">{t("portal.loading")}</p>}
      {policies.isError && <LoadFailed error={policies.error} />}
      {policies.data?.length === 0 && <p>{t("portal.policiesEmpty")}</p>}
      {policies.data && policies.data.length > 0 && (
        <ScrollTable label={t("portal.policiesTitle")}>
          <thead>
            <tr>
              <th scope="col">{t("portal.policyNumber")}</th>
              <th scope="col">{t("portal.plan")}</th>
              <th scope="col">{t("portal.state")}</th>
              <th scope="col">{t("portal.validity")}</th>
              <th scope="col">{t("portal.employeesCount")}</th>
            </tr>
          </thead>
          <tbody>
            {policies.data.map((policy) => (
              <PolicyRow key={policy.id} policy={policy} locale={i18n.language} onOpen={onOpen} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </main>
  );
}

function PolicyRow({
  policy,
  locale,
  onOpen,
}: {
  policy: PortalPolicy;
  locale: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <a
          href={`/portal/polizas/${policy.id}`}
          aria-label={t("portal.open", { number: policy.number })}
          onClick={(event) => {
            event.preventDefault();
            onOpen(policy.id);
          }}
        >
          {policy.number}
        </a>
      </th>
      <td>
        {policy.productName} · {policy.insurerName}
        {policy.company && <span className="qs-bo-muted"> · {policy.company}</span>}
      </td>
      <td>{t(`portal.states.${policy.state}`)}</td>
      <td>
        {t("portal.validityValue", {
          from: day(locale, policy.startsOn),
          to: day(locale, policy.endsOn),
        })}
      </td>
      <td>{policy.activeEmployees}</td>
    </tr>
  );
}

export function PolicyPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const api = usePortalApi();
  const policy = useQuery({ queryKey: ["portal", "policy", id], queryFn: () => api.policy(id) });
  const canEmployees = useClientCan("employee:read");
  const locale = i18n.language;
  return (
    <main id="contenido" className="qs-bo-page">
      <p>
        <a
          href="/portal"
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {t("portal.back")}
        </a>
      </p>
      {policy.isPending && <p role="status">{t("portal.loading")}</p>}
      {policy.isError && <LoadFailed error={policy.error} />}
      {policy.data && (
        <>
          <h1>
            {t("portal.policyNumber")} {policy.data.number}
          </h1>
          <dl className="qs-bo-facts">
            <dt>{t("portal.plan")}</dt>
            <dd>
              {policy.data.productName} · {policy.data.insurerName}
            </dd>
            <dt>{t("portal.state")}</dt>
            <dd>{t(`portal.states.${policy.data.state}`)}</dd>
            <dt>{t("portal.validity")}</dt>
            <dd>
              {t("portal.validityValue", {
                from: day(locale, policy.data.startsOn),
                to: day(locale, policy.data.endsOn),
              })}
            </dd>
            <dt>{t("portal.employeesCount")}</dt>
            <dd>{policy.data.activeEmployees}</dd>
          </dl>
          {canEmployees && policy.data.company && <EmployeesPanel policy={policy.data} />}
          {policy.data.periods && (
            <PeriodsTable policyId={policy.data.id} periods={policy.data.periods} locale={locale} />
          )}
          <History policy={policy.data} locale={locale} />
        </>
      )}
    </main>
  );
}

function EmployeesPanel({ policy }: { policy: PortalPolicyDetail }) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const [query, setQuery] = useState<
    Required<Pick<EmployeeQuery, "estado" | "page">> & EmployeeQuery
  >({
    estado: "ACTIVE",
    page: 1,
  });
  const [typed, setTyped] = useState("");
  const employees = useQuery({
    queryKey: ["portal", "employees", policy.id, query],
    queryFn: () => api.employees(policy.id, query),
    placeholderData: keepPreviousData,
  });
  const canActivate = useClientCan("employee:bulk-activation");
  const canExport = useClientCan("employee:export");
  const searchId = useId();
  const pages = employees.data
    ? Math.max(1, Math.ceil(employees.data.total / employees.data.pageSize))
    : 1;
  return (
    <section aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>{t("portal.employeesTitle")}</h2>
      <search>
        <form
          className="qs-bo-filters"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setQuery({ ...query, q: typed.trim() || undefined, page: 1 });
          }}
        >
          <label htmlFor={searchId}>{t("portal.search")}</label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={80}
            onChange={(event) => setTyped(event.target.value)}
          />
          <label>
            <span>{t("portal.show")}</span>
            <select
              value={query.estado}
              onChange={(event) =>
                setQuery({ ...query, estado: event.target.value as typeof query.estado, page: 1 })
              }
            >
              <option value="ACTIVE">{t("portal.showActive")}</option>
              <option value="INACTIVE">{t("portal.showInactive")}</option>
              <option value="TODOS">{t("portal.showAll")}</option>
            </select>
          </label>
          <Button type="submit" variant="secondary">
            {t("portal.searchSubmit")}
          </Button>
        </form>
      </search>
      {employees.isError && <LoadFailed error={employees.error} />}
      {employees.data && employees.data.employees.length === 0 && (
        <p>{t("portal.employeesEmpty")}</p>
      )}
      {employees.data && employees.data.employees.length > 0 && (
        <>
          <ScrollTable label={t("portal.employeesTitle")} busy={employees.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("portal.name")}</th>
                <th scope="col">{t("portal.legalId")}</th>
                <th scope="col">{t("portal.state")}</th>
                <th scope="col">{t("portal.from")}</th>
                <th scope="col">{t("portal.until")}</th>
              </tr>
            </thead>
            <tbody>
              {employees.data.employees.map((employee) => (
                <tr key={employee.id}>
                  <th scope="row">{employee.fullName}</th>
                  <td>{employee.legalId}</td>
                  <td>{t(`portal.states.${employee.state}`, { defaultValue: employee.state })}</td>
                  <td>{employee.effectiveDate}</td>
                  <td>{employee.endDate ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={query.page}
            pages={pages}
            label={t("portal.employeesPage", {
              page: query.page,
              pages,
              total: employees.data.total,
            })}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
      {canExport && (
        <p>
          <a href={payrollExportUrl(policy.id)} download>
            {t("portal.export")}
          </a>
        </p>
      )}
      {canActivate && policy.state === "ACTIVE" && <BulkLoadForm policyId={policy.id} />}
    </section>
  );
}

function BulkLoadForm({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const session = useClientSession();
  const queryClient = useQueryClient();
  const [layout, setLayout] = useState<"activation" | "cancellation">("activation");
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<
    { kind: "done"; text: string } | { kind: "refused"; error: StaffApiError } | null
  >(null);
  const fileId = useId();
  const layoutName = layout === "activation" ? t("portal.activation") : t("portal.cancellation");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setOutcome({ kind: "refused", error: new StaffApiError(400, t("portal.chooseFile")) });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.bulkLoad(policyId, layout, file, session.csrfToken);
      setOutcome({
        kind: "done",
        text: t("portal.accepted", { message: answer.message, count: answer.count }),
      });
      await queryClient.invalidateQueries({ queryKey: ["portal"] });
    } catch (error) {
      setOutcome({
        kind: "refused",
        error: error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""),
      });
    } finally {
      setBusy(false);
    }
  };

  const refused = outcome?.kind === "refused" ? outcome.error : null;
  return (
    <form className="qs-bo-card qs-bo-bulk" onSubmit={submit} noValidate>
      <h3>{t("portal.bulkTitle")}</h3>
      <p className="qs-bo-hint">{t("portal.bulkLead")}</p>
      <fieldset>
        <legend>{t("portal.bulkTitle")}</legend>
        {(["activation", "cancellation"] as const).map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="layout"
              value={each}
              checked={layout === each}
              onChange={() => setLayout(each)}
            />{" "}
            {t(`portal.${each}`)}
          </label>
        ))}
      </fieldset>
      <div className="qs-bo-field">
        <label htmlFor={fileId}>{t("portal.file")}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="qs-bo-actions">
        <Button type="submit" aria-busy={busy || undefined}>
          {busy ? t("portal.uploading") : t("portal.upload", { layout: layoutName.toLowerCase() })}
        </Button>
      </div>
      {outcome?.kind === "done" && <Notice kind="done">{outcome.text}</Notice>}
      {refused && !(refused instanceof RefusedListError) && (
        <Notice kind="error">
          {refused.status === UNREACHABLE ? t("portal.unreachable") : refused.message}
        </Notice>
      )}
      {refused instanceof RefusedListError && <RefusedCells error={refused} />}
    </form>
  );
}

/** Each refused cell of a list, with its row and column, as the API wrote it. */
export function RefusedCells({ error }: { error: RefusedListError }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Notice kind="error">{error.message}</Notice>
      <ScrollTable label={t("portal.errorsTitle", { total: error.total })}>
        <caption>{t("portal.errorsTitle", { total: error.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("portal.row")}</th>
            <th scope="col">{t("portal.column")}</th>
            <th scope="col">{t("portal.message")}</th>
          </tr>
        </thead>
        <tbody>
          {error.cells.map((cell) => (
            <tr key={`${cell.row}-${cell.column}-${cell.message}`}>
              <td>{cell.row}</td>
              <td>{cell.column}</td>
              <td lang="es">{cell.message}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {error.total > error.cells.length && (
        <p>{t("portal.moreErrors", { count: error.total - error.cells.length })}</p>
      )}
    </div>
  );
}

function PeriodsTable({
  policyId,
  periods,
  locale,
}: {
  policyId: string;
  periods: PortalPeriod[];
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t("portal.periodsTitle")}</h2>
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
              <td>{money(locale, period.amount, period.currency)}</td>
              <td>{t(`portal.periodStates.${period.state}`)}</td>
              <td>{period.paidAt ? day(locale, period.paidAt) : "—"}</td>
              <td>
                {period.taxDocument ? (
                  <a
                    href={taxDocumentUrl(policyId, period.period)}
                    download
                    aria-label={t("portal.downloadLabel", { period: period.period })}
                  >
                    {t("portal.download")}
                  </a>
                ) : (
                  t("portal.notIssued")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

function History({ policy, locale }: { policy: PortalPolicyDetail; locale: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t("portal.historyTitle")}</h2>
      <ol className="qs-bo-timeline">
        {policy.history.map((event) => (
          <li key={`${event.at}-${event.kind}`}>
            <time dateTime={event.at}>{day(locale, event.at)}</time> ·{" "}
            {t(`portal.events.${event.kind}`)}
            {event.count !== null && event.kind !== "created"
              ? ` (${t("portal.eventCount", { count: event.count })})`
              : ""}{" "}
            · {event.by ?? t("portal.byPlatform")}
          </li>
        ))}
      </ol>
    </section>
  );
}
