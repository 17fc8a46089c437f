import { compileTrustProxy } from "@qs/visitor-address/client-address";
import { LRUCache } from "lru-cache";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { ChatStreams } from "./features/chat/chat-streams";
import { PriceMemory } from "./features/prices/price-memory";
import { CachedRoutes } from "./http/cached-fast-path";
import type { ClientIdentityOptions } from "./http/client-identity";
import { createMetrics, type ServerMetrics } from "./http/metrics";
import { ResponseCache } from "./http/response-cache";
import { CatalogueVersion } from "./platform/catalogue-version";
import type { Clock } from "./platform/clock";
import { RobotCounter } from "./platform/robot-counter";
import { WorkLimits } from "./platform/work-limit";

/**
 * Per-process state of one server: the read cache and the catalogue version it is tied to,
 * the metrics, the trusted proxies, the comparison request counter and the clients recently
 * found unflagged (both bounded by COUNTER_MAX_ENTRIES).
 */
export interface ServerState {
  responseCache: ResponseCache;
  /** The read cache's keys by request address, for the cached fast path (cached-fast-path.ts). */
  cachedRoutes: CachedRoutes;
  catalogueVersion: CatalogueVersion;
  /** Price tables, offers, coverages and ordered lists for the household sorts, per version. */
  priceMemory: PriceMemory;
  metrics: ServerMetrics;
  /**
   * How a request's client is told: TRUST_PROXY, compiled once (a malformed entry stops the
   * server at start), and the site service credential.
   */
  clientIdentity: ClientIdentityOptions;
  robotCounter: RobotCounter;
  /** Clients whose robot flag was absent less than a second ago: not looked up again. */
  notFlagged: LRUCache<string, true>;
  /** What wakes this process's chat event streams, and ends them on shutdown. */
  chatStreams: ChatStreams;
  /** Per-client bounds on the routes whose work grows with the request (work-limit.ts). */
  workLimits: WorkLimits;
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
  const priceMemory = new PriceMemory({
    maxBytes: config.priceMemoryMaxBytes,
    listTtlMs: config.responseCacheSeconds * 1000,
    now: () => clock.now().getTime(),
  });
  const metrics = createMetrics(responseCache, priceMemory);
  catalogueVersion.onChange((version) => {
    responseCache.clear();
    priceMemory.clear();
    metrics.catalogueVersion.set(version);
  });
  if (responseCache.enabled || priceMemory.enabled) void catalogueVersion.listen();
  return {
    responseCache,
    cachedRoutes: new CachedRoutes(config.counterMaxEntries),
    catalogueVersion,
    priceMemory,
    metrics,
    clientIdentity: {
      trustProxy: compileTrustProxy(config.trustProxy),
      siteServiceToken: config.siteServiceToken,
    },
    robotCounter: new RobotCounter(
      config.robotMaxRequests,
      config.robotWindowSeconds * 1000,
      config.counterMaxEntries,
    ),
    notFlagged: new LRUCache<string, true>({ max: config.counterMaxEntries, ttl: 1000 }),
    chatStreams: new ChatStreams(db, config.chatPollMs, config.chatStreamsPerProcess),
    workLimits: new WorkLimits(config, config.counterMaxEntries),
  };
}
