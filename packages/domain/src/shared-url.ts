/** Shared URL validity (profile spec §5). */

type UrlRuntime = { URL: new (input: string) => { protocol: string; hostname: string } };

const runtime = globalThis as unknown as UrlRuntime;

/** The lower-case host of an http(s) URL, or null when the value is not one. */
export function sharedUrlHost(url: string): string | null {
  try {
    const parsed = new runtime.URL(url.trim());
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return parsed.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A shared URL is valid when its host is one of the approved domains (exact host, any case). */
export function isApprovedSharedUrl(url: string, approvedDomains: readonly string[]): boolean {
  const host = sharedUrlHost(url);
  if (host === null) return false;
  return approvedDomains.some((domain) => domain.trim().toLowerCase() === host);
}
