import type { BackOfficePolicyDetail, MovementDecision } from "@qs/domain/api/back-office";
import type { EmployeeProcess, PortalEmployee, PortalPeriod } from "@qs/domain/api/portal";
import type { StaffPermission } from "@qs/domain/staff-access";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { CompanyGroupPanel } from "./company-group-panel";
import { Notice } from "./field";
import { Pager } from "./pager";
import {
  EmployeeSearch,
  EmployeesTable,
  History,
  LoadFailed,
  movementText,
  type PayrollQuery,
  PeriodsTable,
  PolicyFacts,
} from "./portal/policy-parts";
import { TaxDocumentComments } from "./portal/tax-document-thread";
import { StaffApiError, UNREACHABLE } from "./staff-api";

/**
 * A client's policy as staff work it: its facts, its payroll with the movements in process
 * (listed first), which those holding the keys accept or decline once the insurer answers, its
 * payment periods with each paid period's tax-document thread (read, and answered by whoever
 * holds `tax-document:comment`) and its history.
 */
export function PolicyPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const policy = useQuery({ queryKey: ["policy", id], queryFn: () => api.policy(id) });
  const canReadComments = useCan("admin:tax-document:read-comment");
  const canAnswer = useCan("tax-document:comment");
  const canReadGroup = useCan("admin:organization:read");
  const locale = i18n.language;
  return (
    <main id="contenido" className="qs-bo-page">
      <p>
        <a
          href="/polizas"
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {t("policy.back")}
        </a>
      </p>
      {policy.isPending && <Spinner label={t("policy.loading")} />}
      {policy.isError && <LoadFailed error={policy.error} />}
      {policy.data && (
        <>
          <h1>
            {t("portal.policyNumber")} {policy.data.number}
          </h1>
          <PolicyFacts policy={policy.data} locale={locale}>
            <dt>{t("policy.company")}</dt>
            <dd>{policy.data.company ?? t("policies.individual")}</dd>
            <dt>{t("policy.market")}</dt>
            <dd>{policy.data.country}</dd>
            <dt>{t("policy.order")}</dt>
            <dd>
              <code>{policy.data.orderNumber}</code>
            </dd>
          </PolicyFacts>
          {policy.data.company && <MovementsPanel policy={policy.data} />}
          {policy.data.periods && (
            <PeriodsTable
              periods={policy.data.periods}
              locale={locale}
              document={(period) => <TaxDocumentState policyId={id} period={period} />}
              comments={
                canReadComments
                  ? (period) => (
                      <TaxDocumentComments
                        key={period.period}
                        period={period.period}
                        viewer="staff"
                        queryKey={["policy-comments", id, period.period]}
                        load={() => api.taxDocumentComments(id, period.period)}
                        send={
                          canAnswer
                            ? (body) =>
                                api.answerTaxDocument(id, period.period, body, session.csrfToken)
                            : undefined
                        }
                      />
                    )
                  : undefined
              }
            />
          )}
          {policy.data.company && canReadGroup && <CompanyGroupPanel policyId={id} />}
          <History policy={policy.data} locale={locale} />
        </>
      )}
    </main>
  );
}

/**
 * A paid period's tax document as staff see it: issued or annulled, and for whoever holds
 * `tax-document:update-status` the button that annuls it or makes it active again.
 */
function TaxDocumentState({ policyId, period }: { policyId: string; period: PortalPeriod }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const canChange = useCan("tax-document:update-status");
  const change = useMutation({
    mutationFn: (state: "ACTIVE" | "CANCELLED") =>
      api.setTaxDocumentState(policyId, period.period, state, session.csrfToken),
    onSuccess: (policy) => queryClient.setQueryData(["policy", policyId], policy),
  });
  if (!period.taxDocument) return <>{t("portal.notIssued")}</>;
  const cancelled = period.taxDocument === "CANCELLED";
  return (
    <span className="qs-bo-document-state">
      {cancelled ? t("policy.cancelled") : t("policy.issued")}
      {canChange && (
        <Button
          variant="secondary"
          aria-label={t(cancelled ? "policy.reactivateLabel" : "policy.annulLabel", {
            period: period.period,
          })}
          aria-busy={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate(cancelled ? "ACTIVE" : "CANCELLED");
          }}
        >
          {cancelled ? t("policy.reactivate") : t("policy.annul")}
        </Button>
      )}
      {change.error && (
        <span role="alert" className="qs-bo-field__error">
          {change.error instanceof StaffApiError && change.error.status !== UNREACHABLE
            ? change.error.message
            : t("policy.unreachable")}
        </span>
      )}
    </span>
  );
}

/** The staff key that accepts or declines a movement of each kind. */
const KEYS: Record<EmployeeProcess, Record<MovementDecision["decision"], StaffPermission>> = {
  activation: {
    accept: "policy-employee:process-activation:accept",
    decline: "policy-employee:process-activation:decline",
  },
  cancellation: {
    accept: "policy-employee:process-cancellation:accept",
    decline: "policy-employee:process-cancellation:decline",
  },
};

function useDecisionKeys() {
  const keys = {
    activation: {
      accept: useCan(KEYS.activation.accept),
      decline: useCan(KEYS.activation.decline),
    },
    cancellation: {
      accept: useCan(KEYS.cancellation.accept),
      decline: useCan(KEYS.cancellation.decline),
    },
  };
  /** Whether the member may take `decision` on a movement of `kind`. */
  const may = (kind: EmployeeProcess | null, decision: MovementDecision["decision"]) =>
    kind !== null && keys[kind][decision];
  return {
    may,
    accepts: keys.activation.accept || keys.cancellation.accept,
    declines: keys.activation.decline || keys.cancellation.decline,
  };
}

function MovementsPanel({ policy }: { policy: BackOfficePolicyDetail }) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [query, setQuery] = useState<PayrollQuery>({ estado: "EN_PROCESO", page: 1 });
  const [chosen, setChosen] = useState<ReadonlyMap<number, PortalEmployee>>(new Map());
  const [done, setDone] = useState<string | null>(null);
  const employees = useQuery({
    queryKey: ["policy-employees", policy.id, query],
    queryFn: () => api.policyEmployees(policy.id, query),
    placeholderData: keepPreviousData,
  });
  const { may, accepts, declines } = useDecisionKeys();
  const decide = useMutation({
    mutationFn: (decision: MovementDecision["decision"]) =>
      api.decideMovements(policy.id, { decision, ids: [...chosen.keys()] }, session.csrfToken),
    onMutate: () => setDone(null),
    onSuccess: (answer) => {
      setChosen(new Map());
      setDone(t("policy.decided", answer));
      void queryClient.invalidateQueries({ queryKey: ["policy", policy.id] });
      void queryClient.invalidateQueries({ queryKey: ["policy-employees", policy.id] });
      void queryClient.invalidateQueries({ queryKey: ["policies"] });
    },
  });
  const decides = accepts || declines;
  const decidable = (employee: PortalEmployee) =>
    may(employee.process, "accept") || may(employee.process, "decline");
  const onPage = employees.data?.employees.filter(decidable) ?? [];
  const allChosen = onPage.length > 0 && onPage.every((employee) => chosen.has(employee.id));
  const pages = employees.data
    ? Math.max(1, Math.ceil(employees.data.total / employees.data.pageSize))
    : 1;
  const allowed = (decision: MovementDecision["decision"]) =>
    chosen.size > 0 && [...chosen.values()].every((employee) => may(employee.process, decision));

  const toggle = (employee: PortalEmployee, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(employee.id, employee);
    else next.delete(employee.id);
    setChosen(next);
  };
  const search = (next: PayrollQuery) => {
    setChosen(new Map());
    setQuery(next);
  };
  const refusal = decide.error instanceof StaffApiError ? decide.error : null;
  // The button keeps the focus while its decision is sent: a second press waits for the first.
  const send = (decision: MovementDecision["decision"]) => {
    if (!decide.isPending) decide.mutate(decision);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t("policy.movementsTitle")}</h2>
      {decides && <p className="qs-bo-hint">{t("policy.movementsHint")}</p>}
      <EmployeeSearch query={query} onQuery={search} />
      {done && <Notice kind="done">{done}</Notice>}
      {refusal && (
        <Notice kind="error">
          {refusal.status === UNREACHABLE || !refusal.message
            ? t("policy.unreachable")
            : refusal.message}
        </Notice>
      )}
      {employees.isError && <LoadFailed error={employees.error} />}
      {employees.data && employees.data.employees.length === 0 && (
        <p className="qs-bo-empty">
          {query.estado === "EN_PROCESO" && !query.q
            ? t("policy.noMovements")
            : t("portal.employeesEmpty")}
        </p>
      )}
      {employees.data && employees.data.employees.length > 0 && (
        <>
          {decides && onPage.length > 0 && (
            <div className="qs-bo-actions qs-bo-decisions">
              <span aria-live="polite">{t("policy.selected", { count: chosen.size })}</span>
              {accepts && (
                <Button
                  disabled={!allowed("accept")}
                  aria-busy={decide.isPending || undefined}
                  onClick={() => send("accept")}
                >
                  {t("policy.accept")}
                </Button>
              )}
              {declines && (
                <Button
                  variant="secondary"
                  disabled={!allowed("decline")}
                  aria-busy={decide.isPending || undefined}
                  onClick={() => send("decline")}
                >
                  {t("policy.decline")}
                </Button>
              )}
            </div>
          )}
          <EmployeesTable
            employees={employees.data.employees}
            locale={i18n.language}
            busy={employees.isFetching}
            lead={
              decides && onPage.length > 0
                ? {
                    header: (
                      <input
                        type="checkbox"
                        aria-label={t("policy.selectAll")}
                        checked={allChosen}
                        onChange={(event) => {
                          const next = new Map(chosen);
                          for (const employee of onPage) {
                            if (event.target.checked) next.set(employee.id, employee);
                            else next.delete(employee.id);
                          }
                          setChosen(next);
                        }}
                      />
                    ),
                    cell: (employee) =>
                      decidable(employee) && (
                        <input
                          type="checkbox"
                          aria-label={`${t("policy.selectOne", { name: employee.fullName })} (${movementText(t, i18n.language, employee)})`}
                          checked={chosen.has(employee.id)}
                          onChange={(event) => toggle(employee, event.target.checked)}
                        />
                      ),
                  }
                : undefined
            }
            trail={{
              header: t("policy.contact"),
              cell: (employee) =>
                employee.email || employee.phone ? (
                  <>
                    {employee.email && <span className="qs-bo-contact">{employee.email}</span>}
                    {employee.phone && <span className="qs-bo-contact">{employee.phone}</span>}
                  </>
                ) : (
                  "—"
                ),
            }}
          />
          <Pager
            page={query.page}
            pages={pages}
            label={t("portal.employeesPage", {
              page: query.page,
              pages,
              count: employees.data.total,
            })}
            onPage={(page) => search({ ...query, page })}
          />
        </>
      )}
    </section>
  );
}
