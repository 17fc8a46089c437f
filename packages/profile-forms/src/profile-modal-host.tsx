import { withTexts } from "@qs/i18n/texts";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePartner } from "@qs/ui/partner-context";
import { useMatches, useRouter, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { profileKindOf } from "./product-kind";
import { OPEN_PROFILE_EVENT, type OpenProfileDetail } from "./profile-events";
import {
  addressWithoutPerfil,
  addressWithoutProfileDialog,
  keepsPerfilInAddress,
  PERFIL_REMOVAL_MS,
  perfilValue,
  productTypeValue,
  profileDialogValue,
  readPerfil,
} from "./profile-link-reader";
import { profileStore, type StoredProfile, storageKeyFor } from "./profile-store";

// Each dialog's code arrives with its texts, so it never shows before its words.
const ProfileModal = lazy(() =>
  withTexts(import("./profile-modal"), "profileDialog").then((module) => ({
    default: module.ProfileModal,
  })),
);
const SharedProfileDialog = lazy(() =>
  withTexts(import("./shared-profile-dialog"), "profileDialog").then((module) => ({
    default: module.SharedProfileDialog,
  })),
);

/** A link's profile that differs from the one kept under `key`, waiting for the visitor. */
export interface PendingSharedProfile {
  key: string;
  profile: StoredProfile;
  pets: boolean;
}

export interface ProfileModalHostProps {
  /** Product type used when the modal opens without a product (the site's main comparator). */
  defaultProductType: string;
  partner?: boolean;
}

/**
 * Reads a profile from the address (`perfil` query parameter or fragment) and removes it from
 * the address after 1 s, unless route data replaceUrl is 'false'. A valid one is saved under
 * the key of the profile its `productType` uses (the persons' key without one); when the
 * visitor already keeps a different profile there, it waits in `pending` for their choice
 * (`keepStored` or `replaceWithShared`), and the same profile changes nothing. A broken value is ignored.
 */
export function usePerfilLink(): {
  pending: PendingSharedProfile | null;
  keepStored: () => void;
  replaceWithShared: () => void;
} {
  const [pending, setPending] = useState<PendingSharedProfile | null>(null);
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
  const productType = productTypeValue(location);

  useEffect(() => {
    if (!value) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void Promise.all([readPerfil(value), import("@qs/domain/shared-profile")]).then(
      ([profile, { sharedProfileChoice }]) => {
        if (cancelled || !profile) return;
        const kind = profileKindOf(productType);
        const key = storageKeyFor(config, kind);
        const store = profileStore(key).getState();
        const choice = sharedProfileChoice(store.profile, profile);
        if (choice === "save") store.save(profile);
        if (choice === "ask") setPending({ key, profile, pets: kind === "pets" });
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
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [value, from, productType, keep, router, config]);

  return {
    pending,
    keepStored: () => setPending(null),
    replaceWithShared: () => {
      if (pending) profileStore(pending.key).getState().save(pending.profile);
      setPending(null);
    },
  };
}

/**
 * Mounted once per site: opens the profile modal when 'Ingresa tu perfil' is pressed
 * anywhere, and reads a `perfil` link, asking before its profile replaces a different one.
 * The modal's and the question's code load on first use.
 */
export function ProfileModalHost({ defaultProductType, partner: asked }: ProfileModalHostProps) {
  // On a partner's subdomain or iframe the dependants are 'beneficiarios' (profile spec §3).
  const partnerVisit = usePartner() !== null;
  const partner = asked ?? partnerVisit;
  const [productType, setProductType] = useState<string | null>(null);
  const shared = usePerfilLink();
  const router = useRouter();
  // The dialog's own address (`ingresa-perfil`) opens it, whenever the router arrives there.
  const fromAddress = useRouterState({
    select: (state) => profileDialogValue({ search: state.location.searchStr }),
  });
  useEffect(() => {
    if (fromAddress !== null) setProductType(fromAddress || defaultProductType);
  }, [fromAddress, defaultProductType]);
  const close = () => {
    setProductType(null);
    const current = router.history.location;
    if (profileDialogValue(current) === null) return;
    router.history.replace(
      addressWithoutProfileDialog({
        pathname: current.pathname,
        search: current.search,
        hash: current.hash,
      }),
    );
  };
  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<OpenProfileDetail | null>).detail;
      setProductType(detail?.insuranceType?.name || defaultProductType);
    };
    window.addEventListener(OPEN_PROFILE_EVENT, open);
    return () => window.removeEventListener(OPEN_PROFILE_EVENT, open);
  }, [defaultProductType]);
  const mine = shared.pending ? profileStore(shared.pending.key).getState().profile : null;
  if (!productType && !(shared.pending && mine)) return null;
  return (
    <Suspense fallback={null}>
      {shared.pending && mine && (
        <SharedProfileDialog
          mine={mine}
          theirs={shared.pending.profile}
          pets={shared.pending.pets}
          onKeep={shared.keepStored}
          onUse={shared.replaceWithShared}
        />
      )}
      {productType && (
        <ProfileModal productTypeName={productType} partner={partner} onClose={close} />
      )}
    </Suspense>
  );
}
