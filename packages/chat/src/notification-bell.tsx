import { useTranslation } from "react-i18next";
import { chatStore, unreadCount, useChatHiddenByPartner, useChatState } from "./chat-store";
import "./chat.css";

/**
 * The header's bell: the advisor's replies the visitor has not read yet. It shows once the
 * chat is offered (after the page has loaded in the browser) and opens the chat, which marks
 * those replies read. Its place is kept from the server's render until the page knows, so the
 * header never shifts when it appears; it goes only where the chat is not offered. The site-wide notification of the spec's §6 is not wired: no API
 * serves one yet.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const hiddenByPartner = useChatHiddenByPartner();
  const chat = useChatState();
  if (chat.offered === false || hiddenByPartner) return null;
  // Until the page knows whether the chat is offered (on the server, and until the browser
  // asks), an empty box keeps the bell's place so the header does not move when it appears.
  if (chat.offered === null)
    return <span className="qs-bell qs-bell--pending" aria-hidden="true" />;
  const unread = unreadCount(chat.messages);
  return (
    <button
      type="button"
      className="qs-bell"
      aria-label={unread > 0 ? t("chat.bellUnread", { count: unread }) : t("chat.bell")}
      onClick={() => chatStore.setOpen(true)}
      data-unread={unread}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 ? (
        <span className="qs-bell__badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </button>
  );
}
