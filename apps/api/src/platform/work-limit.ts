import { LRUCache } from "lru-cache";
import type { Config } from "../config";
import { TooManyRequestsError } from "./errors";

/**
 * Per-client bounds on the routes whose work grows with what the client sends: pricing a
 * household against many plans, sorting the whole catalogue by the household's price or yearly
 * cost, saving purchase steps (each one reprices the draft), the chat's read and close, and
 * the profile form's evaluation. They are counted in this process's memory, not in
 * PostgreSQL: these routes are on a visitor's hot path (the listing prices its page, a sort
 * reprices everything), and a database write per request would cost more than the work it
 * guards. Behind a load balancer each process counts its own share, which is what a bound on
 * a process's cores needs. A fixed window of a minute per client: the bounds are far above
 * what a visitor's pages ask for (a listing page is one batch of prices), and a client that
 * reaches one gets 429 with Retry-After like every other limit.
 */

const MINUTE_MS = 60_000;

const WORK_LIMITS = {
  pricing: (c: Config) => c.workLimits.pricingPerMinute,
  priceSorts: (c: Config) => c.workLimits.priceSortsPerMinute,
  purchaseSteps: (c: Config) => c.workLimits.purchaseStepsPerMinute,
  chatActions: (c: Config) => c.workLimits.chatActionsPerMinute,
  profileForm: (c: Config) => c.workLimits.profileFormPerMinute,
} as const;

export type WorkLimitName = keyof typeof WORK_LIMITS;

interface Window {
  startedAt: number;
  count: number;
}

export class WorkLimits {
  readonly #windows: LRUCache<string, Window>;

  constructor(
    private readonly config: Config,
    maxEntries: number,
  ) {
    this.#windows = new LRUCache<string, Window>({ max: maxEntries });
  }

  /** Counts one request of `clientKey` under `name`; throws 429 beyond the minute's bound. */
  take(name: WorkLimitName, clientKey: string, now: number): void {
    const key = `${name}\n${clientKey}`;
    const window = this.#windows.get(key);
    if (!window || now - window.startedAt >= MINUTE_MS) {
      this.#windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    if (window.count >= WORK_LIMITS[name](this.config)) {
      throw new TooManyRequestsError(
        Math.max(1, Math.ceil((window.startedAt + MINUTE_MS - now) / 1000)),
      );
    }
    window.count += 1;
  }
}
