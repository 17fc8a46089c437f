import type { ChatSession } from "@qs/api-client/chat";
import type { ChatMessage } from "@qs/domain/api/chat";
import { usePartner } from "@qs/ui/partner-context";
import { useSyncExternalStore } from "react";

/**
 * What the chat widget and the header's bell share in the browser: the conversation of this
 * tab (id and token, kept in sessionStorage so a reload resumes it and another tab starts its
 * own), its messages, whether the panel is open and whether the chat is offered at all. The
 * server renders with the empty state (nothing here changes outside effects), so the bell and
 * the widget hydrate without a mismatch and appear once the browser knows more.
 */

export interface ChatState {
  /**
   * The chat is offered (available, and not switched off by the partner); null while the page
   * does not know yet (on the server, and until `GET /api/chat/available` answers).
   */
  offered: boolean | null;
  open: boolean;
  session: ChatSession | null;
  messages: readonly ChatMessage[];
  /** The conversation ended (by the visitor, or found ended on resume). */
  ended: boolean;
}

const EMPTY: ChatState = { offered: null, open: false, session: null, messages: [], ended: false };

let state: ChatState = EMPTY;
const listeners = new Set<() => void>();

function set(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chat's state (the empty state while rendering on the server). */
export function useChatState(): ChatState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

/**
 * The partner of the visit switched the chat off (`subdomainLayout.chatEnabled: false`): known
 * on the server too, so neither the widget nor the bell's place is drawn.
 */
export function useChatHiddenByPartner(): boolean {
  return usePartner()?.data.subdomainLayout?.chatEnabled === false;
}

/** Messages by id, each once (a stream that reconnects may repeat some). */
export function mergeMessages(
  known: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The advisor's replies the visitor has not seen: the bell's count. */
export function unreadCount(messages: readonly ChatMessage[]): number {
  return messages.filter((message) => message.author === "advisor" && message.readAt === null)
    .length;
}

export const chatStore = {
  get: (): ChatState => state,
  setOffered: (offered: boolean | null) => set({ offered }),
  setOpen: (open: boolean) => set({ open }),
  start: (session: ChatSession, messages: readonly ChatMessage[] = [], ended = false) =>
    set({ session, messages: mergeMessages([], messages), ended }),
  receive: (messages: readonly ChatMessage[]) =>
    set({ messages: mergeMessages(state.messages, messages) }),
  /** The replies up to `upTo` were read at `at`. */
  markRead: (upTo: number, at: string) =>
    set({
      messages: state.messages.map((message) =>
        message.author === "advisor" && message.readAt === null && message.id <= upTo
          ? { ...message, readAt: at }
          : message,
      ),
    }),
  end: () => set({ ended: true }),
  /** Forgets the conversation: the pre-form comes back (a new engagement). */
  reset: () => set({ session: null, messages: [], ended: false }),
  /** Tests and stories start from nothing. */
  clear: () => set(EMPTY),
};

/** The sessionStorage key of the country's conversation in this tab. */
export function chatSessionKey(countryCode: string): string {
  return `qs_chat_${countryCode.toLowerCase()}`;
}

export function loadChatSession(countryCode: string): ChatSession | null {
  try {
    const raw = window.sessionStorage.getItem(chatSessionKey(countryCode));
    const parsed = raw ? (JSON.parse(raw) as Partial<ChatSession>) : null;
    return typeof parsed?.id === "string" && typeof parsed.token === "string"
      ? { id: parsed.id, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export function saveChatSession(countryCode: string, session: ChatSession | null): void {
  try {
    const key = chatSessionKey(countryCode);
    if (session) window.sessionStorage.setItem(key, JSON.stringify(session));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the conversation lasts as long as the page.
  }
}
