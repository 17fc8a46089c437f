import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { type ChatDetail, type ChatMessage, type ChatQueue, StaffApiError } from "./staff-api";

const CHAT_QUEUES: readonly ChatQueue[] = ["all", "mine", "unassigned"];

/** How often the list of open conversations is read again (new ones, new messages). */
const LIST_REFRESH_MS = 15_000;

/**
 * The chat console: the open conversations, oldest first, with their topic, market, when they
 * began, who answers it and how many visitor messages wait for an answer (all of them, the
 * member's, or nobody's yet); the chosen one's messages arriving live (the same event stream
 * the visitor's page reads), the reply, the hand-over to another advisor and ending it.
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
  const [queue, setQueue] = useState<ChatQueue>("all");
  const chats = useQuery({
    queryKey: ["chats", queue],
    queryFn: () => api.chats(queue),
    refetchInterval: LIST_REFRESH_MS,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("chat.title")}</h1>
      <div className="qs-bo-chat">
        <section className="qs-bo-card qs-bo-chat__list" aria-labelledby="chat-open">
          <h2 id="chat-open">{t("chat.open")}</h2>
          <nav aria-label={t("chat.queueLabel")} className="qs-bo-tabs">
            {CHAT_QUEUES.map((each) => (
              <button
                key={each}
                type="button"
                className="qs-bo-tab"
                aria-current={each === queue ? "page" : undefined}
                onClick={() => setQueue(each)}
              >
                {t(`chat.queues.${each}`)}
              </button>
            ))}
          </nav>
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
                    <span className="qs-bo-muted">
                      {chat.assignee
                        ? t("chat.answeredBy", { email: chat.assignee })
                        : t("chat.nobody")}
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
  const [handTo, setHandTo] = useState("");
  const handOver = useMutation({
    mutationFn: (to: string) => api.handOverChat(id, to, session.csrfToken),
    onSuccess: (handed) => {
      setHandTo("");
      queryClient.setQueryData(key, handed);
      void queryClient.invalidateQueries({ queryKey: ["chats"] });
    },
  });
  const failure = [send.error, close.error, handOver.error].find(
    (error): error is StaffApiError => error instanceof StaffApiError,
  );

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
      <p className="qs-bo-muted">
        {data.assignee ? t("chat.answeredBy", { email: data.assignee }) : t("chat.nobody")}
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
            {failure && <Notice kind="error">{failure.message}</Notice>}
            {handOver.isSuccess && <Notice kind="done">{t("chat.handedOver")}</Notice>}
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
            <form
              className="qs-bo-inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (handTo.trim()) handOver.mutate(handTo.trim());
              }}
            >
              <Field label={t("chat.handOverTo")}>
                {(props) => (
                  <input
                    {...props}
                    type="email"
                    value={handTo}
                    onChange={(event) => setHandTo(event.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary" disabled={handOver.isPending}>
                {t("chat.handOver")}
              </Button>
            </form>
          </>
        )
      )}
    </section>
  );
}
