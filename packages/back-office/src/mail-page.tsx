import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { StaffApiError } from "./staff-api";

/**
 * The mail outbox of one address, newest first: each message's subject, text (its private
 * links written '[enlace privado]', so nothing here lets staff act as the customer), when it
 * was written and sent, and its delivery state (queued, retrying with the attempts, the mail
 * server's last refusal and the next try, sent, failed, dropped).
 */
export function MailPage({
  to,
  onSearch,
}: {
  to: string | undefined;
  onSearch: (to: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const [draft, setDraft] = useState(to ?? "");
  const mail = useQuery({
    queryKey: ["mail", to],
    queryFn: () => api.mail(to ?? ""),
    enabled: Boolean(to),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });

  function search(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) onSearch(draft.trim());
  }

  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("mail.title")}</h1>
      <form className="qs-bo-inline-form" onSubmit={search} aria-label={t("mail.title")}>
        <Field label={t("mail.address")}>
          {(props) => (
            <input
              {...props}
              type="email"
              required
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit">{t("mail.search")}</Button>
      </form>
      {!to ? (
        <p className="qs-bo-muted">{t("mail.hint")}</p>
      ) : mail.isPending ? (
        <Spinner label={t("mail.loading")} />
      ) : mail.isError ? (
        <Notice kind="error">
          {mail.error instanceof StaffApiError && mail.error.message
            ? mail.error.message
            : t("mail.error")}
        </Notice>
      ) : mail.data.length === 0 ? (
        <p className="qs-bo-empty">{t("mail.empty")}</p>
      ) : (
        <ol className="qs-bo-mail">
          {mail.data.map((message, index) => (
            <li key={`${message.createdAt}-${index}`} className="qs-bo-card">
              <h2>{message.subject}</h2>
              <p className="qs-bo-muted">
                <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>{" "}
                · {message.kind} ·{" "}
                <strong className={`qs-bo-mail__state qs-bo-mail__state--${message.state}`}>
                  {t(`timeline.mailStates.${message.state}`)}
                </strong>
                {message.sentAt &&
                  ` · ${t("mail.sentAt", { time: when.format(new Date(message.sentAt)) })}`}
              </p>
              {message.state === "retrying" && (
                <p>
                  {t("mail.retrying", {
                    count: message.attempts,
                    next: message.nextAttemptAt
                      ? when.format(new Date(message.nextAttemptAt))
                      : "—",
                  })}
                  {message.lastError && (
                    <>
                      {" "}
                      <code>{message.lastError}</code>
                    </>
                  )}
                </p>
              )}
              {message.state === "failed" && message.lastError && (
                <p>
                  {t("mail.failed")} <code>{message.lastError}</code>
                </p>
              )}
              <pre className="qs-bo-mail__body">{message.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
