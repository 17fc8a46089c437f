import type { ChatAuthor, ChatLanguageCode } from "@qs/domain/api/chat";
import type { LeadKind } from "@qs/domain/api/leads";
import {
  type ConsentPurpose,
  type DeletionReceipt,
  type MyData,
  PAYMENT_UNDER_WAY_DELETE_MESSAGE,
} from "@qs/domain/api/privacy";
import type { Language } from "@qs/domain/country-config";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/database";
import {
  chatConversations,
  chatMessages,
  consentRecords,
  consentTexts,
  feedbacks,
  leads,
  mailOutbox,
  orders,
  payments,
  purchaseDrafts,
  purchaseDraftTokens,
  purchaseEmployees,
} from "../../db/schema";
import { hashToken } from "../../platform/capability";
import { ConflictError } from "../../platform/errors";
import type { ConversationRow } from "../chat/chat-store";
import { notifyChatMessage } from "../chat/chat-streams";
import {
  amountDue,
  type DraftRow,
  employeesOf,
  planOf,
  type SavedSteps,
  stepsOf,
} from "../purchase/purchase-store";
import {
  deleteSavedComparison,
  findSavedComparison,
  type SavedRow,
  savedComparisonOut,
} from "../saved-comparisons/saved-comparison-store";

/**
 * The visitor's privacy rights over what a token reaches: see and export it (one JSON
 * document), and delete it. A lead's token reaches the lead, its feedback, its consent
 * record and the messages written about that lead (`mail_outbox.reference` is the lead's
 * id); a consent's token that consent; a feedback's token that feedback; a chat
 * conversation's token the conversation, its messages and the record of its notice; a
 * purchase's token the purchase (its steps, health declaration, employee list, payments and
 * order), the record of its notice and the messages written for its lead.
 *
 * A token never reaches a record only because it shares the lead's e-mail address: anyone
 * can send a request with someone else's address and get a token for it, so matching by
 * address would let a stranger read or erase that person's mail and download links. Mail
 * written for other requests, and download links (asked for with an e-mail alone, no
 * token), stay until the retention job removes them. The same holds for conversations and
 * purchases: one visitor's token never reaches another's, whatever address either typed.
 *
 * A purchase with an order is the sale's record: deleting it keeps the order, its payments,
 * the plan sold and who contracted (name, identification, e-mail, which the order's notices
 * go to), and erases the rest (ORDER_KEPT_REASON).
 */

export type Access =
  | { kind: "lead"; lead: typeof leads.$inferSelect }
  | { kind: "feedback"; feedback: typeof feedbacks.$inferSelect }
  | { kind: "consent"; record: typeof consentRecords.$inferSelect }
  | { kind: "conversation"; conversation: ConversationRow }
  | { kind: "purchase"; draft: DraftRow }
  | { kind: "savedComparison"; saved: SavedRow };

/** Why a purchase's order outlives a deletion, as the visitor reads it. */
export const ORDER_KEPT_REASON =
  "Lo conservamos con sus pagos, el plan contratado y el nombre, la identificación y el correo de quien contrata, por obligaciones legales y contables. Lo demás de la compra (la declaración de salud, los beneficiarios, la nómina, el teléfono y la dirección) se borra.";

/**
 * What `token` reaches at `now`, or null (unknown, wrong, or already deleted). A purchase's
 * tokens reach it while they are valid; its first one, which its notice's record shares,
 * for as long as the purchase is stored (as a lead's token does its lead).
 */
export async function findAccess(db: Executor, token: string, now: Date): Promise<Access | null> {
  const hash = hashToken(token);
  const [lead] = await db.select().from(leads).where(eq(leads.accessTokenHash, hash));
  if (lead) return { kind: "lead", lead };
  const [feedback] = await db.select().from(feedbacks).where(eq(feedbacks.accessTokenHash, hash));
  if (feedback) return { kind: "feedback", feedback };
  // Before the consent records: a saved comparison's record shares its token.
  const saved = await findSavedComparison(db, token);
  if (saved) return { kind: "savedComparison", saved };
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.tokenHash, hash));
  if (conversation) return { kind: "conversation", conversation };
  const [held] = await db
    .select({ draft: purchaseDrafts })
    .from(purchaseDraftTokens)
    .innerJoin(purchaseDrafts, eq(purchaseDrafts.id, purchaseDraftTokens.draftId))
    .where(and(eq(purchaseDraftTokens.tokenHash, hash), gt(purchaseDraftTokens.expiresAt, now)));
  if (held) return { kind: "purchase", draft: held.draft };
  const [record] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.accessTokenHash, hash));
  if (!record) return null;
  // The record of a purchase's notice leads to the purchase it was given for.
  const [draft] = await db
    .select()
    .from(purchaseDrafts)
    .where(eq(purchaseDrafts.consentRecordId, record.id));
  return draft ? { kind: "purchase", draft } : { kind: "consent", record };
}

/** How long each kind of record is kept, as the visitor reads it. */
export function retentionPeriods(config: Config): MyData["retention"] {
  const days = (n: number) => (n === 1 ? "1 día" : `${n} días`);
  const { retentionDays } = config;
  return [
    {
      record: "Tu solicitud, tus comentarios y tus consentimientos",
      period: "Hasta que los borres",
    },
    {
      record: "Conversaciones del chat",
      period: `${days(retentionDays.chat)} después de su último mensaje, o hasta que las borres`,
    },
    {
      record: "Compras en línea sin pedido",
      period: `${days(retentionDays.drafts)} después de tu último cambio, o hasta que las borres`,
    },
    {
      record: "Pedidos de compras en línea",
      period:
        "Se conservan por obligaciones legales y contables; si los borras, quitamos todo lo que esas obligaciones no exigen",
    },
    {
      record: "Comparaciones guardadas con avisos de precio",
      period: "Hasta que las borres (si dejas de recibir avisos, quedan guardadas sin avisos)",
    },
    { record: "Correos que te enviamos", period: days(retentionDays.mail) },
    {
      record: "Enlaces de descarga de documentos",
      period: `${days(retentionDays.downloadLinks)} después de vencer`,
    },
    { record: "Respuestas guardadas para reintentos", period: "24 horas" },
    {
      record: "Marcas de tráfico automatizado de tu conexión",
      period: days(retentionDays.robotFlags),
    },
  ];
}

const countryCode = (countryId: number) =>
  MARKET_COUNTRIES.find((market) => market.id === countryId)?.code ?? String(countryId);

type FeedbackData = {
  rating: number;
  comment?: string | null;
  email?: string | null;
  origin?: string | null;
};

/** Everything `access` reaches, as GET /api/privacidad/mis-datos answers it. */
export async function readMyData(
  db: Executor,
  access: Access,
  config: Config,
  now: Date,
): Promise<MyData> {
  const lead = access.kind === "lead" ? access.lead : null;
  const conversation = access.kind === "conversation" ? access.conversation : null;
  const draft = access.kind === "purchase" ? access.draft : null;
  const saved = access.kind === "savedComparison" ? access.saved : null;
  /** The record of the chat's or the purchase's notice, or of the saved comparison's consent. */
  const noticeId =
    conversation?.consentRecordId ?? draft?.consentRecordId ?? saved?.consentRecordId ?? null;
  const feedbackRows =
    access.kind === "feedback"
      ? [access.feedback]
      : lead
        ? await db
            .select()
            .from(feedbacks)
            .where(eq(feedbacks.leadId, lead.id))
            .orderBy(asc(feedbacks.createdAt))
        : [];
  const recordRows =
    access.kind === "consent"
      ? [access.record]
      : lead
        ? await db
            .select()
            .from(consentRecords)
            .where(leadConsents(lead))
            .orderBy(asc(consentRecords.grantedAt))
        : noticeId
          ? await db.select().from(consentRecords).where(eq(consentRecords.id, noticeId))
          : [];
  // The messages written for this lead (or the purchase's), never those that only share its address.
  const mailFor = lead?.id ?? draft?.leadId ?? saved?.id ?? null;
  const messages = mailFor
    ? await db
        .select({
          kind: mailOutbox.kind,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.reference, mailFor))
        .orderBy(asc(mailOutbox.createdAt))
    : [];
  return {
    lead: lead
      ? {
          kind: lead.kind as LeadKind,
          country: countryCode(lead.countryId),
          nombre: lead.name,
          email: lead.email,
          telefono: lead.phone,
          productCode: lead.productCode,
          payload: lead.payload as Record<string, unknown>,
          createdAt: lead.createdAt.toISOString(),
          updatedAt: lead.updatedAt.toISOString(),
        }
      : null,
    feedbacks: feedbackRows.map((row) => {
      const data = row.data as FeedbackData;
      return {
        rating: data.rating,
        comment: data.comment ?? null,
        email: data.email ?? null,
        origin: data.origin ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    consents: await withTexts(db, recordRows),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    retention: retentionPeriods(config),
    conversation: conversation ? await conversationOut(db, conversation) : null,
    purchase: draft ? await purchaseOut(db, draft) : null,
    ...(saved ? { savedComparisons: [await savedComparisonOut(db, saved, now)] } : {}),
  };
}

/** The conversation with every message (an advisor's e-mail stays in the back office). */
async function conversationOut(
  db: Executor,
  conversation: ConversationRow,
): Promise<NonNullable<MyData["conversation"]>> {
  const rows = await db
    .select({
      author: chatMessages.author,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(asc(chatMessages.id));
  return {
    country: countryCode(conversation.countryId),
    language: conversation.language as ChatLanguageCode,
    topic: conversation.topic,
    nombre: conversation.name,
    email: conversation.email,
    telefono: conversation.phone,
    path: conversation.path,
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    messages: rows.map((row) => ({
      author: row.author as ChatAuthor,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The purchase as its buyer saved it, with the employee list's rows, payments and order. */
async function purchaseOut(
  db: Executor,
  draft: DraftRow,
): Promise<NonNullable<MyData["purchase"]>> {
  const plan = planOf(draft);
  const employees = employeesOf(draft);
  const rows = employees
    ? await db
        .select({ data: purchaseEmployees.data })
        .from(purchaseEmployees)
        .where(eq(purchaseEmployees.draftId, draft.id))
        .orderBy(asc(purchaseEmployees.position))
    : [];
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.draftId, draft.id))
    .orderBy(asc(payments.seq));
  const [order] = await db.select().from(orders).where(eq(orders.draftId, draft.id));
  return {
    country: countryCode(draft.countryId),
    productCode: draft.productCode,
    productName: plan.productName,
    insurerName: plan.insurerName,
    amount: amountDue(draft),
    currency: plan.currency,
    profile: (draft.profile as Record<string, unknown> | null) ?? null,
    steps: stepsOf(draft) as Record<string, Record<string, unknown>>,
    employees: employees
      ? { ...employees, rows: rows.map((row) => row.data as Record<string, unknown>) }
      : null,
    payments: attempts.map((payment) => ({
      provider: payment.provider,
      flowType: payment.flowType,
      amount: payment.amount,
      currency: payment.currency,
      state: payment.state,
      cardLast4: payment.cardLast4,
      createdAt: payment.createdAt.toISOString(),
    })),
    order: order
      ? {
          number: order.number,
          amount: order.amount,
          currency: order.currency,
          saleState: order.saleState,
          paidAt: order.paidAt?.toISOString() ?? null,
          createdAt: order.createdAt.toISOString(),
          kept: ORDER_KEPT_REASON,
        }
      : null,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}

/**
 * The consent records of a lead: the one given with it, and any other its token reaches (a
 * lead found by its token always has a hash; "" matches no record).
 */
const leadConsents = (lead: typeof leads.$inferSelect) =>
  or(
    eq(consentRecords.accessTokenHash, lead.accessTokenHash ?? ""),
    lead.consentRecordId ? eq(consentRecords.id, lead.consentRecordId) : undefined,
  );

/** Each record with the text it agreed to, in the language it was shown in. */
async function withTexts(
  db: Executor,
  records: Array<typeof consentRecords.$inferSelect>,
): Promise<MyData["consents"]> {
  if (records.length === 0) return [];
  const texts = await db
    .select()
    .from(consentTexts)
    .where(inArray(consentTexts.version, [...new Set(records.map((r) => r.version))]));
  return records.map((record) => {
    const text = texts.find(
      (t) =>
        t.purpose === record.purpose &&
        t.version === record.version &&
        t.countryId === record.countryId,
    );
    return {
      purpose: record.purpose as ConsentPurpose,
      version: record.version,
      language: record.language as Language,
      text: (text?.texts as Record<string, string> | undefined)?.[record.language] ?? "",
      law: text?.law ?? "",
      grantedAt: record.grantedAt.toISOString(),
      withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
      ...(record.origin ? { origin: record.origin } : {}),
    };
  });
}

/**
 * Erases everything `access` reaches; run it inside a transaction. Answers what stays and
 * why (a purchase's order); 409 while a payment of a purchase without an order awaits the
 * provider (erasing it would lose a payment the provider may still approve).
 */
export async function deleteMyData(
  tx: Executor,
  access: Access,
): Promise<NonNullable<DeletionReceipt["kept"]>> {
  switch (access.kind) {
    case "feedback":
      await tx.delete(feedbacks).where(eq(feedbacks.id, access.feedback.id));
      return [];
    case "consent":
      await tx.delete(consentRecords).where(eq(consentRecords.id, access.record.id));
      return [];
    case "conversation":
      return deleteConversation(tx, access.conversation);
    case "purchase":
      return deletePurchase(tx, access.draft);
    case "savedComparison":
      await deleteSavedComparison(tx, access.saved);
      if (access.saved.consentRecordId)
        await tx.delete(consentRecords).where(eq(consentRecords.id, access.saved.consentRecordId));
      await tx.delete(mailOutbox).where(eq(mailOutbox.reference, access.saved.id));
      return [];
    case "lead":
      break;
  }
  const { lead } = access;
  await tx.delete(feedbacks).where(eq(feedbacks.leadId, lead.id));
  await tx.delete(consentRecords).where(leadConsents(lead));
  // Only the messages written for this lead: another request's mail to the same address
  // (its owner's confirmation, a download link) is not the token holder's to erase.
  await tx.delete(mailOutbox).where(eq(mailOutbox.reference, lead.id));
  await tx.delete(leads).where(eq(leads.id, lead.id));
  return [];
}

/**
 * The conversation, its messages (by cascade) and the record of its notice. Its open event
 * streams are notified: they find it gone and end with `closed`.
 */
async function deleteConversation(tx: Executor, conversation: ConversationRow) {
  await tx.delete(chatConversations).where(eq(chatConversations.id, conversation.id));
  await notifyChatMessage(tx, conversation.id);
  if (conversation.consentRecordId) {
    await tx.delete(consentRecords).where(eq(consentRecords.id, conversation.consentRecordId));
  }
  return [];
}

/** What a purchase with an order keeps of its steps: who contracted, and where its notices go. */
const KEPT_STEP_FIELDS: Partial<Record<keyof SavedSteps, readonly string[]>> = {
  holder: ["nombre", "apellidoPaterno", "apellidoMaterno", "documento", "email"],
  company: ["razonSocial", "documentoEmpresa", "contactoEmail"],
};

/**
 * A purchase without an order goes whole: the draft with its tokens, employee list,
 * payments and sandbox checkouts (by cascade), its lead and the mail written for it, and the
 * record of its notice. One with an order keeps the order, its payments and periods, the
 * plan sold and KEPT_STEP_FIELDS; everything else goes, and so do all its tokens: afterwards
 * no token reaches it.
 */
async function deletePurchase(tx: Executor, found: DraftRow) {
  const [draft] = await tx
    .select()
    .from(purchaseDrafts)
    .where(eq(purchaseDrafts.id, found.id))
    .for("update");
  if (!draft) return [];
  const [order] = await tx.select().from(orders).where(eq(orders.draftId, draft.id));
  if (!order) {
    const [latest] = await tx
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.draftId, draft.id))
      .orderBy(desc(payments.seq))
      .limit(1);
    if (latest?.state === "PENDING") throw new ConflictError(PAYMENT_UNDER_WAY_DELETE_MESSAGE);
  }
  if (draft.leadId) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.reference, draft.leadId));
  }
  if (order) {
    const kept: Record<string, Record<string, unknown>> = {};
    for (const [key, data] of Object.entries(stepsOf(draft))) {
      const fields = KEPT_STEP_FIELDS[key as keyof SavedSteps];
      if (!fields || !data) continue;
      kept[key] = Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));
    }
    await tx.delete(purchaseEmployees).where(eq(purchaseEmployees.draftId, draft.id));
    await tx.delete(purchaseDraftTokens).where(eq(purchaseDraftTokens.draftId, draft.id));
    await tx
      .update(purchaseDrafts)
      .set({ steps: kept, profile: null, employees: null, consentRecordId: null, leadId: null })
      .where(eq(purchaseDrafts.id, draft.id));
  } else {
    await tx.delete(purchaseDrafts).where(eq(purchaseDrafts.id, draft.id));
  }
  // The purchase's lead holds a copy of its contact; the order keeps its own record.
  if (draft.leadId) await tx.delete(leads).where(eq(leads.id, draft.leadId));
  if (draft.consentRecordId) {
    await tx.delete(consentRecords).where(eq(consentRecords.id, draft.consentRecordId));
  }
  return order ? [{ record: `Pedido ${order.number}`, reason: ORDER_KEPT_REASON }] : [];
}
