import { generateDocumentDownload } from "@qs/api-client/generate-document-download";
import type { DocumentDownloadRequest } from "@qs/domain/document";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { SiteMessage } from "@qs/ui/site-message";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../page/dialog";
import {
  buildDownloadRequest,
  DOWNLOAD_CLOSE_DELAY_MS,
  downloadEmailError,
  downloadFailure,
} from "./download-request";

/** Sends the download request; rejects with the API's error. */
export type SendDownload = (request: DocumentDownloadRequest) => Promise<unknown>;

/** Stored visitor fingerprint, when one was computed. */
export const FINGERPRINT_STORAGE_KEY = "qs.fingerprint";

function storedFingerprint(): string | null {
  try {
    return localStorage.getItem(FINGERPRINT_STORAGE_KEY);
  } catch {
    return null;
  }
}

type DialogState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "success" }
  /** `validation`: the server refused the request's data, and `message` says why. */
  | { status: "error"; message: string; validation?: boolean };

export interface DownloadDialogProps {
  documentUrl: string;
  insuranceId?: number | null;
  onClose: () => void;
  send?: SendDownload;
  /** Start values (stories). */
  initialEmail?: string;
  initialState?: DialogState;
}

/** 'Descargar Documento': an e-mail to receive the download link (profile spec §2, §4, §5, §8). */
export function DownloadDialog({
  documentUrl,
  insuranceId,
  onClose,
  send,
  initialEmail = "",
  initialState = { status: "idle" },
}: DownloadDialogProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const inputId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(initialEmail !== "");
  const [state, setState] = useState<DialogState>(initialState);
  const error = downloadEmailError(email);
  const sending = state.status === "sending";

  useEffect(() => {
    if (state.status !== "success") return;
    const timer = setTimeout(onClose, DOWNLOAD_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || sending) return;
    setState({ status: "sending" });
    const request = buildDownloadRequest({
      documentUrl,
      insuranceId,
      fingerprint: storedFingerprint(),
      email,
    });
    try {
      await (send ?? ((body) => generateDocumentDownload(client, body)))(request);
      setState({ status: "success" });
    } catch (failure) {
      setState({ status: "error", ...downloadFailure(failure) });
    }
  };

  return (
    <Dialog title={t("detail.download.title")} onClose={onClose} closeLabel={t("detail.close")}>
      <form method="post" className="qs-download" onSubmit={submit} noValidate>
        <p>{t("detail.download.intro")}</p>
        <label htmlFor={inputId}>{t("detail.download.email")}</label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={touched && error ? true : undefined}
          aria-describedby={touched && error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
            if (state.status === "error") setState({ status: "idle" });
          }}
          onBlur={() => setTouched(true)}
          disabled={sending || state.status === "success"}
        />
        {touched && error && (
          <p id={`${inputId}-error`} className="qs-field-error">
            <SiteMessage message={error} />
          </p>
        )}
        {state.status === "success" && (
          <p className="qs-download__success" role="status">
            {t("detail.download.success")}
          </p>
        )}
        {state.status === "error" && (
          <p className="qs-download__error" role="alert">
            {state.validation ? `${t("detail.download.validation")} ` : null}
            <SiteMessage message={state.message} />
          </p>
        )}
        <div className="qs-actions">
          <Button variant="ghost" onClick={onClose}>
            {t("detail.download.cancel")}
          </Button>
          <Button type="submit" disabled={Boolean(error) || sending}>
            {sending ? t("detail.download.sending") : t("detail.download.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
