import { Counter, Gauge, Registry } from "prom-client";
import type { ResponseCache } from "./response-cache";

/**
 * The server's Prometheus metrics (GET /api/metrics): read-cache hits and misses by route,
 * the bytes and entries it keeps, those of the price memory, and the catalogue version this
 * process holds. One registry
 * per server, so several servers in one process (tests) count apart.
 */
export interface ServerMetrics {
  registry: Registry;
  cacheHits: Counter<"route">;
  cacheMisses: Counter<"route">;
  catalogueVersion: Gauge;
}

/** What the price memory holds, as counted for its bound. */
interface HeldSize {
  readonly bytes: number;
  readonly entries: number;
}

export function createMetrics(cache: ResponseCache, prices?: HeldSize): ServerMetrics {
  const registry = new Registry();
  const cacheHits = new Counter({
    name: "api_read_cache_hits_total",
    help: "GET answers served from the in-process read cache",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: "api_read_cache_misses_total",
    help: "Cacheable GET answers computed because the read cache did not hold them",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "api_read_cache_bytes",
    help: "Bytes held by the read cache (identity, brotli and gzip encodings)",
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  new Gauge({
    name: "api_read_cache_entries",
    help: "Answers held by the read cache",
    registers: [registry],
    collect() {
      this.set(cache.entries);
    },
  });
  if (prices) {
    new Gauge({
      name: "api_price_memory_bytes",
      help: "Bytes held by the price memory of the household sorts, as counted for its bound",
      registers: [registry],
      collect() {
        this.set(prices.bytes);
      },
    });
    new Gauge({
      name: "api_price_memory_entries",
      help: "Entries held by the price memory (products' data, id lists, UF values)",
      registers: [registry],
      collect() {
        this.set(prices.entries);
      },
    });
  }
  const catalogueVersion = new Gauge({
    name: "api_catalogue_version",
    help: "Catalogue version this process last saw",
    registers: [registry],
  });
  return { registry, cacheHits, cacheMisses, catalogueVersion };
}
