import {
  isInternalSessionExpired,
  msUntilInternalSessionExpires,
} from "@qs/domain/internal-session";
import { encodeProfileLink } from "@qs/domain/profile-link";
import { isInternalEmail, referralToggles } from "@qs/domain/referral-toggles";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { readTypedReferralEmail, removeReferral } from "@qs/referral/referral-profile";
import { useCountryConfig } from "@qs/ui/country-config-context";
import {
  endInternalTraffic,
  setInternalTrafficSettings,
  useInternalTrafficSettings,
} from "@qs/visitor-state/internal-traffic-store";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { InternalTrafficPanelView } from "./internal-traffic-panel-view";

/** The comparison route, where the copy-URL buttons show. */
export const COMPARISON_PATH = "/Comparar/Comparacion";

function referralOf(profile: Record<string, unknown> | null): { name?: string; email?: string } {
  const referral = profile?.referido;
  return typeof referral === "object" && referral !== null
    ? (referral as { name?: string; email?: string })
    : {};
}

/** Ends the session and reloads once it is older than 10 hours (now, or when it gets there). */
export function useInternalSessionLimit(
  startedAt: number | null,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): void {
  useEffect(() => {
    const expire = () => {
      endInternalTraffic();
      reload();
    };
    if (isInternalSessionExpired(startedAt, now())) {
      expire();
      return;
    }
    const wait = msUntilInternalSessionExpires(startedAt, now());
    if (wait === null) return;
    const timer = setTimeout(expire, wait);
    return () => clearTimeout(timer);
  }, [startedAt, reload, now]);
}

/**
 * The internal-traffic panel for staff (profile spec §6 "Internal staff": the stored
 * internal-traffic flag, or a referral e-mail at an internal domain). Ordinary visitors get
 * nothing: the server and the first render in the browser see no flag, so it appears only
 * after hydration. The referral toggles rule decides whether the options show; when they
 * don't, every option is switched off.
 */
export function InternalTrafficPanel() {
  const settings = useInternalTrafficSettings();
  const config = useCountryConfig();
  const profile = useStoredProfile(storageKeyFor(config, "persons"));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const referral = referralOf(profile);
  const staffReferral = isInternalEmail(referral.email);
  const visible = settings.internalTraffic || staffReferral;
  const decision = referralToggles({
    referralEmail: referral.email,
    typedEmail: visible ? readTypedReferralEmail() : null,
  });
  const anyOn = settings.forcedRefresh || settings.pixelsDisabled || settings.translationMarkers;

  useInternalSessionLimit(settings.internalTraffic ? settings.startedAt : null);
  useEffect(() => {
    if (visible && decision.disableToggles && anyOn) {
      setInternalTrafficSettings({
        forcedRefresh: false,
        pixelsDisabled: false,
        translationMarkers: false,
      });
    }
  }, [visible, decision.disableToggles, anyOn]);

  if (!visible) return null;
  return (
    <InternalTrafficPanelView
      settings={settings}
      referrerName={referral.name ?? null}
      showOptions={decision.showOptions}
      onComparison={pathname === COMPARISON_PATH}
      onToggle={(toggle, on) => {
        if (toggle === "internalTraffic" && !on) endInternalTraffic();
        else
          setInternalTrafficSettings({
            [toggle]: on,
            ...(toggle === "internalTraffic" ? { startedAt: Date.now() } : {}),
          });
      }}
      onPonderation={(ponderation) => setInternalTrafficSettings({ ponderation })}
      onCopy={async (what) => {
        const url = new URL(window.location.href);
        if (what === "profile" && profile)
          url.searchParams.set("perfil", encodeProfileLink(profile));
        await navigator.clipboard?.writeText(url.toString());
      }}
      onDisableReferral={() => removeReferral(storageKeyFor(config, "persons"))}
      onEnd={endInternalTraffic}
    />
  );
}
