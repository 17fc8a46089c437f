import { getReferralAdvisor } from "@qs/api-client/get-referral-advisor";
import { storageKeyFor } from "@qs/profile-forms/profile-store";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { OPEN_REFERRAL_EVENT, type OpenReferralDetail } from "@qs/visitor-state/referral-events";
import { lazy, Suspense, useEffect, useState } from "react";
import { removeReferral, saveReferral } from "./referral-profile";

const ReferralDialog = lazy(() =>
  import("./referral-dialog").then((module) => ({ default: module.ReferralDialog })),
);

/**
 * Mounts the referral-advisor dialog when the footer's button or the referral page asks for
 * it (OPEN_REFERRAL_EVENT): the lookup goes to the API, a found advisor is saved as the
 * profile's referral, and a failed lookup removes any referral kept (profile spec §4, §8).
 */
export function ReferralDialogHost() {
  const [open, setOpen] = useState<{ closable: boolean } | null>(null);
  const api = useApiClient();
  const config = useCountryConfig();
  const key = storageKeyFor(config, "persons");

  useEffect(() => {
    const show = (event: Event) => {
      const detail = (event as CustomEvent<OpenReferralDetail | null>).detail;
      setOpen({ closable: detail?.closable !== false });
    };
    window.addEventListener(OPEN_REFERRAL_EVENT, show);
    return () => window.removeEventListener(OPEN_REFERRAL_EVENT, show);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReferralDialog
        closable={open.closable}
        portalUrl={config.clientPortalUrl}
        lookup={(email) => getReferralAdvisor(api, email)}
        onFound={(advisor, typed) => saveReferral(key, advisor, typed)}
        onNotFound={() => removeReferral(key)}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}
