import { confirmNotRobot } from "@qs/api-client/confirm-not-robot";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./errors.css";

/** A stable fingerprint of this browser for the not-robot check. */
export function browserFingerprint(): string {
  const key = "qs-fingerprint";
  try {
    const stored = globalThis.localStorage?.getItem(key);
    if (stored) return stored;
    const created = globalThis.crypto?.randomUUID?.() ?? `fp-${Date.now()}-${Math.random()}`;
    globalThis.localStorage?.setItem(key, created);
    return created;
  } catch {
    return "sin-fingerprint";
  }
}

/**
 * The comparison answered 401: the system thinks the visitor is a robot. 'Soy humano!'
 * calls the not-robot check and then reloads the results through `onConfirmed`.
 */
export function RobotCheck({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await confirmNotRobot(client, browserFingerprint());
      onConfirmed();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="qs-robot-check" role="alert">
      <div className="qs-robot-check__icon" aria-hidden="true">
        🤖
      </div>
      <strong className="qs-robot-check__title">{t("comparator.robotTitle")}</strong>
      <Button onClick={confirm} disabled={busy}>
        {t("comparator.robotButton")}
      </Button>
      <p className="qs-robot-check__note">{t("comparator.robotApology")}</p>
      {failed && <p className="qs-load-error__body">{t("comparator.errorBody")}</p>}
    </div>
  );
}
