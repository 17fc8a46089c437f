import type { StaffSession } from "@qs/domain/api/back-office";
import { Button } from "@qs/ui/button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { StaffApiError, UNREACHABLE } from "./staff-api";

/**
 * Signing in: e-mail and password. An expired password (PASSWORD_EXPIRED) turns the form
 * into the change of password, which signs in once accepted. The API's refusals are shown in
 * its words: the spec's messages (INVALID_CREDENTIALS, PASSWORD_IN_HISTORY…), the lock and a
 * disabled user.
 */
export function SignInPage({
  onSignedIn,
  initialMode = "sign-in",
}: {
  onSignedIn: (session: StaffSession) => void;
  /** Where the form starts (stories show the change of an expired password). */
  initialMode?: "sign-in" | "change";
}) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const [mode, setMode] = useState(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  const issue = (path: string) => refusal?.issues.find((each) => each.path === path)?.message;
  const message =
    refusal && refusal.issues.length === 0
      ? refusal.status === UNREACHABLE || !refusal.message
        ? t("signIn.unavailable")
        : refusal.message
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    setMismatch(false);
    if (mode === "change" && newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    try {
      const session =
        mode === "sign-in"
          ? await api.signIn(email, password)
          : await api.changePassword({ email, currentPassword: password, newPassword });
      onSignedIn(session);
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, "");
      if (mode === "sign-in" && refused.code === "PASSWORD_EXPIRED") setMode("change");
      setRefusal(refused);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="contenido" className="qs-bo-sign-in">
      <form className="qs-bo-card" onSubmit={submit} noValidate>
        <h1>{mode === "sign-in" ? t("signIn.title") : t("signIn.expiredTitle")}</h1>
        {mode === "change" && <p className="qs-bo-hint">{t("signIn.expiredHint")}</p>}
        {message && <Notice kind="error">{message}</Notice>}
        <Field label={t("signIn.email")} error={issue("email")}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={mode === "sign-in" ? t("signIn.password") : t("signIn.currentPassword")}
          error={issue(mode === "sign-in" ? "password" : "currentPassword")}
        >
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        {mode === "change" && (
          <>
            <Field label={t("signIn.newPassword")} error={issue("newPassword")}>
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  required
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t("signIn.confirmPassword")}
              error={mismatch ? t("signIn.mismatch") : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  required
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <div className="qs-bo-actions">
          <Button type="submit" aria-busy={busy || undefined}>
            {busy
              ? t("signIn.submitting")
              : mode === "sign-in"
                ? t("signIn.submit")
                : t("signIn.change")}
          </Button>
          {mode === "change" && (
            <Button
              variant="ghost"
              onClick={() => {
                setMode("sign-in");
                setRefusal(null);
              }}
            >
              {t("signIn.back")}
            </Button>
          )}
        </div>
      </form>
    </main>
  );
}
