import type {
  StaffSecondFactor,
  StaffSession,
  StaffSignInAnswer,
} from "@qs/domain/api/back-office";
import { Button } from "@qs/ui/button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { StaffApiError, UNREACHABLE } from "./staff-api";

type Mode = "sign-in" | "change" | "code" | "forgot" | "reset";

/** A base32 key in groups of four, as an app's "enter a key" field shows it. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(" ") ?? key;

/**
 * Signing in: e-mail and password. An expired password (PASSWORD_EXPIRED) turns the form
 * into the change of password, which signs in once accepted. ADMINISTRADOR and GERENTE then
 * give their authenticator app's code; one without an app set up is first shown the key to add
 * to one. The API's refusals are shown in its words: the spec's messages
 * (INVALID_CREDENTIALS, PASSWORD_IN_HISTORY…), the lock, a disabled user, a wrong code; a
 * code step that ran out of time goes back to the password. A forgotten password is reset
 * through a link sent by e-mail (`/restablecer#codigo=`), which opens this form at the new
 * password.
 */
export function SignInPage({
  onSignedIn,
  initialMode = "sign-in",
  initialStep = null,
  resetToken = null,
}: {
  onSignedIn: (session: StaffSession) => void;
  /** Where the form starts (stories show the change of an expired password, and the code). */
  initialMode?: Mode;
  /** The second factor's step the form starts at, with `initialMode` "code". */
  initialStep?: StaffSecondFactor | null;
  /** A reset link's token (`/restablecer#codigo=`): the form asks for the new password. */
  resetToken?: string | null;
}) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [step, setStep] = useState<StaffSecondFactor | null>(initialStep);
  const [code, setCode] = useState("");
  const [resetSent, setResetSent] = useState(false);
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
    if ((mode === "change" || mode === "reset") && newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    try {
      if (mode === "code" && step) {
        onSignedIn(await api.secondFactor(step.challenge, code.trim()));
        return;
      }
      if (mode === "forgot") {
        await api.requestPasswordReset(email);
        setResetSent(true);
        return;
      }
      const answer: StaffSignInAnswer =
        mode === "sign-in"
          ? await api.signIn(email, password)
          : mode === "reset" && resetToken
            ? await api.resetPassword(resetToken, newPassword)
            : await api.changePassword({ email, currentPassword: password, newPassword });
      if ("secondFactor" in answer) {
        setStep(answer);
        setCode("");
        setMode("code");
      } else onSignedIn(answer);
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, "");
      if (mode === "sign-in" && refused.code === "PASSWORD_EXPIRED") setMode("change");
      if (mode === "code" && refused.code === "CODE_TOKEN_EXPIRED") {
        setMode("sign-in");
        setStep(null);
      }
      setRefusal(refused);
    } finally {
      setBusy(false);
    }
  }

  /** The new password, twice (an expired password's change and a reset link alike). */
  const newPasswordFields = (
    <>
      <TextField
        label={t("signIn.newPassword")}
        error={issue("newPassword")}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
      />
      <TextField
        label={t("signIn.confirmPassword")}
        error={mismatch ? t("signIn.mismatch") : undefined}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
    </>
  );

  if (mode === "forgot") {
    return (
      <main id="contenido" className="qs-bo-sign-in">
        <form className="qs-bo-card" onSubmit={submit} noValidate>
          <h1>{t("signIn.forgotTitle")}</h1>
          {resetSent ? (
            <Notice kind="done">{t("signIn.forgotSent")}</Notice>
          ) : (
            <p className="qs-bo-hint">{t("signIn.forgotHint")}</p>
          )}
          {message && <Notice kind="error">{message}</Notice>}
          <TextField
            label={t("signIn.email")}
            error={issue("email")}
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
          />
          <div className="qs-bo-actions">
            <Button type="submit" aria-busy={busy || undefined}>
              {busy ? t("signIn.submitting") : t("signIn.sendLink")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setMode("sign-in");
                setRefusal(null);
                setResetSent(false);
              }}
            >
              {t("signIn.back")}
            </Button>
          </div>
        </form>
      </main>
    );
  }

  if (mode === "reset") {
    return (
      <main id="contenido" className="qs-bo-sign-in">
        <form className="qs-bo-card" onSubmit={submit} noValidate>
          <h1>{t("signIn.resetTitle")}</h1>
          <p className="qs-bo-hint">{t("signIn.resetHint")}</p>
          {message && <Notice kind="error">{message}</Notice>}
          {refusal?.code === "PASSWORD_TOKEN_EXPIRED" || !resetToken ? (
            <p>
              <Button
                variant="secondary"
                onClick={() => {
                  setMode("forgot");
                  setRefusal(null);
                }}
              >
                {t("signIn.newLink")}
              </Button>
            </p>
          ) : (
            <>
              {newPasswordFields}
              <div className="qs-bo-actions">
                <Button type="submit" aria-busy={busy || undefined}>
                  {busy ? t("signIn.submitting") : t("signIn.resetSubmit")}
                </Button>
              </div>
            </>
          )}
        </form>
      </main>
    );
  }

  if (mode === "code" && step) {
    return (
      <main id="contenido" className="qs-bo-sign-in">
        <form className="qs-bo-card" onSubmit={submit} noValidate>
          <h1>{t("signIn.codeTitle")}</h1>
          {step.setup ? (
            <>
              <p className="qs-bo-hint">{t("signIn.setupHint")}</p>
              <p className="qs-bo-key">
                <span>{t("signIn.key")}</span> <code>{grouped(step.setup.secret)}</code>
              </p>
              <p>
                <a href={step.setup.uri}>{t("signIn.openInApp")}</a>
              </p>
            </>
          ) : (
            <p className="qs-bo-hint">{t("signIn.codeHint")}</p>
          )}
          {message && <Notice kind="error">{message}</Notice>}
          <Field label={t("signIn.code")} error={issue("code")}>
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
          <div className="qs-bo-actions">
            <Button type="submit" aria-busy={busy || undefined}>
              {busy ? t("signIn.submitting") : t("signIn.verify")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setMode("sign-in");
                setStep(null);
                setRefusal(null);
              }}
            >
              {t("signIn.back")}
            </Button>
          </div>
        </form>
      </main>
    );
  }

  return (
    <main id="contenido" className="qs-bo-sign-in">
      <form className="qs-bo-card" onSubmit={submit} noValidate>
        <h1>{mode === "sign-in" ? t("signIn.title") : t("signIn.expiredTitle")}</h1>
        {mode === "change" && <p className="qs-bo-hint">{t("signIn.expiredHint")}</p>}
        {message && <Notice kind="error">{message}</Notice>}
        <TextField
          label={t("signIn.email")}
          error={issue("email")}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={mode === "sign-in" ? t("signIn.password") : t("signIn.currentPassword")}
          error={issue(mode === "sign-in" ? "password" : "currentPassword")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {mode === "change" && newPasswordFields}
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
          {mode === "sign-in" && (
            <Button
              variant="ghost"
              onClick={() => {
                setMode("forgot");
                setRefusal(null);
              }}
            >
              {t("signIn.forgot")}
            </Button>
          )}
        </div>
      </form>
    </main>
  );
}

/** A required field of the form: its label, a hint, its refusal and the control. */
export function TextField({
  label,
  hint,
  error,
  type,
  autoComplete,
  value,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  type: "email" | "password";
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
