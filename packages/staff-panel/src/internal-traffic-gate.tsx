import { isInternalEmail } from "@qs/domain/referral-toggles";
import { withTexts } from "@qs/i18n/texts";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useInternalTrafficSettings } from "@qs/visitor-state/internal-traffic-store";
import { lazy, Suspense } from "react";

const InternalTrafficPanel = lazy(() =>
  withTexts(import("./internal-traffic-panel"), "pages").then((module) => ({
    default: module.InternalTrafficPanel,
  })),
);

/**
 * Where every page keeps the internal-traffic panel: it loads the panel's code only for a
 * browser where staff turned internal traffic on, or whose stored referral is an internal
 * e-mail (the panel's own condition, profile spec §6), so ordinary visitors never download it
 * nor its texts.
 */
export function InternalTrafficGate() {
  const settings = useInternalTrafficSettings();
  const config = useCountryConfig();
  const profile = useStoredProfile(storageKeyFor(config, "persons"));
  const referral = profile?.referido;
  const email =
    typeof referral === "object" && referral !== null
      ? (referral as { email?: unknown }).email
      : undefined;
  if (!settings.internalTraffic && !isInternalEmail(typeof email === "string" ? email : undefined))
    return null;
  return (
    <Suspense fallback={null}>
      <InternalTrafficPanel />
    </Suspense>
  );
}
