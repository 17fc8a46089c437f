import { ApiError } from "@qs/api-client/api-client";
import {
  type ChatSession,
  chatEventsUrl,
  closeChatConversation,
  markChatRead,
  openChatConversation,
  readChatConversation,
  sendChatMessage,
} from "@qs/api-client/chat";
import { consentTextQueryOptions } from "@qs/api-client/get-consent-text";
import { type ChatLanguage, chatLanguages } from "@qs/catalogs/chat-widget";
import type { ChatMessage } from "@qs/domain/api/chat";
import {
  type ChatPreFormField,
  type ChatPreFormValues,
  chatPreFormIssues,
} from "@qs/domain/api/chat-form";
import { chatTopicIndex } from "@qs/domain/language";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  chatStore,
  loadChatSession,
  saveChatSession,
  unreadCount,
  useChatState,
} from "./chat-store";
import { ChatConversation, ChatLauncher, ChatPanel, ChatPreForm } from "./chat-views";

/**
 * The chat's behaviour: resuming this tab's conversation after a reload, the pre-form with
 * the topic the current path preselects (`chatTopicIndex`, reference-data spec §2) and the
 * chat's language (the site's, which the first path segment sets), the event stream that
 * brings the advisor's replies as they are written, marking them read while the panel is
 * open, and ending the conversation (the API stores a notice and the pre-form comes back).
 * The pre-form shows the chat's privacy notice (the registry's `chat` text, whose version is
 * sent with it: the API records it), and the conversation a link to it in 'Mis datos'.
 * Failures are logged; a message that could not be sent says so and keeps its text.
 */

/** The part of EventSource the chat uses. */
export interface ChatEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

const browserEventSource = (url: string): ChatEventSource => new EventSource(url);

const AUTHORS = new Set(["visitor", "advisor", "system"]);

/** A message event's data, or null when it is not one. */
function parseMessage(data: string): ChatMessage | null {
  try {
    const value = JSON.parse(data) as Partial<ChatMessage>;
    return typeof value.id === "number" &&
      typeof value.body === "string" &&
      typeof value.author === "string" &&
      AUTHORS.has(value.author)
      ? (value as ChatMessage)
      : null;
  } catch {
    return null;
  }
}

function chatLanguage(language: string): ChatLanguage {
  const code = language.slice(0, 2).toUpperCase();
  return chatLanguages.find((known) => known === code) ?? "ES";
}

const NOTICE_LANGUAGES = { ES: "es", EN: "en", PT: "pt" } as const;

/** The API's field messages of a refused pre-form. */
function fieldErrors(error: unknown): Partial<Record<ChatPreFormField, string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issues = (error.body as { issues?: Array<{ path?: string; message?: string }> } | null)
    ?.issues;
  if (!issues?.length) return null;
  const errors: Partial<Record<ChatPreFormField, string>> = {};
  for (const issue of issues) {
    if (issue.path && issue.message && ["name", "email", "phone", "topic"].includes(issue.path)) {
      errors[issue.path as ChatPreFormField] ??= issue.message;
    }
  }
  return errors;
}

export function ChatRoot({
  connect = browserEventSource,
}: {
  connect?: (url: string) => ChatEventSource;
}) {
  const api = useApiClient();
  const config = useCountryConfig();
  const { i18n } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const chat = useChatState();
  const [errors, setErrors] = useState<Partial<Record<ChatPreFormField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const country = config.code;
  const language = chatLanguage(i18n.language);
  // The notice the pre-form shows; without it the sentence shows alone and the API records
  // the version in effect.
  const notice = useQuery({
    ...consentTextQueryOptions(api, "chat", NOTICE_LANGUAGES[language]),
    enabled: chat.open && !chat.session,
  });

  // A reload resumes this tab's conversation; an ended or unknown one is forgotten.
  useEffect(() => {
    const saved = loadChatSession(country);
    if (!saved || chatStore.get().session) return;
    const controller = new AbortController();
    readChatConversation(api, saved, controller.signal)
      .then((state) => {
        if (state.closedAt) saveChatSession(country, null);
        else chatStore.start(saved, state.messages);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("No se pudo retomar la conversación del chat", error);
        if (error instanceof ApiError && error.status < 500) saveChatSession(country, null);
      });
    return () => controller.abort();
  }, [api, country]);

  // The advisor's replies, live. EventSource reconnects by itself with Last-Event-ID.
  const session = chat.session;
  useEffect(() => {
    if (!session || chat.ended) return;
    const after = chatStore.get().messages.at(-1)?.id ?? 0;
    const source = connect(chatEventsUrl(api, session, after));
    source.addEventListener("message", (event) => {
      const message = parseMessage(event.data);
      if (message) chatStore.receive([message]);
    });
    source.addEventListener("closed", () => {
      chatStore.end();
      source.close();
    });
    source.onerror = (event) => console.warn("El chat perdió la conexión; reintentando", event);
    return () => source.close();
  }, [api, connect, session, chat.ended]);

  // While the panel is open, the replies it shows are read: the bell's count drops.
  const unread = unreadCount(chat.messages);
  useEffect(() => {
    if (!chat.open || !session || unread === 0) return;
    const upTo = Math.max(
      ...chatStore
        .get()
        .messages.filter((message) => message.author === "advisor")
        .map((message) => message.id),
    );
    chatStore.markRead(upTo, new Date().toISOString());
    markChatRead(api, session, upTo).catch((error: unknown) =>
      console.warn("No se pudo marcar el chat como leído", error),
    );
  }, [api, chat.open, session, unread]);

  const start = async (values: ChatPreFormValues) => {
    const issues = chatPreFormIssues(values);
    setErrors(issues);
    setStartFailed(false);
    if (Object.keys(issues).length > 0 || values.topic === null) return;
    setSubmitting(true);
    try {
      const receipt: ChatSession = await openChatConversation(api, {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        topic: values.topic,
        language,
        path: pathname,
        ...(notice.data ? { consentVersion: notice.data.version } : {}),
      });
      saveChatSession(country, receipt);
      chatStore.start(receipt);
    } catch (error) {
      const refused = fieldErrors(error);
      if (refused) setErrors(refused);
      else {
        console.warn("No se pudo iniciar el chat", error);
        setStartFailed(true);
        // A newer notice took effect (409): show it, and the next try sends its version.
        if (error instanceof ApiError && error.status === 409) void notice.refetch();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const send = async (body: string) => {
    if (!session) return false;
    setSending(true);
    setSendFailed(false);
    try {
      chatStore.receive([await sendChatMessage(api, session, body)]);
      return true;
    } catch (error) {
      console.warn("No se pudo enviar el mensaje del chat", error);
      setSendFailed(true);
      return false;
    } finally {
      setSending(false);
    }
  };

  const end = () => {
    if (session) {
      closeChatConversation(api, session).catch((error: unknown) =>
        console.warn("No se pudo avisar el fin del chat", error),
      );
    }
    saveChatSession(country, null);
    chatStore.reset();
  };

  const restart = () => {
    saveChatSession(country, null);
    chatStore.reset();
  };

  return (
    <div className="qs-chat">
      {chat.open ? (
        <ChatPanel onMinimize={() => chatStore.setOpen(false)}>
          {session ? (
            <ChatConversation
              messages={chat.messages}
              ended={chat.ended}
              sending={sending}
              sendFailed={sendFailed}
              onSend={send}
              onEnd={end}
              onRestart={restart}
              accessCode={session.token}
            />
          ) : (
            <ChatPreForm
              initial={{ name: "", email: "", phone: "", topic: chatTopicIndex(pathname) }}
              errors={errors}
              submitting={submitting}
              failed={startFailed}
              notice={notice.data}
              onSubmit={(values) => void start(values)}
            />
          )}
        </ChatPanel>
      ) : (
        <ChatLauncher onOpen={() => chatStore.setOpen(true)} unread={unread} />
      )}
    </div>
  );
}
