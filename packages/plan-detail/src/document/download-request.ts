import { DOWNLOAD_LIMIT_MESSAGE } from "@qs/domain/api/document-download";
import {
  type DocumentDownloadRequest,
  documentDownloadFallbacks,
  downloadEmailInvalidMessage,
  downloadEmailRequiredMessage,
} from "@qs/domain/document";

export const DOWNLOAD_INVALID_DATA = "Datos inválidos";
export const DOWNLOAD_GENERIC_ERROR = "Error al generar enlace de descarga. Intenta nuevamente.";
/** The dialog closes this long after a success. */
export const DOWNLOAD_CLOSE_DELAY_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dialog's e-mail message, or null when the e-mail is valid. */
export function downloadEmailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return downloadEmailRequiredMessage;
  return EMAIL_PATTERN.test(email) ? null : downloadEmailInvalidMessage;
}

/** The document id: the URL segment after 'documents' when it is a number, else 1111. */
export function documentIdFromUrl(url: string | null | undefined): number {
  const segments = (url ?? "").split(/[/?#]/);
  const index = segments.indexOf("documents");
  const id = index >= 0 ? Number(segments[index + 1]) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : documentDownloadFallbacks.documentId;
}

/** Body of POST /api/documentdownload/generate with the spec's fallbacks. */
export function buildDownloadRequest(input: {
  documentUrl: string | null | undefined;
  insuranceId: number | null | undefined;
  fingerprint: string | null | undefined;
  email: string;
}): DocumentDownloadRequest {
  return {
    fingerprintId: input.fingerprint?.trim() || documentDownloadFallbacks.fingerprintId,
    document_id: documentIdFromUrl(input.documentUrl),
    insurance_id:
      input.insuranceId && input.insuranceId > 0
        ? input.insuranceId
        : documentDownloadFallbacks.insuranceId,
    email: input.email.trim(),
  };
}

/**
 * A failed request as the dialog shows it: a 400 is the server's validation message (or
 * 'Datos inválidos'), shown after 'Error de validación: ' (`detail.download.validation`); a 429 is the limit; anything else the
 * generic message.
 */
export function downloadFailure(error: unknown): { validation: boolean; message: string } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 400) {
    const body = (error as { body?: { message?: string; error?: string } | null }).body;
    return { validation: true, message: body?.message || body?.error || DOWNLOAD_INVALID_DATA };
  }
  if (status === 429) return { validation: false, message: DOWNLOAD_LIMIT_MESSAGE };
  return { validation: false, message: DOWNLOAD_GENERIC_ERROR };
}
