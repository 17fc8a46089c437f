/**
 * Counts comparison requests per client over a sliding window, in this
 * process, in ten buckets per window (constant work per request whatever the
 * limit). A client above `maxRequests` within `windowMs` is reported, and the
 * caller raises the flag in the database.
 */
export class RobotCounter {
  readonly #buckets = new Map<string, Array<{ start: number; count: number }>>();
  readonly #bucketMs: number;
  #lastSweep = 0;

  constructor(
    readonly maxRequests: number,
    readonly windowMs: number,
  ) {
    this.#bucketMs = Math.max(1, Math.floor(windowMs / 10));
  }

  /** Records one request; true when the client has gone over the limit. */
  hit(clientKey: string, nowMs: number): boolean {
    this.#sweep(nowMs);
    const since = nowMs - this.windowMs;
    const start = nowMs - (nowMs % this.#bucketMs);
    const buckets = (this.#buckets.get(clientKey) ?? []).filter(
      (b) => b.start + this.#bucketMs > since,
    );
    const last = buckets[buckets.length - 1];
    if (last && last.start === start) last.count += 1;
    else buckets.push({ start, count: 1 });
    this.#buckets.set(clientKey, buckets);
    return buckets.reduce((sum, b) => sum + b.count, 0) > this.maxRequests;
  }

  /** Forgets a client's requests (after it proved to be human). */
  reset(clientKey: string): void {
    this.#buckets.delete(clientKey);
  }

  #sweep(nowMs: number): void {
    if (nowMs - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = nowMs;
    const since = nowMs - this.windowMs;
    for (const [key, buckets] of this.#buckets) {
      if (buckets.every((b) => b.start + this.#bucketMs <= since)) this.#buckets.delete(key);
    }
  }
}
