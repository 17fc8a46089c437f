import { and, asc, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Config } from "../config";
import type { Database, Executor } from "../db/database";
import { mailOutbox } from "../db/schema";
import { logger } from "../logger";
import type { Clock } from "./clock";
import { pickupDirectory } from "./mail-pickup";
import { type PeriodicJob, schedulePeriodicJob } from "./periodic-job";
import { SealError, seal, unseal } from "./sealed";
import { smtpTransport } from "./smtp-transport";

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
 * "Sent" means handed to the transport: a mail server over SMTP (`SMTP_URL`,
 * `smtp-transport.ts`), or else a pickup directory (`MAIL_PICKUP_DIR`, `mail-pickup.ts`), where
 * each message becomes an .eml file for a mail server to take or a developer to open. Without
 * either (production's default) nothing is sent: messages stay queued, sealed, until the
 * retention job removes them.
 *
 * A message the transport refuses is tried again later, each time after a longer wait
 * (`RETRY_DELAYS_MS`); after the last one delivery gives up (`failed_at`) and drops its sealed
 * text. The back office's outbox shows each message's state from these columns.
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
  /** Lets go of what it holds open (an SMTP connection pool). */
  close?(): void;
}

/**
 * The waits before each new attempt after a refusal: a minute, five, half an hour, two hours,
 * six. A message refused once more after the last wait is given up.
 */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;

/** What is kept of a transport's refusal: enough to tell staff why, never a whole dump. */
const ERROR_TEXT_LENGTH = 300;

/** Where a message stands, for the back office: from the outbox row's columns. */
export type MailState = "queued" | "retrying" | "sent" | "failed" | "dropped";

export function mailState(row: {
  sentAt: Date | null;
  failedAt: Date | null;
  sealedBody: string | null;
  attempts: number;
}): MailState {
  if (row.sentAt) return "sent";
  if (row.failedAt) return "failed";
  if (row.sealedBody === null) return "dropped";
  return row.attempts > 0 ? "retrying" : "queued";
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
  /** Left queued because the transport refused a message; tried again after their wait. */
  left: number;
  /** Refused after the last wait: given up. */
  failed: number;
}

const BATCH = 100;

/**
 * Delivers up to `limit` queued messages that are due, oldest first. Each one the transport takes
 * loses its sealed text and gets `sent_at`; one that does not open is dropped unsent (logged by
 * id); when the transport refuses one, that message waits its next delay (or is given up after
 * the last) and the pass stops: the rest wait for the next pass. The rows are locked
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
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNotNull(mailOutbox.sealedBody),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const counts: DeliveryCounts = { sent: 0, unreadable: 0, left: 0, failed: 0 };
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
        const attempts = row.attempts + 1;
        const wait = RETRY_DELAYS_MS[attempts - 1];
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn(
          { mailId: row.id, attempts, reason, givenUp: wait === undefined },
          "The mail transport refused a message",
        );
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: reason.slice(0, ERROR_TEXT_LENGTH),
            ...(wait === undefined
              ? { failedAt: now, sealedBody: null, nextAttemptAt: null }
              : { nextAttemptAt: new Date(now.getTime() + wait) }),
          })
          .where(eq(mailOutbox.id, row.id));
        if (wait === undefined) counts.failed++;
        counts.left = rows.length - index - (wait === undefined ? 1 : 0);
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

/** The configured transport: SMTP when `SMTP_URL` is set, else the pickup directory, else none. */
export function mailTransportOf(config: Config): MailTransport | null {
  if (config.smtpUrl !== null) return smtpTransport(config.smtpUrl, config.mailFrom);
  if (config.mailPickupDir !== null) return pickupDirectory(config.mailPickupDir);
  return null;
}

/**
 * Delivers queued mail every `config.jobsIntervalMs` through the configured transport; with
 * none, or with the jobs off, nothing runs. The timer does not keep the process alive; a failed
 * pass is logged and tried again at the next tick.
 */
export function scheduleMailDelivery(db: Database, config: Config, clock: Clock): PeriodicJob {
  const transport = mailTransportOf(config);
  if (transport === null) return { stop: async () => undefined };
  const job = schedulePeriodicJob(
    config.jobsIntervalMs,
    async () => {
      const counts = await deliverMail(db, config.tokenEncryptionKey, transport, clock.now());
      if (counts.sent + counts.unreadable + counts.left + counts.failed > 0) {
        logger.info({ counts }, "Mail: queued messages delivered");
      }
    },
    "Mail delivery failed",
  );
  return {
    stop: async () => {
      await job.stop();
      transport.close?.();
    },
  };
}
