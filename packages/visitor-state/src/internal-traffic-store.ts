import { useSyncExternalStore } from "react";

/**
 * Internal-traffic mode (profile spec §2 "Internal-traffic panel", §6 "Internal staff"): a
 * staff member who entered a valid staff token at /internal-traffic gets a floating panel with
 * toggles, forced cache refresh and the missing-translation markers, and the tracking pixels
 * can be switched off for them. The flags live in this browser's localStorage; ordinary
 * visitors have none, and the server renders as an ordinary visitor (server snapshot = off),
 * so the panel only appears after hydration.
 */

/** Stored flag that marks this browser as internal traffic ('true'). */
export const INTERNAL_TRAFFIC_STORAGE_KEY = "qs.internalTraffic";
/** Stored staff settings (JSON of InternalTrafficSettings without the flag above). */
export const INTERNAL_TRAFFIC_SETTINGS_KEY = "qs.internalTrafficSettings";
/**
 * The staff token the session began with, in this tab's sessionStorage only: the API skips its
 * caches (forceRefresh) only for a request that carries it, and a tab closed forgets it.
 */
export const STAFF_TOKEN_SESSION_KEY = "qs.staffToken";

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the staff token this tab's member of staff entered (see STAFF_TOKEN_SESSION_KEY). */
export function rememberStaffToken(token: string): void {
  try {
    tabStorage()?.setItem(STAFF_TOKEN_SESSION_KEY, token);
  } catch {
    // Without storage, forced refresh reaches the API without the token: it is ignored there.
  }
}

export interface InternalTrafficSettings {
  internalTraffic: boolean;
  /** GET requests carry forceRefresh=1 so the API skips its caches. */
  forcedRefresh: boolean;
  /**
   * Tracking pixels must not load for this browser. The sites load no tracking pixel yet: a
   * pixel added later reads this setting before it loads.
   */
  pixelsDisabled: boolean;
  /** Texts without a translation are marked and titled. */
  translationMarkers: boolean;
  /** Ponderation weight between 0 and 1 (3 digits), null when unset. */
  ponderation: number | null;
  /** When the internal-traffic session began (ms since epoch), null when off. */
  startedAt: number | null;
  /** The staff member's e-mail the token belonged to. */
  staffEmail: string | null;
}

export const OFF: InternalTrafficSettings = Object.freeze({
  internalTraffic: false,
  forcedRefresh: false,
  pixelsDisabled: false,
  translationMarkers: false,
  ponderation: null,
  startedAt: null,
  staffEmail: null,
});

const listeners = new Set<() => void>();
let cached: { raw: string; settings: InternalTrafficSettings } | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): InternalTrafficSettings {
  const store = storage();
  if (!store) return OFF;
  let flag: string | null = null;
  let rawSettings: string | null = null;
  try {
    flag = store.getItem(INTERNAL_TRAFFIC_STORAGE_KEY);
    rawSettings = store.getItem(INTERNAL_TRAFFIC_SETTINGS_KEY);
  } catch {
    return OFF;
  }
  const raw = `${flag}|${rawSettings}`;
  if (cached?.raw === raw) return cached.settings;
  let parsed: Partial<InternalTrafficSettings> = {};
  try {
    parsed = rawSettings ? (JSON.parse(rawSettings) as Partial<InternalTrafficSettings>) : {};
  } catch {
    parsed = {};
  }
  const settings: InternalTrafficSettings = {
    internalTraffic: flag === "true",
    forcedRefresh: parsed.forcedRefresh === true,
    pixelsDisabled: parsed.pixelsDisabled === true,
    translationMarkers: parsed.translationMarkers === true,
    ponderation: typeof parsed.ponderation === "number" ? parsed.ponderation : null,
    startedAt: typeof parsed.startedAt === "number" ? parsed.startedAt : null,
    staffEmail: typeof parsed.staffEmail === "string" ? parsed.staffEmail : null,
  };
  cached = { raw, settings };
  return settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === INTERNAL_TRAFFIC_STORAGE_KEY ||
      event.key === INTERNAL_TRAFFIC_SETTINGS_KEY
    ) {
      listener();
    }
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/**
 * The current staff settings (all off on the server or without storage).
 * @internal for tests
 */
export function getInternalTrafficSettings(): InternalTrafficSettings {
  return read();
}

/** Writes the settings and notifies every subscriber. */
export function setInternalTrafficSettings(patch: Partial<InternalTrafficSettings>): void {
  const store = storage();
  if (!store) return;
  const next = { ...read(), ...patch };
  try {
    if (next.internalTraffic) store.setItem(INTERNAL_TRAFFIC_STORAGE_KEY, "true");
    else store.removeItem(INTERNAL_TRAFFIC_STORAGE_KEY);
    const { internalTraffic: _flag, ...rest } = next;
    store.setItem(INTERNAL_TRAFFIC_SETTINGS_KEY, JSON.stringify(rest));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Ends the internal-traffic session: every staff setting goes back to off. */
export function endInternalTraffic(): void {
  const store = storage();
  try {
    store?.removeItem(INTERNAL_TRAFFIC_STORAGE_KEY);
    store?.removeItem(INTERNAL_TRAFFIC_SETTINGS_KEY);
    tabStorage()?.removeItem(STAFF_TOKEN_SESSION_KEY);
  } catch {
    // Nothing stored to clear.
  }
  for (const listener of listeners) listener();
}

/** True when this browser is marked as internal traffic (outside React). */
export function isInternalTraffic(): boolean {
  return read().internalTraffic;
}

/** True when GET requests should bypass the API caches (forceRefresh=1). */
export function isForcedRefresh(): boolean {
  const settings = read();
  return settings.internalTraffic && settings.forcedRefresh;
}

/**
 * The staff token GET requests carry while forced refresh applies (the API honours
 * forceRefresh for staff only); null otherwise, or when this tab has none.
 */
export function forcedRefreshToken(): string | null {
  if (!isForcedRefresh()) return null;
  try {
    return tabStorage()?.getItem(STAFF_TOKEN_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The staff settings, re-rendering on change; all off on the server and at hydration. */
export function useInternalTrafficSettings(): InternalTrafficSettings {
  return useSyncExternalStore(subscribe, read, () => OFF);
}

/** True for internal traffic, after hydration; false on the server. */
export function useInternalTraffic(): boolean {
  return useInternalTrafficSettings().internalTraffic;
}
