import { COMPANY_ACCOUNT_ROLES } from "@qs/domain/client-access";
import { Button } from "@qs/ui/button";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, Notice } from "../field";
import { ScrollTable } from "../scroll-table";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import { useClientSession, usePortalApi } from "./portal-context";

/**
 * The accounts of the administrator's company, and a new one (a payroll manager, another
 * administrator, an outside administrator), who gets an e-mail to create their password.
 */
export function AccountsPage() {
  const { t } = useTranslation();
  const api = usePortalApi();
  const session = useClientSession();
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ["portal", "accounts"], queryFn: () => api.accounts() });
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<string>("PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);
  const issue = (path: string) => refusal?.issues.find((each) => each.path === path)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setDone(null);
    setRefusal(null);
    try {
      const answer = await api.createAccount({ email, name, role }, session.csrfToken);
      queryClient.setQueryData(["portal", "accounts"], answer);
      setDone(t("portal.accountCreated", { email: email.trim().toLowerCase() }));
      setEmail("");
      setName("");
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("portal.accountsTitle")}</h1>
      <p className="qs-bo-hint">{t("portal.accountsLead")}</p>
      {accounts.isPending && <p role="status">{t("portal.loading")}</p>}
      {accounts.data && (
        <ScrollTable label={t("portal.accountsTitle")}>
          <thead>
            <tr>
              <th scope="col">{t("portal.accountName")}</th>
              <th scope="col">{t("portal.email")}</th>
              <th scope="col">{t("portal.accountRole")}</th>
              <th scope="col">{t("portal.state")}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => (
              <tr key={account.email}>
                <th scope="row">{account.name}</th>
                <td>{account.email}</td>
                <td>{t(`portal.roles.${account.role}`, { defaultValue: account.role })}</td>
                <td>{account.active ? t("portal.accountActive") : t("portal.accountPending")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <form className="qs-bo-card" onSubmit={submit} noValidate>
        <h2>{t("portal.accountCreate")}</h2>
        {refusal && refusal.issues.length === 0 && (
          <Notice kind="error">
            {refusal.status === UNREACHABLE ? t("portal.unreachable") : refusal.message}
          </Notice>
        )}
        {done && <Notice kind="done">{done}</Notice>}
        <Field label={t("portal.accountName")} error={issue("name")}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("portal.email")} error={issue("email")}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("portal.accountRole")} error={issue("role")}>
          {(props) => (
            <select {...props} value={role} onChange={(event) => setRole(event.target.value)}>
              {COMPANY_ACCOUNT_ROLES.map((each) => (
                <option key={each} value={each}>
                  {t(`portal.roles.${each}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="qs-bo-actions">
          <Button type="submit" aria-busy={busy || undefined}>
            {t("portal.accountCreate")}
          </Button>
        </div>
      </form>
    </main>
  );
}
