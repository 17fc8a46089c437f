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

/**
 * Runs the loader as a page would, with the browser's frame and timer queues in hand: each
 * step is run by the test, so what the loader does before and after a frame is seen.
 */
function page() {
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const appended: Appended[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }) as Appended,
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
  };
  const run = new Function("document", "requestAnimationFrame", "setTimeout", entryLoader(ASSETS));
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
  );
  return {
    appended,
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
  it("is requested after two frames have been drawn, its chunks preloaded before the entry", () => {
    const loading = page();
    expect(loading.appended).toEqual([]);
    loading.nextFrame();
    expect(loading.appended).toEqual([]);
    loading.nextFrame();
    expect(loading.appended).toEqual([]);
    loading.timer(0);
    expect(loading.appended).toEqual(EXPECTED);
  });

  it("is requested anyway when no frame is drawn (a background tab), and only once", () => {
    const loading = page();
    loading.timer(ENTRY_FALLBACK_MS);
    expect(loading.appended).toEqual(EXPECTED);
    loading.nextFrame();
    loading.nextFrame();
    loading.timer(0);
    expect(loading.appended).toEqual(EXPECTED);
  });
});
