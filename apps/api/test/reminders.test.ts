import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leads,
  orders,
  paymentPeriods,
  payments,
  policies,
  policyEvents,
  purchaseDrafts,
  purchaseDraftTokens,
} from "../src/db/schema";
import {
  PURCHASE_JOBS_LOCK_KEY,
  runPurchaseJobs,
} from "../src/features/purchase/purchase-reminders";
import { runRetention } from "../src/platform/retention";
import { type Harness, startHarness, TEST_NOW } from "./support/harness";
import { mailAsSent } from "./support/mail";
import { CO_PLAN, HOLDER, purchaseClient } from "./support/purchase";
import { databaseTargets } from "./support/test-database";

/**
 * The purchase's scheduled jobs, driven by the test's clock: the resume reminders of a buyer
 * who left at the payment step (each with a link that opens the draft), the abandonment after
 * the third, the overdue reminders of a subscription by days late, and none for a paid
 * purchase. Also the retention of drafts never paid.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(databaseTargets())("the purchase's reminder jobs on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;
  beforeAll(async () => {
    h = await startHarness(target, {
      resumeReminderDelaysMs: [HOUR, DAY, 3 * DAY],
      abandonAfterMs: 7 * DAY,
      retentionDays: {
        mail: 30,
        downloadLinks: 7,
        robotFlags: 7,
        drafts: 30,
        audit: 365,
        chat: 90,
      },
    });
    buyer = purchaseClient(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
  const jobs = (ms: number) => runPurchaseJobs(h.db, h.config, at(ms));
  /** The messages to `email` as sent (their links opened with the server's key). */
  const mailTo = (email: string) => mailAsSent(h, email);
  const kindsTo = async (email: string) => (await mailTo(email)).map((mail) => mail.kind);
  const leadOf = async (email: string) =>
    (await h.db.orm.select().from(leads).where(eq(leads.email, email)))[0];

  /** The draft's token in the e-mail's link, after checking the link's address. */
  function tokenInLink(body: string): string {
    const match =
      /(http:\/\/localhost:5173\/Compra-Online\/AND-ESENCIAL\/Pago\?session=([A-Za-z0-9_-]{43})&sessionType=compra)/.exec(
        body,
      );
    if (!match?.[2]) throw new Error(`no resume link in: ${body}`);
    return match[2];
  }

  it("sends retomar_contratacion_1 to a buyer who left at the payment step, with a link that resumes the draft", async () => {
    h.clock.set(TEST_NOW);
    const email = "retomar@example.com";
    const { view } = await buyer.readyToPay(email);
    expect(await jobs(59 * MINUTE)).toMatchObject({ resumeReminders: 0 });
    expect(await kindsTo(email)).toEqual([]);

    expect(await jobs(61 * MINUTE)).toMatchObject({ resumeReminders: 1 });
    const [first] = await mailTo(email);
    expect(first).toMatchObject({
      kind: "retomar_contratacion_1",
      subject: "Tu compra de Salud Esencial te espera",
    });
    expect(first?.body).toContain("Hola María,");
    const token = tokenInLink(first?.body ?? "");
    h.clock.set(at(2 * HOUR));
    const resumed = await buyer.view(token);
    expect(resumed.status).toBe(200);
    const draft = (await resumed.json()).data;
    expect(draft.token).toBe(token);
    expect(draft.data).toEqual(view.data);
    expect(draft.steps.find((step: { key: string }) => step.key === "payment")).toMatchObject({
      done: false,
    });

    // Nothing twice: the same moment again sends nothing more.
    await jobs(2 * HOUR);
    expect(await kindsTo(email)).toEqual(["retomar_contratacion_1"]);
  });

  it("sends the second and the third after their delays, then fails the abandoned lead as 4/403 with a reason", async () => {
    h.clock.set(TEST_NOW);
    const email = "abandono@example.com";
    await buyer.readyToPay(email);
    await jobs(HOUR);
    await jobs(DAY - MINUTE);
    expect(await kindsTo(email)).toEqual(["retomar_contratacion_1"]);
    await jobs(DAY);
    await jobs(3 * DAY);
    expect(await kindsTo(email)).toEqual([
      "retomar_contratacion_1",
      "retomar_contratacion_2",
      "retomar_contratacion_3",
    ]);
    for (const mail of await mailTo(email)) tokenInLink(mail.body);

    expect(await jobs(7 * DAY - MINUTE)).toMatchObject({ abandoned: 0 });
    expect(await leadOf(email)).toMatchObject({ statusId: 500, subStatusId: 303 });
    const pass = await jobs(7 * DAY);
    expect(pass?.abandoned).toBeGreaterThanOrEqual(1);
    expect(await leadOf(email)).toMatchObject({
      statusId: 4,
      subStatusId: 403,
      failureReasonId: 40,
    });
    await jobs(30 * DAY);
    expect(await kindsTo(email)).toHaveLength(3);

    // A buyer who comes back through a link takes the purchase up again.
    const token = tokenInLink((await mailTo(email))[2]?.body ?? "");
    h.clock.set(at(8 * DAY));
    const saved = await buyer.save(token, "holder", { ...HOLDER, email });
    expect(saved.status).toBe(200);
    expect(await leadOf(email)).toMatchObject({
      statusId: 500,
      subStatusId: 303,
      failureReasonId: null,
    });
    h.clock.set(TEST_NOW);
  });

  it("sends nothing to a paid purchase", async () => {
    h.clock.set(TEST_NOW);
    const email = "pagada@example.com";
    const { token } = await buyer.readyToPay(email);
    await buyer.pay(token);
    const payment = await buyer.paymentOf(email);
    const paid = await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    expect(paid.status).toBe(200);
    for (const ms of [HOUR, DAY, 3 * DAY, 7 * DAY]) await jobs(ms);
    // The purchase's confirmation and the portal's account: no reminder.
    expect((await kindsTo(email)).sort()).toEqual(["compra_confirmada", "portal_contrasena"]);
    expect(await leadOf(email)).toMatchObject({ statusId: 3, subStatusId: 331 });
  });

  const periodsOf = (orderId: string) =>
    h.db.orm
      .select()
      .from(paymentPeriods)
      .where(eq(paymentPeriods.orderId, orderId))
      .orderBy(paymentPeriods.period);

  it("sends mora_1, mora_2 and mora_3 by days late for an unpaid subscription period (no card on file to charge)", async () => {
    h.clock.set(TEST_NOW);
    const email = "mora@example.com";
    const { token } = await buyer.readyToPay(email);
    await buyer.pay(token);
    const payment = await buyer.paymentOf(email);
    await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    const [order] = await h.db.orm.select().from(orders).where(eq(orders.paymentId, payment.id));
    const moras = async () => (await kindsTo(email)).filter((kind) => kind.startsWith("mora"));
    // The second period is due on 2025-08-01 (a month after the purchase).
    const due = Date.parse("2025-08-01T10:00:00Z") - TEST_NOW.getTime();
    // The policy's term ends before the second period: that period's payment renews it.
    await h.db.orm
      .update(policies)
      .set({ endsOn: "2025-07-31" })
      .where(eq(policies.orderId, order?.id ?? ""));
    await jobs(due - DAY);
    expect(await moras()).toEqual([]);
    await jobs(due);
    expect(await moras()).toEqual(["mora_1"]);
    const [mora1] = (await mailTo(email)).filter((mail) => mail.kind === "mora_1");
    expect(mora1?.subject).toBe("Tu pago de Salud Esencial vence hoy");
    expect(mora1?.body).toContain(order?.number ?? "?");
    await jobs(due + 3 * DAY);
    expect(await moras()).toEqual(["mora_1"]);
    await jobs(due + 4 * DAY);
    expect(await moras()).toEqual(["mora_1", "mora_2"]);
    await jobs(due + 7 * DAY);
    expect(await moras()).toEqual(["mora_1", "mora_2"]);
    await jobs(due + 8 * DAY);
    await jobs(due + 20 * DAY);
    expect(await moras()).toEqual(["mora_1", "mora_2", "mora_3"]);
    const [period] = await h.db.orm
      .select()
      .from(paymentPeriods)
      .where(and(eq(paymentPeriods.orderId, order?.id ?? ""), eq(paymentPeriods.period, 2)));
    expect(period).toMatchObject({ state: "overdue", remindersSent: 3 });
  });

  it("charges the second period to the card on file: paid, the third opened, no 'mora' e-mail", async () => {
    h.clock.set(TEST_NOW);
    const email = "renueva@example.com";
    const { token } = await buyer.readyToPay(email);
    await buyer.pay(token);
    const payment = await buyer.paymentOf(email);
    await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    // The card the buyer typed on the sandbox's page, as the sandbox records it.
    await h.db.orm.update(payments).set({ cardLast4: "4242" }).where(eq(payments.id, payment.id));
    const [order] = await h.db.orm.select().from(orders).where(eq(orders.paymentId, payment.id));
    const due = Date.parse("2025-08-01T10:00:00Z") - TEST_NOW.getTime();
    // The policy's term ends before the second period: that period's payment renews it.
    await h.db.orm
      .update(policies)
      .set({ endsOn: "2025-07-31" })
      .where(eq(policies.orderId, order?.id ?? ""));
    await jobs(due - DAY);
    expect(await periodsOf(order?.id ?? "")).toEqual([
      expect.objectContaining({ period: 1, state: "pay" }),
      expect.objectContaining({ period: 2, state: "pending" }),
    ]);
    for (const ms of [due, due + 4 * DAY, due + 8 * DAY]) await jobs(ms);
    expect(await periodsOf(order?.id ?? "")).toEqual([
      expect.objectContaining({ period: 1, state: "pay" }),
      expect.objectContaining({ period: 2, state: "pay", paidAt: at(due) }),
      expect.objectContaining({ period: 3, state: "pending", dueDate: "2025-09-01" }),
    ]);
    // Charged once, approved: a payment row of the purchase.
    const charges = await h.db.orm
      .select()
      .from(payments)
      .where(eq(payments.draftId, order?.draftId ?? ""));
    expect(charges.map((row) => row.state).sort()).toEqual(["OK", "OK"]);
    expect((await kindsTo(email)).filter((kind) => kind.startsWith("mora"))).toEqual([]);
    const [policy] = await h.db.orm
      .select()
      .from(policies)
      .where(eq(policies.orderId, order?.id ?? ""));
    expect(policy?.endsOn).toBe("2026-07-31");
    const events = await h.db.orm
      .select()
      .from(policyEvents)
      .where(eq(policyEvents.policyId, policy?.id ?? ""));
    expect(events.map((event) => [event.kind, event.detail])).toEqual(
      expect.arrayContaining([
        ["period_paid", { period: 2 }],
        ["renewal", { period: 2, until: "2026-07-31" }],
      ]),
    );
  });

  it("sends no overdue reminder for a period that was paid", async () => {
    h.clock.set(TEST_NOW);
    const email = "al.dia@example.com";
    const { token } = await buyer.readyToPay(email);
    await buyer.pay(token);
    const payment = await buyer.paymentOf(email);
    await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    const [order] = await h.db.orm.select().from(orders).where(eq(orders.paymentId, payment.id));
    await h.db.orm
      .update(paymentPeriods)
      .set({ state: "pay", paidAt: at(30 * DAY) })
      .where(eq(paymentPeriods.orderId, order?.id ?? ""));
    await jobs(40 * DAY);
    expect((await kindsTo(email)).filter((kind) => kind.startsWith("mora"))).toEqual([]);
  });

  it.runIf(target.name === "postgres")(
    "skips the pass while another process holds the jobs' lock",
    async () => {
      const other = new pg.Client({ connectionString: h.databaseUrl });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [PURCHASE_JOBS_LOCK_KEY]);
        expect(await jobs(HOUR)).toBeNull();
        await other.query("select pg_advisory_unlock($1)", [PURCHASE_JOBS_LOCK_KEY]);
        expect(await jobs(HOUR)).not.toBeNull();
      } finally {
        await other.end();
      }
    },
  );

  it("deletes a draft never paid after DRAFT_RETENTION_DAYS without a save, and keeps a paid one", async () => {
    h.clock.set(TEST_NOW);
    const unpaid = await buyer.start(CO_PLAN);
    const { token } = await buyer.readyToPay("conservada@example.com");
    await buyer.pay(token);
    const payment = await buyer.paymentOf("conservada@example.com");
    await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    const paidDraft = payment.draftId;
    const ids = await h.db.orm.select({ id: purchaseDrafts.id }).from(purchaseDrafts);
    expect(ids.length).toBeGreaterThan(1);

    await runRetention(h.db, h.config.retentionDays, at(30 * DAY - MINUTE));
    expect((await buyer.view(unpaid.token)).status).toBe(200);

    const counts = await runRetention(h.db, h.config.retentionDays, at(30 * DAY + MINUTE));
    expect(counts?.purchaseDrafts).toBeGreaterThanOrEqual(1);
    const left = await h.db.orm
      .select({ id: purchaseDrafts.id })
      .from(purchaseDrafts)
      .where(inArray(purchaseDrafts.id, [paidDraft]));
    expect(left).toEqual([{ id: paidDraft }]);
    const tokens = await h.db.orm
      .select()
      .from(purchaseDraftTokens)
      .where(eq(purchaseDraftTokens.draftId, paidDraft));
    expect(tokens).toEqual([]);
    h.clock.set(at(1000));
    expect((await buyer.view(unpaid.token)).status).toBe(404);
    h.clock.set(TEST_NOW);
  });
});
