import { Button } from "@qs/ui/button";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { insurableSummary, PersonLine } from "./insurable-persons";
import type { StoredProfile } from "./profile-store";
import "./profile-forms.css";
import "./shared-profile-dialog.css";

export interface SharedProfileDialogProps {
  /** The profile this browser keeps. */
  mine: StoredProfile;
  /** The different profile the opened link brings. */
  theirs: StoredProfile;
  /** Pets are listed instead of persons. */
  pets?: boolean;
  /** Keeps the stored profile; also Escape and the close button, the choice that loses nothing. */
  onKeep: () => void;
  /** Replaces the stored profile with the link's. */
  onUse: () => void;
}

/**
 * Asked when a shared link brings a profile that differs from the one the visitor keeps:
 * who each profile insures, side by side, and the choice between them. Nothing is replaced
 * until the visitor chooses; a profile from the link is priced only once they agree to the
 * use of their health data, as any profile (see `profile-consent.ts`).
 */
export function SharedProfileDialog({
  mine,
  theirs,
  pets = false,
  onKeep,
  onUse,
}: SharedProfileDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  const people = (profile: StoredProfile) => {
    const { insurable, uninsurable } = insurableSummary(profile, pets);
    const rows = [...insurable, ...uninsurable];
    if (rows.length === 0) return <p>{t("profile.sharedNoPersons")}</p>;
    return (
      <ul>
        {rows.map((row, index) => (
          // The rows have no identity of their own; their order is the profile's.
          <li key={index}>
            <PersonLine row={row} pets={pets} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="qs-pf-modal">
      <div
        ref={ref}
        className="qs-pf-modal__dialog qs-pf-shared"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") onKeep();
        }}
      >
        <header className="qs-pf-modal__header">
          <h2 id={titleId}>{t("profile.sharedTitle")}</h2>
          <button
            type="button"
            className="qs-pf-modal__close"
            aria-label={t("profile.close")}
            onClick={onKeep}
          >
            ×
          </button>
        </header>
        <p id={bodyId} className="qs-pf-modal__explain">
          {t("profile.sharedBody")}
        </p>
        <div className="qs-pf-shared__profiles">
          <section aria-label={t("profile.sharedMine")}>
            <h3>{t("profile.sharedMine")}</h3>
            {people(mine)}
          </section>
          <section aria-label={t("profile.sharedTheirs")}>
            <h3>{t("profile.sharedTheirs")}</h3>
            {people(theirs)}
          </section>
        </div>
        <div className="qs-pf-shared__actions">
          <Button variant="secondary" onClick={onKeep}>
            {t("profile.sharedKeep")}
          </Button>
          <Button onClick={onUse}>{t("profile.sharedUse")}</Button>
        </div>
      </div>
    </div>
  );
}
