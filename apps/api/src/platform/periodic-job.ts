import { logger } from "../logger";

/** A job that runs on a timer in the background. */
export interface PeriodicJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` (0: never; with `now`, once at once too). A pass never overlaps
 * the previous one, the timer does not keep the process alive, and a failed pass is logged as
 * `failure` and tried again at the next tick.
 */
export function schedulePeriodicJob(
  everyMs: number,
  pass: () => Promise<unknown>,
  failure: string,
  options: { now?: boolean } = {},
): PeriodicJob {
  if (everyMs === 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = pass()
      .catch((error) => logger.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (options.now) tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
