import type { ClientSession } from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../field";
import { TextField } from "../sign-in-page";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import { usePortalApi } from "./portal-context";

/**
 * Signing in to the portal, or (`token`: the e-mailed link's code) creating the account's
 * password with the spec's rule, which signs in too. The API's Spanish refusals are shown as
 * they come, beside the field they concern.
 */
export function PortalSignIn({
  token,
  onSignedIn,
  onReferrer,
}: {
  /** Set: the page creates the password of the link's account. Null: the link had no code. */
  token?: string | null;
  onSignedIn: (session: ClientSession) => void;
  /** Opens the referrers' access page (the sign-in page links it). */
  onReferrer?: () => void;
}) {
  const { t } = useTranslation();
  const api = usePortalApi();
  const creating = token !== undefined;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);

  const issue = (field: string) =>
    refusal?.issues.find((each) => each.path === field)?.message ??
    (field === "password" && refusal && refusal.issues.length === 0 && creating
      ? refusal.message
      : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (creating && !token)) return;
    setBusy(true);
    setRefusal(null);
    try {
      onSignedIn(
        creating && token
          ? await api.setPassword(token, password)
          : await api.signIn(email, password),
      );
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""));
    } finally {
      setBusy(false);
    }
  };

  const formMessage =
    refusal && refusal.issues.length === 0 && !(creating && refusal.status === 400)
      ? refusal.status === UNREACHABLE
        ? t("portal.unreachable")
        : refusal.message
      : undefined;

  return (
    <main id="contenido" className="qs-bo-sign-in">
      <form className="qs-bo-card" onSubmit={submit} noValidate>
        <p className="qs-bo-brand">{t("portal.product")}</p>
        <h1>{creating ? t("portal.setTitle") : t("portal.signInTitle")}</h1>
        <p className="qs-bo-hint">{creating ? t("portal.setLead") : t("portal.signInLead")}</p>
        {creating && !token && <Notice kind="error">{t("portal.noLink")}</Notice>}
        {formMessage && <Notice kind="error">{formMessage}</Notice>}
        {!creating && (
          <TextField
            label={t("portal.email")}
            error={issue("email")}
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
          />
        )}
        <TextField
          label={t("portal.password")}
          hint={creating ? t("portal.setHint") : undefined}
          error={issue("password")}
          type="password"
          autoComplete={creating ? "new-password" : "current-password"}
          value={password}
          onChange={setPassword}
        />
        <div className="qs-bo-actions">
          <Button type="submit" aria-busy={busy || undefined} disabled={creating && !token}>
            {busy ? t("portal.signingIn") : creating ? t("portal.setSubmit") : t("portal.signIn")}
          </Button>
        </div>
        {!creating && onReferrer && (
          <p>
            <a
              href="/portal/referidores"
              onClick={(event) => {
                event.preventDefault();
                onReferrer();
              }}
            >
              {t("portal.referrerLink")}
            </a>
          </p>
        )}
      </form>
    </main>
  );
}
