import { ApiError } from "@qs/api-client/api-client";
import { getStaffMember } from "@qs/api-client/get-staff-member";
import type { StaffMe } from "@qs/domain/api/back-office";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import {
  endInternalTraffic,
  type InternalTrafficSettings,
  rememberStaffToken,
  setInternalTrafficSettings,
  useInternalTrafficSettings,
} from "@qs/visitor-state/internal-traffic-store";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "@qs/ui/pages.css";
import "./staff-entry-page.css";

/** The three staff settings the specs' paths switch (profile spec §2 "Internal flags"). */
export type StaffSetting = "internalTraffic" | "forcedRefresh" | "pixels";

const TITLES: Record<StaffSetting, string> = {
  internalTraffic: "staff.entryInternalTraffic",
  forcedRefresh: "staff.entryForcedRefresh",
  pixels: "staff.entryPixels",
};

/** Whether a setting is on in these settings. */
export function settingIsOn(setting: StaffSetting, settings: InternalTrafficSettings): boolean {
  if (setting === "internalTraffic") return settings.internalTraffic;
  if (setting === "forcedRefresh") return settings.internalTraffic && settings.forcedRefresh;
  return settings.pixelsDisabled;
}

/**
 * Switches a setting for the member of staff `member`. Internal traffic starts a session (the
 * 10-hour limit counts from now); forced refresh applies to internal traffic, so turning it on
 * starts that session too; the pixels switch stands alone.
 */
export function switchSetting(
  setting: StaffSetting,
  on: boolean,
  member: StaffMe,
  now: number = Date.now(),
  current: InternalTrafficSettings,
): void {
  const session = current.internalTraffic
    ? {}
    : { internalTraffic: true, startedAt: now, staffEmail: member.email };
  if (setting === "internalTraffic") {
    if (on)
      setInternalTrafficSettings({
        internalTraffic: true,
        startedAt: now,
        staffEmail: member.email,
      });
    else endInternalTraffic();
  } else if (setting === "forcedRefresh") {
    setInternalTrafficSettings(on ? { ...session, forcedRefresh: true } : { forcedRefresh: false });
  } else {
    setInternalTrafficSettings({ pixelsDisabled: on });
  }
}

export interface StaffEntryPageProps {
  setting: StaffSetting;
  /** Checks a staff token (GET /api/back-office/me unless given). */
  check?: (token: string) => Promise<StaffMe>;
}

/**
 * /internal-traffic, /forced-refresh and /pixels: a member of staff enters their staff token,
 * the API checks it, and the setting switches in this browser, then the site goes home. The
 * token is never stored. A wrong token shows the API's Spanish message and changes nothing;
 * ordinary visitors who never enter one see the site as always.
 */
export function StaffEntryPage({ setting, check }: StaffEntryPageProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const api = useApiClient();
  const navigate = useNavigate();
  const settings = useInternalTrafficSettings();
  const on = settingIsOn(setting, settings);
  const [token, setToken] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tokenId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (token.trim() === "") {
      setError(t("staff.tokenRequired"));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const member = await (check ?? ((value: string) => getStaffMember(api, value)))(token.trim());
      if (!on) rememberStaffToken(token.trim());
      switchSetting(setting, !on, member, Date.now(), settings);
      await navigate({ to: "/" });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.body?.error
          ? failure.body.error
          : t("staff.failure"),
      );
      setChecking(false);
    }
  };

  return (
    <section className="qs-container qs-page qs-staff-entry" aria-labelledby="qs-staff-entry-title">
      <PageMeta
        title={t(TITLES[setting])}
        brand={config.brand}
        description={t("staff.entryIntro")}
      />
      <meta name="robots" content="noindex" />
      <h1 id="qs-staff-entry-title">{t(TITLES[setting])}</h1>
      <p className="qs-page__lead">{t("staff.entryIntro")}</p>
      <p className="qs-staff-entry__state" data-state={on ? "on" : "off"}>
        {on ? t("staff.stateOn") : t("staff.stateOff")}
      </p>
      <form method="post" className="qs-staff-entry__form" noValidate onSubmit={submit}>
        <label htmlFor={tokenId}>{t("staff.tokenLabel")}</label>
        <input
          id={tokenId}
          type="password"
          autoComplete="off"
          value={token}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        {error && (
          <p id={errorId} className="qs-staff-entry__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={checking}>
          {checking ? t("staff.checking") : on ? t("staff.turnOff") : t("staff.turnOn")}
        </Button>
      </form>
    </section>
  );
}

/** /internal-traffic */
export function InternalTrafficPage() {
  return <StaffEntryPage setting="internalTraffic" />;
}

/** /forced-refresh */
export function ForcedRefreshPage() {
  return <StaffEntryPage setting="forcedRefresh" />;
}

/** /pixels */
export function PixelsPage() {
  return <StaffEntryPage setting="pixels" />;
}
