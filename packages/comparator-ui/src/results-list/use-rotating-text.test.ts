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
});
