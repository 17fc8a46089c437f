import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./errors.css";

/** Where the visitor is in proving being human. */
export type RobotCheckState = "idle" | "verifying" | "failed" | "verified";

/**
 * The robot view in one state: the message and 'Soy humano!' (idle, and again after a
 * failure with the error below), the progress while the browser works, and the moment it
 * passed, while the results load again.
 */
export function RobotCheckView({
  state,
  onStart,
}: {
  state: RobotCheckState;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="qs-robot-check" role="alert">
      <div className="qs-robot-check__icon" aria-hidden="true">
        🤖
      </div>
      <strong className="qs-robot-check__title">{t("comparator.robotTitle")}</strong>
      {state === "verifying" && <Spinner label={t("comparator.robotVerifying")} />}
      {state === "verified" && (
        <p className="qs-robot-check__done">{t("comparator.robotVerified")}</p>
      )}
      {(state === "idle" || state === "failed") && (
        <Button onClick={onStart}>{t("comparator.robotButton")}</Button>
      )}
      <p className="qs-robot-check__note">{t("comparator.robotApology")}</p>
      {state === "failed" && <p className="qs-robot-check__error">{t("comparator.robotFailed")}</p>}
    </div>
  );
}

/**
 * The comparison answered 401: the system thinks the visitor is a robot. 'Soy humano!'
 * makes the browser solve the API's proof-of-work challenge (the solver loads only now,
 * never with the comparator) and send it; once the API lifts the flag, `onConfirmed`
 * loads the results again. Leaving the view stops the work.
 */
export function RobotCheck({ onConfirmed }: { onConfirmed: () => void }) {
  const client = useApiClient();
  const [state, setState] = useState<RobotCheckState>("idle");
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState("verifying");
    try {
      const { proveNotRobot } = await import("@qs/api-client/confirm-not-robot");
      await proveNotRobot(client, controller.signal);
      if (controller.signal.aborted) return;
      setState("verified");
      onConfirmed();
    } catch {
      if (!controller.signal.aborted) setState("failed");
    }
  };

  return <RobotCheckView state={state} onStart={start} />;
}
