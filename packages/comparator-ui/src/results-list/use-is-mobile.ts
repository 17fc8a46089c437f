import { useSyncExternalStore } from "react";

/** Mobile breakpoint of the listing: below 992 px the view is forced to grid (profile spec §9). */
export const MOBILE_QUERY = "(max-width: 991px)";

function subscribe(callback: () => void) {
  const media = globalThis.matchMedia?.(MOBILE_QUERY);
  media?.addEventListener?.("change", callback);
  return () => media?.removeEventListener?.("change", callback);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false,
    () => false,
  );
}
