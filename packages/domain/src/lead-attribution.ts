import { z } from "zod";

/**
 * Lead attribution (profile spec §3 "Lead attribution entry", §9 "Lead attribution entries"):
 * each landing on the site records where the visitor came from (referrer, date, the landing's
 * URL parameters and the Google Analytics client id), the newest 100 are kept in the browser,
 * and the list travels with the contact and plan requests as `leadAttributionInfo`.
 */

/**
 * The landing parameters lead attribution keeps: campaign tags (every `utm_*`) and the ad
 * networks' click ids. Nothing else of an address is kept: a purchase's `session`, an encoded
 * health profile (`perfil`) or a partner's credential in a link must never reach a lead.
 */
export const MARKETING_CLICK_IDS: ReadonlySet<string> = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
]);
/** Longest marketing value kept (campaign names are short; anything longer is not one). */
const MARKETING_VALUE_MAX = 200;

/** Only the marketing parameters of a landing's parameters (see MARKETING_CLICK_IDS). */
export function marketingParameters(params: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = key.toLowerCase();
    if (!(name.startsWith("utm_") || MARKETING_CLICK_IDS.has(name))) continue;
    if (typeof value !== "string" && typeof value !== "number") continue;
    kept[name] = String(value).slice(0, MARKETING_VALUE_MAX);
  }
  return kept;
}

/**
 * Where the visitor came from, as an origin and path: a referrer's query and fragment may hold
 * another site's tokens, or ours. Null when it is not a web address.
 */
export function referrerPage(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  const match = /^(https?:\/\/[^/?#\s]+)([^?#\s]*)/i.exec(referrer.trim());
  return match ? `${match[1]}${match[2]}`.slice(0, 500) : null;
}

/**
 * How the visitor arrived: one entry per visit, at most 100 kept. Whatever a browser sends, an
 * entry keeps only the referrer's page, the date, the marketing parameters and the analytics
 * client id.
 */
export const leadAttributionEntrySchema = z.object({
  referrer: z
    .string()
    .nullish()
    .transform((value) => referrerPage(value)),
  date: z.string().max(40),
  infoGA: z
    .object({
      objUrlParams: z
        .record(z.string(), z.unknown())
        .nullish()
        .transform((params) => (params ? marketingParameters(params) : params)),
      cid: z.string().max(100).nullish(),
    })
    .nullish(),
});

/** How many entries the browser keeps (the oldest is dropped first) and a request may carry. */
export const LEAD_ATTRIBUTION_LIMIT = 100;

export const leadAttributionListSchema = z
  .array(leadAttributionEntrySchema)
  .max(LEAD_ATTRIBUTION_LIMIT);

export type LeadAttributionEntry = z.infer<typeof leadAttributionEntrySchema>;

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
