import type { BackOfficeOrdersQuery } from "@qs/domain/api/back-office";
import { formatCodedAmount } from "@qs/domain/format-money";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Notice } from "./field";
import { Pager } from "./pager";
import { ScrollTable } from "./scroll-table";
import { StaffApiError } from "./staff-api";

type OrderState = NonNullable<BackOfficeOrdersQuery["state"]>;
const STATES: ReadonlyArray<OrderState | "all"> = ["all", "PENDING", "OK"];

/**
 * The orders, newest first, with their buyer, market, amount and payment state: all, those
 * waiting (a transfer to confirm, a payment not yet told) or paid. A transfer waiting for its
 * confirmation has 'Confirmar transferencia' for whoever holds `order:confirm-transfer`: the
 * order is paid, its lead closed and the buyer gets the confirmation e-mail.
 */
export function OrdersPage({
  query,
  onQueryChange,
  onOpenLead,
  onOpenPolicy,
}: {
  query: BackOfficeOrdersQuery;
  onQueryChange: (next: BackOfficeOrdersQuery) => void;
  onOpenLead: (id: string) => void;
  /** Opens the policy a paid order became (for whoever reads policies). */
  onOpenPolicy?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canConfirm = useCan("order:confirm-transfer");
  const canPolicies = useCan("policy:read");
  const queryClient = useQueryClient();
  const page = Number(query.page ?? 1);
  const orders = useQuery({
    queryKey: ["orders", query],
    queryFn: () => api.orders(query),
    placeholderData: keepPreviousData,
  });
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (number: string) => api.confirmTransfer(number, session.csrfToken),
    onSuccess: (_, number) => {
      setConfirmed(number);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    },
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  const money = (amount: number, currency: string) =>
    formatCodedAmount(amount, currency, i18n.language);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  const state = query.state ?? "all";
  const policyText = (policy: { number: string; state: string }) =>
    t("orders.policy", {
      number: policy.number,
      state: t(`portal.states.${policy.state}`, { defaultValue: policy.state }),
    });

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("orders.title")}</h1>
      <nav aria-label={t("orders.title")} className="qs-bo-tabs">
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            className="qs-bo-tab"
            aria-current={each === state ? "page" : undefined}
            onClick={() =>
              onQueryChange({ ...query, state: each === "all" ? undefined : each, page: undefined })
            }
          >
            {t(`orders.states.${each}`)}
          </button>
        ))}
      </nav>
      {confirmed && <Notice kind="done">{t("orders.confirmed", { number: confirmed })}</Notice>}
      {confirm.error instanceof StaffApiError && (
        <Notice kind="error">{confirm.error.message}</Notice>
      )}
      {orders.isPending ? (
        <Spinner label={t("orders.loading")} />
      ) : orders.isError ? (
        <Notice kind="error">{t("orders.error")}</Notice>
      ) : orders.data.orders.length === 0 ? (
        <p className="qs-bo-empty">{t("orders.empty")}</p>
      ) : (
        <>
          {" "}
          <ScrollTable label={t("orders.title")} busy={orders.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.buyer")}</th>
                <th scope="col">{t("inbox.market")}</th>
                <th scope="col">{t("orders.amount")}</th>
                <th scope="col">{t("orders.state")}</th>
                <th scope="col">{t("inbox.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order.number}>
                  <td>
                    <code>{order.number}</code>
                    <span className="qs-bo-muted"> · {order.productCode}</span>
                    {order.policy && (
                      <span className="qs-bo-policy">
                        {canPolicies && onOpenPolicy ? (
                          <a
                            href={`/polizas/${order.policy.id}`}
                            onClick={(event) => {
                              event.preventDefault();
                              if (order.policy) onOpenPolicy(order.policy.id);
                            }}
                          >
                            {policyText(order.policy)}
                          </a>
                        ) : (
                          policyText(order.policy)
                        )}
                      </span>
                    )}
                  </td>
                  <td>
                    <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
                  </td>
                  <td>
                    {order.leadId ? (
                      <a
                        href={`/solicitudes/${order.leadId}`}
                        onClick={(event) => {
                          event.preventDefault();
                          if (order.leadId) onOpenLead(order.leadId);
                        }}
                      >
                        {order.buyer.name ?? order.buyer.email ?? "—"}
                      </a>
                    ) : (
                      (order.buyer.name ?? "—")
                    )}
                    {order.buyer.email && (
                      <span className="qs-bo-muted"> · {order.buyer.email}</span>
                    )}
                  </td>
                  <td>{order.country}</td>
                  <td>{money(order.amount, order.currency)}</td>
                  <td>
                    {order.saleState === "OK"
                      ? t("orders.paid")
                      : order.awaitingTransfer
                        ? t("orders.awaitingTransfer")
                        : t("orders.pending")}
                  </td>
                  <td>
                    {canConfirm && order.awaitingTransfer && (
                      <Button
                        variant="secondary"
                        disabled={confirm.isPending}
                        onClick={() => confirm.mutate(order.number)}
                      >
                        {t("orders.confirm")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={page}
            pages={pages}
            label={t("orders.page", { page, pages, total: orders.data.total })}
            onPage={(next) => onQueryChange({ ...query, page: next })}
          />
        </>
      )}
    </main>
  );
}
