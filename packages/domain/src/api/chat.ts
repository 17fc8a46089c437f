import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "./input-bounds";

/**
 * The visitors' chat as the API serves it: a conversation opened with the pre-form
 * (reference-data spec §5: name, e-mail, phone and topic required, with its two messages),
 * its messages, and the advisors' side under the back office. A conversation is reached only
 * with the capability token its creator received (`Authorization: Bearer`; the event stream,
 * which a browser's EventSource opens without headers, takes it as `?token=`).
 */

/** The spec's pre-form messages (reference-data spec §5), word for word. */
export const CHAT_REQUIRED_MESSAGE = "campo requerido";
export const CHAT_EMAIL_MESSAGE = "Por favor, ingrese su dirección de correo electrónico válido";

export const CHAT_NOT_FOUND_MESSAGE = "Conversación no encontrada";
export const CHAT_TOKEN_REQUIRED_MESSAGE = "Falta el código de acceso a la conversación";
export const CHAT_CLOSED_MESSAGE = "La conversación ya terminó";
export const CHAT_BODY_MESSAGE = "Escribe un mensaje de hasta 2000 caracteres";
/** The notice stored when the visitor closes the conversation (reference-data spec §4). */
export const CHAT_CLOSED_NOTICE = "El visitante terminó la conversación";
/** Ours: the notice stored when an advisor ends the conversation from the back office. */
export const CHAT_CLOSED_BY_ADVISOR_NOTICE = "El asesor terminó la conversación";

/** Ours: the notice the visitor reads when an advisor hands the conversation to another. */
export const CHAT_HANDED_OVER_NOTICE = "Otro asesor continuará esta conversación";
/** Ours: a hand-over to someone who cannot take it. */
export const CHAT_HANDOVER_NO_ADVISOR_MESSAGE =
  "No hay un asesor activo con ese correo que atienda el chat de este país";

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/**
 * Topic options of the pre-form, by index (reference-data spec §2 "Chat widget topic by current
 * path" uses indexes 0 to 4). The spec does not name them; the labels are ours, in the sites'
 * texts (`chat.topics`): 0 health, 1 life and travel, 2 companies, 3 EPS and company plans,
 * 4 other questions.
 */
export const CHAT_TOPIC_COUNT = 5;
export const chatLanguageSchema = z.enum(["ES", "EN", "PT"]);
export type ChatLanguageCode = z.infer<typeof chatLanguageSchema>;

/** The e-mail rule of reference-data spec §5. */
export const CHAT_EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface ChatPreFormValues {
  name: string;
  email: string;
  phone: string;
  /** The topic's index, or null while none is chosen. */
  topic: number | null;
}

export type ChatPreFormField = keyof ChatPreFormValues;

/**
 * The pre-form's refusals, field by field (empty when it may be sent). The sites check with
 * it before sending, and the API's schema below refuses the same values with the same texts.
 */
export function chatPreFormIssues(
  values: ChatPreFormValues,
): Partial<Record<ChatPreFormField, string>> {
  const issues: Partial<Record<ChatPreFormField, string>> = {};
  if (values.name.trim() === "") issues.name = CHAT_REQUIRED_MESSAGE;
  const email = values.email.trim();
  if (email === "") issues.email = CHAT_REQUIRED_MESSAGE;
  else if (email.length > MAX_EMAIL_LENGTH || !CHAT_EMAIL_PATTERN.test(email)) {
    issues.email = CHAT_EMAIL_MESSAGE;
  }
  if (values.phone.trim() === "") issues.phone = CHAT_REQUIRED_MESSAGE;
  if (values.topic === null || !isChatTopic(values.topic)) issues.topic = CHAT_REQUIRED_MESSAGE;
  return issues;
}

export function isChatTopic(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < CHAT_TOPIC_COUNT;
}

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
