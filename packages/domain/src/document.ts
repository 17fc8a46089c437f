import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "./api/input-bounds";

/**
 * Product documents and the download-link request (profile spec §2 "Download
 * dialog", §3 "Document download request", §7 documents calls).
 */

/** A document of a product (GET /api/documents/insurance/{id}). */
export const documentMetadataSchema = z.looseObject({
  id: z.number().int(),
  insuranceId: z.number().int(),
  name: z.string(),
  url: z.string(),
  pages: z.number().int().nonnegative().nullish(),
  sizeBytes: z.number().int().nonnegative().nullish(),
});
export type DocumentMetadata = z.infer<typeof documentMetadataSchema>;

/** Values the site sends when the document id, insurance id or fingerprint is unknown. */
export const documentDownloadFallbacks = {
  documentId: 1111,
  insuranceId: 2434,
  fingerprintId: "Sin Fingerprint",
} as const;

export const downloadEmailRequiredMessage = "El correo electrónico es obligatorio";
export const downloadEmailInvalidMessage = "Ingresa un correo electrónico válido";

/** E-mail of the download dialog, with the dialog's messages. */
export const downloadEmailSchema = z
  .string({ error: downloadEmailRequiredMessage })
  .trim()
  .min(1, downloadEmailRequiredMessage)
  .max(MAX_EMAIL_LENGTH, downloadEmailInvalidMessage)
  .pipe(z.email(downloadEmailInvalidMessage));

/** Body of POST /api/documentdownload/generate. */
export const documentDownloadRequestSchema = z.object({
  fingerprintId: z.string().min(1),
  document_id: z.number().int().positive(),
  insurance_id: z.number().int().positive(),
  email: downloadEmailSchema,
});
export type DocumentDownloadRequest = z.infer<typeof documentDownloadRequestSchema>;
