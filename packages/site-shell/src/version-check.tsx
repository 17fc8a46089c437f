import { getDeployedVersion } from "@qs/api-client/get-deployed-version";
import {
  DEFAULT_VERSION_RELOAD_LIMIT,
  decideVersionReload,
  VERSION_POLL_MS,
} from "@qs/domain/version-reload";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** Where the reload counter is kept (localStorage). */
export const VERSION_RELOAD_COUNT_KEY = "qs.versionReloads";
/** A build without VITE_APP_VERSION has no version to compare (site-env's default). */
export const UNSET_VERSION = "0.0.0";

export interface VersionPollingOptions {
  /** Reads the deployed version (GET /api/qp-version?_q=); a failure is only logged. */
  fetchVersion: (key: string) => Promise<string>;
  local: string;
  limit?: number;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** Clears the query cache and reloads the page. */
  reload: () => void;
  intervalMs?: number;
  /** The document whose visibility triggers a check (none in tests that do not need it). */
  doc?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  log?: (message: string, error: unknown) => void;
}

/**
 * Checks the deployed version every 5 minutes and whenever the tab becomes visible, and
 * reloads per the domain's rule (`decideVersionReload`), keeping the counter in storage.
 * Answers the function that stops it.
 */
export function startVersionPolling(options: VersionPollingOptions): () => void {
  let stopped = false;
  let running = false;
  const check = async () => {
    if (stopped || running) return;
    running = true;
    let deployed: string | null = null;
    try {
      deployed = await options.fetchVersion(String(Date.now()));
    } catch (error) {
      options.log?.("No se pudo leer la versión publicada", error);
    }
    running = false;
    if (stopped) return;
    let count = 0;
    try {
      count = Number(options.storage?.getItem(VERSION_RELOAD_COUNT_KEY) ?? 0);
    } catch {
      count = 0;
    }
    const decision = decideVersionReload({
      deployed,
      local: options.local,
      count,
      limit: options.limit ?? DEFAULT_VERSION_RELOAD_LIMIT,
    });
    try {
      options.storage?.setItem(VERSION_RELOAD_COUNT_KEY, String(decision.count));
    } catch {
      // Without storage the counter cannot be kept: the limit still holds for this page.
    }
    if (decision.reload) options.reload();
  };
  const timer = setInterval(check, options.intervalMs ?? VERSION_POLL_MS);
  const onVisible = () => {
    if (options.doc?.visibilityState === "visible") void check();
  };
  options.doc?.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    options.doc?.removeEventListener("visibilitychange", onVisible);
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** VITE_VERSION_RELOAD_LIMIT of the build, when it is a whole number. */
function limitFromEnv(): number | undefined {
  const raw = Number(import.meta.env.VITE_VERSION_RELOAD_LIMIT);
  return Number.isInteger(raw) && raw >= 0 ? raw : undefined;
}

/**
 * The deployed-version check of a production build (reference-data spec "Deployed-version
 * check"): renders nothing. The first check comes 5 minutes after the page loaded or when the
 * tab becomes visible again, never during the load itself. Development builds and builds
 * without a version (VITE_APP_VERSION unset, so nothing to compare with the API's
 * QP_VERSION) never poll. The reload limit is 1 unless the build sets
 * VITE_VERSION_RELOAD_LIMIT.
 */
export function VersionCheck({
  enabled = import.meta.env.PROD,
  limit = limitFromEnv(),
}: {
  enabled?: boolean;
  limit?: number;
}) {
  const api = useApiClient();
  const config = useCountryConfig();
  const queryClient = useQueryClient();
  const local = config.version;
  useEffect(() => {
    if (!enabled || local === UNSET_VERSION) return;
    return startVersionPolling({
      fetchVersion: (key) => getDeployedVersion(api, key),
      local,
      ...(limit === undefined ? {} : { limit }),
      storage: safeStorage(),
      reload: () => {
        queryClient.clear();
        window.location.reload();
      },
      doc: document,
      log: (message, error) => console.warn(message, error),
    });
  }, [enabled, local, limit, api, queryClient]);
  return null;
}
