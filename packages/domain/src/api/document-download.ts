import { z } from "zod";

/** Answers and messages of the document download service (/api/documentdownload/...). */

export const DOWNLOAD_LIMIT_MESSAGE =
  "Límite de descargas alcanzado. Intenta nuevamente en 24 horas.";
export const DOWNLOAD_CODE_NOT_FOUND_MESSAGE = "Enlace de descarga no encontrado";
export const DOWNLOAD_CODE_EXPIRED_MESSAGE = "El enlace de descarga expiró";
export const DOCUMENT_NOT_FOUND_MESSAGE = "Documento no encontrado";

/**
 * Answer of POST generate: the e-mail with the link is queued (the code is only in the
 * e-mail), and the mail job sends it within a minute or so; the back office's outbox says
 * when it was sent. The answer never says "sent": at this moment it was not.
 */
export const downloadLinkQueuedSchema = z.object({
  queued: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type DownloadLinkQueued = z.infer<typeof downloadLinkQueuedSchema>;

/** Answer of GET validate/{code}. */
export const downloadCodeValiditySchema = z.object({
  valid: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});

export const downloadCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, DOWNLOAD_CODE_NOT_FOUND_MESSAGE),
});
