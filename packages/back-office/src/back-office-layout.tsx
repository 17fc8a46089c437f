import { Button } from "@qs/ui/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "./back-office-context";
import { BACK_OFFICE_LANGUAGES, type BackOfficeLanguage } from "./texts";

/** The frame of every signed-in page: who is signed in, the sections, the language, sign-out. */
export function BackOfficeLayout({
  children,
  onSignOut,
  onInbox,
  onChat,
  onAudit,
  onStaff,
  language,
  onLanguage,
}: {
  children: ReactNode;
  onSignOut: () => void;
  onInbox: () => void;
  onChat: () => void;
  onAudit: () => void;
  onStaff: () => void;
  language: BackOfficeLanguage;
  onLanguage: (language: BackOfficeLanguage) => void;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  const canChat = member.permissions.includes("chat:read");
  const canAudit = member.permissions.includes("audit:read");
  const canSeeStaff = member.permissions.includes("staff-user:read");
  return (
    <div className="qs-bo">
      <a className="qs-bo-skip" href="#contenido">
        {t("skip")}
      </a>
      <header className="qs-bo-header">
        <p className="qs-bo-brand">{t("product")}</p>
        <nav aria-label={t("product")}>
          <a
            href="/solicitudes"
            onClick={(event) => {
              event.preventDefault();
              onInbox();
            }}
          >
            {t("header.inbox")}
          </a>
          {canChat && (
            <a
              href="/chat"
              onClick={(event) => {
                event.preventDefault();
                onChat();
              }}
            >
              {t("header.chat")}
            </a>
          )}
          {canAudit && (
            <a
              href="/auditoria"
              onClick={(event) => {
                event.preventDefault();
                onAudit();
              }}
            >
              {t("header.audit")}
            </a>
          )}
          {canSeeStaff && (
            <a
              href="/personal"
              onClick={(event) => {
                event.preventDefault();
                onStaff();
              }}
            >
              {t("header.staff")}
            </a>
          )}
        </nav>
        <p className="qs-bo-who">
          {t("header.signedInAs", { email: member.email, role: member.role })}
        </p>
        <label className="qs-bo-language">
          <span>{t("language")}</span>
          <select
            value={language}
            onChange={(event) => onLanguage(event.target.value as BackOfficeLanguage)}
          >
            {BACK_OFFICE_LANGUAGES.map((each) => (
              <option key={each} value={each}>
                {each.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={onSignOut}>
          {t("header.signOut")}
        </Button>
      </header>
      {children}
    </div>
  );
}
