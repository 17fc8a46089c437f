import { LRUCache } from "lru-cache";

interface Bucket {
  start: number;
  count: number;
}

interface Client {
  /** When the first request was counted since the client was last forgotten. */
  firstMs: number;
  buckets: Bucket[];
}

/**
 * Counts comparison requests per client over a sliding window, in ten buckets per window
 * (constant work per request whatever the limit). A client above `maxRequests` within
 * `windowMs` is reported, and the caller raises the flag in the database.
 *
 * The counts stay in this process: the comparison results are the hot read path, and a
 * database write per page view would cost more than the whole cached answer. Memory is
 * bounded: at most `maxEntries` clients are tracked, the least recently seen forgotten
 * first (a flood of new addresses can only make the counter forget, never grow).
 */
export class RobotCounter {
  readonly #clients: LRUCache<string, Client>;
  readonly #bucketMs: number;

  constructor(
    readonly maxRequests: number,
    readonly windowMs: number,
    maxEntries: number,
  ) {
    this.#bucketMs = Math.max(1, Math.floor(windowMs / 10));
    this.#clients = new LRUCache<string, Client>({ max: maxEntries });
  }

  /** Records one request; true when the client has gone over the limit. */
  hit(clientKey: string, nowMs: number): boolean {
    const since = nowMs - this.windowMs;
    const start = nowMs - (nowMs % this.#bucketMs);
    const known = this.#clients.get(clientKey);
    const buckets = (known?.buckets ?? []).filter((b) => b.start + this.#bucketMs > since);
    const last = buckets[buckets.length - 1];
    if (last && last.start === start) last.count += 1;
    else buckets.push({ start, count: 1 });
    this.#clients.set(clientKey, { firstMs: known?.firstMs ?? nowMs, buckets });
    return buckets.reduce((sum, b) => sum + b.count, 0) > this.maxRequests;
  }

  /**
   * The earliest moment the client's current count may include: its oldest bucket's start,
   * or the first request since it was last forgotten, whichever is later.
   */
  countingSince(clientKey: string): number | undefined {
    const client = this.#clients.peek(clientKey);
    if (!client) return undefined;
    return Math.max(client.firstMs, client.buckets[0]?.start ?? client.firstMs);
  }

  /** Forgets a client's requests (after it proved to be human). */
  reset(clientKey: string): void {
    this.#clients.delete(clientKey);
  }

  /**
   * How many clients are tracked (at most `maxEntries`).
   * @internal tests check the bound
   */
  get size(): number {
    return this.#clients.size;
  }
}
