import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROTATION_MS, useRotatingText } from "./use-rotating-text";

describe("spinner text rotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts with the first text and moves on every 3500 ms, cycling through the four", () => {
    const texts = ["Buscando resultados...", "b", "c", "d"];
    const { result } = renderHook(() => useRotatingText(texts));
    expect(ROTATION_MS).toBe(3500);
    expect(result.current).toBe("Buscando resultados...");
    act(() => vi.advanceTimersByTime(3499));
    expect(result.current).toBe("Buscando resultados...");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("b");
    act(() => vi.advanceTimersByTime(3500 * 3));
    expect(result.current).toBe("Buscando resultados...");
  });

  it("keeps the first text for a visitor who asked for reduced motion", () => {
    // jsdom has no matchMedia: the page's answer stands in for the system setting.
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({ matches: query === "(prefers-reduced-motion: reduce)", media: query }) as MediaQueryList,
    );
    const { result } = renderHook(() => useRotatingText(["Buscando resultados...", "b"]));
    act(() => vi.advanceTimersByTime(3500 * 2));
    expect(result.current).toBe("Buscando resultados...");
    vi.unstubAllGlobals();
  });
});
