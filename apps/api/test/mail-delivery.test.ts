import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { deliverMail, RETRY_DELAYS_MS } from "../src/platform/mail-outbox";
import { MAIL_KIND_HEADER } from "../src/platform/mail-pickup";
import { smtpTransport } from "../src/platform/smtp-transport";
import { type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { planRequest as planRequestOf } from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * E-mail that leaves: queued messages go to a real SMTP server over TCP (smtp-server, in this
 * process), each once; a server's refusal is kept as the message's state and tried again after
 * its wait, and after the last wait delivery gives up; the back office's outbox says which.
 */

const STAFF_TOKEN = "mail-delivery-staff-token-0123456789abcdef";
const FROM = "QueSeguro <no-responder@queseguro.com>";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A mail server on a free port that keeps what it accepts and refuses the addresses told. */
async function startMailServer() {
  const received: Received[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    refused,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message's headers and text, its quoted-printable body decoded. */
function readMessage(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? null;
  const quoted = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers);
  const text = quoted
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return { header, text };
}

describe.each(databaseTargets())("e-mail that leaves, on $name", (target) => {
  let h: Harness;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    h = await startHarness(target, {
      staffTokens: [{ role: "BACKOFFICE", email: "correo@queseguro.test", token: STAFF_TOKEN }],
    });
  });
  afterAll(async () => {
    await h?.close();
    await mail?.close();
  });

  const planRequest = (email: string) =>
    planRequestOf(email, {
      nombre: "Camila Rojas",
      profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 34 }] },
    });

  async function outbox(to: string): Promise<Json[]> {
    const res = await h.get(`/api/back-office/correos?to=${encodeURIComponent(to)}`, {
      Authorization: `Bearer ${STAFF_TOKEN}`,
      "X-Country": "CO",
    });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  }

  async function deliverAt(now: Date) {
    const transport = smtpTransport(mail.url, FROM);
    try {
      return await deliverMail(h.db, h.config.tokenEncryptionKey, transport, now);
    } finally {
      transport.close?.();
    }
  }

  it("sends a lead's confirmation to the mail server with its link, sender and kind, once", async () => {
    const email = "smtp-camila@example.com";
    const created = await (await h.send("POST", "/api/solicitarplans", planRequest(email))).json();
    expect((await outbox(email))[0]).toMatchObject({ state: "queued", attempts: 0 });

    await deliverAt(TEST_NOW);
    await deliverAt(TEST_NOW);

    const mine = mail.received.filter((message) => message.to.includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.from).toBe("no-responder@queseguro.com");
    const message = readMessage(mine[0]?.raw ?? "");
    expect(message.header(MAIL_KIND_HEADER)).toBe("lead-confirmation");
    expect(message.header("Subject")).toBe("Recibimos tu solicitud");
    expect(message.header("From")).toBe(FROM);
    expect(message.text).toContain("Un asesor te contactará");
    expect(message.text).toContain(`/mis-datos#codigo=${created.data.accessToken}`);
    expect((await outbox(email))[0]).toMatchObject({
      state: "sent",
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it("sends each message once when two deliverers run at the same time", async () => {
    const emails = ["smtp-par-1@example.com", "smtp-par-2@example.com", "smtp-par-3@example.com"];
    for (const email of emails) await h.send("POST", "/api/solicitarplans", planRequest(email));
    await Promise.all([deliverAt(TEST_NOW), deliverAt(TEST_NOW)]);
    for (const email of emails) {
      expect(mail.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    }
  });

  it("keeps a refusal as the message's state, waits before each new attempt and gives up after the last", async () => {
    const email = "smtp-rechazo@example.com";
    mail.refused.add(email);
    await h.send("POST", "/api/solicitarplans", planRequest(email));

    let now = TEST_NOW;
    const first = await deliverAt(now);
    expect(first.left).toBeGreaterThanOrEqual(1);
    const [retrying] = await outbox(email);
    expect(retrying).toMatchObject({ state: "retrying", attempts: 1 });
    expect(retrying.lastError).toContain("550");
    expect(retrying.nextAttemptAt).toBe(new Date(now.getTime() + 60_000).toISOString());

    // Before its wait is over the message is not tried again.
    await deliverAt(new Date(now.getTime() + 59_000));
    expect((await outbox(email))[0].attempts).toBe(1);

    for (const [index, wait] of RETRY_DELAYS_MS.entries()) {
      now = new Date(now.getTime() + wait);
      await deliverAt(now);
      expect((await outbox(email))[0].attempts).toBe(index + 2);
    }
    const [failed] = await outbox(email);
    expect(failed).toMatchObject({ state: "failed", nextAttemptAt: null, sentAt: null });
    const [row] = await h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row?.sealedBody).toBeNull();
    expect(row?.failedAt?.toISOString()).toBe(now.toISOString());
    expect(mail.received.filter((message) => message.to.includes(email))).toEqual([]);

    // Given up means given up: a later pass, with the server willing, sends nothing.
    mail.refused.delete(email);
    await deliverAt(new Date(now.getTime() + 86_400_000));
    expect(mail.received.filter((message) => message.to.includes(email))).toEqual([]);
  });

  it("tries again once the wait is over and sends when the server takes it", async () => {
    const email = "smtp-reintento@example.com";
    mail.refused.add(email);
    await h.send("POST", "/api/solicitarplans", planRequest(email));
    await deliverAt(TEST_NOW);
    mail.refused.delete(email);
    await deliverAt(new Date(TEST_NOW.getTime() + 60_000));
    expect(mail.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect((await outbox(email))[0]).toMatchObject({ state: "sent", attempts: 1 });
  });
});
