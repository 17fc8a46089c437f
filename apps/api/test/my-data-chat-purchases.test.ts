import { marketByCode } from "@qs/domain/market-countries";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatConversations,
  consentRecords,
  purchaseDrafts,
  purchaseDraftTokens,
} from "../src/db/schema";
import { hashToken } from "../src/services/capability";
import { type Harness, startHarness } from "./support/harness";
import { CO_PLAN, purchaseClient } from "./support/purchase";
import { databaseTargets } from "./support/test-database";

/**
 * Chat conversations and online purchases under the privacy rights: opening a conversation
 * and starting a purchase record the notice shown (the consent registry's `chat` and `compra`
 * texts), and their tokens open 'Mis datos', where the holder sees, exports and deletes
 * exactly that conversation or purchase: never another visitor's, even with the same
 * e-mail address. A purchase's order is kept for legal and accounting reasons, and the
 * answer says so.
 */

const VERSION_REFUSED = {
  error: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo",
};
const SHARED_EMAIL = "misma.persona@example.com";

const preForm = (overrides: Record<string, unknown> = {}) => ({
  name: "María José Pérez",
  email: SHARED_EMAIL,
  phone: "+573001234567",
  topic: 0,
  language: "ES",
  path: "/Comparar/Seguros-de-Salud?insuranceTypeIds=1",
  ...overrides,
});

describe.each(databaseTargets())("chat and purchases in 'Mis datos' on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;
  beforeAll(async () => {
    h = await startHarness(target);
    buyer = purchaseClient(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const open = async (overrides: Record<string, unknown> = {}) => {
    const res = await h.send("POST", "/api/chat/conversations", preForm(overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).data as { id: string; token: string };
  };
  const currentVersion = async (purpose: string) =>
    (await (await h.get(`/api/consents/current?purpose=${purpose}`)).json()).data.version as string;
  const recordOf = async (id: string | null) => {
    const [record] = await h.db.orm
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.id, id ?? "00000000-0000-0000-0000-000000000000"));
    return record;
  };
  const draftOfToken = async (token: string) => {
    const [row] = await h.db.orm
      .select({ draft: purchaseDrafts })
      .from(purchaseDraftTokens)
      .innerJoin(purchaseDrafts, eq(purchaseDrafts.id, purchaseDraftTokens.draftId))
      .where(eq(purchaseDraftTokens.tokenHash, hashToken(token)));
    if (!row) throw new Error("no draft for the token");
    return row.draft;
  };

  describe("the notice's record", () => {
    it("is written when a conversation opens: the chat text in effect, its language, the time and the page", async () => {
      const version = await currentVersion("chat");
      expect(version).toMatch(/^chat-\d{4}-\d{2}$/);
      const { id, token } = await open({ language: "EN", consentVersion: version });
      const [conversation] = await h.db.orm
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
      const record = await recordOf(conversation?.consentRecordId ?? null);
      expect(record).toMatchObject({
        purpose: "chat",
        version,
        countryId: marketByCode("CO").id,
        language: "en",
        grantedAt: h.clock.now(),
        withdrawnAt: null,
        origin: "/Comparar/Seguros-de-Salud",
        // The conversation's token reaches it, as a lead's reaches its consent.
        accessTokenHash: hashToken(token),
      });

      // A pre-form that showed another version opens nothing.
      const before = await h.db.orm.select({ id: chatConversations.id }).from(chatConversations);
      const refused = await h.send(
        "POST",
        "/api/chat/conversations",
        preForm({ consentVersion: "chat-2020-01" }),
      );
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(VERSION_REFUSED);
      expect(
        await h.db.orm.select({ id: chatConversations.id }).from(chatConversations),
      ).toHaveLength(before.length);
    });

    it("is written when a purchase starts: the purchase text in effect, its language, the time and the purchase's address", async () => {
      const version = await currentVersion("compra");
      expect(version).toMatch(/^compra-\d{4}-\d{2}$/);
      const view = await buyer.start(CO_PLAN, { consentVersion: version, consentLanguage: "pt" });
      const draft = await draftOfToken(view.token);
      expect(await recordOf(draft.consentRecordId)).toMatchObject({
        purpose: "compra",
        version,
        language: "pt",
        grantedAt: h.clock.now(),
        origin: `/Compra-Online/${CO_PLAN}`,
        accessTokenHash: hashToken(view.token),
      });
      // Without a version or a language: the one in effect, in Spanish.
      const plain = await draftOfToken((await buyer.start(CO_PLAN)).token);
      expect(await recordOf(plain.consentRecordId)).toMatchObject({
        purpose: "compra",
        version,
        language: "es",
      });

      const drafts = await h.db.orm.select({ id: purchaseDrafts.id }).from(purchaseDrafts);
      const refused = await h.send("POST", "/api/compra-online", {
        productCode: CO_PLAN,
        consentVersion: "compra-2020-01",
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(VERSION_REFUSED);
      expect(await h.db.orm.select({ id: purchaseDrafts.id }).from(purchaseDrafts)).toHaveLength(
        drafts.length,
      );
    });
  });
});
