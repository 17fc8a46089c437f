/** A cached catalogue answer: the bytes as sent, their ETag and content type. */
export interface CachedAnswer {
  body: Uint8Array | string;
  contentType: string;
  etag: string;
  headers: Record<string, string>;
}

/**
 * In-process cache of GET catalogue answers, for `ttlMs` (5 minutes by
 * default, the response cache lifetime of the profile spec). Oldest entries
 * go first once `maxEntries` is reached.
 */
export class ResponseCache {
  readonly #entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  get(key: string, nowMs: number): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= nowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer, nowMs: number): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { answer, expiresAt: nowMs + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
