import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVisible, VISIBILITY_DEBOUNCE_MS, VISIBILITY_MARGIN_PX } from "./use-visible";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe("lazy visibility", () => {
  let callback: Callback = () => {};
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: Callback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const ref = { current: document.createElement("div") };

  it("observes with a 150 px margin and turns visible after 1 s in view", () => {
    const { result } = renderHook(() => useVisible(ref));
    expect(options?.rootMargin).toBe(`${VISIBILITY_MARGIN_PX}px`);
    expect(VISIBILITY_MARGIN_PX).toBe(150);
    // Waiting until the observer first says whether the card is in view.
    expect(result.current).toEqual({ visible: false, waiting: true });
    act(() => callback([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(VISIBILITY_DEBOUNCE_MS - 1));
    expect(result.current).toEqual({ visible: false, waiting: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ visible: true, waiting: false });
  });

  it("a card out of view at first is not waiting once the observer says so", () => {
    const { result } = renderHook(() => useVisible(ref));
    expect(result.current.waiting).toBe(true);
    act(() => callback([{ isIntersecting: false }]));
    expect(result.current).toEqual({ visible: false, waiting: false });
  });

  it("a card scrolled past in under 1 s never counts as visible", () => {
    const { result } = renderHook(() => useVisible(ref));
    act(() => callback([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(600));
    act(() => callback([{ isIntersecting: false }]));
    expect(result.current).toEqual({ visible: false, waiting: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ visible: false, waiting: false });
  });
});
