import { useCountryConfig } from "@qs/ui/country-config-context";
import { useMatches, useRouter, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_PROFILE_EVENT, type OpenProfileDetail } from "./profile-events";
import {
  addressWithoutPerfil,
  keepsPerfilInAddress,
  PERFIL_REMOVAL_MS,
  perfilValue,
  readPerfil,
} from "./profile-link-reader";
import { profileStore } from "./profile-store";

const ProfileModal = lazy(() =>
  import("./profile-modal").then((module) => ({ default: module.ProfileModal })),
);

export interface ProfileModalHostProps {
  /** Product type used when the modal opens without a product (the site's main comparator). */
  defaultProductType: string;
  partner?: boolean;
}

/**
 * Reads a profile from the address (`perfil` query parameter or fragment): a valid one is
 * saved under the site's key and removed from the address after 1 s, unless route data
 * replaceUrl is 'false'. A broken value is ignored.
 */
export function usePerfilLink(): void {
  const router = useRouter();
  const config = useCountryConfig();
  const matches = useMatches();
  const keep = keepsPerfilInAddress(matches);
  // Re-read the address whenever the router moves.
  useRouterState({ select: (state) => state.location.href });
  const location = router.history.location;
  const found = perfilValue({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  });
  const value = found?.value ?? null;
  const from = found?.from ?? "query";

  useEffect(() => {
    if (!value) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void readPerfil(value).then((profile) => {
      if (cancelled || !profile) return;
      profileStore(config.storageKeys.profile).getState().save(profile);
      if (keep) return;
      timer = setTimeout(() => {
        const current = router.history.location;
        router.history.replace(
          addressWithoutPerfil(
            { pathname: current.pathname, search: current.search, hash: current.hash },
            from,
          ),
        );
      }, PERFIL_REMOVAL_MS);
    });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [value, from, keep, router, config.storageKeys.profile]);
}

/**
 * Mounted once per site: opens the profile modal when 'Ingresa tu perfil' is pressed
 * anywhere, and reads a `perfil` link. The modal's code loads on first use.
 */
export function ProfileModalHost({ defaultProductType, partner = false }: ProfileModalHostProps) {
  const [productType, setProductType] = useState<string | null>(null);
  usePerfilLink();
  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<OpenProfileDetail | null>).detail;
      setProductType(detail?.insuranceType?.name || defaultProductType);
    };
    window.addEventListener(OPEN_PROFILE_EVENT, open);
    return () => window.removeEventListener(OPEN_PROFILE_EVENT, open);
  }, [defaultProductType]);
  if (!productType) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModal
        productTypeName={productType}
        partner={partner}
        onClose={() => setProductType(null)}
      />
    </Suspense>
  );
}
