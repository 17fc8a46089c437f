import { Button } from "@qs/ui/button";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../field";
import { Pager } from "../pager";
import { ScrollTable } from "../scroll-table";
import { TextField } from "../sign-in-page";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import { usePortalApi } from "./portal-context";

/**
 * A referrer's side of the portal: the requests that named them (newest first) with where each
 * stands, and the page where a referral advisor asks for access with their e-mail (the answer
 * is the same for any address; the link goes to the mailbox).
 */

const when = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

export function ReferralsPage() {
  const { t, i18n } = useTranslation();
  const api = usePortalApi();
  const [page, setPage] = useState(1);
  const referrals = useQuery({
    queryKey: ["portal", "referrals", page],
    queryFn: () => api.referrals(page),
    placeholderData: keepPreviousData,
  });
  const pages = referrals.data
    ? Math.max(1, Math.ceil(referrals.data.total / referrals.data.pageSize))
    : 1;
  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("portal.referralsTitle")}</h1>
      <p className="qs-bo-hint">{t("portal.referralsLead")}</p>
      {referrals.isPending && <p role="status">{t("portal.loading")}</p>}
      {referrals.isError && (
        <Notice kind="error">
          {referrals.error instanceof StaffApiError &&
          referrals.error.status !== UNREACHABLE &&
          referrals.error.message
            ? referrals.error.message
            : t("portal.unreachable")}
        </Notice>
      )}
      {referrals.data?.referrals.length === 0 && <p>{t("portal.referralsEmpty")}</p>}
      {referrals.data && referrals.data.referrals.length > 0 && (
        <>
          <ScrollTable label={t("portal.referralsTitle")} busy={referrals.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("portal.referralDate")}</th>
                <th scope="col">{t("portal.name")}</th>
                <th scope="col">{t("portal.plan")}</th>
                <th scope="col">{t("portal.referralMarket")}</th>
                <th scope="col">{t("portal.state")}</th>
              </tr>
            </thead>
            <tbody>
              {referrals.data.referrals.map((referral) => (
                <tr key={referral.id}>
                  <td>
                    <time dateTime={referral.createdAt}>
                      {when(i18n.language, referral.createdAt)}
                    </time>
                  </td>
                  <th scope="row">{referral.name ?? "—"}</th>
                  <td>{referral.productCode ?? "—"}</td>
                  <td>{referral.country}</td>
                  <td lang="es">
                    {referral.status}
                    {referral.subStatus && (
                      <span className="qs-bo-muted"> · {referral.subStatus}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={page}
            pages={pages}
            label={t("portal.referralsPage", { page, pages, count: referrals.data.total })}
            onPage={setPage}
          />
        </>
      )}
    </main>
  );
}

export function ReferrerAccessPage({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      setSent(await api.requestReferrerAccess(email));
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = refusal?.issues.find((each) => each.path === "email")?.message;
  return (
    <main id="contenido" className="qs-bo-sign-in">
      <form className="qs-bo-card" onSubmit={submit} noValidate>
        <p className="qs-bo-brand">{t("portal.product")}</p>
        <h1>{t("portal.referrerTitle")}</h1>
        <p className="qs-bo-hint">{t("portal.referrerLead")}</p>
        {sent && <Notice kind="done">{sent}</Notice>}
        {refusal && !fieldError && (
          <Notice kind="error">
            {refusal.status === UNREACHABLE ? t("portal.unreachable") : refusal.message}
          </Notice>
        )}
        <TextField
          label={t("portal.email")}
          error={fieldError}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <div className="qs-bo-actions">
          <Button type="submit" aria-busy={busy || undefined}>
            {busy ? t("portal.sending") : t("portal.referrerSubmit")}
          </Button>
        </div>
        <p>
          <a
            href="/portal/ingresar"
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            {t("portal.backToSignIn")}
          </a>
        </p>
      </form>
    </main>
  );
}
