import { failureReasonLabel, failureReasons } from "@qs/catalogs/failure-reasons";
import { formatCodedAmount } from "@qs/domain/format-money";
import { LEAD_TRANSITIONS } from "@qs/domain/lead-lifecycle";
import { leadStatusById, subStatusesOf } from "@qs/domain/lead-status";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { LeadTimeline } from "./lead-timeline";
import { type LeadDetail, StaffApiError } from "./staff-api";

/**
 * A lead's page: its contact, product, status, orders and timeline; moving it through the lifecycle
 * (the statuses the domain's state machine allows from where it is, their sub-statuses and,
 * for Fallido, the failure reasons of the sub-status and the lead's market); and its
 * assignment. What the member's role cannot do is not shown.
 */
export function LeadPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const lead = useQuery({ queryKey: ["lead", id], queryFn: () => api.lead(id), retry: false });

  if (lead.isPending) return <Spinner label={t("inbox.loading")} />;
  if (lead.isError) {
    const message =
      lead.error instanceof StaffApiError && lead.error.message
        ? lead.error.message
        : t("lead.notFound");
    return (
      <main id="contenido" className="qs-bo-page">
        <h1>{t("lead.title")}</h1>
        <Notice kind="error">{message}</Notice>
        <Button variant="secondary" onClick={onBack}>
          {t("lead.back")}
        </Button>
      </main>
    );
  }
  const data = lead.data;
  const money = (amount: number, currency: string) =>
    formatCodedAmount(amount, currency, i18n.language);

  return (
    <main id="contenido" className="qs-bo-page qs-bo-lead">
      <p>
        <a
          href="/solicitudes"
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          ← {t("lead.back")}
        </a>
      </p>
      <h1>{data.name ?? data.email ?? data.id}</h1>
      <section className="qs-bo-card" aria-labelledby="lead-contact">
        <h2 id="lead-contact">{t("lead.contact")}</h2>
        <dl className="qs-bo-facts">
          <dt>{t("lead.email")}</dt>
          <dd>{data.email ?? "—"}</dd>
          <dt>{t("lead.phone")}</dt>
          <dd>{data.phone ?? "—"}</dd>
          <dt>{t("inbox.columns.market")}</dt>
          <dd>{data.country}</dd>
          <dt>{t("inbox.columns.origin")}</dt>
          <dd>{t(`origins.${data.kind}`, data.kind)}</dd>
          <dt>{t("lead.product")}</dt>
          <dd>{data.productCode ?? "—"}</dd>
          <dt>{t("lead.status")}</dt>
          <dd>
            {data.status.name}
            {data.subStatus && ` · ${data.subStatus.name}`}
            {data.failureReason && ` · ${data.failureReason.name}`}
          </dd>
          <dt>{t("lead.assignee")}</dt>
          <dd>{data.assignee?.email ?? t("inbox.unassigned")}</dd>
        </dl>
      </section>
      <section className="qs-bo-card" aria-labelledby="lead-orders">
        <h2 id="lead-orders">{t("lead.orders")}</h2>
        {data.orders.length === 0 ? (
          <p>{t("lead.noOrders")}</p>
        ) : (
          <ul>
            {data.orders.map((order) => (
              <li key={order.number}>
                {t("lead.order", {
                  number: order.number,
                  amount: money(order.amount, order.currency),
                  state: order.saleState === "OK" ? t("lead.paid") : t("lead.pending"),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <StatusChange lead={data} />
      <Assignment lead={data} />
      <LeadTimeline entries={data.timeline} />
    </main>
  );
}

function useLeadChange<T>(id: string, change: (value: T, csrf: string) => Promise<LeadDetail>) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => change(value, session.csrfToken),
    onSuccess: (lead) => {
      queryClient.setQueryData(["lead", id], lead);
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
    },
  });
}

function StatusChange({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const allowed = useCan("lead:update-status");
  const [statusId, setStatusId] = useState<number | null>(null);
  const [subStatusId, setSubStatusId] = useState<number | null>(null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const save = useLeadChange(lead.id, (change: Parameters<typeof api.changeStatus>[1], csrf) =>
    api.changeStatus(lead.id, change, csrf),
  );
  if (!allowed) return null;
  const next = (LEAD_TRANSITIONS[lead.status.id] ?? []).flatMap((id) => {
    const status = leadStatusById(id);
    return status ? [status] : [];
  });
  if (next.length === 0) return null;
  const subs = statusId === null ? [] : subStatusesOf(statusId);
  const countryId = MARKET_COUNTRIES.find((market) => market.code === lead.country)?.id;
  const reasons =
    statusId === 4 && subStatusId !== null
      ? failureReasons.filter(
          (reason) =>
            (reason.subStatuses as readonly number[]).includes(subStatusId) &&
            countryId !== undefined &&
            (reason.availableCountries as readonly number[]).includes(countryId),
        )
      : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (statusId === null) return;
    save.mutate({ statusId, subStatusId, failureReasonId: reasonId });
  }

  return (
    <section className="qs-bo-card" aria-labelledby="lead-status">
      <h2 id="lead-status">{t("lead.changeStatus")}</h2>
      {save.isSuccess && <Notice kind="done">{t("lead.saved")}</Notice>}
      {save.error instanceof StaffApiError && <Notice kind="error">{save.error.message}</Notice>}
      <form onSubmit={submit} className="qs-bo-inline-form">
        <Field label={t("lead.newStatus")}>
          {(props) => (
            <select
              {...props}
              required
              value={statusId ?? ""}
              onChange={(event) => {
                setStatusId(event.target.value === "" ? null : Number(event.target.value));
                setSubStatusId(null);
                setReasonId(null);
              }}
            >
              <option value="">{t("lead.choose")}</option>
              {next.map((status) => (
                <option key={status.id} value={status.id}>
                  {status.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {subs.length > 0 && (
          <Field label={t("lead.newSubStatus")}>
            {(props) => (
              <select
                {...props}
                value={subStatusId ?? ""}
                onChange={(event) => {
                  setSubStatusId(event.target.value === "" ? null : Number(event.target.value));
                  setReasonId(null);
                }}
              >
                <option value="">{t("lead.choose")}</option>
                {subs.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {sub.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {reasons.length > 0 && (
          <Field label={t("lead.failureReason")}>
            {(props) => (
              <select
                {...props}
                value={reasonId ?? ""}
                onChange={(event) =>
                  setReasonId(event.target.value === "" ? null : Number(event.target.value))
                }
              >
                <option value="">{t("lead.choose")}</option>
                {reasons.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {failureReasonLabel(reason)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Button type="submit" disabled={statusId === null || save.isPending}>
          {t("lead.save")}
        </Button>
      </form>
    </section>
  );
}

function Assignment({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canTake = useCan("lead:assign");
  const canReassign = useCan("lead:reassign");
  const [to, setTo] = useState("");
  const assign = useLeadChange(lead.id, (target: string | null, csrf) =>
    api.assign(lead.id, target, csrf),
  );
  const free = lead.assignee === null;
  if (!canReassign && !(canTake && free)) return null;

  return (
    <section className="qs-bo-card" aria-labelledby="lead-assignment">
      <h2 id="lead-assignment">{t("lead.assign")}</h2>
      {assign.isSuccess && <Notice kind="done">{t("lead.assigned")}</Notice>}
      {assign.error instanceof StaffApiError && (
        <Notice kind="error">{assign.error.message}</Notice>
      )}
      {canTake && free && (
        <Button onClick={() => assign.mutate(session.member.email)} disabled={assign.isPending}>
          {t("lead.takeButton")}
        </Button>
      )}
      {canReassign && (
        <form
          className="qs-bo-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (to.trim()) assign.mutate(to.trim());
          }}
        >
          <Field label={t("lead.assignTo")}>
            {(props) => (
              <input
                {...props}
                type="email"
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={assign.isPending}>
            {t("lead.assignButton")}
          </Button>
          {!free && (
            <Button variant="ghost" onClick={() => assign.mutate(null)} disabled={assign.isPending}>
              {t("lead.unassignButton")}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
