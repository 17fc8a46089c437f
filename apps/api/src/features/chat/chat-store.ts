import {
  CHAT_CLOSED_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_TOKEN_REQUIRED_MESSAGE,
  type ChatAuthor,
  type ChatLanguageCode,
} from "@qs/domain/api/chat";
import type { Language } from "@qs/domain/country-config";
import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { chatConversations, chatMessages } from "../../db/schema";
import { CAPABILITY_TOKEN_PATTERN, newCapability, tokenMatches } from "../../platform/capability";
import { ConflictError, NotFoundError, UnauthenticatedError } from "../../platform/errors";
import { type ConsentTextRow, recordConsent } from "../privacy/consent-registry";

/**
 * The chat's conversations and messages in the database, so that any API process can serve
 * any request and any event stream. Messages of one conversation are written while its row is
 * locked (`FOR UPDATE`): their ids are committed in the order they were given, so a stream
 * that reads "after the last id it sent" never skips one.
 */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Messages a stream or a read hands out at once. */
export const MESSAGES_PAGE = 200;

export interface NewConversation {
  countryId: number;
  language: ChatLanguageCode;
  topic: number;
  name: string;
  email: string;
  phone: string;
  path: string;
  /** The chat's privacy notice in effect (purpose `chat`), checked against the pre-form's version. */
  notice: ConsentTextRow;
  now: Date;
}

/**
 * Stores a conversation with the record of its privacy notice (version, language, time and
 * page), both reached by the conversation's token; run it inside a transaction. The token is
 * returned once and only its hash is kept.
 */
export async function createConversation(
  tx: Executor,
  input: NewConversation,
): Promise<{ id: string; token: string }> {
  const capability = newCapability();
  const path = input.path.split(/[?#]/)[0] || "/";
  const consentRecordId = await recordConsent(tx, {
    text: input.notice,
    tokenHash: capability.hash,
    language: input.language.toLowerCase() as Language,
    origin: path,
    now: input.now,
  });
  const [row] = await tx
    .insert(chatConversations)
    .values({
      countryId: input.countryId,
      language: input.language,
      topic: input.topic,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      path,
      tokenHash: capability.hash,
      consentRecordId,
      createdAt: input.now,
    })
    .returning({ id: chatConversations.id });
  if (!row) throw new Error("chat conversation not stored");
  return { id: row.id, token: capability.token };
}

/**
 * The conversation `id` when `token` is its token: 401 without a token, 404 for a wrong one
 * or an unknown id (a stranger learns nothing about which conversations exist).
 */
export async function conversationByToken(
  db: Executor,
  id: string,
  token: string | undefined,
): Promise<ConversationRow> {
  if (!token) throw new UnauthenticatedError(CHAT_TOKEN_REQUIRED_MESSAGE, { private: true });
  const notFound = new NotFoundError(CHAT_NOT_FOUND_MESSAGE, { private: true });
  if (!CAPABILITY_TOKEN_PATTERN.test(token)) throw notFound;
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row || !tokenMatches(token, row.tokenHash)) throw notFound;
  return row;
}

export async function conversationById(
  db: Executor,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export interface NewMessage {
  author: ChatAuthor;
  body: string;
  advisorEmail?: string | null;
  now: Date;
}

/**
 * Adds a message to an open conversation, inside `tx` (a transaction), with the
 * conversation's row locked; 409 once it is closed.
 */
export async function addMessage(
  tx: Executor,
  conversationId: string,
  message: NewMessage,
  /** Whether the writer may reach the conversation's country (an advisor's); 404 if not. */
  reaches: (countryId: number) => boolean = () => true,
): Promise<MessageRow> {
  const [locked] = await tx
    .select({ closedAt: chatConversations.closedAt, countryId: chatConversations.countryId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for("update");
  if (!locked || !reaches(locked.countryId)) {
    throw new NotFoundError(CHAT_NOT_FOUND_MESSAGE, { private: true });
  }
  if (locked.closedAt) throw new ConflictError(CHAT_CLOSED_MESSAGE, { private: true });
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId,
      author: message.author,
      body: message.body,
      advisorEmail: message.advisorEmail ?? null,
      createdAt: message.now,
    })
    .returning();
  if (!row) throw new Error("chat message not stored");
  return row;
}

/** Closes a conversation with the visitor's notice (reference-data spec §4); idempotent. */
export async function closeConversation(
  tx: Executor,
  conversationId: string,
  notice: string,
  now: Date,
): Promise<MessageRow | null> {
  const [locked] = await tx
    .select({ closedAt: chatConversations.closedAt })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for("update");
  if (!locked || locked.closedAt) return null;
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversationId, author: "system", body: notice, createdAt: now })
    .returning();
  await tx
    .update(chatConversations)
    .set({ closedAt: now })
    .where(eq(chatConversations.id, conversationId));
  return row ?? null;
}

/** The conversation's messages with an id above `after`, oldest first. */
export function messagesAfter(
  db: Executor,
  conversationId: string,
  after: number,
  limit = MESSAGES_PAGE,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** Marks the advisor's replies up to `upTo` read by the visitor. */
export async function markRepliesRead(
  db: Executor,
  conversationId: string,
  upTo: number,
  now: Date,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, "advisor"),
        lte(chatMessages.id, upTo),
        isNull(chatMessages.readAt),
      ),
    );
}

/** The messages of several conversations, oldest first (the back office's list). */
export function messagesOf(db: Executor, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(asc(chatMessages.id));
}

/** A message as the visitor sees it. */
export function visitorMessage(row: MessageRow) {
  return {
    id: row.id,
    author: row.author as ChatAuthor,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.author === "advisor" ? (row.readAt?.toISOString() ?? null) : null,
  };
}
