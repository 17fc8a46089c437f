import { RESULTS_QUERY_KEY } from "@qs/api-client/get-compare-products";
import { UNTIL } from "@qs/vitest-config/conditions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FINISHED_MARKER_MS, useSearchButtonState } from "./search-button-state";

let client: QueryClient;
let release: () => void = () => {};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

function startSearch() {
  void client.fetchQuery({
    queryKey: [...RESULTS_QUERY_KEY, Math.random()],
    queryFn: () =>
      new Promise((resolve) => {
        release = () => resolve([]);
      }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
});
afterEach(() => vi.useRealTimers());

describe("search button", () => {
  it("is active while submitting, finished when results load, idle 3 s later", async () => {
    const { result, rerender } = renderHook((props) => useSearchButtonState(props), {
      wrapper,
      initialProps: { submitting: true, collective: false },
    });
    expect(result.current).toBe("active");
    act(() => startSearch());
    rerender({ submitting: false, collective: false });
    await act(async () => release());
    await vi.waitFor(() => expect(result.current).toBe("finished"), UNTIL);
    await act(() => vi.advanceTimersByTimeAsync(FINISHED_MARKER_MS - 100));
    expect(result.current).toBe("finished");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe("idle");
  });

  it("is disabled until results arrive in the collective case", async () => {
    const { result } = renderHook((props) => useSearchButtonState(props), {
      wrapper,
      initialProps: { submitting: false, collective: true },
    });
    act(() => startSearch());
    await vi.waitFor(() => expect(result.current).toBe("disabled"), UNTIL);
    await act(async () => release());
    await vi.waitFor(() => expect(result.current).toBe("idle"), UNTIL);
  });
});
