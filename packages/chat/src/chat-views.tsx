import { chatTheme } from "@qs/catalogs/chat-widget";
import type { ChatMessage } from "@qs/domain/api/chat";
import {
  CHAT_EMAIL_MESSAGE,
  CHAT_REQUIRED_MESSAGE,
  CHAT_TOPIC_COUNT,
  type ChatPreFormField,
  type ChatPreFormValues,
} from "@qs/domain/api/chat-form";
import type { ConsentText } from "@qs/domain/api/privacy";
import { PrivacyNotice } from "@qs/ui/privacy-notice";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./chat.css";

/**
 * What the chat shows, without any of its behaviour (chat-widget.tsx holds that): the
 * launcher, the panel (20rem wide, in the brand's blue: reference-data spec §9), the pre-form
 * and the conversation. Stories render each state from these.
 */

/** The spec's Spanish messages, shown in the visitor's language. */
function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    if (message === CHAT_REQUIRED_MESSAGE) return t("chat.required");
    if (message === CHAT_EMAIL_MESSAGE) return t("chat.invalidEmail");
    return message;
  };
}

export function ChatLauncher({ onOpen, unread }: { onOpen: () => void; unread: number }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="qs-chat-launcher" onClick={onOpen} aria-haspopup="dialog">
      {/* An icon drawn here, not an emoji: a browser without an emoji font shows a box. */}
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"
        />
      </svg>
      <span className="qs-chat-launcher__label">{t("chat.launcher")}</span>
      {unread > 0 ? (
        <span className="qs-chat-launcher__badge">
          <span className="qs-visually-hidden">{t("chat.bellUnread", { count: unread })}</span>
          <span aria-hidden="true">{unread}</span>
        </span>
      ) : null}
    </button>
  );
}

export function ChatPanel({
  onMinimize,
  children,
}: {
  onMinimize: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className="qs-chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={{ width: chatTheme.width }}
      data-chat-theme={chatTheme.color}
    >
      <header className="qs-chat-panel__header">
        <h2 id={titleId}>{t("chat.title")}</h2>
        <button type="button" className="qs-chat-panel__minimize" onClick={onMinimize}>
          <span aria-hidden="true">–</span>
          <span className="qs-visually-hidden">{t("chat.minimize")}</span>
        </button>
      </header>
      <div className="qs-chat-panel__body">{children}</div>
    </section>
  );
}

export interface ChatPreFormProps {
  initial: ChatPreFormValues;
  /** Field messages (the spec's Spanish texts, from the check or from the API). */
  errors: Partial<Record<ChatPreFormField, string>>;
  submitting: boolean;
  /** A failure to start (network, server). */
  failed: boolean;
  /**
   * The chat's privacy notice of the consent registry (purpose `chat`), once it arrived: its
   * whole text unfolds under the notice's sentence, which shows without it too.
   */
  notice?: Pick<ConsentText, "text" | "language"> | null;
  onSubmit: (values: ChatPreFormValues) => void;
}

export function ChatPreForm({
  initial,
  errors,
  submitting,
  failed,
  notice,
  onSubmit,
}: ChatPreFormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [values, setValues] = useState(initial);
  const id = useId();
  const field = (name: ChatPreFormField) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: ChatPreFormField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="qs-chat-form__error">
        {message(errors[name])}
      </p>
    ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form
      method="post"
      className="qs-chat-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
    >
      <p className="qs-chat-form__intro">{t("chat.intro")}</p>
      <label htmlFor={`${id}-name`}>{t("chat.name")}</label>
      <input
        {...field("name")}
        autoComplete="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      {error("name")}
      <label htmlFor={`${id}-email`}>{t("chat.email")}</label>
      <input
        {...field("email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      {error("email")}
      <label htmlFor={`${id}-phone`}>{t("chat.phone")}</label>
      <input
        {...field("phone")}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => setValues({ ...values, phone: e.target.value })}
      />
      {error("phone")}
      <label htmlFor={`${id}-topic`}>{t("chat.topic")}</label>
      <select
        {...field("topic")}
        value={values.topic === null ? "" : String(values.topic)}
        onChange={(e) =>
          setValues({ ...values, topic: e.target.value === "" ? null : Number(e.target.value) })
        }
      >
        <option value="">{t("chat.topicPlaceholder")}</option>
        {Array.from({ length: CHAT_TOPIC_COUNT }, (_, index) => (
          <option key={index} value={index}>
            {t(`chat.topic${index}`)}
          </option>
        ))}
      </select>
      {error("topic")}
      {failed ? (
        <p className="qs-chat-form__error" role="alert">
          {t("chat.startError")}
        </p>
      ) : null}
      <PrivacyNotice summary={t("chat.privacyNotice")} text={notice} />
      <button type="submit" className="qs-chat-button" disabled={submitting}>
        {submitting ? t("chat.starting") : t("chat.start")}
      </button>
    </form>
  );
}

export interface ChatConversationProps {
  messages: readonly ChatMessage[];
  ended: boolean;
  sending: boolean;
  sendFailed: boolean;
  /** Resolves true when the message was sent (the field is then emptied). */
  onSend: (body: string) => Promise<boolean> | boolean;
  onEnd: () => void;
  onRestart: () => void;
  /**
   * The conversation's token: a link opens it in 'Mis datos' (see, download, delete). The
   * browser forgets the token once the visitor ends the conversation.
   */
  accessCode?: string | null;
}

export function ChatConversation({
  messages,
  ended,
  sending,
  sendFailed,
  onSend,
  onEnd,
  onRestart,
  accessCode,
}: ChatConversationProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const log = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const list = log.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);
  const author = (message: ChatMessage) =>
    message.author === "visitor"
      ? t("chat.you")
      : message.author === "advisor"
        ? t("chat.advisor")
        : t("chat.notice");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (body === "" || sending) return;
    if (await onSend(body)) setDraft("");
  };
  return (
    <div className="qs-chat-conversation">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; the keyboard reaches it */}
      <div className="qs-chat-log" ref={log} role="log" aria-live="polite" tabIndex={0}>
        {messages.length === 0 ? <p className="qs-chat-log__empty">{t("chat.empty")}</p> : null}
        <ol className="qs-chat-log__list">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`qs-chat-message qs-chat-message--${message.author}`}
              data-author={message.author}
            >
              <span className="qs-chat-message__author">{author(message)}</span>
              <span className="qs-chat-message__body">{message.body}</span>
            </li>
          ))}
        </ol>
      </div>
      {ended ? (
        <div className="qs-chat-ended">
          <p>{t("chat.ended")}</p>
          <button type="button" className="qs-chat-button" onClick={onRestart}>
            {t("chat.restart")}
          </button>
        </div>
      ) : (
        <form method="post" className="qs-chat-compose" onSubmit={submit}>
          <label htmlFor={inputId} className="qs-visually-hidden">
            {t("chat.messageLabel")}
          </label>
          <textarea
            id={inputId}
            rows={2}
            maxLength={2000}
            value={draft}
            placeholder={t("chat.messageLabel")}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          {sendFailed ? (
            <p className="qs-chat-form__error" role="alert">
              {t("chat.sendError")}
            </p>
          ) : null}
          <div className="qs-chat-compose__actions">
            <button type="button" className="qs-chat-link" onClick={onEnd}>
              {t("chat.end")}
            </button>
            <button type="submit" className="qs-chat-button" disabled={sending}>
              {sending ? t("chat.sending") : t("chat.send")}
            </button>
          </div>
        </form>
      )}
      {accessCode ? (
        <PrivacyNotice accessCode={accessCode} myDataLabel={t("chat.myDataLink")} />
      ) : null}
    </div>
  );
}
