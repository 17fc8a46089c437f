import type { LeadTimelineEntry } from "@qs/domain/api/back-office";
import { formatCodedAmount } from "@qs/domain/format-money";
import { useTranslation } from "react-i18next";

/**
 * A lead's life, oldest first, as the API tells it: how it arrived (page, where the visitor
 * came from, campaign, referral, consent version), each assignment and status change with
 * who made it ('automático' when the product did), its orders and payments, the e-mails
 * written to it with their delivery state, and its chats.
 */
export function LeadTimeline({ entries }: { entries: readonly LeadTimelineEntry[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  const money = (amount: number, currency: string) =>
    formatCodedAmount(amount, currency, i18n.language);
  const by = (actor: string | null) =>
    actor === null ? t("timeline.system") : t("timeline.by", { email: actor });

  function lines(entry: LeadTimelineEntry): string[] {
    switch (entry.kind) {
      case "created":
        return [
          t("timeline.created", { origin: t(`origins.${entry.origin}`, entry.origin) }),
          entry.page && t("timeline.page", { page: entry.page }),
          entry.arrivedFrom && t("timeline.arrivedFrom", { from: entry.arrivedFrom }),
          Object.keys(entry.campaign).length > 0 &&
            t("timeline.campaign", {
              tags: Object.entries(entry.campaign)
                .map(([key, value]) => `${key}=${value}`)
                .join(", "),
            }),
          entry.referral && t("timeline.referral", { email: entry.referral }),
          entry.consentVersion && t("timeline.consent", { version: entry.consentVersion }),
        ].filter((line): line is string => typeof line === "string" && line !== "");
      case "status":
        return [
          t("timeline.status", {
            status: [entry.status.name, entry.subStatus?.name, entry.failureReason?.name]
              .filter(Boolean)
              .join(" · "),
          }),
          by(entry.actor),
        ];
      case "assignment":
        return [
          entry.assignee === null
            ? t("timeline.unassigned")
            : t("timeline.assigned", { email: entry.assignee }),
          by(entry.actor),
        ];
      case "order":
        return [
          t("timeline.order", {
            number: entry.number,
            amount: money(entry.amount, entry.currency),
          }),
        ];
      case "payment":
        return [t("timeline.payment", { number: entry.number })];
      case "mail":
        return [
          t("timeline.mail", { subject: entry.subject }),
          t(`timeline.mailStates.${entry.state}`),
        ];
      case "chat":
        return [
          t("timeline.chat", { count: entry.messages }),
          entry.closedAt ? t("timeline.chatClosed") : t("timeline.chatOpen"),
        ];
    }
  }

  return (
    <section className="qs-bo-card" aria-labelledby="lead-timeline">
      <h2 id="lead-timeline">{t("timeline.title")}</h2>
      <ol className="qs-bo-timeline">
        {entries.map((entry, index) => {
          const [first, ...rest] = lines(entry);
          return (
            <li key={`${entry.kind}-${entry.at}-${index}`} data-kind={entry.kind}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              <span>
                <strong>{first}</strong>
                {rest.map((line) => (
                  <span key={line} className="qs-bo-timeline-detail">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
