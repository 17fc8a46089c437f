import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatConversations,
  chatMessages,
  consentRecords,
  downloadLinks,
  idempotencyKeys,
  leads,
  mailOutbox,
  purchaseDrafts,
  purchaseDraftTokens,
  rateLimitCounters,
  robotFlags,
  spentChallenges,
  staffAudit,
  staffMembers,
} from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { RETENTION_LOCK_KEY, runRetention } from "../src/platform/retention";
import { ensureStaffMembers } from "../src/platform/staff-auth";
import { type Harness, startHarness } from "./support/harness";
import { CO_PLAN, HOLDER, purchaseClient } from "./support/purchase";
import { databaseTargets } from "./support/test-database";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(databaseTargets())("the retention job on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      retentionDays: { mail: 30, downloadLinks: 7, robotFlags: 5, drafts: 30, audit: 90, chat: 60 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const HOUR_AND_A_MINUTE = 61 * MINUTE;
  const HOUR_LESS_A_MINUTE = 59 * MINUTE;
  const OLD_CONSENT = randomUUID();
  const NEW_CONSENT = randomUUID();

  /** A moment `ms` before the harness clock's now. */
  const ago = (ms: number) => new Date(h.clock.now().getTime() - ms);

  /**
   * Two rows per kind (and nothing else), named `old-*` and `new-*`: the old one a minute past
   * its period, the new one a minute short of it.
   */
  async function insertRows() {
    const { orm } = h.db;
    await orm.delete(downloadLinks);
    await orm.delete(mailOutbox);
    await orm.delete(idempotencyKeys);
    await orm.delete(robotFlags);
    await orm.delete(rateLimitCounters);
    await orm.delete(spentChallenges);
    await orm.delete(consentRecords);
    await orm.delete(staffAudit);
    const link = (code: string, expiredAgo: number) => ({
      code,
      documentId: 1,
      insuranceId: 1,
      email: "persona@example.com",
      fingerprintId: "fp",
      createdAt: ago(expiredAgo + DAY),
      expiresAt: ago(expiredAgo),
    });
    await orm
      .insert(downloadLinks)
      .values([link("old-link", 7 * DAY + MINUTE), link("new-link", 7 * DAY - MINUTE)]);
    const mail = (reference: string, age: number) => ({
      kind: "download-link",
      toAddress: "persona@example.com",
      subject: "s",
      body: "b",
      reference,
      createdAt: ago(age),
    });
    await orm
      .insert(mailOutbox)
      .values([mail("old-mail", 30 * DAY + MINUTE), mail("new-mail", 30 * DAY - MINUTE)]);
    const key = (name: string, age: number) => ({
      key: name,
      requestHash: "h",
      method: "POST",
      path: "/api/solicitarplans",
      status: 201,
      body: "{}",
      createdAt: ago(age),
    });
    await orm
      .insert(idempotencyKeys)
      .values([key("old-key", DAY + MINUTE), key("new-key", DAY - MINUTE)]);
    await orm.insert(robotFlags).values([
      { clientKey: "old-flag", flaggedAt: ago(5 * DAY + MINUTE) },
      { clientKey: "new-flag", flaggedAt: ago(5 * DAY - MINUTE) },
    ]);
    await orm.insert(rateLimitCounters).values([
      { key: "old-counter", windowStart: ago(HOUR_AND_A_MINUTE), hits: 3, expiresAt: ago(MINUTE) },
      {
        key: "new-counter",
        windowStart: ago(HOUR_LESS_A_MINUTE),
        hits: 3,
        expiresAt: ago(-MINUTE),
      },
    ]);
    await orm.insert(spentChallenges).values([
      { signature: "old-challenge", expiresAt: ago(MINUTE) },
      { signature: "new-challenge", expiresAt: ago(-MINUTE) },
    ]);
    const consent = (id: string, withdrawnAt: Date | null) => ({
      id,
      accessTokenHash: `hash-${id}`,
      purpose: "perfil",
      version: "v1",
      countryId: 1,
      language: "es",
      grantedAt: ago(2 * DAY),
      withdrawnAt,
    });
    await orm
      .insert(consentRecords)
      .values([consent(OLD_CONSENT, ago(MINUTE)), consent(NEW_CONSENT, null)]);
    await ensureStaffMembers(h.db, h.config, h.clock.now());
    const [member] = await orm.select().from(staffMembers).limit(1);
    if (!member) throw new Error("no member of staff");
    const audit = (name: string, age: number) => ({
      at: ago(age),
      memberId: member.id,
      memberEmail: member.email,
      role: member.role,
      action: "GET /api/back-office/leads/{id}",
      targetType: "lead",
      targetIds: [name],
      countries: ["CO"],
      status: 200,
      clientAddress: "203.0.113.7",
    });
    await orm
      .insert(staffAudit)
      .values([audit("old-audit", 90 * DAY + MINUTE), audit("new-audit", 90 * DAY - MINUTE)]);
  }

  /** Which of the rows above are still stored. */
  async function remaining() {
    const { orm } = h.db;
    const names = (rows: Array<{ name: string | null }>) => rows.map((row) => row.name).sort();
    return {
      downloadLinks: names(
        await orm
          .select({ name: downloadLinks.code })
          .from(downloadLinks)
          .where(inArray(downloadLinks.code, ["old-link", "new-link"])),
      ),
      mailOutbox: names(
        await orm
          .select({ name: mailOutbox.reference })
          .from(mailOutbox)
          .where(inArray(mailOutbox.reference, ["old-mail", "new-mail"])),
      ),
      idempotencyKeys: names(
        await orm
          .select({ name: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(inArray(idempotencyKeys.key, ["old-key", "new-key"])),
      ),
      robotFlags: names(
        await orm
          .select({ name: robotFlags.clientKey })
          .from(robotFlags)
          .where(inArray(robotFlags.clientKey, ["old-flag", "new-flag"])),
      ),
      rateLimitCounters: names(
        await orm
          .select({ name: rateLimitCounters.key })
          .from(rateLimitCounters)
          .where(inArray(rateLimitCounters.key, ["old-counter", "new-counter"])),
      ),
      spentChallenges: names(
        await orm
          .select({ name: spentChallenges.signature })
          .from(spentChallenges)
          .where(inArray(spentChallenges.signature, ["old-challenge", "new-challenge"])),
      ),
      consentRecords: (
        await orm
          .select({ id: consentRecords.id })
          .from(consentRecords)
          .where(inArray(consentRecords.id, [OLD_CONSENT, NEW_CONSENT]))
      )
        .map((row) => (row.id === OLD_CONSENT ? "old-consent" : "new-consent"))
        .sort(),
      staffAudit: (await orm.select({ ids: staffAudit.targetIds }).from(staffAudit))
        .flatMap((row) => row.ids)
        .sort(),
    };
  }

  const everything = {
    downloadLinks: ["new-link", "old-link"],
    mailOutbox: ["new-mail", "old-mail"],
    idempotencyKeys: ["new-key", "old-key"],
    robotFlags: ["new-flag", "old-flag"],
    rateLimitCounters: ["new-counter", "old-counter"],
    spentChallenges: ["new-challenge", "old-challenge"],
    consentRecords: ["new-consent", "old-consent"],
    staffAudit: ["new-audit", "old-audit"],
  };

  it("deletes what is past its period and keeps what is not, then the rest as the clock moves on", async () => {
    await insertRows();
    expect(await remaining()).toEqual(everything);

    const counts = await runRetention(h.db, h.config.retentionDays, h.clock.now());
    expect(counts).toMatchObject({
      downloadLinks: 1,
      mailOutbox: 1,
      idempotencyKeys: 1,
      robotFlags: 1,
      rateLimitCounters: 1,
      spentChallenges: 1,
      consentRecords: 1,
      staffAudit: 1,
    });
    expect(await remaining()).toEqual({
      downloadLinks: ["new-link"],
      mailOutbox: ["new-mail"],
      idempotencyKeys: ["new-key"],
      robotFlags: ["new-flag"],
      rateLimitCounters: ["new-counter"],
      spentChallenges: ["new-challenge"],
      // Not withdrawn: kept as long as the visitor's consent stands.
      consentRecords: ["new-consent"],
      staffAudit: ["new-audit"],
    });

    h.clock.advance(2 * MINUTE);
    await runRetention(h.db, h.config.retentionDays, h.clock.now());
    expect(await remaining()).toEqual({
      downloadLinks: [],
      mailOutbox: [],
      idempotencyKeys: [],
      robotFlags: [],
      rateLimitCounters: [],
      spentChallenges: [],
      consentRecords: ["new-consent"],
      staffAudit: [],
    });
  });

  it("removes conversations and purchases left past their periods with their notices and leads, and keeps recent ones", async () => {
    const start = h.clock.now();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const buyer = purchaseClient(h);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const open = async () => {
      const res = await h.send("POST", "/api/chat/conversations", {
        name: "Ana Rojas",
        email: "ana@example.com",
        phone: "+573001234567",
        topic: 0,
      });
      expect(res.status).toBe(201);
      return (await res.json()).data as { id: string; token: string };
    };
    const noticeOf = async (id: string) =>
      (await h.db.orm.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]
        ?.consentRecordId ?? null;
    const myData = async (token: string) =>
      (await h.get("/api/privacidad/mis-datos", bearer(token))).status;

    try {
      // Day 0: a conversation closed at once, one left open without a word, one that goes on
      // later, and a purchase left after its holder step.
      const closed = await open();
      const ended = await h.send(
        "POST",
        `/api/chat/conversations/${closed.id}/close`,
        undefined,
        bearer(closed.token),
      );
      expect(ended.status).toBe(200);
      const idle = await open();
      const talking = await open();
      const abandoned = await buyer.start(CO_PLAN);
      expect(
        (await buyer.save(abandoned.token, "holder", { ...HOLDER, email: "abandona@example.com" }))
          .status,
      ).toBe(200);
      const [left] = await h.db.orm
        .select()
        .from(purchaseDrafts)
        .innerJoin(purchaseDraftTokens, eq(purchaseDraftTokens.draftId, purchaseDrafts.id))
        .where(eq(purchaseDraftTokens.tokenHash, hashToken(abandoned.token)));
      if (!left?.purchase_drafts.leadId) throw new Error("the purchase has no lead");
      const abandonedDraft = left.purchase_drafts;
      // Day 10: the third conversation goes on. Day 40: a purchase starts.
      h.clock.set(at(10 * DAY));
      const said = await h.send(
        "POST",
        `/api/chat/conversations/${talking.id}/messages`,
        { body: "¿Siguen ahí?" },
        bearer(talking.token),
      );
      expect(said.status).toBe(201);
      h.clock.set(at(40 * DAY));
      const recent = await buyer.start(CO_PLAN);
      h.clock.set(start);
      const notices = {
        closed: await noticeOf(closed.id),
        idle: await noticeOf(idle.id),
        talking: await noticeOf(talking.id),
      };

      // A minute short of 60 days after day 0 every conversation stays; the purchase left on
      // day 0 is 30 days past its last save and goes, with its lead and its notice.
      const early = await runRetention(h.db, h.config.retentionDays, at(60 * DAY - MINUTE));
      expect(early).toMatchObject({
        chatConversations: 0,
        purchaseDrafts: 1,
        purchaseLeads: 1,
        consentRecords: 1,
      });

      const counts = await runRetention(h.db, h.config.retentionDays, at(60 * DAY + MINUTE));
      expect(counts).toMatchObject({
        chatConversations: 2,
        purchaseDrafts: 0,
        // The notices of the two conversations.
        consentRecords: 2,
      });
      const conversations = await h.db.orm
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(inArray(chatConversations.id, [closed.id, idle.id, talking.id]));
      expect(conversations).toEqual([{ id: talking.id }]);
      expect(
        await h.db.orm
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, [closed.id, idle.id])),
      ).toEqual([]);
      const records = await h.db.orm
        .select({ id: consentRecords.id })
        .from(consentRecords)
        .where(
          inArray(
            consentRecords.id,
            [notices.closed, notices.idle, notices.talking, abandonedDraft.consentRecordId].flatMap(
              (id) => (id ? [id] : []),
            ),
          ),
        );
      expect(records).toEqual([{ id: notices.talking }]);
      expect(
        await h.db.orm
          .select()
          .from(leads)
          .where(eq(leads.id, abandonedDraft.leadId ?? "")),
      ).toEqual([]);
      // What is gone reaches nothing; what stays still answers its holder.
      expect(await myData(closed.token)).toBe(404);
      expect(await myData(idle.token)).toBe(404);
      expect(await myData(abandoned.token)).toBe(404);
      expect(await myData(talking.token)).toBe(200);
      expect(await myData(recent.token)).toBe(200);
    } finally {
      h.clock.set(start);
    }
  });

  it.runIf(target.name === "postgres")(
    "skips the pass while another process holds the retention lock",
    async () => {
      await insertRows();
      const other = new pg.Client({ connectionString: h.databaseUrl });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [RETENTION_LOCK_KEY]);
        expect(await runRetention(h.db, h.config.retentionDays, h.clock.now())).toBeNull();
        expect(await remaining()).toEqual(everything);
        await other.query("select pg_advisory_unlock($1)", [RETENTION_LOCK_KEY]);
        expect(await runRetention(h.db, h.config.retentionDays, h.clock.now())).not.toBeNull();
        expect((await remaining()).mailOutbox).toEqual(["new-mail"]);
      } finally {
        await other.end();
      }
    },
  );
});
