import { z } from "zod";
import {
  CHAT_BODY_MESSAGE,
  CHAT_EMAIL_MESSAGE,
  CHAT_EMAIL_PATTERN,
  CHAT_HANDOVER_NO_ADVISOR_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_REQUIRED_MESSAGE,
  CHAT_TOPIC_COUNT,
  MAX_CHAT_MESSAGE_LENGTH,
} from "./chat-form";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "./input-bounds";

export * from "./chat-form";

/**
 * The visitors' chat as the API serves it: a conversation opened with the pre-form
 * (reference-data spec §5: name, e-mail, phone and topic required, with its two messages),
 * its messages, and the advisors' side under the back office. A conversation is reached only
 * with the capability token its creator received (`Authorization: Bearer`; the event stream,
 * which a browser's EventSource opens without headers, takes it as `?token=`).
 */

export const chatLanguageSchema = z.enum(["ES", "EN", "PT"]);
export type ChatLanguageCode = z.infer<typeof chatLanguageSchema>;

const required = (max: number) =>
  z
    .string({ error: CHAT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CHAT_REQUIRED_MESSAGE)
    .max(max, CHAT_REQUIRED_MESSAGE);

/** POST /api/chat/conversations: the pre-form, the page it was sent from and its language. */
export const chatConversationRequestSchema = z.object({
  name: required(MAX_NAME_LENGTH),
  email: z
    .string({ error: CHAT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CHAT_REQUIRED_MESSAGE)
    .pipe(
      z
        .string()
        .max(MAX_EMAIL_LENGTH, CHAT_EMAIL_MESSAGE)
        .regex(CHAT_EMAIL_PATTERN, CHAT_EMAIL_MESSAGE),
    ),
  phone: required(MAX_PHONE_LENGTH),
  topic: z
    .number({ error: CHAT_REQUIRED_MESSAGE })
    .int(CHAT_REQUIRED_MESSAGE)
    .min(0, CHAT_REQUIRED_MESSAGE)
    .max(CHAT_TOPIC_COUNT - 1, CHAT_REQUIRED_MESSAGE),
  language: chatLanguageSchema.default("ES"),
  /** The page's path (no query string), for the advisor. */
  path: z.string().max(500).default("/"),
  /**
   * The version of the chat's privacy notice (consent registry, purpose `chat`) the pre-form
   * showed; absent: the one in effect. Another version is refused (409).
   */
  consentVersion: z.string().trim().min(1).max(100).nullish(),
});
export type ChatConversationRequest = z.input<typeof chatConversationRequestSchema>;

/** 201 of POST /api/chat/conversations: the id and the only copy of the token. */
export const chatConversationReceiptSchema = z.object({
  id: z.uuid(),
  token: z.string(),
});
export type ChatConversationReceipt = z.infer<typeof chatConversationReceiptSchema>;

export const chatConversationParamsSchema = z.object({
  id: z.uuid({ error: CHAT_NOT_FOUND_MESSAGE }),
});

/** POST …/messages, visitor's or advisor's. */
export const chatMessageRequestSchema = z.object({
  body: z
    .string({ error: CHAT_BODY_MESSAGE })
    .trim()
    .min(1, CHAT_BODY_MESSAGE)
    .max(MAX_CHAT_MESSAGE_LENGTH, CHAT_BODY_MESSAGE),
});

/** GET …/messages?after=: only messages with a larger id. */
export const chatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/** POST …/read: the advisor's replies up to this id are read. */
export const chatReadRequestSchema = z.object({
  upTo: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export const chatAuthorSchema = z.enum(["visitor", "advisor", "system"]);
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** One message as the visitor sees it (the advisor's e-mail stays in the back office). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: chatAuthorSchema,
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** When the visitor read an advisor's reply; null while unread (and for other authors). */
  readAt: z.iso.datetime().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationStateSchema = z.object({
  id: z.uuid(),
  topic: z.number().int(),
  closedAt: z.iso.datetime().nullable(),
  messages: z.array(chatMessageSchema),
});
export type ChatConversationState = z.infer<typeof chatConversationStateSchema>;

// ---------------------------------------------------------------- back office

export const backOfficeChatListQuerySchema = z.object({
  /** open (default): conversations not closed; all: every one, newest first. */
  status: z.enum(["open", "all"]).default("open"),
  /** all (default); mine: the ones the member answers; unassigned: the ones nobody answers yet. */
  queue: z.enum(["all", "mine", "unassigned"]).default("all"),
});

export const backOfficeChatMessageSchema = chatMessageSchema.extend({
  advisorEmail: z.string().nullable(),
});

export const backOfficeChatConversationSchema = z.object({
  id: z.uuid(),
  country: z.string(),
  language: chatLanguageSchema,
  topic: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  path: z.string(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  /** Visitor messages after the last advisor reply. */
  waiting: z.number().int(),
  /** The advisor answering it (the first to reply, or the one it was handed to); null: nobody yet. */
  assignee: z.string().nullable(),
});

/** A hand-over: the e-mail of the advisor who continues the conversation. */
export const chatHandoverRequestSchema = z.strictObject({
  to: z
    .email({ error: CHAT_HANDOVER_NO_ADVISOR_MESSAGE })
    .max(MAX_EMAIL_LENGTH, CHAT_HANDOVER_NO_ADVISOR_MESSAGE),
});

export const backOfficeChatDetailSchema = backOfficeChatConversationSchema.extend({
  messages: z.array(backOfficeChatMessageSchema),
});
