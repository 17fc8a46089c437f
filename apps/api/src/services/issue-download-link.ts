import { randomBytes } from "node:crypto";
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  DOWNLOAD_LIMIT_MESSAGE,
} from "@qs/domain/api/document-download";
import type { DocumentDownloadRequest } from "@qs/domain/document";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/database";
import { documents, downloadLinks, mailOutbox } from "../db/schema";
import { fail } from "../http/reply";

export interface IssueDownloadLinkInput {
  request: DocumentDownloadRequest;
  now: Date;
  linksPerDay: number;
  ttlHours: number;
  /** Base of the link written in the e-mail (https://api.example.com). */
  baseUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issues a download code for a document and "sends" it: the message is
 * written to mail_outbox. One e-mail gets at most `linksPerDay` links in 24
 * hours (429 after that). Runs inside the caller's transaction; an advisory
 * lock on the e-mail makes concurrent requests count one after another.
 */
export async function issueDownloadLink(tx: Executor, input: IssueDownloadLinkInput) {
  const { request, now } = input;
  const email = request.email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`download:${email}`}))`);

  const [document] = await tx
    .select({ id: documents.id, name: documents.metadata, fileName: documents.fileName })
    .from(documents)
    .where(
      and(eq(documents.id, request.document_id), eq(documents.productId, request.insurance_id)),
    );
  if (!document) throw fail(404, DOCUMENT_NOT_FOUND_MESSAGE);

  const [recent] = await tx
    .select({ n: count() })
    .from(downloadLinks)
    .where(
      and(
        eq(downloadLinks.email, email),
        gt(downloadLinks.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= input.linksPerDay) throw fail(429, DOWNLOAD_LIMIT_MESSAGE);

  const code = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + input.ttlHours * 60 * 60 * 1000);
  await tx.insert(downloadLinks).values({
    code,
    documentId: request.document_id,
    insuranceId: request.insurance_id,
    email,
    fingerprintId: request.fingerprintId,
    createdAt: now,
    expiresAt,
  });
  const link = `${input.baseUrl.replace(/\/$/, "")}/api/documentdownload/download/${code}`;
  const title = (document.name as { name?: string }).name ?? document.fileName;
  await tx.insert(mailOutbox).values({
    kind: "document-download",
    toAddress: email,
    subject: `Tu enlace de descarga: ${title}`,
    body: `Hola,\n\nDescarga "${title}" desde este enlace (válido por ${input.ttlHours} horas):\n${link}\n\nSi no pediste este documento, ignora este mensaje.`,
    reference: code,
    createdAt: now,
  });
  return { code, expiresAt };
}
