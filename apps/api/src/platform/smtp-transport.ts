import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-outbox";
import { MAIL_KIND_HEADER } from "./mail-pickup";

/**
 * The SMTP transport (nodemailer): each message goes to the mail server of `SMTP_URL`
 * (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start) as plain UTF-8 text, from
 * `MAIL_FROM`, with its kind in the `X-QS-Kind` header like the pickup directory's files. The
 * server's refusal (or no answer within the timeouts) throws, and delivery tries the message
 * again after its wait. A pooled connection carries a pass's messages.
 */

/** How long a mail server may take to connect, greet and answer each command. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        date: mail.createdAt,
        // The same identity on every hand-over: a message handed over twice (see
        // `deliverMail`) is one message to the receiving server and to the recipient's program.
        messageId: `<mail-${mail.id}-${mail.createdAt.getTime()}@outbox.invalid>`,
        headers: { [MAIL_KIND_HEADER]: mail.kind },
      });
    },
    close() {
      transporter.close();
    },
  };
}
