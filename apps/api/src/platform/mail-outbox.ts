import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Config } from "../config";
import type { Database, Executor } from "../db/database";
import { mailOutbox } from "../db/schema";
import { logger } from "../logger";
import type { Clock } from "./clock";
import { pickupDirectory } from "./mail-pickup";
import { type PeriodicJob, schedulePeriodicJob } from "./periodic-job";
import { SealError, seal, unseal } from "./sealed";

/**
 * The mail outbox. A message is queued in `mail_outbox` in the transaction of what it is
 * about; the mail job delivers it later through the configured transport.
 *
 * Messages carry private links (a lead's data page with its token, a purchase's session, a
 * download code): whoever reads the database, or the back office's outbox, must not be able
 * to follow them. So the row keeps two texts: `body`, where each private link is
 * `PRIVATE_LINK`, which staff and the visitor's data page see; and `sealed_body`, the message
 * as sent, encrypted with TOKEN_ENCRYPTION_KEY (`sealed.ts`). Delivery opens it, hands it to
 * the transport, and then drops it and stamps `sent_at`: a sent message keeps nothing that
 * opens anything.
 *
 * "Sent" means handed to the transport. The only transport so far is a pickup directory
 * (`MAIL_PICKUP_DIR`, `mail-pickup.ts`), where each message becomes an .eml file for a mail
 * server to take or a developer to open; without one (production's default) nothing is sent:
 * messages stay queued, sealed, until the retention job removes them.
 */

/** What a private link is replaced with in the text staff see. */
export const PRIVATE_LINK = "[enlace privado]";

export interface NewMail {
  kind: string;
  toAddress: string;
  subject: string;
  /** The message as the recipient is to read it, private links included. */
  body: string;
  /** Every private link `body` holds: kept only sealed. */
  privateLinks: string[];
  /** What the message is about (a lead's id, a download link's code hash). */
  reference: string | null;
  /** The market the message was written for: only that market's staff see it. */
  countryId: number | null;
  createdAt: Date;
}

/** A message opened for delivery. */
export interface OutgoingMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** Where delivery hands messages over. It throws when it could not take one. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** What a sealed body is bound to: the message's kind and recipient. */
const contextOf = (row: { kind: string; toAddress: string }) =>
  `mail_outbox\n${row.kind}\n${row.toAddress}`;

/** `body` with each private link replaced by PRIVATE_LINK. */
export function withoutPrivateLinks(body: string, privateLinks: string[]): string {
  let text = body;
  for (const link of privateLinks) {
    if (link === "" || !text.includes(link)) {
      throw new Error("A private link of a message is not in its body");
    }
    text = text.split(link).join(PRIVATE_LINK);
  }
  return text;
}

/** Queues a message, in the caller's transaction. */
export async function queueMail(tx: Executor, secret: string, mail: NewMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.toAddress,
    subject: mail.subject,
    body: withoutPrivateLinks(mail.body, mail.privateLinks),
    sealedBody: seal(secret, "mail-outbox", mail.body, contextOf(mail)),
    reference: mail.reference,
    countryId: mail.countryId,
    createdAt: mail.createdAt,
  });
}

type MailRow = typeof mailOutbox.$inferSelect;

/** The message of a queued row as it will be sent; SealError when it does not open. */
export function openMail(secret: string, row: MailRow): OutgoingMail {
  if (row.sealedBody === null) throw new SealError("The message was sent: nothing is kept");
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    body: unseal(secret, "mail-outbox", row.sealedBody, contextOf(row)),
    createdAt: row.createdAt,
  };
}

export interface DeliveryCounts {
  sent: number;
  /** Sealed under another key (TOKEN_ENCRYPTION_KEY changed): dropped, never sent. */
  unreadable: number;
  /** Left queued because the transport refused a message; tried again next time. */
  left: number;
}

const BATCH = 100;

/**
 * Delivers up to `limit` queued messages, oldest first. Each one the transport takes loses its
 * sealed text and gets `sent_at`; one that does not open is dropped unsent (logged by id); when
 * the transport fails the pass stops and the rest wait for the next. The rows are locked
 * (`skip locked`): several processes deliver each message once. A message whose row could not be
 * marked after the transport took it is handed over again next time (at least once).
 */
export async function deliverMail(
  db: Database,
  secret: string,
  transport: MailTransport,
  now: Date,
  limit = BATCH,
): Promise<DeliveryCounts> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.sealedBody)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const counts: DeliveryCounts = { sent: 0, unreadable: 0, left: 0 };
    for (const [index, row] of rows.entries()) {
      let mail: OutgoingMail;
      try {
        mail = openMail(secret, row);
      } catch (error) {
        if (!(error instanceof SealError)) throw error;
        logger.warn({ mailId: row.id }, "Queued e-mail sealed under another key: dropped unsent");
        await tx.update(mailOutbox).set({ sealedBody: null }).where(eq(mailOutbox.id, row.id));
        counts.unreadable++;
        continue;
      }
      try {
        await transport.send(mail);
      } catch (error) {
        logger.warn({ err: error, mailId: row.id }, "The mail transport refused a message");
        counts.left = rows.length - index;
        break;
      }
      await tx
        .update(mailOutbox)
        .set({ sealedBody: null, sentAt: now })
        .where(eq(mailOutbox.id, row.id));
      counts.sent++;
    }
    return counts;
  });
}

/**
 * Delivers queued mail every `config.jobsIntervalMs` through the pickup directory
 * (`config.mailPickupDir`); with none, or with the jobs off, nothing runs. The timer does not
 * keep the process alive; a failed pass is logged and tried again at the next tick.
 */
export function scheduleMailDelivery(db: Database, config: Config, clock: Clock): PeriodicJob {
  if (config.mailPickupDir === null) return { stop: async () => undefined };
  const transport = pickupDirectory(config.mailPickupDir);
  return schedulePeriodicJob(
    config.jobsIntervalMs,
    async () => {
      const counts = await deliverMail(db, config.tokenEncryptionKey, transport, clock.now());
      if (counts.sent + counts.unreadable + counts.left > 0) {
        logger.info({ counts }, "Mail: queued messages delivered");
      }
    },
    "Mail delivery failed",
  );
}
