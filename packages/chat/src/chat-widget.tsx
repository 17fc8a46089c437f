import { chatAvailableQueryOptions } from "@qs/api-client/chat";
import { withTexts } from "@qs/i18n/texts";
import { useApiClient } from "@qs/ui/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
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
    <Suspense fallback={null}>
      <ChatRoot {...(connect ? { connect } : {})} />
    </Suspense>
  );
}
