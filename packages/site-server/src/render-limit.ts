import { LRUCache } from "lru-cache";

/**
 * How many pages one client may have rendered in a minute. A rendering costs the server a
 * few hundred milliseconds of one core and several API calls; pages from the cache cost
 * nothing and are not counted, so a visitor, even many behind one address, never meets the
 * bound, while one client asking for page after page under new addresses is stopped before
 * it takes the server from everyone else. Counted per process (a fixed window per client):
 * behind a load balancer each process counts its own share, which is the point, since each
 * process's cores are what is protected.
 */
export interface RenderLimitOptions {
  /** Renderings per client and minute. */
  perMinute: number;
  /** Clients remembered at once (least recently seen are forgotten first). */
  maxClients?: number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

export class RenderLimit {
  readonly #perMinute: number;
  readonly #now: () => number;
  readonly #windows: LRUCache<string, Window>;

  constructor(options: RenderLimitOptions) {
    this.#perMinute = options.perMinute;
    this.#now = options.now ?? Date.now;
    this.#windows = new LRUCache<string, Window>({ max: options.maxClients ?? 50_000 });
  }

  /**
   * Counts a rendering for `client`: 0 when it may go ahead, else the seconds until its
   * window ends (the Retry-After of the refusal).
   */
  take(client: string): number {
    const now = this.#now();
    const window = this.#windows.get(client);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.#windows.set(client, { startedAt: now, count: 1 });
      return 0;
    }
    if (window.count >= this.#perMinute) {
      return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
    }
    window.count += 1;
    return 0;
  }
}
