import { useSyncExternalStore } from "react";

/**
 * The product's one mobile breakpoint (profile spec §9): below 992 px the listing is forced to
 * grid, the price tooltip opens on click, and the detail shows its mobile tab bar.
 */
export const MOBILE_QUERY = "(max-width: 991px)";

function subscribe(callback: () => void) {
  const media = globalThis.matchMedia?.(MOBILE_QUERY);
  media?.addEventListener?.("change", callback);
  return () => media?.removeEventListener?.("change", callback);
}

/**
 * Whether the window is below 992 px now: for an event handler, which reads it when the
 * visitor acts instead of rendering again each time the window crosses the breakpoint.
 */
export function isMobileNow(): boolean {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

/** True below 992 px; follows the window as it resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
