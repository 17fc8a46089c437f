import type { BackOfficePoliciesQuery } from "@qs/domain/api/back-office";
import { Spinner } from "@qs/ui/spinner";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useStaffApi } from "./back-office-context";
import { Notice } from "./field";
import { Pager } from "./pager";
import { ScrollTable } from "./scroll-table";

const TABS = ["all", "pendientes"] as const;

/**
 * The clients' policies of the member's markets: every one, or those whose company has
 * activations or cancellations waiting for the insurer's answer (they come first). Each opens
 * its page, where the movements are accepted or declined.
 */
export function PoliciesPage({
  query,
  onQueryChange,
  onOpen,
}: {
  query: BackOfficePoliciesQuery;
  onQueryChange: (next: BackOfficePoliciesQuery) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const page = Number(query.page ?? 1);
  const policies = useQuery({
    queryKey: ["policies", query],
    queryFn: () => api.policies(query),
    placeholderData: keepPreviousData,
  });
  const pages = policies.data
    ? Math.max(1, Math.ceil(policies.data.total / policies.data.pageSize))
    : 1;
  const tab = query.movimientos ?? "all";

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("policies.title")}</h1>
      <nav aria-label={t("policies.title")} className="qs-bo-tabs">
        {TABS.map((each) => (
          <button
            key={each}
            type="button"
            className="qs-bo-tab"
            aria-current={each === tab ? "page" : undefined}
            onClick={() =>
              onQueryChange({
                ...query,
                movimientos: each === "all" ? undefined : each,
                page: undefined,
              })
            }
          >
            {t(`policies.tabs.${each}`)}
          </button>
        ))}
      </nav>
      {policies.isPending ? (
        <Spinner label={t("policies.loading")} />
      ) : policies.isError ? (
        <Notice kind="error">{t("policies.error")}</Notice>
      ) : policies.data.policies.length === 0 ? (
        <p className="qs-bo-empty">
          {t(tab === "all" ? "policies.empty" : "policies.emptyPending")}
        </p>
      ) : (
        <>
          <ScrollTable label={t("policies.title")} busy={policies.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("policies.number")}</th>
                <th scope="col">{t("policies.company")}</th>
                <th scope="col">{t("policies.plan")}</th>
                <th scope="col">{t("policies.market")}</th>
                <th scope="col">{t("policies.state")}</th>
                <th scope="col">{t("policies.active")}</th>
                <th scope="col">{t("policies.pending")}</th>
              </tr>
            </thead>
            <tbody>
              {policies.data.policies.map((policy) => (
                <tr key={policy.id}>
                  <td>
                    <a
                      className="qs-bo-nowrap"
                      href={`/polizas/${policy.id}`}
                      aria-label={t("policies.open", { number: policy.number })}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(policy.id);
                      }}
                    >
                      <code>{policy.number}</code>
                    </a>
                    <span className="qs-bo-muted qs-bo-policy">
                      {t("orders.number")} {policy.orderNumber}
                    </span>
                  </td>
                  <td>{policy.company ?? t("policies.individual")}</td>
                  <td>
                    {policy.productName}
                    <span className="qs-bo-muted"> · {policy.insurerName}</span>
                  </td>
                  <td>{policy.country}</td>
                  <td>{t(`portal.states.${policy.state}`, { defaultValue: policy.state })}</td>
                  <td>{policy.activeEmployees}</td>
                  <td>
                    {policy.pendingMovements > 0 ? (
                      <span className="qs-bo-count">{policy.pendingMovements}</span>
                    ) : (
                      0
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={page}
            pages={pages}
            label={t("policies.page", { page, pages, total: policies.data.total })}
            onPage={(next) => onQueryChange({ ...query, page: next })}
          />
        </>
      )}
    </main>
  );
}
