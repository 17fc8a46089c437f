import { normalisePonderation } from "@qs/domain/ponderation";
import type { InternalTrafficSettings } from "@qs/visitor-state/internal-traffic-store";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "./internal-traffic-panel.css";

/** The switches the panel lists, in their order. */
export const PANEL_TOGGLES = [
  ["internalTraffic", "staff.internalTraffic"],
  ["forcedRefresh", "staff.forcedRefresh"],
  ["pixelsDisabled", "staff.pixels"],
  ["translationMarkers", "staff.translationMarkers"],
] as const;
export type PanelToggle = (typeof PANEL_TOGGLES)[number][0];

export interface InternalTrafficPanelViewProps {
  settings: InternalTrafficSettings;
  /** The referral's name; the panel says 'Tráfico interno' without one. */
  referrerName: string | null;
  /** The referral toggles rule allows the options (else they are off and locked). */
  showOptions: boolean;
  /** On the comparison route the copy-URL buttons show. */
  onComparison: boolean;
  onToggle: (toggle: PanelToggle, on: boolean) => void;
  onPonderation: (value: number | null) => void;
  onCopy: (what: "page" | "profile") => Promise<void> | void;
  onDisableReferral: () => void;
  onEnd: () => void;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

/**
 * The floating internal-traffic panel as staff see it (profile spec §2 "Internal-traffic
 * panel", §4, §5): a launcher with the referrer's name or 'Tráfico interno' that opens and
 * closes the panel; inside, the settings switches, the ponderation field (0 to 1, truncated to
 * 3 digits) and, on the comparison route, the copy-URL buttons. When the referral does not
 * allow the options, they are off and a click disables the referral.
 */
export function InternalTrafficPanelView({
  settings,
  referrerName,
  showOptions,
  onComparison,
  onToggle,
  onPonderation,
  onCopy,
  onDisableReferral,
  onEnd,
  defaultOpen = false,
}: InternalTrafficPanelViewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [ponderation, setPonderation] = useState(
    settings.ponderation === null ? "" : String(settings.ponderation),
  );
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const ponderationId = useId();
  const label = referrerName
    ? t("staff.referrer", { name: referrerName })
    : t("staff.internalLabel");

  const commitPonderation = (raw: string) => {
    const value = normalisePonderation(raw);
    setPonderation(value === null ? "" : String(value));
    onPonderation(value);
  };
  const copy = async (what: "page" | "profile") => {
    await onCopy(what);
    setCopied(true);
  };

  return (
    <aside className="qs-staff-panel" aria-label={t("staff.panelLabel")}>
      <button
        type="button"
        className="qs-staff-panel__launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⚙</span> {label}
        <span className="qs-staff-panel__sr"> {open ? t("staff.close") : t("staff.open")}</span>
      </button>
      {open && (
        <section id={panelId} className="qs-staff-panel__body" aria-labelledby={titleId}>
          <h2 id={titleId}>{label}</h2>
          {showOptions ? (
            <>
              <fieldset className="qs-staff-panel__toggles">
                <legend>{t("staff.settings")}</legend>
                {PANEL_TOGGLES.map(([toggle, text]) => (
                  <label key={toggle}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={settings[toggle]}
                      checked={settings[toggle]}
                      onChange={(event) => onToggle(toggle, event.target.checked)}
                    />
                    {t(text)}
                  </label>
                ))}
              </fieldset>
              <label htmlFor={ponderationId} className="qs-staff-panel__field">
                {t("staff.ponderation")}
              </label>
              <input
                id={ponderationId}
                className="qs-staff-panel__number"
                type="number"
                inputMode="decimal"
                min={0}
                max={1}
                step={0.001}
                value={ponderation}
                onChange={(event) => setPonderation(event.target.value)}
                onBlur={(event) => commitPonderation(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") commitPonderation(event.currentTarget.value);
                }}
              />
            </>
          ) : (
            <button type="button" className="qs-staff-panel__locked" onClick={onDisableReferral}>
              {t("staff.referralLocked")} <strong>{t("staff.disableReferral")}</strong>
            </button>
          )}
          {onComparison && (
            <div className="qs-staff-panel__copy">
              <h3>{t("staff.copyTitle")}</h3>
              <button type="button" onClick={() => copy("page")}>
                {t("staff.copyComparison")}
              </button>
              <button type="button" onClick={() => copy("profile")}>
                {t("staff.copyWithProfile")}
              </button>
              {copied && <p role="status">{t("staff.copied")}</p>}
            </div>
          )}
          <button type="button" className="qs-staff-panel__end" onClick={onEnd}>
            {t("staff.endSession")}
          </button>
        </section>
      )}
    </aside>
  );
}
