import { DEFAULT_VERSION_RELOAD_LIMIT, VERSION_POLL_MS } from "@qs/domain/version-reload";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startVersionPolling, VERSION_RELOAD_COUNT_KEY } from "./version-check";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("deployed-version polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks nothing before 5 minutes, then reloads once when the version changed", async () => {
    const fetchVersion = vi.fn(async () => "2.0.0");
    const reload = vi.fn();
    const storage = memoryStorage();
    const stop = startVersionPolling({ fetchVersion, local: "1.0.0", storage, reload });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(VERSION_RELOAD_COUNT_KEY)).toBe("1");
    stop();
  });

  it("does not reload again past the limit, and resets the counter", async () => {
    expect(DEFAULT_VERSION_RELOAD_LIMIT).toBe(1);
    const reload = vi.fn();
    const storage = memoryStorage({ [VERSION_RELOAD_COUNT_KEY]: "1" });
    const stop = startVersionPolling({
      fetchVersion: async () => "2.0.0",
      local: "1.0.0",
      storage,
      reload,
    });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(VERSION_RELOAD_COUNT_KEY)).toBe("0");
    stop();
  });

  it("keeps the page while the versions agree, and only logs a failed check", async () => {
    const reload = vi.fn();
    const log = vi.fn();
    let answer: () => Promise<string> = async () => "1.0.0";
    const stop = startVersionPolling({
      fetchVersion: () => answer(),
      local: "1.0.0",
      storage: memoryStorage(),
      reload,
      log,
    });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    answer = async () => {
      throw new Error("offline");
    };
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    stop();
  });

  it("checks when the tab becomes visible, and stops when asked", async () => {
    const listeners = new Map<string, () => void>();
    const doc = {
      visibilityState: "visible" as DocumentVisibilityState,
      addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
      removeEventListener: (type: string) => void listeners.delete(type),
    };
    const fetchVersion = vi.fn(async () => "2.0.0");
    const reload = vi.fn();
    const stop = startVersionPolling({
      fetchVersion,
      local: "1.0.0",
      storage: memoryStorage(),
      reload,
      doc: doc as unknown as Document,
    });
    listeners.get("visibilitychange")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });
});
