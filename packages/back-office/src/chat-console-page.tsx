import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { type ChatDetail, type ChatMessage, StaffApiError } from "./staff-api";

/** How often the list of open conversations is read again (new ones, new messages). */
const LIST_REFRESH_MS = 15_000;

/**
 * The chat console: the open conversations, oldest first, with their topic, market, when they
 * began and how many visitor messages wait for an answer; the chosen one's messages arriving
 * live (the same event stream the visitor's page reads), the reply and ending it.
 */
export function ChatConsolePage({
  selected,
  onSelect,
}: {
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const chats = useQuery({
    queryKey: ["chats"],
    queryFn: () => api.chats(),
    refetchInterval: LIST_REFRESH_MS,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("chat.title")}</h1>
      <div className="qs-bo-chat">
        <section className="qs-bo-card qs-bo-chat__list" aria-labelledby="chat-open">
          <h2 id="chat-open">{t("chat.open")}</h2>
          {chats.isPending ? (
            <Spinner label={t("chat.loading")} />
          ) : chats.isError ? (
            <Notice kind="error">{t("chat.error")}</Notice>
          ) : chats.data.length === 0 ? (
            <p className="qs-bo-muted">{t("chat.none")}</p>
          ) : (
            <ul>
              {chats.data.map((chat) => (
                <li key={chat.id}>
                  <button
                    type="button"
                    className="qs-bo-chat__item"
                    aria-current={chat.id === selected ? "true" : undefined}
                    onClick={() => onSelect(chat.id)}
                  >
                    <span>
                      <strong>{chat.name}</strong> · {chat.country}
                    </span>
                    <span>{t(`chat.topics.${chat.topic}`, String(chat.topic))}</span>
                    <span className="qs-bo-muted">
                      {t("chat.since", { time: time.format(new Date(chat.createdAt)) })}
                    </span>
                    {chat.waiting > 0 && (
                      <span className="qs-bo-badge">
                        {t("chat.waiting", { count: chat.waiting })}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? (
          <Conversation key={selected} id={selected} />
        ) : (
          <p className="qs-bo-card qs-bo-muted">{t("chat.choose")}</p>
        )}
      </div>
    </main>
  );
}

function Conversation({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canAnswer = useCan("chat:answer");
  const queryClient = useQueryClient();
  const key = ["chat", id];
  const chat = useQuery({ queryKey: key, queryFn: () => api.chat(id) });
  const [draft, setDraft] = useState("");
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" });

  // New messages arrive on the conversation's event stream; each joins the cache once.
  useEffect(() => {
    const add = (message: ChatMessage) =>
      queryClient.setQueryData<ChatDetail>(["chat", id], (current) =>
        current && !current.messages.some((each) => each.id === message.id)
          ? { ...current, messages: [...current.messages, message] }
          : current,
      );
    return api.watchChat(id, add, () => {
      void queryClient.invalidateQueries({ queryKey: ["chat", id] });
      void queryClient.invalidateQueries({ queryKey: ["chats"] });
    });
  }, [api, id, queryClient]);

  const send = useMutation({
    mutationFn: (body: string) => api.replyChat(id, body, session.csrfToken),
    onSuccess: (message) => {
      setDraft("");
      queryClient.setQueryData<ChatDetail>(key, (current) =>
        current && !current.messages.some((each) => each.id === message.id)
          ? { ...current, messages: [...current.messages, message] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: ["chats"] });
    },
  });
  const close = useMutation({
    mutationFn: () => api.closeChat(id, session.csrfToken),
    onSuccess: (closed) => {
      queryClient.setQueryData(key, closed);
      void queryClient.invalidateQueries({ queryKey: ["chats"] });
    },
  });

  if (chat.isPending) return <Spinner label={t("chat.loading")} />;
  if (chat.isError) return <Notice kind="error">{t("chat.error")}</Notice>;
  const data = chat.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) send.mutate(draft.trim());
  }

  return (
    <section className="qs-bo-card qs-bo-chat__conversation" aria-labelledby="chat-with">
      <h2 id="chat-with">
        {data.name} · {t(`chat.topics.${data.topic}`, String(data.topic))}
      </h2>
      <p className="qs-bo-muted">
        {data.email} · {data.phone} · {t("chat.from", { path: data.path })}
      </p>
      <ol className="qs-bo-chat__messages" aria-live="polite">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className={`qs-bo-chat__message qs-bo-chat__message--${message.author}`}
          >
            <span className="qs-bo-chat__author">
              {message.author === "advisor"
                ? (message.advisorEmail ?? t("chat.advisor"))
                : t(`chat.${message.author}`)}{" "}
              · <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
            </span>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      {data.closedAt ? (
        <Notice kind="done">{t("chat.closed")}</Notice>
      ) : (
        canAnswer && (
          <>
            {(send.error ?? close.error) instanceof StaffApiError && (
              <Notice kind="error">{((send.error ?? close.error) as StaffApiError).message}</Notice>
            )}
            <form className="qs-bo-chat__reply" onSubmit={submit}>
              <Field label={t("chat.reply")}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={3}
                    maxLength={2000}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                  />
                )}
              </Field>
              <div className="qs-bo-actions">
                <Button type="submit" disabled={send.isPending || draft.trim() === ""}>
                  {t("chat.send")}
                </Button>
                <Button variant="ghost" onClick={() => close.mutate()} disabled={close.isPending}>
                  {t("chat.close")}
                </Button>
              </div>
            </form>
          </>
        )
      )}
    </section>
  );
}
