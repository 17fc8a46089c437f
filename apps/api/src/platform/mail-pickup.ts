import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailTransport, OutgoingMail } from "./mail-outbox";

/**
 * The pickup-directory transport: each message becomes `<created>-<id>.eml` in the directory
 * (created readable by its owner only), a plain-text RFC 5322 message a mail server's pickup
 * service can send or a mail program can open. It is written under a temporary name and then
 * renamed, so nothing ever reads half a message; a message handed over twice (see
 * `deliverMail`) replaces its own file.
 */

/** The kind of message (`lead-confirmation`, `compra_confirmada`...), as a header. */
export const MAIL_KIND_HEADER = "X-QS-Kind";

/** `text` as RFC 2047 encoded words (UTF-8, base64), each under 76 characters. */
function encodedWords(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = "";
  for (const char of text) {
    if (Buffer.byteLength(chunk + char, "utf8") > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words
    .map((word) => `=?UTF-8?B?${Buffer.from(word, "utf8").toString("base64")}?=`)
    .join("\r\n ");
}

/** The message as an .eml file's text (CRLF line ends). */
export function emlOf(mail: OutgoingMail): string {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");
  const headers = [
    `Date: ${mail.createdAt.toUTCString()}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${encodedWords(oneLine(mail.subject))}`,
    `Message-ID: <mail-${mail.id}-${mail.createdAt.getTime()}@outbox.invalid>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    `${MAIL_KIND_HEADER}: ${oneLine(mail.kind)}`,
  ];
  return `${headers.join("\r\n")}\r\n\r\n${mail.body.replace(/\r?\n/g, "\r\n")}\r\n`;
}

export function pickupDirectory(dir: string): MailTransport {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${mail.id}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, emlOf(mail), { mode: 0o600 });
      await rename(partial, file);
    },
  };
}
