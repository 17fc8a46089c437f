import {
  backOfficeChatConversationSchema,
  backOfficeChatDetailSchema,
  backOfficeChatListQuerySchema,
  CHAT_CLOSED_BY_ADVISOR_NOTICE,
  CHAT_CLOSED_MESSAGE,
  CHAT_CLOSED_NOTICE,
  CHAT_HANDED_OVER_NOTICE,
  CHAT_HANDOVER_NO_ADVISOR_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_TOKEN_REQUIRED_MESSAGE,
  chatConversationParamsSchema,
  chatConversationReceiptSchema,
  chatConversationRequestSchema,
  chatConversationStateSchema,
  chatHandoverRequestSchema,
  chatMessageRequestSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReadRequestSchema,
} from "@qs/domain/api/chat";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { CONSENT_VERSION_MESSAGE } from "@qs/domain/api/privacy";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { chatConversations, staffMembers } from "../../db/schema";
import { honoPath, type Router } from "../../http/define-route";
import { listReply } from "../../http/envelopes";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { HttpError, stream } from "../../http/reply";
import type { RouteContext, StaffRequest } from "../../http/route-spec";
import { staffErrorResponses } from "../../http/staff-errors";
import { hitLimit } from "../../platform/rate-limit";
import type { ServerDeps } from "../../server-deps";
import { ensureConsentRegistry, requireCurrentConsent } from "../privacy/consent-registry";
import { countryCodeOf } from "../purchase/purchase-store";
import { memberWho } from "../staff-accounts/staff-accounts";
import { openChatStream, streamChatEvents } from "./chat-events-route";
import {
  addMessage,
  type ConversationRow,
  closeConversation,
  conversationById,
  conversationByToken,
  createConversation,
  type MessageRow,
  markRepliesRead,
  messagesAfter,
  messagesOf,
  visitorMessage,
} from "./chat-store";
import { notifyChatMessage } from "./chat-streams";

/**
 * The visitors' chat (`/api/chat/conversations`) and the advisors' side of it
 * (`/api/back-office/chat/`). A visitor opens a conversation with the pre-form (limited like
 * contact requests) and gets its token once; every later call names it in
 * `Authorization: Bearer`, and the event stream (chat-events-route.ts) in `?token=`.
 * Advisors are members of staff whose role holds `chat:read` to list and read, `chat:answer`
 * to reply, for the conversations of the countries they work (another country's answers 404).
 * Nothing here is cached.
 */

/** Messages one conversation may receive from the visitor in an hour. */
const VISITOR_MESSAGES_PER_HOUR = 120;
const HOUR_MS = 60 * 60 * 1000;

const BEARER = /^Bearer\s+(\S{1,200})\s*$/i;
const bearerOf = (header: string | undefined) => BEARER.exec(header ?? "")?.[1];

const visitorErrors = {
  401: { description: CHAT_TOKEN_REQUIRED_MESSAGE, schema: errorBodySchema },
  404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
};
const staffErrors = staffErrorResponses;

type Ctx = Pick<RouteContext<unknown, unknown, unknown>, "deps" | "header" | "now">;

async function visitorConversation(ctx: Ctx & { db: Executor }, id: string) {
  return conversationByToken(ctx.db, id, bearerOf(ctx.header("authorization")));
}

async function conversationState(db: Executor, conversation: ConversationRow) {
  return {
    id: conversation.id,
    topic: conversation.topic,
    closedAt: conversation.closedAt?.toISOString() ?? null,
    messages: (await messagesAfter(db, conversation.id, 0, 10_000)).map(visitorMessage),
  };
}

/**
 * The conversation a member of staff names, told to the audit; 404 for one that does not
 * exist or belongs to a market they do not work (its existence is not told).
 */
async function staffConversation(db: Executor, staff: StaffRequest, id: string) {
  staff.target("chat_conversation", [id]);
  const conversation = await conversationById(db, id);
  if (conversation) staff.target("chat_conversation", [conversation.id], [conversation.countryId]);
  if (!conversation || !staff.reaches(conversation.countryId)) {
    throw new HttpError(404, { error: CHAT_NOT_FOUND_MESSAGE }, NO_STORE);
  }
  return conversation;
}

/** Stores a message, notifies every process at commit and wakes this one's streams. */
async function storeMessage(
  deps: ServerDeps,
  conversationId: string,
  message: Parameters<typeof addMessage>[2],
): Promise<MessageRow> {
  const row = await deps.db.transaction(async (tx) => {
    const stored = await addMessage(tx, conversationId, message);
    await notifyChatMessage(tx, conversationId);
    return stored;
  });
  deps.state.chatStreams.wake(conversationId);
  return row;
}

function advisorConversation(
  conversation: ConversationRow,
  messages: MessageRow[],
  assignee: string | null,
) {
  const last = messages.at(-1);
  let waiting = 0;
  for (const message of messages) {
    if (message.author === "visitor") waiting += 1;
    else if (message.author === "advisor") waiting = 0;
  }
  return {
    id: conversation.id,
    country: countryCodeOf(conversation.countryId),
    language: conversation.language as "ES" | "EN" | "PT",
    topic: conversation.topic,
    name: conversation.name,
    email: conversation.email,
    phone: conversation.phone,
    path: conversation.path,
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    lastMessageAt: last?.createdAt.toISOString() ?? null,
    waiting,
    assignee,
  };
}

/** The e-mail of the member answering a conversation, if any. */
async function assigneeOf(db: Executor, conversation: ConversationRow): Promise<string | null> {
  if (conversation.assignedTo === null) return null;
  const [row] = await db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(eq(staffMembers.id, conversation.assignedTo));
  return row?.email ?? null;
}

/** A conversation as an advisor reads it: with every message and who answers it. */
async function advisorDetail(db: Executor, conversation: ConversationRow) {
  const messages = await messagesAfter(db, conversation.id, 0, 10_000);
  return {
    ...advisorConversation(conversation, messages, await assigneeOf(db, conversation)),
    messages: messages.map(advisorMessage),
  };
}

const advisorMessage = (row: MessageRow) => ({
  ...visitorMessage(row),
  advisorEmail: row.advisorEmail,
});

export function registerChatRoutes(app: Hono, router: Router, deps: ServerDeps): void {
  router.route({
    method: "post",
    path: apiPaths.chatConversations,
    summary: "Opens a chat conversation with the pre-form (name, e-mail, phone, topic)",
    description:
      "Every field is required ('campo requerido'); a malformed e-mail answers 'Por favor, ingrese su dirección de correo electrónico válido' (reference-data spec §5). Limited per client like contact requests. Opening records the chat's privacy notice (consent registry, purpose `chat`: the version in effect, the pre-form's language, the time and the page) in the same transaction; 409 when consentVersion names another version. The token is answered once: it reads, writes and streams the conversation, and opens it in 'Mis datos' (/api/privacidad/mis-datos).",
    tag: "Chat",
    body: chatConversationRequestSchema,
    rateLimit: "contacts",
    guard: ({ deps }) => ensureConsentRegistry(deps.db),
    responses: {
      201: { description: "Opened", schema: dataEnvelopeSchema(chatConversationReceiptSchema) },
      409: { description: CONSENT_VERSION_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ body, country, now, transaction }) => {
      const receipt = await transaction(async (tx) =>
        createConversation(tx, {
          countryId: country.id,
          language: body.language,
          topic: body.topic,
          name: body.name,
          email: body.email,
          phone: body.phone,
          path: body.path,
          notice: await requireCurrentConsent(tx, {
            purpose: "chat",
            countryId: country.id,
            version: body.consentVersion,
            now,
          }),
          now,
        }),
      );
      return privateDataReply(receipt, country, 201);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.chatConversationsById,
    summary: "A conversation with its messages (for a page reloaded in the middle of it)",
    tag: "Chat",
    params: chatConversationParamsSchema,
    responses: {
      200: {
        description: "The conversation",
        schema: dataEnvelopeSchema(chatConversationStateSchema),
      },
      ...visitorErrors,
    },
    handler: async (ctx) => {
      const conversation = await visitorConversation(ctx, ctx.params.id);
      return privateDataReply(await conversationState(ctx.db, conversation), ctx.country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.chatConversationsByIdMessages,
    summary: "The conversation's messages after an id",
    tag: "Chat",
    params: chatConversationParamsSchema,
    query: chatMessagesQuerySchema,
    responses: {
      200: { description: "The messages", schema: listEnvelopeSchema(chatMessageSchema) },
      ...visitorErrors,
    },
    handler: async (ctx) => {
      const conversation = await visitorConversation(ctx, ctx.params.id);
      const rows = await messagesAfter(ctx.db, conversation.id, ctx.query.after);
      const data = rows.map(visitorMessage);
      return listReply(data, ctx.country, {}, NO_STORE);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.chatConversationsByIdMessages,
    summary: "The visitor writes in the conversation",
    description: `At most ${VISITOR_MESSAGES_PER_HOUR} messages per conversation and hour; 409 once the conversation ended.`,
    tag: "Chat",
    params: chatConversationParamsSchema,
    body: chatMessageRequestSchema,
    responses: {
      201: { description: "Stored", schema: dataEnvelopeSchema(chatMessageSchema) },
      ...visitorErrors,
      409: { description: CHAT_CLOSED_MESSAGE, schema: errorBodySchema },
    },
    handler: async (ctx) => {
      const conversation = await visitorConversation(ctx, ctx.params.id);
      await hitLimit(ctx.db, {
        key: ["chatMessages", conversation.id],
        max: VISITOR_MESSAGES_PER_HOUR,
        windowMs: HOUR_MS,
        now: ctx.now,
      });
      const row = await storeMessage(ctx.deps, conversation.id, {
        author: "visitor",
        body: ctx.body.body,
        now: ctx.now,
      });
      return privateDataReply(visitorMessage(row), ctx.country, 201);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.chatConversationsByIdRead,
    summary: "The visitor saw the advisor's replies up to an id (the bell's count drops)",
    tag: "Chat",
    workLimit: "chatActions",
    params: chatConversationParamsSchema,
    body: chatReadRequestSchema,
    responses: {
      200: {
        description: "The conversation",
        schema: dataEnvelopeSchema(chatConversationStateSchema),
      },
      ...visitorErrors,
    },
    handler: async (ctx) => {
      const conversation = await visitorConversation(ctx, ctx.params.id);
      await markRepliesRead(ctx.db, conversation.id, ctx.body.upTo, ctx.now);
      return privateDataReply(await conversationState(ctx.db, conversation), ctx.country);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.chatConversationsByIdClose,
    summary: "The visitor ends the conversation; a notice is stored for the advisor",
    description: `Stores the notice '${CHAT_CLOSED_NOTICE}' and closes the conversation (reference-data spec §4: closing sends a notice and restarts the engagement). Closing a closed one changes nothing.`,
    tag: "Chat",
    workLimit: "chatActions",
    params: chatConversationParamsSchema,
    responses: {
      200: {
        description: "The conversation, ended",
        schema: dataEnvelopeSchema(chatConversationStateSchema),
      },
      ...visitorErrors,
    },
    handler: async (ctx) => {
      const conversation = await visitorConversation(ctx, ctx.params.id);
      const notice = await ctx.deps.db.transaction(async (tx) => {
        const row = await closeConversation(tx, conversation.id, CHAT_CLOSED_NOTICE, ctx.now);
        if (row) await notifyChatMessage(tx, conversation.id);
        return row;
      });
      if (notice) ctx.deps.state.chatStreams.wake(conversation.id);
      const closed = (await conversationById(ctx.db, conversation.id)) ?? conversation;
      return privateDataReply(await conversationState(ctx.db, closed), ctx.country);
    },
  });

  registerChatEvents(app, router, deps);

  // ------------------------------------------------------------ advisors

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeChatConversations,
    summary: "Back office: chat conversations, open ones by default, oldest first",
    tag: "Back office",
    query: backOfficeChatListQuerySchema,
    staff: { permission: "chat:read", audit: "read" },
    responses: {
      200: {
        description: "The conversations",
        schema: listEnvelopeSchema(backOfficeChatConversationSchema),
      },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const open = ctx.query.status === "open";
      const { queue } = ctx.query;
      const listed = await ctx.db
        .select({ conversation: chatConversations, assignee: staffMembers.email })
        .from(chatConversations)
        .leftJoin(staffMembers, eq(staffMembers.id, chatConversations.assignedTo))
        .where(
          and(
            open ? isNull(chatConversations.closedAt) : undefined,
            staff.everyCountry ? undefined : inArray(chatConversations.countryId, staff.countryIds),
            queue === "mine" ? eq(chatConversations.assignedTo, staff.member.id) : undefined,
            queue === "unassigned" ? isNull(chatConversations.assignedTo) : undefined,
          ),
        )
        .orderBy(open ? asc(chatConversations.createdAt) : desc(chatConversations.createdAt))
        .limit(200);
      const rows = listed.map((row) => row.conversation);
      staff.target(
        "chat_conversation",
        rows.map((row) => row.id),
        rows.map((row) => row.countryId),
      );
      const messages = await messagesOf(
        ctx.db,
        rows.map((row) => row.id),
      );
      const data = listed.map(({ conversation, assignee }) =>
        advisorConversation(
          conversation,
          messages.filter((message) => message.conversationId === conversation.id),
          assignee,
        ),
      );
      return listReply(data, ctx.country, {}, NO_STORE);
    },
  });

  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeChatConversationsById,
    summary: "Back office: one chat conversation with its messages",
    tag: "Back office",
    params: chatConversationParamsSchema,
    staff: { permission: "chat:read", audit: "read" },
    responses: {
      200: {
        description: "The conversation",
        schema: dataEnvelopeSchema(backOfficeChatDetailSchema),
      },
      404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const conversation = await staffConversation(ctx.db, staff, ctx.params.id);
      return privateDataReply(await advisorDetail(ctx.db, conversation), ctx.country);
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficeChatConversationsByIdMessages,
    summary: "Back office: an advisor replies in a chat conversation",
    description:
      "The reply reaches the visitor's event stream at once on this process and within CHAT_POLL_MS on any other. 409 once the conversation ended.",
    tag: "Back office",
    params: chatConversationParamsSchema,
    body: chatMessageRequestSchema,
    staff: { permission: "chat:answer", audit: "change" },
    responses: {
      201: {
        description: "Stored",
        schema: dataEnvelopeSchema(backOfficeChatDetailSchema.shape.messages.element),
      },
      404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: { description: CHAT_CLOSED_MESSAGE, schema: errorBodySchema },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const conversationId = ctx.params.id;
      staff.target("chat_conversation", [conversationId]);
      const row = await ctx.transaction(async (tx) => {
        const stored = await addMessage(
          tx,
          conversationId,
          {
            author: "advisor",
            advisorEmail: staff.member.email,
            body: ctx.body.body,
            now: ctx.now,
          },
          (countryId) => {
            staff.target("chat_conversation", [conversationId], [countryId]);
            return staff.reaches(countryId);
          },
        );
        // The first advisor to reply answers the conversation from then on.
        await tx
          .update(chatConversations)
          .set({ assignedTo: staff.member.id })
          .where(
            and(eq(chatConversations.id, conversationId), isNull(chatConversations.assignedTo)),
          );
        await notifyChatMessage(tx, conversationId);
        return stored;
      });
      staff.afterCommit(() => ctx.deps.state.chatStreams.wake(conversationId));
      return privateDataReply(advisorMessage(row), ctx.country, 201);
    },
  });
  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficeChatConversationsByIdEvents,
    summary: "Back office: Server-Sent Events of a conversation, for the advisor answering it",
    description:
      "The visitor's stream, seen by the advisor: `text/event-stream`, a `message` event per stored message (with the advisor's e-mail), after `Last-Event-ID` (or `after`); a `closed` event when it ends. The session cookie goes with an EventSource of the back office's own origin. 404 for a conversation of a market the member does not work.",
    tag: "Back office",
    params: chatConversationParamsSchema,
    staff: { permission: "chat:read", audit: "read" },
    responses: {
      200: { description: "The event stream", contentType: "text/event-stream" },
      404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      const conversation = await staffConversation(ctx.db, staff, ctx.params.id);
      return stream((c) => openChatStream(c, ctx.deps, conversation.id, advisorMessage));
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficeChatConversationsByIdTraspaso,
    summary: "Back office: hands a conversation over to another advisor",
    description: `\`to\` the e-mail of an active member of staff who answers chats (\`chat:answer\`) in the conversation's market, else 400 (${CHAT_HANDOVER_NO_ADVISOR_MESSAGE}). The visitor reads the notice '${CHAT_HANDED_OVER_NOTICE}' on their stream; the conversation is the new advisor's from then on. 409 once the conversation ended.`,
    tag: "Back office",
    params: chatConversationParamsSchema,
    body: chatHandoverRequestSchema,
    staff: { permission: "chat:answer", audit: "change" },
    responses: {
      200: {
        description: "The conversation, handed over",
        schema: dataEnvelopeSchema(backOfficeChatDetailSchema),
      },
      400: { description: CHAT_HANDOVER_NO_ADVISOR_MESSAGE, schema: errorBodySchema },
      404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: { description: CHAT_CLOSED_MESSAGE, schema: errorBodySchema },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      return ctx.transaction(async (tx) => {
        const conversation = await staffConversation(tx, staff, ctx.params.id);
        const advisor = await memberWho(tx, ctx.body.to, "chat:answer", conversation.countryId);
        if (!advisor) {
          throw new HttpError(400, { error: CHAT_HANDOVER_NO_ADVISOR_MESSAGE }, NO_STORE);
        }
        await addMessage(tx, conversation.id, {
          author: "system",
          body: CHAT_HANDED_OVER_NOTICE,
          now: ctx.now,
        });
        await tx
          .update(chatConversations)
          .set({ assignedTo: advisor.id })
          .where(eq(chatConversations.id, conversation.id));
        await notifyChatMessage(tx, conversation.id);
        staff.afterCommit(() => ctx.deps.state.chatStreams.wake(conversation.id));
        const handed = (await conversationById(tx, conversation.id)) ?? conversation;
        return privateDataReply(await advisorDetail(tx, handed), ctx.country);
      });
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficeChatConversationsByIdCerrar,
    summary: "Back office: the advisor ends a conversation",
    description: `Stores the notice '${CHAT_CLOSED_BY_ADVISOR_NOTICE}' and closes the conversation; the visitor's stream gets it and its \`closed\` event. Closing a closed one changes nothing.`,
    tag: "Back office",
    params: chatConversationParamsSchema,
    staff: { permission: "chat:answer", audit: "change" },
    responses: {
      200: {
        description: "The conversation, ended",
        schema: dataEnvelopeSchema(backOfficeChatDetailSchema),
      },
      404: { description: CHAT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      ...staffErrors,
    },
    handler: async (ctx) => {
      const { staff } = ctx;
      return ctx.transaction(async (tx) => {
        const conversation = await staffConversation(tx, staff, ctx.params.id);
        const notice = await closeConversation(
          tx,
          conversation.id,
          CHAT_CLOSED_BY_ADVISOR_NOTICE,
          ctx.now,
        );
        if (notice) {
          await notifyChatMessage(tx, conversation.id);
          staff.afterCommit(() => ctx.deps.state.chatStreams.wake(conversation.id));
        }
        const closed = (await conversationById(tx, conversation.id)) ?? conversation;
        return privateDataReply(await advisorDetail(tx, closed), ctx.country);
      });
    },
  });
}

/** The event stream's route, recorded for the OpenAPI document and served by Hono itself. */
function registerChatEvents(app: Hono, router: Router, deps: ServerDeps): void {
  router.record({
    method: "get",
    path: apiPaths.chatConversationsByIdEvents,
    summary: "Server-Sent Events: the conversation's new messages as they are stored",
    description:
      "`text/event-stream`. Each stored message is a `message` event whose id is the message's id and whose data is the message (JSON). Starts after `Last-Event-ID` (or `after`), sends a comment every 15 s, ends with a `closed` event when the conversation ends, and after 10 minutes (the browser reconnects). The token travels as `?token=` because a browser's EventSource sends no headers; the address is never logged. Works across API processes: each stream reads the database every CHAT_POLL_MS, and sooner when notified.",
    tag: "Chat",
    idempotent: false,
    params: chatConversationParamsSchema,
    query: z.object({ token: z.string(), after: z.number().int().optional() }),
    responses: {
      200: { description: "The event stream", contentType: "text/event-stream" },
      ...visitorErrors,
    },
  });
  app.get(honoPath(apiPaths.chatConversationsByIdEvents), (c) => streamChatEvents(c, deps));
}
