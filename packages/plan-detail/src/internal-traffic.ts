/** Stored flag that marks this browser as internal traffic (staff). */
export const INTERNAL_TRAFFIC_STORAGE_KEY = "qs.internalTraffic";

/** True when the internal-traffic flag is stored as 'true'. */
export function isInternalTraffic(
  storage: Pick<Storage, "getItem"> | null = safeStorage(),
): boolean {
  try {
    return storage?.getItem(INTERNAL_TRAFFIC_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
