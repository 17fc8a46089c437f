import { INBOX_QUEUES, type InboxQueue, LEAD_ORIGINS } from "@qs/domain/api/back-office";
import { leadStatuses, subStatusesOf } from "@qs/domain/lead-status";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { INBOX_PAGE_SIZE, type InboxSearch } from "./inbox-search";
import { InboxTable } from "./inbox-table";
import { Pager } from "./pager";
import { StaffApiError } from "./staff-api";

/**
 * The leads inbox: the queues the member may see (their own, the unassigned, the team's for
 * team heads), filters, the page of leads the server answers (oldest first unless told) and
 * the pages. Every change of view is a change of address (`onSearchChange`).
 */
export function InboxPage({
  search,
  onSearchChange,
  onOpen,
}: {
  search: InboxSearch;
  onSearchChange: (next: InboxSearch) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canSeeTeam = useCan("lead:read-team");
  const queue: InboxQueue = search.queue ?? "mine";
  const queues = INBOX_QUEUES.filter((each) => each !== "team" || canSeeTeam);
  const page = search.page ?? 1;
  const query = { ...search, queue, page, pageSize: INBOX_PAGE_SIZE };
  const leads = useQuery({
    queryKey: ["leads", query],
    queryFn: () => api.leads(query),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: (id: string) => api.assign(id, session.member.email, session.csrfToken),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["leads"] }),
  });
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / INBOX_PAGE_SIZE)) : 1;
  const pageLabel = leads.data
    ? t(leads.data.more ? "inbox.pageMore" : "inbox.page", {
        page,
        pages,
        total: new Intl.NumberFormat(i18n.language).format(leads.data.total),
      })
    : "";

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("inbox.title")}</h1>
      <nav aria-label={t("inbox.title")} className="qs-bo-tabs">
        {queues.map((each) => (
          <button
            key={each}
            type="button"
            className="qs-bo-tab"
            aria-current={each === queue ? "page" : undefined}
            onClick={() => onSearchChange({ ...search, queue: each, page: undefined })}
          >
            {t(`inbox.queues.${each}`)}
          </button>
        ))}
      </nav>
      <InboxFilters search={search} onApply={(next) => onSearchChange({ ...next, queue })} />
      {take.error instanceof StaffApiError && <Notice kind="error">{take.error.message}</Notice>}
      {leads.isPending ? (
        <Spinner label={t("inbox.loading")} />
      ) : leads.isError ? (
        <div>
          <Notice kind="error">
            {leads.error instanceof StaffApiError && leads.error.message
              ? leads.error.message
              : t("inbox.error")}
          </Notice>
          <Button variant="secondary" onClick={() => void leads.refetch()}>
            {t("inbox.retry")}
          </Button>
        </div>
      ) : leads.data.leads.length === 0 ? (
        <p className="qs-bo-empty">{t("inbox.empty")}</p>
      ) : (
        <>
          <InboxTable
            leads={leads.data.leads}
            busy={leads.isFetching}
            onOpen={onOpen}
            onTake={(id) => take.mutate(id)}
          />
          <Pager
            page={page}
            pages={pages}
            label={pageLabel}
            onPage={(next) => onSearchChange({ ...search, page: next })}
          />
        </>
      )}
    </main>
  );
}

/** The filters form: applied together, so a half-chosen filter never fetches. */
function InboxFilters({
  search,
  onApply,
}: {
  search: InboxSearch;
  onApply: (next: InboxSearch) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [draft, setDraft] = useState<InboxSearch>(search);
  const set = (patch: Partial<InboxSearch>) => setDraft((current) => ({ ...current, ...patch }));
  const subStatuses = draft.status ? subStatusesOf(draft.status) : [];
  const number = (value: string) => (value === "" ? undefined : Number(value));
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, page: undefined });
  }

  return (
    <form className="qs-bo-filters" onSubmit={apply} aria-label={t("inbox.filters")}>
      <Field label={t("inbox.status")}>
        {(props) => (
          <select
            {...props}
            value={draft.status ?? ""}
            onChange={(event) => set({ status: number(event.target.value), subStatus: undefined })}
          >
            <option value="">{t("inbox.any")}</option>
            {leadStatuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.id} · {status.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("inbox.subStatus")}>
        {(props) => (
          <select
            {...props}
            disabled={subStatuses.length === 0}
            value={draft.subStatus ?? ""}
            onChange={(event) => set({ subStatus: number(event.target.value) })}
          >
            <option value="">{t("inbox.any")}</option>
            {subStatuses.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.id} · {sub.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("inbox.market")}>
        {(props) => (
          <select
            {...props}
            value={draft.market ?? ""}
            onChange={(event) =>
              set({ market: (text(event.target.value) as InboxSearch["market"]) ?? undefined })
            }
          >
            <option value="">{t("inbox.any")}</option>
            {session.member.countries.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("inbox.origin")}>
        {(props) => (
          <select
            {...props}
            value={draft.origin ?? ""}
            onChange={(event) =>
              set({ origin: (text(event.target.value) as InboxSearch["origin"]) ?? undefined })
            }
          >
            <option value="">{t("inbox.any")}</option>
            {LEAD_ORIGINS.map((origin) => (
              <option key={origin} value={origin}>
                {t(`origins.${origin}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("inbox.productType")}>
        {(props) => (
          <input
            {...props}
            value={draft.productType ?? ""}
            onChange={(event) => set({ productType: text(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t("inbox.email")}>
        {(props) => (
          <input
            {...props}
            type="email"
            value={draft.email ?? ""}
            onChange={(event) => set({ email: text(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t("inbox.from")}>
        {(props) => (
          <input
            {...props}
            type="date"
            value={draft.from ?? ""}
            onChange={(event) => set({ from: text(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t("inbox.to")}>
        {(props) => (
          <input
            {...props}
            type="date"
            value={draft.to ?? ""}
            onChange={(event) => set({ to: text(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t("inbox.sort")}>
        {(props) => (
          <select
            {...props}
            value={draft.sort ?? "oldest"}
            onChange={(event) => set({ sort: event.target.value as "oldest" | "newest" })}
          >
            <option value="oldest">{t("inbox.sortOldest")}</option>
            <option value="newest">{t("inbox.sortNewest")}</option>
          </select>
        )}
      </Field>
      <div className="qs-bo-actions">
        <Button type="submit">{t("inbox.apply")}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t("inbox.clear")}
        </Button>
      </div>
    </form>
  );
}
