import type { Server } from "node:http";
import type { Logger } from "pino";

/**
 * How the process ends.
 *
 * SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish for up to
 * `graceMs` (closing keep-alive connections as soon as they are idle), then close the
 * database and exit 0. If requests are still running when the grace is over, their
 * connections are cut and the process exits with EXIT_FORCED. Whatever happens, it is gone
 * within HARD_LIMIT_MS of the signal, before an orchestrator's usual 10 s SIGKILL.
 *
 * An unhandled rejection or an uncaught exception leaves the process in an unknown state:
 * it is logged (fatal) and the process exits with EXIT_FATAL for its supervisor to restart it.
 */

/** The requests in flight outlived the grace and their connections were cut (Node leaves 2 unused). */
export const EXIT_FORCED = 2;
/** An unhandled rejection or uncaught exception (Node's own code for an uncaught exception). */
export const EXIT_FATAL = 1;
/** From the signal to the exit, whatever happens. */
const HARD_LIMIT_MS = 9_800;
/** How often idle keep-alive connections are closed while draining. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownOptions {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  graceMs: number;
  log: Logger;
  /** Runs at once: mark the process unready, stop timers and listeners. */
  stopAccepting(): void | Promise<void>;
  /** Runs once no request is left (or the grace is over): close the database. */
  closeResources(): Promise<void>;
  exit?: (code: number) => void;
}

/** The shutdown sequence, started once (a second signal changes nothing). */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started: Promise<void> | null = null;

  async function run(signal: string): Promise<void> {
    const { server, graceMs, log } = options;
    const startedAt = performance.now();
    const watchdog = setTimeout(() => {
      log.error({ signal }, "Shutdown took too long: exiting now");
      exit(EXIT_FORCED);
    }, HARD_LIMIT_MS);
    watchdog.unref();
    log.info({ signal, graceMs }, "Stopping: no new connections, finishing requests in flight");

    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"grace over">((resolve) => {
      graceTimer = setTimeout(() => resolve("grace over"), graceMs);
    });

    let code = 0;
    try {
      // Timers and listeners stop while the requests finish, within the same grace.
      const stopped = Promise.resolve().then(() => options.stopAccepting());
      const outcome = await Promise.race([
        Promise.all([drained, stopped]).then(() => "drained" as const),
        graceOver,
      ]);
      if (outcome === "grace over") {
        log.error({ graceMs }, "Requests still running after the grace: closing their connections");
        server.closeAllConnections();
        code = EXIT_FORCED;
      }
    } catch (error) {
      log.error({ err: error }, "Shutdown step failed");
      code = EXIT_FORCED;
    } finally {
      clearInterval(sweep);
      clearTimeout(graceTimer);
    }
    try {
      await options.closeResources();
    } catch (error) {
      log.error({ err: error }, "Closing the database failed");
      code = EXIT_FORCED;
    }
    log.info(
      { code, durationMs: Math.round(performance.now() - startedAt) },
      code === 0 ? "Stopped" : "Stopped with requests cut short",
    );
    clearTimeout(watchdog);
    exit(code);
  }

  return (signal) => {
    started ??= run(signal);
    return started;
  };
}

/** Logs (fatal) and exits on an unhandled rejection or an uncaught exception. */
export function exitOnFatalErrors(log: Logger, exit = (code: number) => process.exit(code)): void {
  process.on("unhandledRejection", (reason) => {
    log.fatal({ err: reason }, "Unhandled promise rejection");
    exit(EXIT_FATAL);
  });
  process.on("uncaughtException", (error, origin) => {
    log.fatal({ err: error, origin }, "Uncaught exception");
    exit(EXIT_FATAL);
  });
}
