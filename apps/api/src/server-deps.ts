import { LRUCache } from "lru-cache";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { createMetrics, type ServerMetrics } from "./http/metrics";
import { ResponseCache } from "./http/response-cache";
import { CatalogueVersion } from "./services/catalogue-version";
import { RobotCounter } from "./services/robot-counter";

/**
 * Per-process state of one server: the read cache and the catalogue version it is tied to,
 * the metrics, the comparison request counter and the clients recently found unflagged.
 */
export interface ServerState {
  responseCache: ResponseCache;
  catalogueVersion: CatalogueVersion;
  metrics: ServerMetrics;
  robotCounter: RobotCounter;
  /** Clients whose robot flag was absent less than a second ago: not looked up again. */
  notFlagged: LRUCache<string, true>;
}

export interface ServerDeps {
  db: Database;
  clock: Clock;
  config: Config;
  state: ServerState;
}

export function createServerState(config: Config, db: Database, clock: Clock): ServerState {
  const responseCache = new ResponseCache({
    ttlMs: config.readCache ? config.responseCacheSeconds * 1000 : 0,
    maxBytes: config.readCacheMaxBytes,
    now: () => clock.now().getTime(),
  });
  const catalogueVersion = new CatalogueVersion(db, config.catalogueVersionCheckMs);
  const metrics = createMetrics(responseCache);
  catalogueVersion.onChange((version) => {
    responseCache.clear();
    metrics.catalogueVersion.set(version);
  });
  if (responseCache.enabled) void catalogueVersion.listen();
  return {
    responseCache,
    catalogueVersion,
    metrics,
    robotCounter: new RobotCounter(config.robotMaxRequests, config.robotWindowSeconds * 1000),
    notFlagged: new LRUCache<string, true>({ max: 100_000, ttl: 1000 }),
  };
}
