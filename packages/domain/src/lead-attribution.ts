import type { z } from "zod";
import {
  LEAD_ATTRIBUTION_MAX_ENTRIES,
  leadAttributionEntrySchema,
  marketingParameters,
  referrerPage,
} from "./lead";

/**
 * Lead attribution (profile spec §3 "Lead attribution entry", §9 "Lead attribution entries"):
 * each landing on the site records where the visitor came from (referrer, date, the landing's
 * URL parameters and the Google Analytics client id), the newest 100 are kept in the browser,
 * and the list travels with the contact and plan requests as `leadAttributionInfo`.
 */

export { leadAttributionEntrySchema };
export type LeadAttributionEntry = z.infer<typeof leadAttributionEntrySchema>;

/** How many entries the browser keeps; the oldest is dropped first. */
export const LEAD_ATTRIBUTION_LIMIT = LEAD_ATTRIBUTION_MAX_ENTRIES;

/** The list with `entry` appended, trimmed to the newest LEAD_ATTRIBUTION_LIMIT entries. */
export function appendAttribution(
  entries: readonly LeadAttributionEntry[],
  entry: LeadAttributionEntry,
): LeadAttributionEntry[] {
  const next = [...entries, entry];
  return next.length > LEAD_ATTRIBUTION_LIMIT ? next.slice(-LEAD_ATTRIBUTION_LIMIT) : next;
}

/** The GA client id ("123.456") from a `_ga` cookie value such as "GA1.2.123.456". */
export function gaClientId(cookieHeader: string): string | null {
  const match = /(?:^|;\s*)_ga=([^;]*)/.exec(cookieHeader);
  if (!match?.[1]) return null;
  const parts = decodeURIComponent(match[1]).split(".");
  return parts.length >= 4 ? parts.slice(-2).join(".") : null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

/** The parameters of a query string ("?a=1&b=2"), the last value of a repeated key winning. */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    if (key) params[key] = at < 0 ? "" : decode(pair.slice(at + 1));
  }
  return params;
}

/**
 * The entry for a landing: the referrer's page (null when empty), ISO date, the landing's
 * marketing parameters (never a token, a profile or a credential), GA id.
 */
export function buildAttributionEntry(input: {
  search: string;
  referrer: string;
  cookie: string;
  now: Date;
}): LeadAttributionEntry {
  const objUrlParams = marketingParameters(parseQuery(input.search));
  return {
    referrer: referrerPage(input.referrer),
    date: input.now.toISOString(),
    infoGA: { objUrlParams, cid: gaClientId(input.cookie) },
  };
}

/** The stored list, keeping only the entries that still match the schema. */
export function parseAttributionList(raw: unknown): LeadAttributionEntry[] {
  if (!Array.isArray(raw)) return [];
  const entries: LeadAttributionEntry[] = [];
  for (const item of raw) {
    const parsed = leadAttributionEntrySchema.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries.slice(-LEAD_ATTRIBUTION_LIMIT);
}
