/**
 * The deployed-version check (reference-data spec "Deployed-version check"; profile spec §7
 * GET /api/qp-version): in production builds only, when the deployed version differs from
 * the one the page was built with, the query cache is cleared and the page reloads. Reloads
 * are counted in the browser up to a limit (default 1), then the counter resets, so a page
 * whose server still hands out the old build cannot reload in a loop.
 */

export const DEFAULT_VERSION_RELOAD_LIMIT = 1;
/** How often the deployed version is read (besides when the tab becomes visible). */
export const VERSION_POLL_MS = 5 * 60 * 1000;

export interface VersionReloadInput {
  /** The version the API says is deployed; null when it could not be read. */
  deployed: string | null;
  /** The version this page was built with. */
  local: string;
  /** Reloads already made for a version change (the stored counter). */
  count: number;
  /** How many reloads are allowed before the counter resets. */
  limit?: number;
}

export interface VersionReloadDecision {
  reload: boolean;
  /** The counter to store after the decision. */
  count: number;
}

/** Whether to reload now and the counter to keep. */
export function decideVersionReload(input: VersionReloadInput): VersionReloadDecision {
  const limit = Math.max(0, Math.floor(input.limit ?? DEFAULT_VERSION_RELOAD_LIMIT));
  const count = Number.isFinite(input.count) && input.count > 0 ? Math.floor(input.count) : 0;
  if (input.deployed === null || input.deployed === "") return { reload: false, count };
  if (input.deployed === input.local) return { reload: false, count: 0 };
  if (count < limit) return { reload: true, count: count + 1 };
  return { reload: false, count: 0 };
}
