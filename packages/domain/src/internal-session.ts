/**
 * The internal-traffic session's age limit (profile spec §4 "A session older than 10 hours
 * forces a page reload", §9 "Session reload | after 10 hours"): staff settings are not left
 * on in a browser for days; once the session is older, the page reloads and the session ends.
 */

export const INTERNAL_SESSION_MAX_MS = 10 * 60 * 60 * 1000;

/** True when a session that began at `startedAt` (ms) is older than the limit at `now`. */
export function isInternalSessionExpired(startedAt: number | null, now: number): boolean {
  return startedAt !== null && now - startedAt > INTERNAL_SESSION_MAX_MS;
}

/** Milliseconds until the session expires (0 when it already has), null without a session. */
export function msUntilInternalSessionExpires(
  startedAt: number | null,
  now: number,
): number | null {
  if (startedAt === null) return null;
  return Math.max(0, startedAt + INTERNAL_SESSION_MAX_MS - now + 1);
}
