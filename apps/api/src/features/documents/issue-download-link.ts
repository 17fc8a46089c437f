import { randomBytes } from "node:crypto";
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  DOWNLOAD_LIMIT_MESSAGE,
} from "@qs/domain/api/document-download";
import type { DocumentDownloadRequest } from "@qs/domain/document";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { documents, downloadLinks } from "../../db/schema";
import { hashToken } from "../../platform/capability";
import { NotFoundError } from "../../platform/errors";
import { queueMail } from "../../platform/mail-outbox";
import { hitLimit } from "../../platform/rate-limit";

export interface IssueDownloadLinkInput {
  request: DocumentDownloadRequest;
  /** Who asks (client-identity.ts): the per-e-mail limit counts each client apart. */
  clientKey: string;
  now: Date;
  linksPerDay: number;
  ttlHours: number;
  /** Base of the link written in the e-mail (https://api.example.com). */
  baseUrl: string;
  /** TOKEN_ENCRYPTION_KEY: the message with the link is queued sealed. */
  mailKey: string;
  /** The market of the site that asked (the message is shown to that market's staff). */
  countryId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issues a download code for a document and sends it: the message with the link is queued in
 * mail_outbox (the code is kept only as its SHA-256, and in the message only sealed). One client gets at most `linksPerDay` links for one e-mail in 24 hours
 * (429 after that). The count is per e-mail *and* client, so asking for links to someone
 * else's address cannot use up that person's own links; the route's per-client daily limit
 * bounds how many messages one client can send in all. Runs inside the caller's
 * transaction; the count is one atomic upsert, so concurrent requests count one by one.
 */
export async function issueDownloadLink(tx: Executor, input: IssueDownloadLinkInput) {
  const { request, now } = input;
  const email = request.email.toLowerCase();

  const [document] = await tx
    .select({ id: documents.id, name: documents.metadata, fileName: documents.fileName })
    .from(documents)
    .where(
      and(eq(documents.id, request.document_id), eq(documents.productId, request.insurance_id)),
    );
  if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND_MESSAGE);

  await hitLimit(tx, {
    key: ["downloadEmail", email, input.clientKey],
    max: input.linksPerDay,
    windowMs: DAY_MS,
    now,
    message: DOWNLOAD_LIMIT_MESSAGE,
  });

  const code = randomBytes(24).toString("base64url");
  const codeHash = hashToken(code);
  const expiresAt = new Date(now.getTime() + input.ttlHours * 60 * 60 * 1000);
  await tx.insert(downloadLinks).values({
    code: codeHash,
    documentId: request.document_id,
    insuranceId: request.insurance_id,
    email,
    fingerprintId: request.fingerprintId,
    createdAt: now,
    expiresAt,
  });
  const link = `${input.baseUrl.replace(/\/$/, "")}/api/documentdownload/download/${code}`;
  const title = (document.name as { name?: string }).name ?? document.fileName;
  await queueMail(tx, input.mailKey, {
    kind: "document-download",
    toAddress: email,
    subject: `Tu enlace de descarga: ${title}`,
    body: `Hola,\n\nDescarga "${title}" desde este enlace (válido por ${input.ttlHours} horas):\n${link}\n\nSi no pediste este documento, ignora este mensaje.`,
    privateLinks: [link],
    reference: codeHash,
    countryId: input.countryId,
    createdAt: now,
  });
  return { code, expiresAt };
}
