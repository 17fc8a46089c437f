import {
  appendAttribution,
  buildAttributionEntry,
  type LeadAttributionEntry,
  parseAttributionList,
} from "@qs/domain/lead-attribution";

/**
 * The browser's lead-attribution list (profile spec §3, §9): each landing adds an entry, the
 * list is written to localStorage 2 s later (so a bounce right away costs nothing and several
 * records in a row are written once), and forms read it to send as `leadAttributionInfo`.
 */

export const LEAD_ATTRIBUTION_STORAGE_KEY = "qs.leadAttribution";
/** Delay before the list is written (profile spec §3: saved after a 2 s delay). */
export const LEAD_ATTRIBUTION_SAVE_DELAY_MS = 2000;

let pending: LeadAttributionEntry[] | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(): LeadAttributionEntry[] {
  try {
    const raw = storage()?.getItem(LEAD_ATTRIBUTION_STORAGE_KEY);
    return raw ? parseAttributionList(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

function flush(): void {
  timer = null;
  if (!pending) return;
  try {
    storage()?.setItem(LEAD_ATTRIBUTION_STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: attribution is best effort.
  }
  pending = null;
}

/** The entries recorded so far, including one still waiting to be written. */
export function readLeadAttribution(): LeadAttributionEntry[] {
  return pending ?? readStored();
}

/** Records a landing at `location` coming from `referrer`; written after 2 s. */
export function recordLeadAttribution(
  location: Pick<Location, "search">,
  referrer: string,
  cookie: string = typeof document === "undefined" ? "" : document.cookie,
  now: Date = new Date(),
): void {
  const entry = buildAttributionEntry({ search: location.search, referrer, cookie, now });
  pending = appendAttribution(readLeadAttribution(), entry);
  if (timer) clearTimeout(timer);
  timer = setTimeout(flush, LEAD_ATTRIBUTION_SAVE_DELAY_MS);
}
