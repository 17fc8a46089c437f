import type { ConsentText } from "@qs/domain/api/privacy";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "./privacy-notice.css";

export interface PrivacyNoticeProps {
  /** The notice in a few words, in the page's language (its first layer). */
  summary?: string;
  /**
   * The whole text of the consent registry (GET /api/consents/current), shown folded once it
   * has arrived: the version the server records is the one the visitor can read here.
   */
  text?: Pick<ConsentText, "text" | "language"> | null;
  /**
   * The access code of what the visitor just started (a chat conversation, a purchase): a
   * link opens 'Mis datos' with it in the address fragment, which no server receives.
   */
  accessCode?: string | null;
  /** Text of that link. */
  myDataLabel?: string;
  className?: string;
}

/**
 * The privacy notice beside a form whose data is processed without a box to tick (the
 * chat's pre-form, the online purchase): what it is for in a sentence, the registry's whole
 * text to unfold, and the way to 'Mis datos' for what was just started.
 */
export function PrivacyNotice({
  summary,
  text,
  accessCode,
  myDataLabel,
  className,
}: PrivacyNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={["qs-privacy-notice", className].filter(Boolean).join(" ")}>
      {summary ? <p className="qs-privacy-notice__summary">{summary}</p> : null}
      {text?.text ? (
        <details className="qs-privacy-notice__details">
          <summary>{t("privacyNotice.readFull")}</summary>
          <div className="qs-privacy-notice__text" lang={text.language}>
            {text.text.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      ) : null}
      {accessCode && myDataLabel ? (
        <p className="qs-privacy-notice__link">
          <Link to="/mis-datos" hash={`codigo=${accessCode}`} target="_blank" rel="noopener">
            {myDataLabel}
            <span className="qs-visually-hidden"> {t("privacyNotice.newTab")}</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
