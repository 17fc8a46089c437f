import { and, asc, eq } from "drizzle-orm";
import { mailOutbox } from "../../src/db/schema";
import { type OutgoingMail, openMail } from "../../src/platform/mail-outbox";
import type { Harness } from "./harness";

/**
 * The messages to an address as the recipient will read them, links included: the queued rows
 * opened with the server's key, as delivery opens them (the rows themselves keep only
 * "[enlace privado]"). Oldest first; `kind` narrows them.
 */
export async function mailAsSent(h: Harness, to: string, kind?: string): Promise<OutgoingMail[]> {
  const rows = await h.db.orm
    .select()
    .from(mailOutbox)
    .where(
      kind === undefined
        ? eq(mailOutbox.toAddress, to)
        : and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => openMail(h.config.tokenEncryptionKey, row));
}

/** The download code in a `document-download` message's link. */
export function downloadCodeIn(body: string): string {
  const code = /\/api\/documentdownload\/download\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!code) throw new Error(`no download link in:\n${body}`);
  return code;
}
