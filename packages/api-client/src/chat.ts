import type {
  ChatConversationReceipt,
  ChatConversationRequest,
  ChatConversationState,
  ChatMessage,
} from "@qs/domain/api/chat";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { dataOf } from "./data-answer";

/**
 * The visitors' chat (reference-data spec §7 `GET api/chat/available`, and our conversation
 * routes): whether the chat is offered, opening a conversation with the pre-form, reading,
 * writing, marking replies read and ending it, and the address of its event stream. The
 * conversation's token travels as `Authorization: Bearer`, except in the event stream's
 * address, since a browser's EventSource sends no headers. Writes are not retried: a message
 * sent twice would show twice.
 */

const schemas = () => import("@qs/domain/api/chat");

/** GET /api/chat/available: `data.active`. */
export async function getChatAvailable(client: ApiClient, signal?: AbortSignal): Promise<boolean> {
  const { json } = await client.request(apiPath(apiPaths.chatAvailable), { signal });
  const active = (dataOf(json) as { active?: unknown } | undefined)?.active;
  return active === true;
}

/** Asked once per visit: the widget loads once (reference-data spec §4). */
export function chatAvailableQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ["chat-available", client.options.countryCode],
    queryFn: ({ signal }) => getChatAvailable(client, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export async function openChatConversation(
  client: ApiClient,
  request: ChatConversationRequest,
): Promise<ChatConversationReceipt> {
  const [{ json }, { chatConversationReceiptSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.chatConversations), { method: "POST", body: request }),
    schemas(),
  ]);
  return chatConversationReceiptSchema.parse(dataOf(json));
}

export interface ChatSession {
  id: string;
  token: string;
}

export async function readChatConversation(
  client: ApiClient,
  session: ChatSession,
  signal?: AbortSignal,
): Promise<ChatConversationState> {
  const [{ json }, { chatConversationStateSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.chatConversationsById, { id: session.id }), {
      accessToken: session.token,
      signal,
    }),
    schemas(),
  ]);
  return chatConversationStateSchema.parse(dataOf(json));
}

export async function sendChatMessage(
  client: ApiClient,
  session: ChatSession,
  body: string,
): Promise<ChatMessage> {
  const [{ json }, { chatMessageSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.chatConversationsByIdMessages, { id: session.id }), {
      method: "POST",
      body: { body },
      accessToken: session.token,
    }),
    schemas(),
  ]);
  return chatMessageSchema.parse(dataOf(json));
}

/** The advisor's replies up to `upTo` are read: the bell's count drops. */
export async function markChatRead(
  client: ApiClient,
  session: ChatSession,
  upTo: number,
): Promise<ChatConversationState> {
  const [{ json }, { chatConversationStateSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.chatConversationsByIdRead, { id: session.id }), {
      method: "POST",
      body: { upTo },
      accessToken: session.token,
    }),
    schemas(),
  ]);
  return chatConversationStateSchema.parse(dataOf(json));
}

/** Ends the conversation: the API stores a notice for the advisor. */
export async function closeChatConversation(
  client: ApiClient,
  session: ChatSession,
): Promise<void> {
  await client.request(apiPath(apiPaths.chatConversationsByIdClose, { id: session.id }), {
    method: "POST",
    body: {},
    accessToken: session.token,
  });
}

/**
 * The event stream's address, starting after the message `after` (the last one the page
 * shows); on a reconnection EventSource resumes with Last-Event-ID by itself.
 */
export function chatEventsUrl(client: ApiClient, session: ChatSession, after = 0): string {
  return client.url(apiPath(apiPaths.chatConversationsByIdEvents, { id: session.id }), {
    token: session.token,
    after: after > 0 ? after : undefined,
  });
}
