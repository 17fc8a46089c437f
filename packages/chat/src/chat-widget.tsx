import { chatAvailableQueryOptions } from "@qs/api-client/chat";
import { withTexts } from "@qs/i18n/texts";
import { useApiClient } from "@qs/ui/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ChatEventSource } from "./chat-root";
import { chatStore, useChatHiddenByPartner } from "./chat-store";

/**
 * The chat widget every page carries (reference-data spec §4): it loads once, in the browser,
 * and shows only when `GET /api/chat/available` answers active and the partner of the visit
 * has not switched the chat off (`subdomainLayout.chatEnabled: false`). A failure to learn
 * whether it is available is only logged. The launcher, the pre-form and the conversation
 * (chat-root.tsx) download only once the chat is offered.
 */

const ChatRoot = lazy(() =>
  withTexts(import("./chat-root"), "chat").then((module) => ({ default: module.ChatRoot })),
);

/**
 * Keeps a chat that could not load from taking the page down: its code missing after a release,
 * or a network that dropped it. The page stays as it is, without the chat, and the reason goes
 * to the console; the visitor still has the contact page and the plans' request forms.
 */
export class ChatLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("No se pudo cargar el chat", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ChatWidgetProps {
  /** Opens the event stream (EventSource in the browser; tests and stories pass a stand-in). */
  connect?: (url: string) => ChatEventSource;
}

export function ChatWidget({ connect }: ChatWidgetProps) {
  const hiddenByPartner = useChatHiddenByPartner();
  const api = useApiClient();
  // Rendered on the server as nothing: the chat exists only in the browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const available = useQuery({
    ...chatAvailableQueryOptions(api),
    enabled: mounted && !hiddenByPartner,
  });
  useEffect(() => {
    if (available.isError)
      console.warn("No se pudo saber si el chat está disponible", available.error);
  }, [available.isError, available.error]);
  const offered = mounted && !hiddenByPartner && available.data === true;
  // Not known until the answer (or its failure) arrives: the header keeps the bell's place.
  const known = offered || hiddenByPartner || available.isSuccess || available.isError;
  useEffect(() => {
    chatStore.setOffered(known ? offered : null);
  }, [known, offered]);
  useEffect(() => () => chatStore.setOffered(false), []);
  if (!offered) return null;
  return (
    <ChatLoadBoundary>
      <Suspense fallback={null}>
        <ChatRoot {...(connect ? { connect } : {})} />
      </Suspense>
    </ChatLoadBoundary>
  );
}
