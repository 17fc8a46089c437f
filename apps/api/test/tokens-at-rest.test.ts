import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { runPurchaseJobs } from "../src/features/purchase/purchase-reminders";
import {
  deliverMail,
  type OutgoingMail,
  PRIVATE_LINK,
  queueMail,
} from "../src/platform/mail-outbox";
import { MAIL_KIND_HEADER, pickupDirectory } from "../src/platform/mail-pickup";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { downloadCodeIn, mailAsSent } from "./support/mail";
import { purchaseClient } from "./support/purchase";
import { planRequest as planRequestOf } from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * No live token at rest: whatever the database keeps of an answer or an e-mail that carries a
 * visitor's token (a lead's, a consent's, a feedback's, a shared link's edit token, a
 * purchase's session, a download code) opens nothing without the server's key, and neither
 * does what staff see of the outbox. The visitor still gets the same answer on a retry, and
 * the e-mail still goes out with its link.
 */

const STAFF_TOKEN = "tokens-at-rest-staff-token-0123456789abcdef";
const STAFF = { Authorization: `Bearer ${STAFF_TOKEN}` };
const MINUTE = 60_000;

const planRequest = (email: string) =>
  planRequestOf(email, {
    nombre: "Camila Rojas",
    profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 34 }] },
  });

/** A transport that keeps what it is handed. */
function mailbox() {
  const sent: OutgoingMail[] = [];
  return { sent, transport: { send: async (mail: OutgoingMail) => void sent.push(mail) } };
}

describe.each(databaseTargets())("no live token at rest on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [{ role: "BACKOFFICE", email: "correo@queseguro.test", token: STAFF_TOKEN }],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Every row of a table as PostgreSQL writes it out: what a copy of the database shows. */
  async function rawRows(table: "idempotency_keys" | "mail_outbox"): Promise<string> {
    const result = (await h.db.orm.execute(
      sql.raw(`select row_to_json(t)::text as "row" from "${table}" t`),
    )) as unknown as { rows: Array<{ row: string }> };
    return result.rows.map((r) => r.row).join("\n");
  }

  /** What the back office's outbox shows for an address. */
  async function staffOutbox(to: string): Promise<{ text: string; data: Json[] }> {
    const res = await h.get(`/api/back-office/correos?to=${encodeURIComponent(to)}`, {
      ...STAFF,
      "X-Country": "CO",
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, data: JSON.parse(text).data };
  }

  const post = (path: string, body: unknown, key: string, headers: Record<string, string> = {}) =>
    h.send("POST", path, body, { "Idempotency-Key": key, ...headers });

  it("keeps a lead's token in no row and no staff screen; a replay answers it again and the confirmation goes out with it", async () => {
    const email = "sin-token@example.com";
    const first = await post("/api/solicitarplans", planRequest(email), "tokens-at-rest-lead-01");
    expect(first.status).toBe(201);
    const firstText = await first.text();
    const token = JSON.parse(firstText).data.accessToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await rawRows("idempotency_keys")).not.toContain(token);
    expect(await rawRows("mail_outbox")).not.toContain(token);
    const queued = await staffOutbox(email);
    expect(queued.text).not.toContain(token);
    expect(queued.data).toEqual([
      expect.objectContaining({
        kind: "lead-confirmation",
        body: expect.stringContaining(`abre este enlace:\n${PRIVATE_LINK}\n`),
        sentAt: null,
      }),
    ]);

    // The client that holds the key gets the same answer, token included.
    const replay = await post("/api/solicitarplans", planRequest(email), "tokens-at-rest-lead-01");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.text()).toBe(firstText);

    // Delivery rebuilds the message with its link, then keeps nothing of it.
    const { sent, transport } = mailbox();
    const now = new Date(TEST_NOW.getTime() + MINUTE);
    const counts = await deliverMail(h.db, h.config.tokenEncryptionKey, transport, now);
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    const delivered = sent.filter((mail) => mail.to === email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      kind: "lead-confirmation",
      subject: "Recibimos tu solicitud",
    });
    expect(delivered[0]?.body).toContain(`/mis-datos#codigo=${token}`);
    const [row] = await h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ sealedBody: null, sentAt: now });
    expect((await staffOutbox(email)).data[0].sentAt).toBe(now.toISOString());
    expect(await rawRows("mail_outbox")).not.toContain(token);
    // Sent once: the next pass has nothing for it.
    await deliverMail(h.db, h.config.tokenEncryptionKey, transport, now);
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it("keeps no token of any idempotent answer that hands one out, and replays each", async () => {
    const lead = await (
      await h.send("POST", "/api/solicitarplans", planRequest("base@example.com"))
    ).json();
    const perfil = (
      await (await h.get("/api/consents/current?purpose=perfil", { "X-Country": "CO" })).json()
    ).data;
    const creations: Array<{ path: string; body: unknown; token: (data: Json) => string }> = [
      {
        path: "/api/contactos",
        body: { nombre: "Ana", email: "contacto-at-rest@example.com", agree: true },
        token: (data) => data.accessToken,
      },
      {
        path: "/api/solicitarplans/update",
        body: { accessToken: lead.data.accessToken, telefono: "+573009999999" },
        token: (data) => data.accessToken,
      },
      {
        path: "/api/feedbacks",
        body: { leadToken: lead.data.accessToken, rating: 5, comment: "Bien" },
        token: (data) => data.accessToken,
      },
      {
        path: "/api/consents",
        body: { purpose: "perfil", version: perfil.version, agree: true },
        token: (data) => data.accessToken,
      },
      {
        path: "/api/buscarplanes/sharedinsurance",
        body: { url: "http://localhost:5173/Comparar" },
        token: (data) => data.editToken,
      },
      {
        path: "/api/compra-online",
        body: { productCode: "AND-ESENCIAL" },
        token: (data) => data.token,
      },
    ];
    for (const [index, { path, body, token }] of creations.entries()) {
      const key = `tokens-at-rest-route-${index}`;
      const first = await post(path, body, key);
      expect([200, 201], path).toContain(first.status);
      const firstText = await first.text();
      const secret = token(JSON.parse(firstText).data);
      expect(secret, path).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await rawRows("idempotency_keys"), path).not.toContain(secret);
      const replay = await post(path, body, key);
      expect(replay.headers.get("idempotent-replayed"), path).toBe("true");
      expect(await replay.text(), path).toBe(firstText);
    }
  });

  it("names a route by its pattern, never by an address with a purchase's token", async () => {
    const buyer = purchaseClient(h);
    const { token } = await buyer.readyToPay("pago-at-rest@example.com");
    const first = await buyer.pay(token, "tdc-subscriptions", {
      "Idempotency-Key": "tokens-at-rest-pay-01",
    });
    expect(first.status).toBe(200);
    const firstText = await first.text();
    const rows = await rawRows("idempotency_keys");
    expect(rows).toContain('"path":"/api/compra-online/{token}/pago"');
    expect(rows).not.toContain(token);
    const replay = await buyer.pay(token, "tdc-subscriptions", {
      "Idempotency-Key": "tokens-at-rest-pay-01",
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.text()).toBe(firstText);
  });

  it("keeps a download code and a purchase's links out of the outbox's text", async () => {
    const email = "descarga-at-rest@example.com";
    const generated = await h.send("POST", "/api/documentdownload/generate", {
      fingerprintId: "fp-at-rest",
      document_id: fixtureIds.documents.esencialConditions,
      insurance_id: fixtureIds.products.esencial,
      email,
    });
    expect(generated.status).toBe(201);
    const [download] = await mailAsSent(h, email);
    const code = downloadCodeIn(download?.body ?? "");
    expect(await rawRows("mail_outbox")).not.toContain(code);
    expect((await staffOutbox(email)).text).not.toContain(code);
    expect((await h.get(`/api/documentdownload/download/${code}`)).status).toBe(200);

    // A buyer who leaves at the payment step gets a reminder whose link holds a fresh token.
    const buyerEmail = "retomar-at-rest@example.com";
    await purchaseClient(h).readyToPay(buyerEmail);
    await runPurchaseJobs(h.db, h.config, new Date(TEST_NOW.getTime() + 61 * MINUTE));
    const [reminder] = await mailAsSent(h, buyerEmail, "retomar_contratacion_1");
    const link = /https?:\/\/\S+\/Pago\?session=([A-Za-z0-9_-]{43})\S*/.exec(reminder?.body ?? "");
    expect(link?.[1]).toBeDefined();
    const session = link?.[1] ?? "";
    expect(await rawRows("mail_outbox")).not.toContain(session);
    const staff = await staffOutbox(buyerEmail);
    expect(staff.text).not.toContain(session);
    expect(staff.data[0].body).toContain(`Continúa tu compra aquí:\n${PRIVATE_LINK}`);
    expect((await purchaseClient(h).view(session)).status).toBe(200);
  });

  it("drops unsent a message sealed under another key, and never sends it", async () => {
    const email = "otra-clave@example.com";
    await h.db.transaction((tx) =>
      queueMail(tx, "z".repeat(64), {
        kind: "lead-confirmation",
        toAddress: email,
        subject: "Recibimos tu solicitud",
        body: "Abre https://example.test/mis-datos#codigo=abc",
        privateLinks: ["https://example.test/mis-datos#codigo=abc"],
        reference: null,
        countryId: null,
        createdAt: TEST_NOW,
      }),
    );
    const { sent, transport } = mailbox();
    const counts = await deliverMail(h.db, h.config.tokenEncryptionKey, transport, TEST_NOW);
    expect(counts.unreadable).toBeGreaterThanOrEqual(1);
    expect(sent.filter((mail) => mail.to === email)).toEqual([]);
    const [row] = await h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ sealedBody: null, sentAt: null });
  });

  it("leaves the rest queued when the transport fails, and sends them once it takes them", async () => {
    const email = "transporte@example.com";
    await h.send("POST", "/api/solicitarplans", planRequest(email));
    const failing = { send: async () => Promise.reject(new Error("connection refused")) };
    const counts = await deliverMail(h.db, h.config.tokenEncryptionKey, failing, TEST_NOW);
    expect(counts).toMatchObject({ sent: 0 });
    expect(counts.left).toBeGreaterThanOrEqual(1);
    const [queued] = await h.db.orm
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(queued?.sealedBody).not.toBeNull();
    expect(queued?.sentAt).toBeNull();
    expect(queued).toMatchObject({ attempts: 1, lastError: "connection refused" });
    const { sent, transport } = mailbox();
    // The refused message waits a minute before it is tried again.
    await deliverMail(h.db, h.config.tokenEncryptionKey, transport, TEST_NOW);
    expect(sent.filter((mail) => mail.to === email)).toEqual([]);
    await deliverMail(
      h.db,
      h.config.tokenEncryptionKey,
      transport,
      new Date(TEST_NOW.getTime() + MINUTE),
    );
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it("delivers to a pickup directory: one .eml per message, readable by its owner only", async () => {
    const email = "buzon@example.com";
    const created = await (await h.send("POST", "/api/solicitarplans", planRequest(email))).json();
    const dir = join(mkdtempSync(join(tmpdir(), "qs-pickup-")), "mail");
    try {
      await deliverMail(h.db, h.config.tokenEncryptionKey, pickupDirectory(dir), TEST_NOW);
      const files = readdirSync(dir).filter((name) => name.endsWith(".eml"));
      const texts = files.map((name) => readFileSync(join(dir, name), "utf8"));
      const message = texts.find((text) => text.includes(`\r\nTo: ${email}\r\n`));
      expect(message).toBeDefined();
      expect(message).toContain(`\r\n${MAIL_KIND_HEADER}: lead-confirmation\r\n`);
      expect(message).toContain("Subject: Recibimos tu solicitud\r\n");
      expect(message).toContain(`/mis-datos#codigo=${created.data.accessToken}`);
      expect(readdirSync(dir).filter((name) => name.endsWith(".partial"))).toEqual([]);
      expect(statSync(join(dir, files[0] ?? "")).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(join(dir, ".."), { recursive: true, force: true });
    }
  });
});
