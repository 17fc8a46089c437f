import { describe, expect, it } from "vitest";
import { ENTRY_FALLBACK_MS, entryLoader } from "./client-manifest";

const ASSETS = {
  entry: "/assets/main-1.js",
  preloads: ["/assets/framework-2.js", "/assets/language-3.js"],
};

interface Appended {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

type PaintListener = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/**
 * Runs the loader as a page would, with the browser's paints, frames and timers in hand: each
 * is delivered by the test, so what the loader does before and after it is seen. Without
 * `paintTiming` the browser has no Paint Timing.
 */
function page({ paintTiming }: { paintTiming: boolean }) {
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const appended: Appended[] = [];
  const paintListeners: PaintListener[] = [];
  let observing = false;
  class PaintObserver {
    static supportedEntryTypes = ["paint", "longtask"];
    constructor(private readonly listener: PaintListener) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observing = true;
      paintListeners.push(this.listener);
    }
  }
  const window = paintTiming ? { PerformanceObserver: PaintObserver } : {};
  const document = {
    createElement: (tag: string) => ({ tag }) as Appended,
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
  };
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    entryLoader(ASSETS),
  );
  run(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
  );
  return {
    appended,
    /** Reports paint entries of these names to the loader's observer. */
    paint: (...names: string[]) => {
      for (const listener of paintListeners) {
        listener(
          { getEntriesByName: (name) => names.filter((entry) => entry === name) },
          {
            disconnect: () => {
              observing = false;
            },
          },
        );
      }
    },
    observing: () => observing,
    nextFrame: () => frames.shift()?.(),
    /** Runs the first timer of `ms` milliseconds queued. */
    timer: (ms: number) => {
      const index = timers.findIndex((timer) => timer.ms === ms);
      expect(index).not.toBe(-1);
      timers.splice(index, 1)[0]?.run();
    },
  };
}

const EXPECTED: Appended[] = [
  { tag: "link", rel: "modulepreload", href: "/assets/framework-2.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/language-3.js" },
  { tag: "script", type: "module", src: "/assets/main-1.js" },
];

describe("the page's code", () => {
  it("is requested in the task after the first contentful paint, its chunks preloaded before the entry", () => {
    const loading = page({ paintTiming: true });
    loading.paint("first-paint");
    expect(loading.observing()).toBe(true);
    expect(loading.appended).toEqual([]);
    loading.paint("first-contentful-paint");
    expect(loading.observing()).toBe(false);
    expect(loading.appended).toEqual([]);
    loading.timer(0);
    expect(loading.appended).toEqual(EXPECTED);
  });

  it("without Paint Timing, is requested after two frames have been drawn", () => {
    const loading = page({ paintTiming: false });
    loading.nextFrame();
    expect(loading.appended).toEqual([]);
    loading.nextFrame();
    expect(loading.appended).toEqual([]);
    loading.timer(0);
    expect(loading.appended).toEqual(EXPECTED);
  });

  it("is requested anyway when nothing is painted (a background tab), and only once", () => {
    const loading = page({ paintTiming: true });
    loading.timer(ENTRY_FALLBACK_MS);
    expect(loading.appended).toEqual(EXPECTED);
    loading.paint("first-contentful-paint");
    loading.timer(0);
    expect(loading.appended).toEqual(EXPECTED);
  });
});
