import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { Pager } from "./pager";
import { ScrollTable } from "./scroll-table";
import { type AuditQuery, StaffApiError } from "./staff-api";

/**
 * The staff audit, for administrators: who read or changed what, when and from where, newest
 * first, narrowed to a member and a period. Refusals are rows too (their status says so).
 */
export function AuditPage({
  query,
  onQueryChange,
}: {
  query: AuditQuery;
  onQueryChange: (next: AuditQuery) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const page = query.page ?? 1;
  const audit = useQuery({
    queryKey: ["audit", query],
    queryFn: () => api.audit(query),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<AuditQuery>(query);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  function apply(event: FormEvent) {
    event.preventDefault();
    onQueryChange({ ...draft, page: undefined });
  }

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("audit.title")}</h1>
      <form className="qs-bo-filters" onSubmit={apply} aria-label={t("inbox.filters")}>
        <Field label={t("audit.member")}>
          {(props) => (
            <input
              {...props}
              type="email"
              value={draft.member ?? ""}
              onChange={(event) => setDraft({ ...draft, member: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t("inbox.from")}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={draft.from?.slice(0, 10) ?? ""}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  from: event.target.value ? `${event.target.value}T00:00:00Z` : undefined,
                })
              }
            />
          )}
        </Field>
        <Field label={t("inbox.to")}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={draft.to?.slice(0, 10) ?? ""}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  to: event.target.value ? `${event.target.value}T23:59:59Z` : undefined,
                })
              }
            />
          )}
        </Field>
        <div className="qs-bo-actions">
          <Button type="submit">{t("inbox.apply")}</Button>
        </div>
      </form>
      {audit.isPending ? (
        <Spinner label={t("audit.loading")} />
      ) : audit.isError ? (
        <Notice kind="error">
          {audit.error instanceof StaffApiError && audit.error.message
            ? audit.error.message
            : t("audit.error")}
        </Notice>
      ) : audit.data.entries.length === 0 ? (
        <p className="qs-bo-empty">{t("audit.empty")}</p>
      ) : (
        <>
          {" "}
          <ScrollTable label={t("audit.title")} busy={audit.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("audit.at")}</th>
                <th scope="col">{t("audit.member")}</th>
                <th scope="col">{t("audit.action")}</th>
                <th scope="col">{t("audit.records")}</th>
                <th scope="col">{t("audit.outcome")}</th>
                <th scope="col">{t("audit.from")}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td>
                    {entry.memberEmail}
                    <span className="qs-bo-muted"> · {entry.role}</span>
                  </td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.targetType ?? "—"}
                    {entry.targetIds.length > 0 && (
                      <span className="qs-bo-muted">
                        {" "}
                        · {entry.targetIds.length}
                        {entry.countries.length > 0 && ` · ${entry.countries.join(", ")}`}
                      </span>
                    )}
                  </td>
                  <td>
                    {entry.status < 400
                      ? t("audit.done")
                      : t("audit.refused", { status: entry.status })}
                  </td>
                  <td>{entry.clientAddress}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={page}
            pages={pages}
            label={t("audit.page", { page, pages })}
            onPage={(next) => onQueryChange({ ...query, page: next })}
          />
        </>
      )}
    </main>
  );
}
