import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  DOWNLOAD_CODE_EXPIRED_MESSAGE,
  DOWNLOAD_CODE_NOT_FOUND_MESSAGE,
  DOWNLOAD_LIMIT_MESSAGE,
  downloadCodeParamsSchema,
  downloadCodeValiditySchema,
  downloadLinkQueuedSchema,
} from "@qs/domain/api/document-download";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { idParamsSchema, idPathParamSchema } from "@qs/domain/api/query-params";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { documentDownloadRequestSchema, documentMetadataSchema } from "@qs/domain/document";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { dataReply, listReply } from "../../http/envelopes";
import { binary, fail, json } from "../../http/reply";
import { countDownload, documentFile, downloadLink, productDocuments } from "./document-reads";
import { issueDownloadLink } from "./issue-download-link";

const pdf = { description: "The PDF", contentType: "application/pdf" };
const fileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_");

/** Product documents and the download-link service. */
export function registerDocumentRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.documentsInsuranceById,
    summary: "Documents of a product; each url answers the PDF",
    tag: "Documents",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "Document metadata", schema: listEnvelopeSchema(documentMetadataSchema) },
      404: { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      const rows = await productDocuments(db, params.id, country.id);
      if (!rows) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return listReply(
        rows.map((row) => ({
          ...(row.metadata as object),
          id: row.id,
          insuranceId: params.id,
          name: (row.metadata as { name?: string }).name ?? row.fileName,
          fileName: row.fileName,
          url: `/api/documents/${row.id}/file`,
          pages: row.pages,
          sizeBytes: row.size,
        })),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.documentsByIdFile,
    summary: "The PDF of a document, shown inline",
    tag: "Documents",
    params: idParamsSchema,
    cache: "client-only",
    responses: {
      200: pdf,
      404: { description: DOCUMENT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params }) => {
      const row = await documentFile(db, params.id);
      if (!row) throw fail(404, DOCUMENT_NOT_FOUND_MESSAGE);
      return binary(row.content, "application/pdf", {
        "Content-Disposition": `inline; filename="${fileName(row.fileName)}"`,
      });
    },
  });

  router.route({
    method: "post",
    path: apiPaths.documentdownloadGenerate,
    summary: "Sends a download link for a document to an e-mail",
    description:
      "The link (valid 24 hours) is written to the mail outbox; the answer does not carry it. A client gets at most DOWNLOAD_LINKS_PER_CLIENT_PER_DAY links a day, and at most DOWNLOAD_LINKS_PER_DAY for one e-mail (counted per e-mail and client, so nobody can use up another's); over either, 429 with Retry-After.",
    tag: "Documents",
    body: documentDownloadRequestSchema.extend({
      document_id: idPathParamSchema,
      insurance_id: idPathParamSchema,
    }),
    idempotent: true,
    rateLimit: "downloadLinks",
    responses: {
      201: {
        description: "The e-mail with the link is queued",
        schema: dataEnvelopeSchema(downloadLinkQueuedSchema),
      },
      404: { description: DOCUMENT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      429: { description: DOWNLOAD_LIMIT_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ body, deps, country, now, clientKey, transaction }) => {
      const { expiresAt } = await transaction((tx) =>
        issueDownloadLink(tx, {
          request: body,
          clientKey,
          now,
          linksPerDay: deps.config.downloadLinksPerDay,
          ttlHours: deps.config.downloadLinkTtlHours,
          baseUrl: deps.config.publicApiUrl,
          mailKey: deps.config.tokenEncryptionKey,
          countryId: country.id,
        }),
      );
      return dataReply({ queued: true, expiresAt: expiresAt.toISOString() }, country, 201);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.documentdownloadDownloadByCode,
    summary: "Downloads the document of a download code (attachment)",
    tag: "Documents",
    params: downloadCodeParamsSchema,
    responses: {
      200: pdf,
      404: { description: DOWNLOAD_CODE_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      410: { description: DOWNLOAD_CODE_EXPIRED_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, now }) => {
      const link = await downloadLink(db, params.code);
      if (!link) throw fail(404, DOWNLOAD_CODE_NOT_FOUND_MESSAGE);
      if (link.expiresAt.getTime() <= now.getTime()) throw fail(410, DOWNLOAD_CODE_EXPIRED_MESSAGE);
      const document = await documentFile(db, link.documentId);
      if (!document) throw fail(404, DOCUMENT_NOT_FOUND_MESSAGE);
      await countDownload(db, params.code);
      return binary(document.content, "application/pdf", {
        "Content-Disposition": `attachment; filename="${fileName(document.fileName)}"`,
        "Cache-Control": "no-store",
      });
    },
  });

  router.route({
    method: "get",
    path: apiPaths.documentdownloadValidateByCode,
    summary: "Whether a download code is still valid, and until when",
    tag: "Documents",
    params: z.object({ code: z.string().min(1).max(200) }),
    responses: { 200: { description: "Validity", schema: downloadCodeValiditySchema } },
    handler: async ({ db, params, now }) => {
      const link = await downloadLink(db, params.code);
      return json(
        {
          valid: link !== undefined && link.expiresAt.getTime() > now.getTime(),
          expiresAt: link ? link.expiresAt.toISOString() : null,
        },
        200,
        { "Cache-Control": "no-store" },
      );
    },
  });
}
