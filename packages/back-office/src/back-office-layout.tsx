import type { StaffPermission } from "@qs/domain/staff-access";
import { Button } from "@qs/ui/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "./back-office-context";
import { BACK_OFFICE_LANGUAGES, type BackOfficeLanguage } from "./texts";

/** The back office's sections, in the header's order, with the permission each needs. */
export const BACK_OFFICE_SECTIONS = [
  { path: "/solicitudes", label: "header.inbox", permission: "lead:read" },
  { path: "/chat", label: "header.chat", permission: "chat:read" },
  { path: "/pedidos", label: "header.orders", permission: "payment:read" },
  { path: "/polizas", label: "header.policies", permission: "policy:read" },
  { path: "/correos", label: "header.mail", permission: "admin:unsent-notification:read" },
  { path: "/socios", label: "header.partners", permission: "admin:partner:read" },
  { path: "/auditoria", label: "header.audit", permission: "audit:read" },
  { path: "/personal", label: "header.staff", permission: "staff-user:read" },
] as const satisfies ReadonlyArray<{ path: string; label: string; permission: StaffPermission }>;
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number]["path"];

/**
 * The frame of every signed-in page: who is signed in, the sections the member's role may
 * open, the language, sign-out.
 */
export function BackOfficeLayout({
  children,
  onSignOut,
  onNavigate,
  language,
  onLanguage,
}: {
  children: ReactNode;
  onSignOut: () => void;
  onNavigate: (section: BackOfficeSection) => void;
  language: BackOfficeLanguage;
  onLanguage: (language: BackOfficeLanguage) => void;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <div className="qs-bo">
      <a className="qs-bo-skip" href="#contenido">
        {t("skip")}
      </a>
      <header className="qs-bo-header">
        <p className="qs-bo-brand">{t("product")}</p>
        <nav aria-label={t("product")}>
          {BACK_OFFICE_SECTIONS.filter((section) =>
            member.permissions.includes(section.permission),
          ).map((section) => (
            <a
              key={section.path}
              href={section.path}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(section.path);
              }}
            >
              {t(section.label)}
            </a>
          ))}
        </nav>
        <p className="qs-bo-who">
          {t("header.signedInAs", { email: member.email, role: member.role })}
        </p>
        <LanguageSelect language={language} onLanguage={onLanguage} />
        <Button variant="secondary" onClick={onSignOut}>
          {t("header.signOut")}
        </Button>
      </header>
      {children}
    </div>
  );
}

/** The language of the back office and of the portal, kept in the browser by the app. */
export function LanguageSelect({
  language,
  onLanguage,
}: {
  language: BackOfficeLanguage;
  onLanguage: (language: BackOfficeLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
