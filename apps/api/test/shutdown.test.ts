import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createShutdown, EXIT_FORCED, type ShutdownOptions } from "../src/shutdown";

/** A server whose `close` calls back only when `drain` is called. */
function fakeServer() {
  let drain = () => {};
  const calls = {
    close: vi.fn((done: () => void) => {
      drain = done;
    }),
    closeIdleConnections: vi.fn(),
    closeAllConnections: vi.fn(),
  };
  return {
    server: calls as unknown as ShutdownOptions["server"],
    calls,
    drain: () => drain(),
  };
}

const silent = pino({ level: "silent" });

/** A shutdown over a fake server, with an 8 s grace and a database that closes at once. */
function shutdownOf(overrides: Partial<ShutdownOptions> = {}) {
  const fake = fakeServer();
  const exit = vi.fn();
  const shutdown = createShutdown({
    server: fake.server,
    graceMs: 8000,
    log: silent,
    stopAccepting: () => {},
    closeResources: async () => {},
    exit,
    ...overrides,
  });
  return { ...fake, exit, shutdown };
}

describe("the shutdown sequence", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("exits 0 once the requests in flight finish within the grace, after closing the database", async () => {
    const closeResources = vi.fn(async () => {});
    const { calls, drain, exit, shutdown } = shutdownOf({ closeResources });
    const done = shutdown("SIGTERM");
    await vi.advanceTimersByTimeAsync(7000);
    expect(exit).not.toHaveBeenCalled();
    drain();
    await done;
    expect(calls.closeAllConnections).not.toHaveBeenCalled();
    expect(closeResources).toHaveBeenCalledOnce();
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it("cuts the connections still open when the grace is over and exits with the forced code", async () => {
    const { calls, exit, shutdown } = shutdownOf({ graceMs: 300 });
    const done = shutdown("SIGTERM");
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.closeAllConnections).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls.closeAllConnections).toHaveBeenCalledOnce();
    expect(exit.mock.calls).toEqual([[EXIT_FORCED]]);
  });

  it("is gone before an orchestrator's 10 s kill even when closing the database hangs", async () => {
    const { drain, exit, shutdown } = shutdownOf({
      closeResources: () => new Promise<void>(() => {}),
    });
    shutdown("SIGTERM");
    drain();
    await vi.advanceTimersByTimeAsync(9_799);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit.mock.calls).toEqual([[EXIT_FORCED]]);
  });

  it("runs once: a second signal changes nothing", async () => {
    const { calls, drain, exit, shutdown } = shutdownOf();
    const first = shutdown("SIGTERM");
    const second = shutdown("SIGINT");
    expect(second).toBe(first);
    drain();
    await first;
    expect(calls.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledOnce();
  });
});
