import { LRUCache } from "lru-cache";

/** An answer as sent: its bytes, ETag, content type and own headers. */
export interface CachedAnswer {
  body: Uint8Array | string;
  contentType: string;
  etag: string;
  headers: Record<string, string>;
}

/** A kept answer: identity bytes with their brotli and gzip encodings, made once. */
export interface StoredAnswer {
  identity: Buffer;
  /** Absent under the compression threshold: such answers are sent as they are. */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  /** Strong ETag of the identity bytes. */
  etag: string;
  headers: Record<string, string>;
  /** Catalogue version the answer was computed at (or after). */
  version: number;
  /** When it was kept, on the server's clock (the Age header). */
  storedAtMs: number;
}

export interface ResponseCacheOptions {
  /** Lifetime of an entry: the max-age the answers state. 0 keeps nothing. */
  ttlMs: number;
  /** Bound of the bytes kept (all three encodings and the key); least recently used go first. */
  maxBytes: number;
  /** The server's clock, in milliseconds. */
  now: () => number;
}

/**
 * In-process read cache of GET catalogue answers, bounded in bytes (LRU), each entry living
 * `ttlMs` at most and tied to the catalogue version it was computed at: an entry of another
 * version is a miss.
 */
export class ResponseCache {
  readonly #lru: LRUCache<string, StoredAnswer> | null;

  constructor(options: ResponseCacheOptions) {
    this.#lru =
      options.ttlMs > 0 && options.maxBytes > 0
        ? new LRUCache<string, StoredAnswer>({
            maxSize: options.maxBytes,
            sizeCalculation: (answer, key) =>
              key.length +
              answer.identity.byteLength +
              (answer.br?.byteLength ?? 0) +
              (answer.gzip?.byteLength ?? 0) +
              256,
            // lru-cache drops an entry once its age exceeds ttl: one millisecond less makes
            // an answer as old as its max-age a miss.
            ttl: Math.max(1, options.ttlMs - 1),
            ttlResolution: 0,
            perf: { now: options.now },
          })
        : null;
  }

  get enabled(): boolean {
    return this.#lru !== null;
  }

  get(key: string, version: number): StoredAnswer | undefined {
    const answer = this.#lru?.get(key);
    if (!answer) return undefined;
    if (answer.version !== version) {
      this.#lru?.delete(key);
      return undefined;
    }
    return answer;
  }

  set(key: string, answer: StoredAnswer): void {
    this.#lru?.set(key, answer);
  }

  clear(): void {
    this.#lru?.clear();
  }

  /** Bytes kept, as counted for the bound. */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }

  get entries(): number {
    return this.#lru?.size ?? 0;
  }
}
