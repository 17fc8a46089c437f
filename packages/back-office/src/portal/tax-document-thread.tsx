import {
  newTaxDocumentCommentSchema,
  TAX_COMMENT_MAX_LENGTH,
  type TaxDocumentComment,
} from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, Notice } from "../field";
import { StaffApiError, UNREACHABLE } from "../staff-api";
import { LoadFailed } from "./policy-parts";

/**
 * A paid period's tax document and what was said about it: the company's messages and the
 * team's answers, oldest first, each with who and when, and a box to write in (for whoever
 * may). The portal and the back office show the same thread, each from its own side
 * (`viewer`): one's own messages sit on the right.
 */

interface ThreadProps {
  period: number;
  viewer: "client" | "staff";
  /** Where the thread is kept in the query cache. */
  queryKey: readonly unknown[];
  load: () => Promise<TaxDocumentComment[]>;
  /** Writes in the thread and answers it whole; absent: the thread is read only. */
  send?: ((body: string) => Promise<TaxDocumentComment[]>) | undefined;
}

const when = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );

/** The thread itself: its messages and, when it may be written in, the box. */
export function TaxDocumentThread({ period, viewer, queryKey, load, send }: ThreadProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery({ queryKey, queryFn: load });
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const write = useMutation({
    mutationFn: (body: string) => (send ? send(body) : Promise.resolve([])),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      setDraft("");
      setSent(true);
    },
    onError: (error) => {
      // A comment refused for its text (empty, too long) is said beside the box.
      if (error instanceof StaffApiError && error.status === 400) setProblem(error.message);
    },
  });
  const refusal =
    write.error instanceof StaffApiError && write.error.status !== 400 ? write.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    setSent(false);
    const checked = newTaxDocumentCommentSchema.safeParse({ body: draft });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    write.mutate(checked.data.body);
  };

  return (
    <div className="qs-bo-thread">
      {thread.isPending && <p role="status">{t("portal.loading")}</p>}
      {thread.isError && <LoadFailed error={thread.error} />}
      {thread.data?.length === 0 && <p className="qs-bo-muted">{t("portal.thread.empty")}</p>}
      {thread.data && thread.data.length > 0 && (
        <ol className="qs-bo-thread__messages" aria-label={t("portal.thread.label", { period })}>
          {thread.data.map((comment) => (
            <li
              key={comment.id}
              className={`qs-bo-thread__message${comment.author === viewer ? " qs-bo-thread__message--own" : ""}`}
            >
              <span className="qs-bo-thread__author">
                {/* A company's message names its writer and says it is the company's; the
                    team's answers are signed by the team alone, in the reader's language. */}
                {comment.author === "client" ? (
                  <>
                    <strong>{comment.name}</strong> · {t("portal.thread.client")}
                  </>
                ) : (
                  <strong>{t("portal.thread.team")}</strong>
                )}{" "}
                · <time dateTime={comment.at}>{when(i18n.language, comment.at)}</time>
              </span>
              <p>{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {send && thread.data && (
        <form className="qs-bo-thread__reply" onSubmit={submit} noValidate>
          {refusal && (
            <Notice kind="error">
              {refusal.status === UNREACHABLE ? t("portal.unreachable") : refusal.message}
            </Notice>
          )}
          {sent && <Notice kind="done">{t("portal.thread.sent")}</Notice>}
          <Field
            label={viewer === "client" ? t("portal.thread.yours") : t("portal.thread.answer")}
            hint={t("portal.thread.hint", {
              max: new Intl.NumberFormat(i18n.language).format(TAX_COMMENT_MAX_LENGTH),
            })}
            error={problem ?? undefined}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                maxLength={TAX_COMMENT_MAX_LENGTH}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </Field>
          <div className="qs-bo-actions">
            <Button type="submit" aria-busy={write.isPending || undefined}>
              {write.isPending ? t("portal.thread.sending") : t("portal.thread.send")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The thread of one paid period behind a disclosure ('Comentarios del período 1'): read only
 * once it is opened.
 */
export function TaxDocumentComments(props: ThreadProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="qs-bo-disclosure"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t("portal.thread.title", { period: props.period })}</summary>
      {open && <TaxDocumentThread {...props} />}
    </details>
  );
}
