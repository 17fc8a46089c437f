import { needsSecondFactor } from "@qs/domain/staff-password";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Notice } from "./field";
import { ScrollTable } from "./scroll-table";
import { type StaffAccount, StaffApiError } from "./staff-api";

/**
 * The members of staff, for administrators: role, markets, enabled or not, locked out or not;
 * disabling a member ends their sessions at once (they then read DISABLED_USER on signing in),
 * enabling gives the access back, a lock-out after ten failed sign-ins can be lifted, and the
 * authenticator app of ADMINISTRADOR and GERENTE can be reset (a lost phone).
 * Machines (STAFF_TOKENS) are listed and managed by their configuration, not here.
 */
export function StaffAccountsPage() {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canChange = useCan("staff-user:update");
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ["staff-accounts"], queryFn: () => api.staffAccounts() });
  const change = useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      active?: boolean;
      unlock?: true;
      resetSecondFactor?: true;
    }) => api.changeStaffAccount(id, body, session.csrfToken),
    onSuccess: (changed) => {
      queryClient.setQueryData<StaffAccount[]>(["staff-accounts"], (current) =>
        current?.map((each) => (each.id === changed.id ? changed : each)),
      );
    },
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" });

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("staff.title")}</h1>
      {change.error instanceof StaffApiError && (
        <Notice kind="error">{change.error.message}</Notice>
      )}
      {accounts.isPending ? (
        <Spinner label={t("staff.loading")} />
      ) : accounts.isError ? (
        <Notice kind="error">{t("staff.error")}</Notice>
      ) : (
        <ScrollTable label={t("staff.title")}>
          <thead>
            <tr>
              <th scope="col">{t("staff.member")}</th>
              <th scope="col">{t("staff.role")}</th>
              <th scope="col">{t("inbox.market")}</th>
              <th scope="col">{t("staff.state")}</th>
              <th scope="col">{t("staff.password")}</th>
              <th scope="col">{t("staff.secondFactor")}</th>
              <th scope="col">{t("inbox.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => (
              <tr key={account.id}>
                <td>
                  {account.email}
                  {account.kind === "machine" && (
                    <span className="qs-bo-muted"> · {t("staff.machine")}</span>
                  )}
                </td>
                <td>{account.role}</td>
                <td>{account.countries.join(", ")}</td>
                <td>
                  {!account.active
                    ? t("staff.disabled")
                    : account.lockedUntil
                      ? t("staff.locked", { time: time.format(new Date(account.lockedUntil)) })
                      : t("staff.enabled")}
                </td>
                <td>
                  {account.passwordChangedAt
                    ? t("staff.changedOn", {
                        day: day.format(new Date(account.passwordChangedAt)),
                      })
                    : "—"}
                </td>
                <td>
                  {needsSecondFactor(account.role) && account.kind === "person"
                    ? account.secondFactor
                      ? t("staff.secondFactorOn")
                      : t("staff.secondFactorOff")
                    : "—"}
                </td>
                <td>
                  {canChange && account.kind === "person" && (
                    <div className="qs-bo-actions">
                      {account.active && account.email !== session.member.email && (
                        <Button
                          variant="secondary"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ id: account.id, active: false })}
                        >
                          {t("staff.disable")}
                        </Button>
                      )}
                      {!account.active && (
                        <Button
                          variant="secondary"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ id: account.id, active: true })}
                        >
                          {t("staff.enable")}
                        </Button>
                      )}
                      {account.lockedUntil && (
                        <Button
                          variant="ghost"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ id: account.id, unlock: true })}
                        >
                          {t("staff.unlock")}
                        </Button>
                      )}
                      {account.secondFactor && (
                        <Button
                          variant="ghost"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ id: account.id, resetSecondFactor: true })}
                        >
                          {t("staff.resetSecondFactor")}
                        </Button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </main>
  );
}
