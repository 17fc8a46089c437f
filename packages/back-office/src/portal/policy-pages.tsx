import type { PortalEmployee, PortalPolicy, PortalPolicyDetail } from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../field";
import { Pager } from "../pager";
import { ScrollTable } from "../scroll-table";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import { EmployeeForm } from "./employee-form";
import {
  day,
  EmployeeSearch,
  EmployeesTable,
  History,
  LoadFailed,
  type PayrollQuery,
  PeriodsTable,
  PolicyFacts,
} from "./policy-parts";
import { payrollExportUrl, RefusedListError, taxDocumentUrl } from "./portal-api";
import { useClientCan, useClientSession, usePortalApi } from "./portal-context";
import { TaxDocumentComments } from "./tax-document-thread";

/**
 * The portal's pages once signed in: the account's policies, and one policy with its payroll
 * (search, pages, the movements in process, one person added or their data changed, bulk
 * activation and cancellation with each refused cell), its payment periods with each paid
 * period's tax document and its thread, and its history. What the role may not do (a payroll
 * manager's payments) is not shown; the API refuses it anyway.
 */

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
  const session = useClientSession();
  const policy = useQuery({ queryKey: ["portal", "policy", id], queryFn: () => api.policy(id) });
  const canEmployees = useClientCan("employee:read");
  const canComment = useClientCan("tax-document:read");
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
          <PolicyFacts policy={policy.data} locale={locale} />
          <PlanDocuments policyId={id} />
          {canEmployees && policy.data.company && <EmployeesPanel policy={policy.data} />}
          {policy.data.periods && (
            <PeriodsTable
              periods={policy.data.periods}
              locale={locale}
              document={(period) =>
                period.taxDocument === "CANCELLED" ? (
                  t("portal.cancelledDocument")
                ) : period.taxDocument ? (
                  <a
                    href={taxDocumentUrl(id, period.period)}
                    download
                    aria-label={t("portal.downloadLabel", { period: period.period })}
                  >
                    {t("portal.download")}
                  </a>
                ) : (
                  t("portal.notIssued")
                )
              }
              comments={
                canComment
                  ? (period) => (
                      <TaxDocumentComments
                        key={period.period}
                        period={period.period}
                        viewer="client"
                        queryKey={["portal", "comments", id, period.period]}
                        load={() => api.comments(id, period.period)}
                        send={(body) => api.comment(id, period.period, body, session.csrfToken)}
                      />
                    )
                  : undefined
              }
            />
          )}
          <History policy={policy.data} locale={locale} />
        </>
      )}
    </main>
  );
}

/** The plan's documents (its general conditions and the rest), each a PDF in a new tab. */
function PlanDocuments({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const documents = useQuery({
    queryKey: ["portal", "documents", policyId],
    queryFn: () => api.documents(policyId),
  });
  if (documents.isPending) return null;
  return (
    <section aria-labelledby="documentos-del-plan">
      <h2 id="documentos-del-plan">{t("portal.documentsTitle")}</h2>
      {documents.isError && <LoadFailed error={documents.error} />}
      {documents.data?.length === 0 && <p>{t("portal.documentsEmpty")}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul className="qs-bo-documents">
          {documents.data.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noopener">
                {document.name}
              </a>{" "}
              <span className="qs-bo-muted">
                {t("portal.documentPages", { count: document.pages })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the payroll's form does: add a person, or change the data of one. */
type PersonForm = { mode: "add" } | { mode: "edit"; employee: PortalEmployee } | null;

function EmployeesPanel({ policy }: { policy: PortalPolicyDetail }) {
  const { t, i18n } = useTranslation();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<PayrollQuery>({ estado: "ACTIVE", page: 1 });
  const employees = useQuery({
    queryKey: ["portal", "employees", policy.id, query],
    queryFn: () => api.employees(policy.id, query),
    placeholderData: keepPreviousData,
  });
  const canActivate = useClientCan("employee:bulk-activation");
  const canExport = useClientCan("employee:export");
  const canCreate = useClientCan("employee:create") && policy.state === "ACTIVE";
  const canUpdate = useClientCan("employee:update");
  const [form, setForm] = useState<PersonForm>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();
  const pages = employees.data
    ? Math.max(1, Math.ceil(employees.data.total / employees.data.pageSize))
    : 1;

  const open = (next: PersonForm) => {
    setSaved(null);
    setForm(next);
  };
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t("portal.employeesTitle")}</h2>
      <EmployeeSearch query={query} onQuery={setQuery} />
      {canCreate && (
        <p>
          <Button
            variant="secondary"
            aria-expanded={form?.mode === "add"}
            aria-controls={form?.mode === "add" ? formId : undefined}
            onClick={() => open(form?.mode === "add" ? null : { mode: "add" })}
          >
            {t("portal.addPerson")}
          </Button>
        </p>
      )}
      {saved && <Notice kind="done">{saved}</Notice>}
      {form && (
        <div id={formId}>
          <EmployeeForm
            key={form.mode === "edit" ? form.employee.id : "add"}
            policyId={policy.id}
            employee={form.mode === "edit" ? form.employee : undefined}
            onCancel={() => setForm(null)}
            onSaved={(text) => {
              setForm(null);
              setSaved(text);
              void queryClient.invalidateQueries({ queryKey: ["portal"] });
            }}
          />
        </div>
      )}
      {employees.isError && <LoadFailed error={employees.error} />}
      {employees.data && employees.data.employees.length === 0 && (
        <p>{t("portal.employeesEmpty")}</p>
      )}
      {employees.data && employees.data.employees.length > 0 && (
        <>
          <EmployeesTable
            employees={employees.data.employees}
            locale={i18n.language}
            busy={employees.isFetching}
            trail={
              canUpdate
                ? {
                    header: t("portal.actions"),
                    cell: (employee) =>
                      employee.state !== "INACTIVE" && (
                        <Button
                          variant="ghost"
                          aria-label={t("portal.editLabel", { name: employee.fullName })}
                          onClick={() => open({ mode: "edit", employee })}
                        >
                          {t("portal.edit")}
                        </Button>
                      ),
                  }
                : undefined
            }
          />
          <Pager
            page={query.page}
            pages={pages}
            label={t("portal.employeesPage", {
              page: query.page,
              pages,
              count: employees.data.total,
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
